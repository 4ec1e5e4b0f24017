import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Bookings (issue 19, design §5, domain/src/bookings):
 * - `bookings`: who books which listing, for which dates (`start_date`..`end_date`, both
 *   included; an hourly booking's day twice) and instants (`starts_at`, `ends_at`: half-open,
 *   a day booking from 00:00 of its first day to 00:00 after its last in the platform's zone),
 *   how many units, its status (the process table's), the quote as made (jsonb, centavos), the
 *   next timer (`due_action` at `due_at`) and the client's Idempotency-Key (one booking per key).
 * - `booking_events`: every transition (who, when, from, to, reason): the booking's timeline.
 * - `listing_used_units` now counts the bookings that hold units as well as the host's blocks,
 *   so search's date filter and both calendars see them with no other change (migration 0007),
 *   and gives a booking's instants (`starts_at`, `ends_at`; null for a block, which takes whole
 *   days in the platform's zone) for the claims module's checks to the hour.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table bookings (
      id text primary key,
      listing_id text not null references listings(id),
      client_id text not null references users(id),
      host_id text not null references users(id),
      status text not null check (status in ('pending','awaiting_payment','confirmed','active','completed','declined','expired','cancelled')),
      mode text not null check (mode in ('request','instant')),
      kind text not null check (kind in ('days','hours')),
      start_date date not null,
      end_date date not null check (end_date >= start_date),
      starts_at timestamptz not null,
      ends_at timestamptz not null check (ends_at > starts_at),
      units integer not null check (units between 1 and 1000),
      quote jsonb not null,
      total bigint not null check (total >= 0),
      currency text not null default 'PHP',
      cancellation_policy text not null check (cancellation_policy in ('flexible','moderate','strict')),
      listing_title text not null,
      due_action text,
      due_at timestamptz,
      idempotency_key text,
      reason text,
      accepted_at timestamptz,
      confirmed_at timestamptz,
      cancelled_at timestamptz,
      cancelled_by text check (cancelled_by in ('client','host','admin','system')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (client_id, idempotency_key)
    );
    create index bookings_listing_holding_idx on bookings (listing_id, end_date, start_date) where status in ('pending','awaiting_payment','confirmed','active');
    create index bookings_due_idx on bookings (due_at) where due_at is not null;
    create index bookings_client_idx on bookings (client_id, starts_at desc);
    create index bookings_host_idx on bookings (host_id, starts_at desc);
    create table booking_events (
      id text primary key,
      booking_id text not null references bookings(id) on delete cascade,
      action text not null,
      actor text not null check (actor in ('client','host','admin','system','payment')),
      actor_id text references users(id) on delete set null,
      from_status text,
      to_status text not null,
      reason text,
      created_at timestamptz not null default now()
    );
    create index booking_events_booking_idx on booking_events (booking_id, created_at, id);
    create or replace view listing_used_units as
      select listing_id, start_date, end_date, units, null::timestamptz as starts_at, null::timestamptz as ends_at from listing_blocks
      union all
      select listing_id, start_date, end_date, units, starts_at, ends_at from bookings where status in ('pending','awaiting_payment','confirmed','active');
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop view listing_used_units;
    create view listing_used_units as select listing_id, start_date, end_date, units from listing_blocks;
    drop table booking_events;
    drop table bookings;
  `,
  );
}
