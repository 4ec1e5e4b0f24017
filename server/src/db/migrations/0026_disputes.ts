import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Disputes (issue 22, decision 0048):
 * - `disputes`: one per problem reported on a booking by its client or host (reason, description),
 *   open → resolved (staff's decision, the refund it made, who and when). At most one open per
 *   booking: a partial unique index, so two opened at once cannot both be written. `held`: the
 *   booking's released earnings moved out of the host's available balance while it is open.
 * - `dispute_messages`: the thread both sides and admins write in (staff's carry their name).
 * - `dispute_photos`: at most 6 per dispute (checked under the dispute's row lock), stored as
 *   re-encoded WebP copies like chat pictures.
 * - The ledger gains the host account `host_held` and the kinds `dispute_hold` and
 *   `dispute_release`; host_balances gains `held` (never below zero).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table disputes (
      id text primary key,
      booking_id text not null references bookings(id) on delete cascade,
      opened_by text references users(id) on delete set null,
      opened_by_side text not null check (opened_by_side in ('client','host')),
      reason text not null check (reason in ('damage','access_refused','not_as_described','payment','other')),
      description text not null check (char_length(description) between 1 and 2000),
      status text not null default 'open' check (status in ('open','resolved')),
      held bigint not null default 0 check (held >= 0),
      decision text check (char_length(decision) <= 2000),
      refund_amount bigint check (refund_amount >= 0),
      resolved_by text references users(id) on delete set null,
      resolved_by_name text,
      resolved_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((status = 'resolved') = (resolved_at is not null)),
      check ((status = 'resolved') = (decision is not null))
    );
    create unique index disputes_one_open_idx on disputes (booking_id) where status = 'open';
    create index disputes_booking_idx on disputes (booking_id, created_at desc);
    create index disputes_queue_idx on disputes (status, created_at, id);
    create table dispute_messages (
      id text primary key,
      dispute_id text not null references disputes(id) on delete cascade,
      sender_id text references users(id) on delete set null,
      sender_side text not null check (sender_side in ('client','host','staff')),
      sender_name text not null,
      body text not null check (char_length(body) between 1 and 2000),
      created_at timestamptz not null default now()
    );
    create index dispute_messages_thread_idx on dispute_messages (dispute_id, created_at, id);
    create table dispute_photos (
      id text primary key,
      dispute_id text not null references disputes(id) on delete cascade,
      uploader_id text references users(id) on delete set null,
      uploader_name text not null,
      storage_key text not null,
      width integer not null,
      height integer not null,
      created_at timestamptz not null default now()
    );
    create index dispute_photos_dispute_idx on dispute_photos (dispute_id, created_at, id);
    alter table host_balances add column held bigint not null default 0 check (held >= 0);
    alter table ledger_entries drop constraint ledger_entries_kind_check;
    alter table ledger_entries drop constraint ledger_entries_account_check;
    alter table ledger_entries add constraint ledger_entries_kind_check check (kind in ('payment','refund','gateway_fee','release','payout_requested','payout_processed','payout_failed','adjustment','dispute_hold','dispute_release'));
    alter table ledger_entries add constraint ledger_entries_account_check check (account in ('gateway_clearing','gateway_fees','platform_fees','cancellation_fees','tax_payable','platform_adjustments','withholding_payable','host_pending','host_available','host_payout_pending','host_paid_out','host_debt','host_held'));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table ledger_entries drop constraint ledger_entries_kind_check;
    alter table ledger_entries drop constraint ledger_entries_account_check;
    alter table ledger_entries add constraint ledger_entries_kind_check check (kind in ('payment','refund','gateway_fee','release','payout_requested','payout_processed','payout_failed','adjustment'));
    alter table ledger_entries add constraint ledger_entries_account_check check (account in ('gateway_clearing','gateway_fees','platform_fees','cancellation_fees','tax_payable','platform_adjustments','withholding_payable','host_pending','host_available','host_payout_pending','host_paid_out','host_debt'));
    alter table host_balances drop column held;
    drop table dispute_photos;
    drop table dispute_messages;
    drop table disputes;
  `,
  );
}
