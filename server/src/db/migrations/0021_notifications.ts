import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * `notifications` (issue 21, requirements §3 "Host notification"): one table for every user's
 * in-app notifications, written in the transaction of the change they tell of; the live push goes
 * through the outbox. The newest 50 and the unread count are read through their indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table notifications (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      type text not null,
      sub_type text not null,
      title text not null,
      message text not null,
      priority text not null check (priority in ('high','normal')),
      data jsonb not null default '{}',
      action_url text,
      requires_action boolean not null default false,
      sound_alert boolean not null default true,
      push_notification boolean not null default true,
      is_read boolean not null default false,
      read_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (is_read = (read_at is not null))
    );
    create index notifications_user_idx on notifications (user_id, created_at desc);
    create index notifications_unread_idx on notifications (user_id) where not is_read;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table notifications;`);
}
