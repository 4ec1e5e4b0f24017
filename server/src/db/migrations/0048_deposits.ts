import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

const accounts = `'gateway_clearing','gateway_fees','platform_fees','cancellation_fees','tax_payable','platform_adjustments','withholding_payable','payments_under_review','host_pending','host_available','host_payout_pending','host_paid_out','host_debt','host_held'`;
const kinds = `'payment','refund','gateway_fee','release','payout_requested','payout_processed','payout_failed','adjustment','dispute_hold','dispute_release'`;
const reasons = `'cancellation','late_payment','duplicate_payment','unconfirmed_payment','admin'`;

/**
 * Security deposits (issue 33, decision 0089):
 * - listings.security_deposit: what a listing asks (centavos, 0: none; at most ₱20,000 here, and
 *   two months' rent by its prices, checked by the service: domain deposits/deposit.ts);
 * - bookings.deposit: what it asked when the booking was made (the first payment's extra line);
 * - deposits: one per booking whose first payment brought one, moved by the deposit process
 *   (domain deposits/process.ts) through the engine: held, claimed, disputed, returned, settled;
 *   return_due_at (set when both sides signed the move-out checklist) and response_due_at (a
 *   claim's answer) are its timers, each with a partial index the job reads;
 * - deposit_photos: a claim's photos (private: the two sides and staff);
 * - the ledger gains the account deposits_held and the kind deposit_claim; refunds the reason
 *   'deposit' (a deposit sent back on its own, after move-out).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table listings add column security_deposit integer not null default 0
      check (security_deposit >= 0 and security_deposit <= 2000000);
    alter table bookings add column deposit integer not null default 0 check (deposit >= 0);
    create table deposits (
      id text primary key,
      booking_id text not null unique references bookings(id),
      payment_id text not null references payments(id),
      amount integer not null check (amount > 0),
      status text not null check (status in ('held','claimed','disputed','returned','settled')),
      return_due_at timestamptz,
      claim_amount integer check (claim_amount > 0 and claim_amount <= amount),
      claim_reason text,
      claimed_at timestamptz,
      response_due_at timestamptz,
      kept integer check (kept >= 0 and kept <= amount),
      returned integer check (returned >= 0 and returned <= amount),
      dispute_id text references disputes(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index deposits_return_due_idx on deposits (return_due_at) where status = 'held' and return_due_at is not null;
    create index deposits_response_due_idx on deposits (response_due_at) where status = 'claimed';
    create index deposits_dispute_idx on deposits (dispute_id) where dispute_id is not null;
    create table deposit_photos (
      id text primary key,
      deposit_id text not null references deposits(id),
      storage_key text not null,
      width integer not null,
      height integer not null,
      created_at timestamptz not null default now()
    );
    create index deposit_photos_deposit_idx on deposit_photos (deposit_id, created_at);
    alter table ledger_entries drop constraint ledger_entries_account_check;
    alter table ledger_entries add constraint ledger_entries_account_check check (account in (${accounts},'deposits_held'));
    alter table ledger_entries drop constraint ledger_entries_kind_check;
    alter table ledger_entries add constraint ledger_entries_kind_check check (kind in (${kinds},'deposit_claim'));
    alter table refunds drop constraint refunds_reason_check;
    alter table refunds add constraint refunds_reason_check check (reason in (${reasons},'deposit'));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table refunds drop constraint refunds_reason_check;
    alter table refunds add constraint refunds_reason_check check (reason in (${reasons}));
    alter table ledger_entries drop constraint ledger_entries_kind_check;
    alter table ledger_entries add constraint ledger_entries_kind_check check (kind in (${kinds}));
    alter table ledger_entries drop constraint ledger_entries_account_check;
    alter table ledger_entries add constraint ledger_entries_account_check check (account in (${accounts}));
    drop table deposit_photos;
    drop table deposits;
    alter table bookings drop column deposit;
    alter table listings drop column security_deposit;
  `,
  );
}
