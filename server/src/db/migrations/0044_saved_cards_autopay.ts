import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Saved cards and a tenancy's autopay (issue 32, decision 0085):
 * - saved_cards: a client's card as the gateway vaulted it at a paid checkout where they asked
 *   (its customer and payment method there, never the number: the brand and last four digits to
 *   show); `removed_at` once the client removes it (kept for the payments that name it).
 * - tenancy_autopay: a tenancy paid by a saved card; no row, the client pays each bill by checkout.
 * - payments.save_card: the checkout asked the gateway to keep the card; payments.saved_card_id: an
 *   off-session charge of that card (no checkout).
 * - bills: the saved card's charge of the bill, at most one a day (`autopay_tried_on`, claimed by
 *   one conditional update, so two instances charge once), its outcome and count.
 * - the sandbox gateway's own vault and off-session charges (sandbox_cards, sandbox_charges).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table saved_cards (
      id text primary key,
      user_id text not null references users(id),
      gateway text not null check (gateway in ('sandbox','stripe','paymongo')),
      customer_ref text not null,
      method_ref text not null,
      brand text not null,
      last4 text not null check (last4 ~ '^[0-9]{4}$'),
      exp_month integer check (exp_month between 1 and 12),
      exp_year integer,
      created_at timestamptz not null default now(),
      removed_at timestamptz,
      unique (gateway, method_ref)
    );
    create index saved_cards_user_idx on saved_cards (user_id, created_at) where removed_at is null;

    create table tenancy_autopay (
      booking_id text primary key references bookings(id),
      card_id text not null references saved_cards(id),
      enabled_at timestamptz not null default now()
    );
    create index tenancy_autopay_card_idx on tenancy_autopay (card_id);

    alter table payments add column save_card boolean not null default false;
    alter table payments add column saved_card_id text references saved_cards(id);

    alter table bills add column autopay_tried_on date;
    alter table bills add column autopay_attempts integer not null default 0;
    alter table bills add column autopay_outcome text
      check (autopay_outcome in ('charging','paid','requires_action','failed','error'));

    alter table sandbox_checkouts add column save_card boolean not null default false;
    alter table sandbox_checkouts add column customer_ref text;
    alter table sandbox_checkouts add column card_id text;
    create table sandbox_cards (
      id text primary key,
      customer_id text not null,
      brand text not null,
      last4 text not null,
      behaviour text not null check (behaviour in ('approve','authenticate','decline')),
      created_at timestamptz not null default now()
    );
    create table sandbox_charges (
      id text primary key,
      idempotency_key text not null unique,
      card_id text not null references sandbox_cards(id),
      reference text not null,
      amount bigint not null check (amount > 0),
      currency text not null,
      metadata jsonb not null,
      status text not null check (status in ('paid','requires_action','failed')),
      fee bigint,
      refunded bigint not null default 0,
      created_at timestamptz not null default now()
    );
    create index sandbox_charges_paid_idx on sandbox_charges (created_at) where status = 'paid';
    alter table sandbox_refunds alter column checkout_id drop not null;
    alter table sandbox_refunds add column charge_id text references sandbox_charges(id);
    alter table sandbox_refunds add constraint sandbox_refunds_of_one check ((checkout_id is null) <> (charge_id is null));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from sandbox_refunds where charge_id is not null;
    alter table sandbox_refunds drop constraint sandbox_refunds_of_one;
    alter table sandbox_refunds drop column charge_id;
    alter table sandbox_refunds alter column checkout_id set not null;
    drop table sandbox_charges;
    drop table sandbox_cards;
    alter table sandbox_checkouts drop column card_id;
    alter table sandbox_checkouts drop column customer_ref;
    alter table sandbox_checkouts drop column save_card;
    alter table bills drop column autopay_outcome;
    alter table bills drop column autopay_attempts;
    alter table bills drop column autopay_tried_on;
    alter table payments drop column saved_card_id;
    alter table payments drop column save_card;
    drop table tenancy_autopay;
    drop table saved_cards;
  `,
  );
}
