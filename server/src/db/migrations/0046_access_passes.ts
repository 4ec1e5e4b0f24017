import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The access pass and the gate (issue 33, decision 0087).
 * - access_passes: one per booking or tenancy once confirmed (made on its first read), its 6-digit
 *   PIN and QR token; `released_at` set once its booking no longer holds a pass (cancelled, ended,
 *   completed…), which frees the PIN. The partial unique index keeps a PIN unique among the valid
 *   passes of all the host's listings, so the PIN alone finds the booking; a collision is retried.
 * - check_ins: an arrival at the gate, open until checked out. The partial unique index lets one
 *   booking have at most one open check-in, whatever the burst (a conditional insert, no read first).
 * - pass_scans: every attempt at the gate, with its result (what both sides see on the booking).
 * - gate_keepers: a permission on an ordinary account for one listing, invited by mobile number
 *   (normalised), the invite's token kept as a hash; accepted by an account with that verified phone.
 * - pin_guards: wrong PINs counted per listing and per host in a 15-minute window and the lock they
 *   set (one atomic upsert, so it holds across instances): the statement whose count reaches
 *   `max_failures` sets the lock and is the one that tells the host; once locked, none counts more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table access_passes (
      id text primary key,
      booking_id text not null unique references bookings(id),
      host_id text not null references users(id),
      listing_id text not null references listings(id),
      pin text not null check (pin ~ '^[0-9]{6}$'),
      token text not null unique check (token ~ '^EP1\\.[A-Za-z0-9_-]{22}$'),
      created_at timestamptz not null default now(),
      released_at timestamptz
    );
    create unique index access_passes_host_pin_idx on access_passes (host_id, pin) where released_at is null;
    create index access_passes_listing_idx on access_passes (listing_id) where released_at is null;

    create table check_ins (
      id text primary key,
      booking_id text not null references bookings(id),
      listing_id text not null references listings(id),
      checked_in_by text not null references users(id),
      checked_in_at timestamptz not null,
      received_at timestamptz not null,
      method text not null check (method in ('qr','pin')),
      checked_out_at timestamptz,
      checked_out_by text references users(id)
    );
    create unique index check_ins_open_idx on check_ins (booking_id) where checked_out_at is null;
    create index check_ins_booking_idx on check_ins (booking_id, checked_in_at);

    create table pass_scans (
      id text primary key,
      booking_id text references bookings(id),
      listing_id text references listings(id),
      by_user_id text not null references users(id),
      by_role text not null check (by_role in ('host','gate_keeper')),
      at timestamptz not null,
      received_at timestamptz not null,
      result text not null check (result in
        ('checked_in','checked_out','already_in','outside_dates','not_found','cancelled','locked')),
      method text not null check (method in ('qr','pin'))
    );
    create index pass_scans_booking_idx on pass_scans (booking_id, at) where booking_id is not null;

    create table gate_keepers (
      id text primary key,
      listing_id text not null references listings(id),
      host_id text not null references users(id),
      phone text not null,
      user_id text references users(id),
      token_hash text not null unique,
      invited_at timestamptz not null,
      accepted_at timestamptz,
      removed_at timestamptz
    );
    create unique index gate_keepers_listing_phone_idx on gate_keepers (listing_id, phone) where removed_at is null;
    create index gate_keepers_user_idx on gate_keepers (user_id) where removed_at is null and accepted_at is not null;

    create table pin_guards (
      key text primary key,
      window_started_at timestamptz not null,
      failures integer not null,
      max_failures integer not null,
      locked_until timestamptz
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table pin_guards;
    drop table gate_keepers;
    drop table pass_scans;
    drop table check_ins;
    drop table access_passes;
  `,
  );
}
