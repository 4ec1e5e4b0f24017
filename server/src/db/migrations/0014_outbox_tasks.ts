import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The outbox of effects after a commit (decision 0032): emails and text messages, file
 * clean-up and realtime pushes, each a row written in the transaction of the change that
 * causes it and delivered by the worker of modules/outbox with retries. Not the mail store
 * (`outbox_messages`, what lib/mailer keeps for the development mailbox): a task of kind
 * 'email' ends there, or at the SMTP server.
 *
 * - `next_attempt_at`: when the task is due; while `delivering`, the end of the claim's lease
 *   (a task whose worker died is claimed again after it).
 * - `payload`: what the handler of `kind` needs; null once delivered (an email's text may
 *   hold a link's token). What staff see: `recipient` (an email address or phone number, so
 *   an account's deletion removes its tasks too) and `summary` (a subject, file names, a topic).
 * - `last_error`: a short, safe line for staff; the details go to the log with its reference.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table outbox_tasks (
      id text primary key,
      kind text not null,
      payload jsonb,
      recipient text,
      summary text not null,
      status text not null default 'pending' check (status in ('pending','delivering','delivered','failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      locked_by text,
      last_error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      delivered_at timestamptz
    );
    create index outbox_tasks_due_idx on outbox_tasks (next_attempt_at) where status in ('pending','delivering');
    create index outbox_tasks_open_idx on outbox_tasks (status, created_at desc) where status <> 'delivered';
    create index outbox_tasks_delivered_idx on outbox_tasks (delivered_at) where status = 'delivered';
    create index outbox_tasks_recipient_idx on outbox_tasks (recipient) where recipient is not null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table outbox_tasks;`);
}
