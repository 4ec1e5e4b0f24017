import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Monthly tenancies (issue 32, decisions 0080 and 0082): a tenancy is a booking of `kind`
 * 'tenancy' with no end date (`end_date` and `ends_at` null) until a notice sets one, and its
 * bills are rows of `bills`.
 * - bookings: kind 'tenancy'; the statuses `notice_given` and `ended`; an open end only for a
 *   tenancy; `notice_period_days`, the listing's notice period copied when the tenancy is asked
 *   for (a host who changes it changes it for new renters only).
 * - listing_used_units: a holding tenancy with no end claims its units to 'infinity', so
 *   most_units_in_use counts it on every day after its start; `notice_given` holds too (the units
 *   after its end date are free again). The partial index covers the same rows by the same
 *   expression the view gives.
 * - bills: one per billing period (number n from 0, unique per tenancy, so the billing job
 *   running twice makes none twice), its period, due date, amounts as made (`quote`, a BillQuote),
 *   status (the bill's process table), its next timer (`due_action`, `due_at`) and the last reminder
 *   sent (`reminded_days_before`: 3, 1, 0; a conditional update, so two instances send it once).
 * - payments.bill_id: the bill a payment settles (bill 0 included: the booking's checkout pays it);
 *   one open checkout per bill (null: a booking's payment, one per booking as before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table bookings drop constraint bookings_status_check;
    alter table bookings add constraint bookings_status_check check (status in
      ('pending','awaiting_payment','confirmed','active','completed','declined','expired','cancelled','notice_given','ended'));
    alter table bookings drop constraint bookings_kind_check;
    alter table bookings add constraint bookings_kind_check check (kind in ('days','hours','tenancy'));
    alter table bookings alter column end_date drop not null;
    alter table bookings alter column ends_at drop not null;
    alter table bookings add constraint bookings_open_end_check
      check ((end_date is null) = (ends_at is null) and (end_date is not null or kind = 'tenancy'));
    alter table bookings add column notice_period_days integer
      check (notice_period_days is null or (notice_period_days in (0, 7, 14, 30) and kind = 'tenancy'));
    drop index bookings_listing_holding_idx;
    create index bookings_listing_holding_idx on bookings (listing_id, (coalesce(end_date, 'infinity'::date)), start_date)
      where status in ('pending','awaiting_payment','confirmed','active','notice_given');
    create index bookings_tenancies_idx on bookings (status) where kind = 'tenancy';
    create or replace view listing_used_units as
      select listing_id, start_date, end_date, units, null::timestamptz as starts_at, null::timestamptz as ends_at from listing_blocks
      union all
      select listing_id, start_date, coalesce(end_date, 'infinity'::date), units, starts_at, coalesce(ends_at, 'infinity'::timestamptz)
      from bookings where status in ('pending','awaiting_payment','confirmed','active','notice_given');

    create table bills (
      id text primary key,
      booking_id text not null references bookings(id),
      number integer not null check (number >= 0),
      period_start date not null,
      period_end date not null check (period_end >= period_start),
      due_on date not null,
      amount bigint not null check (amount >= 0),
      quote jsonb not null,
      status text not null check (status in ('upcoming','open','paid','overdue','void')),
      due_action text,
      due_at timestamptz,
      reason text,
      paid_at timestamptz,
      reminded_days_before integer,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (booking_id, number)
    );
    create index bills_due_idx on bills (due_at) where due_at is not null;

    alter table payments add column bill_id text references bills(id);
    drop index payments_one_open_per_booking;
    create unique index payments_one_open_per_booking on payments (booking_id, (coalesce(bill_id, ''))) where status = 'open';
    create index payments_bill_idx on payments (bill_id) where bill_id is not null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index payments_bill_idx;
    drop index payments_one_open_per_booking;
    create unique index payments_one_open_per_booking on payments (booking_id) where status = 'open';
    alter table payments drop column bill_id;
    drop table bills;
    create or replace view listing_used_units as
      select listing_id, start_date, end_date, units, null::timestamptz as starts_at, null::timestamptz as ends_at from listing_blocks
      union all
      select listing_id, start_date, end_date, units, starts_at, ends_at from bookings where status in ('pending','awaiting_payment','confirmed','active');
    drop index bookings_tenancies_idx;
    drop index bookings_listing_holding_idx;
    create index bookings_listing_holding_idx on bookings (listing_id, end_date, start_date) where status in ('pending','awaiting_payment','confirmed','active');
    delete from bookings where kind = 'tenancy';
    alter table bookings drop column notice_period_days;
    alter table bookings drop constraint bookings_open_end_check;
    alter table bookings alter column end_date set not null;
    alter table bookings alter column ends_at set not null;
    alter table bookings drop constraint bookings_kind_check;
    alter table bookings add constraint bookings_kind_check check (kind in ('days','hours'));
    alter table bookings drop constraint bookings_status_check;
    alter table bookings add constraint bookings_status_check check (status in
      ('pending','awaiting_payment','confirmed','active','completed','declined','expired','cancelled'));
  `,
  );
}
