import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Typhoon and force majeure events (issue 33, decision 0090): what an admin declared — a name, the
 * provinces or cities (PSGC codes, with their names as declared), the days in Manila — and the
 * bookings and tenancies each covered when declared, one row each, so both sides are told once
 * (a retried declaration finds its rows there). `dedupe_key` makes the same declaration twice one
 * event while it stands (not withdrawn). Ending it early moves its last day to that day
 * (`declared_end_date` keeps the first); withdrawing it means it covers nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table force_majeure_events (
      id text primary key,
      name text not null check (char_length(name) between 1 and 120),
      details text not null default '' check (char_length(details) <= 1000),
      places jsonb not null,
      place_codes text[] not null check (cardinality(place_codes) between 1 and 50),
      start_date date not null,
      end_date date not null,
      declared_end_date date not null,
      dedupe_key text not null,
      declared_by text references users(id) on delete set null,
      declared_by_name text not null,
      declared_at timestamptz not null,
      affected integer not null default 0,
      ended_at timestamptz,
      withdrawn_at timestamptz,
      end_reason text check (char_length(end_reason) <= 500),
      check (end_date >= start_date)
    );
    create unique index force_majeure_events_dedupe_idx on force_majeure_events (dedupe_key) where withdrawn_at is null;
    create index force_majeure_events_list_idx on force_majeure_events (declared_at desc, id desc);
    create index force_majeure_events_days_idx on force_majeure_events (start_date, end_date) where withdrawn_at is null;
    create table force_majeure_bookings (
      event_id text not null references force_majeure_events(id) on delete cascade,
      booking_id text not null references bookings(id) on delete cascade,
      told_at timestamptz not null,
      primary key (event_id, booking_id)
    );
    create index force_majeure_bookings_booking_idx on force_majeure_bookings (booking_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table force_majeure_bookings;
    drop table force_majeure_events;
  `,
  );
}
