import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Money after the payment (issue 20, decision 0038):
 * - `ledger_entries` grows to the whole ledger (domain/src/bookings/ledger.ts): gateway fees,
 *   earnings released, payouts requested, sent and failed, staff adjustments; host accounts carry
 *   the host's id; a line names the booking, payment, refund or payout it comes from, and staff
 *   adjustments their reason. Existing host_pending lines get their booking's host.
 * - `host_balances`: each host's balances (centavos), updated in the transaction that writes the
 *   entries, never below zero (CHECK); a payout request is one conditional UPDATE of this row.
 * - `payout_methods`: a host's GCash, Maya or bank account (full number kept for sending, shown
 *   masked), one default, usable 24 hours after it was added; removed ones are kept for payouts
 *   that name them.
 * - `payouts`: pending → processed (reference) or failed (reason); the method as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table host_balances (
      host_id text primary key references users(id) on delete cascade,
      pending bigint not null default 0 check (pending >= 0),
      available bigint not null default 0 check (available >= 0),
      payout_pending bigint not null default 0 check (payout_pending >= 0),
      paid_out bigint not null default 0 check (paid_out >= 0),
      debt bigint not null default 0 check (debt >= 0),
      updated_at timestamptz not null default now()
    );
    create table payout_methods (
      id text primary key,
      host_id text not null references users(id) on delete cascade,
      type text not null check (type in ('gcash','maya','bank')),
      account_name text not null,
      account_number text not null,
      bank_code text,
      is_default boolean not null default false,
      usable_from timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      removed_at timestamptz,
      check ((type = 'bank') = (bank_code is not null))
    );
    create index payout_methods_host_idx on payout_methods (host_id, created_at) where removed_at is null;
    create unique index payout_methods_one_default on payout_methods (host_id) where is_default and removed_at is null;
    create table payouts (
      id text primary key,
      host_id text not null references users(id),
      payout_method_id text not null references payout_methods(id),
      method jsonb not null,
      amount bigint not null check (amount > 0),
      withholding bigint not null default 0 check (withholding >= 0 and withholding < amount),
      status text not null check (status in ('pending','processed','failed')),
      requested_by text not null check (requested_by in ('host','auto')),
      reference text,
      failure_reason text,
      processed_by text references users(id),
      created_at timestamptz not null default now(),
      processed_at timestamptz,
      updated_at timestamptz not null default now()
    );
    create index payouts_host_idx on payouts (host_id, created_at desc);
    create index payouts_status_idx on payouts (status, created_at);
    alter table ledger_entries drop constraint ledger_entries_kind_check;
    alter table ledger_entries drop constraint ledger_entries_account_check;
    alter table ledger_entries add constraint ledger_entries_kind_check check (kind in ('payment','refund','gateway_fee','release','payout_requested','payout_processed','payout_failed','adjustment'));
    alter table ledger_entries add constraint ledger_entries_account_check check (account in ('gateway_clearing','gateway_fees','platform_fees','cancellation_fees','tax_payable','platform_adjustments','withholding_payable','host_pending','host_available','host_payout_pending','host_paid_out','host_debt'));
    alter table ledger_entries alter column booking_id drop not null;
    alter table ledger_entries alter column payment_id drop not null;
    alter table ledger_entries add column host_id text references users(id);
    alter table ledger_entries add column payout_id text references payouts(id);
    alter table ledger_entries add column memo text;
    update ledger_entries e set host_id = b.host_id from bookings b where e.booking_id = b.id and e.account like 'host_%';
    alter table ledger_entries add constraint ledger_entries_host_check check ((account like 'host_%') = (host_id is not null));
    create index ledger_entries_host_idx on ledger_entries (host_id, created_at desc) where host_id is not null;
    create index ledger_entries_pending_idx on ledger_entries (booking_id) where account = 'host_pending';
    insert into host_balances (host_id, pending)
      select host_id, -sum(amount) from ledger_entries where account = 'host_pending' group by host_id;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from ledger_entries where kind not in ('payment','refund');
    drop index ledger_entries_pending_idx;
    drop index ledger_entries_host_idx;
    alter table ledger_entries drop constraint ledger_entries_host_check;
    alter table ledger_entries drop column memo;
    alter table ledger_entries drop column payout_id;
    alter table ledger_entries drop column host_id;
    alter table ledger_entries alter column booking_id set not null;
    alter table ledger_entries alter column payment_id set not null;
    alter table ledger_entries drop constraint ledger_entries_kind_check;
    alter table ledger_entries drop constraint ledger_entries_account_check;
    alter table ledger_entries add constraint ledger_entries_kind_check check (kind in ('payment','refund'));
    alter table ledger_entries add constraint ledger_entries_account_check check (account in ('gateway_clearing','host_pending','platform_fees','cancellation_fees','tax_payable'));
    drop table payouts;
    drop table payout_methods;
    drop table host_balances;
  `,
  );
}
