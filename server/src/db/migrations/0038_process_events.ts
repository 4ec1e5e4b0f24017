import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * One table of events for every lifecycle (issue 31, decision 0075): booking_events becomes
 * process_events, and every status a process moves — bookings, listings, payments, refunds,
 * payouts, disputes, reviews — writes one row here, in the transaction that moves it
 * (server/src/process/engine.ts): `process` names the table (domain defineProcess's `name`),
 * `record_id` the row, with the action, who fired it, from and to, and the reason.
 * - The bookings' rows are kept as they are, `process = 'booking'`.
 * - No foreign key to the record (it may be in any of seven tables); none of them is ever deleted.
 * - The actor is the process's actor: a party of the access policy (client, host, moderator,
 *   admin) or the platform's own (system, and a payment gateway's word: payment, gateway).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table booking_events rename to process_events;
    alter table process_events rename column booking_id to record_id;
    alter table process_events drop constraint booking_events_booking_id_fkey;
    alter table process_events drop constraint booking_events_actor_check;
    alter table process_events add column process text not null default 'booking';
    alter table process_events alter column process drop default;
    alter table process_events add constraint process_events_actor_check
      check (actor in ('client','host','moderator','admin','system','payment','gateway'));
    drop index booking_events_booking_idx;
    create index process_events_record_idx on process_events (process, record_id, created_at, id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index process_events_record_idx;
    delete from process_events where process <> 'booking';
    alter table process_events drop constraint process_events_actor_check;
    alter table process_events drop column process;
    alter table process_events rename column record_id to booking_id;
    alter table process_events rename to booking_events;
    alter table booking_events add constraint booking_events_actor_check
      check (actor in ('client','host','admin','system','payment'));
    alter table booking_events add constraint booking_events_booking_id_fkey
      foreign key (booking_id) references bookings(id) on delete cascade;
    create index booking_events_booking_idx on booking_events (booking_id, created_at, id);
  `,
  );
}
