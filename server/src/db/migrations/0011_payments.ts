import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Payments for a booking (issue 19, design §6, decision 0034):
 * - `payments`: one row per checkout at a gateway: the booking, the gateway and its checkout,
 *   the amount asked (centavos, always PHP) and what the gateway reported, the method, its fee,
 *   our status and the gateway's last known one, its reference, the idempotency key the checkout
 *   was created with, and a flag for staff (an amount that did not match). At most one `open`
 *   checkout per booking (a partial unique index).
 * - `refunds`: money sent back on a payment (a cancellation, a payment too late or twice); the
 *   row is written in the transaction that decides it, then sent to the gateway with its own
 *   idempotency key, retried by reconciliation until the gateway confirms.
 * - `webhook_events`: every verified event a gateway sent, once per (gateway, event id), with
 *   the SHA-256 of its raw body, its payload, when it was processed and the result or error.
 * - `ledger_entries`: the double-entry ledger (domain/src/bookings/ledger.ts): lines of a
 *   transaction, debits positive, each transaction summing to zero (checked before insert).
 * - `sandbox_checkouts`, `sandbox_refunds`, `sandbox_events`: the built-in sandbox gateway's own
 *   state, as a real gateway keeps it on its side (its checkouts, refunds and webhook deliveries).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table payments (
      id text primary key,
      booking_id text not null references bookings(id),
      gateway text not null check (gateway in ('sandbox','stripe','paymongo')),
      checkout_id text,
      checkout_url text,
      method text check (method in ('gcash','maya','card','bank_transfer')),
      amount bigint not null check (amount > 0),
      currency text not null default 'PHP' check (currency = 'PHP'),
      received_amount bigint,
      received_currency text,
      gateway_fee bigint check (gateway_fee >= 0),
      status text not null check (status in ('open','paid','failed','expired','refunded','partially_refunded')),
      gateway_status text not null default 'open' check (gateway_status in ('open','paid','failed','expired')),
      gateway_reference text,
      idempotency_key text not null unique,
      flag text,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      paid_at timestamptz,
      updated_at timestamptz not null default now(),
      unique (gateway, checkout_id)
    );
    create unique index payments_one_open_per_booking on payments (booking_id) where status = 'open';
    create index payments_booking_idx on payments (booking_id, created_at);
    create index payments_reconcile_idx on payments (created_at) where status = 'open' or (status in ('expired','failed') and gateway_status in ('open','paid'));
    create table refunds (
      id text primary key,
      payment_id text not null references payments(id),
      booking_id text not null references bookings(id),
      amount bigint not null check (amount > 0),
      reason text not null check (reason in ('cancellation','late_payment','duplicate_payment')),
      status text not null check (status in ('pending','succeeded','failed')),
      gateway_reference text,
      idempotency_key text not null unique,
      attempts integer not null default 0,
      error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index refunds_payment_idx on refunds (payment_id, created_at);
    create index refunds_pending_idx on refunds (created_at) where status = 'pending';
    create table webhook_events (
      id text primary key,
      gateway text not null,
      event_id text not null,
      type text not null,
      body_sha256 text not null,
      payload jsonb not null,
      received_at timestamptz not null default now(),
      processed_at timestamptz,
      result text,
      error text,
      attempts integer not null default 0,
      unique (gateway, event_id)
    );
    create index webhook_events_unprocessed_idx on webhook_events (received_at) where processed_at is null;
    create table ledger_entries (
      id text primary key,
      transaction_id text not null,
      kind text not null check (kind in ('payment','refund')),
      account text not null check (account in ('gateway_clearing','host_pending','platform_fees','cancellation_fees','tax_payable')),
      amount bigint not null check (amount <> 0),
      booking_id text not null references bookings(id),
      payment_id text not null references payments(id),
      refund_id text references refunds(id),
      created_at timestamptz not null default now()
    );
    create index ledger_entries_transaction_idx on ledger_entries (transaction_id);
    create index ledger_entries_booking_idx on ledger_entries (booking_id, created_at);
    create index ledger_entries_account_idx on ledger_entries (account, created_at);
    create table sandbox_checkouts (
      id text primary key,
      idempotency_key text not null unique,
      reference text not null,
      description text not null,
      amount bigint not null check (amount > 0),
      currency text not null,
      methods jsonb not null,
      metadata jsonb not null,
      success_url text not null,
      cancel_url text not null,
      status text not null check (status in ('open','paid','failed','expired')),
      method text,
      payment_reference text,
      fee bigint,
      refunded bigint not null default 0,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    );
    create table sandbox_refunds (
      id text primary key,
      checkout_id text not null references sandbox_checkouts(id),
      amount bigint not null check (amount > 0),
      reason text,
      idempotency_key text not null unique,
      created_at timestamptz not null default now()
    );
    create table sandbox_events (
      id text primary key,
      checkout_id text not null references sandbox_checkouts(id),
      type text not null,
      payload jsonb not null,
      created_at timestamptz not null default now(),
      delivered_at timestamptz,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text
    );
    create index sandbox_events_pending_idx on sandbox_events (next_attempt_at) where delivered_at is null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table sandbox_events;
    drop table sandbox_refunds;
    drop table sandbox_checkouts;
    drop table ledger_entries;
    drop table webhook_events;
    drop table refunds;
    drop table payments;
  `,
  );
}
