import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Analytics (issue 22, decision 0049):
 * - `listing_daily_views`: a listing's views per calendar day (the platform's zone), one per visitor.
 * - `listing_view_visitors`: who was counted today, as a keyed hash of (the day's salt, the
 *   listing, the visitor: a signed-in user's id, else the address and browser of the request),
 *   never the address or browser itself; the primary key makes a second view of the day a no-op.
 *   Rows of past days are deleted by the analytics job, with their day's salt.
 * - `analytics_salts`: one random salt per day, shared by every instance, deleted with its day.
 * - Indexes for the analytics' reads over many months (bench/analytics.mjs): bookings by
 *   creation time (covering what the monthly counts read, for index-only scans) and by listing and
 *   stay, payments and refunds by time, users by sign-up time, the platform's fee lines by time,
 *   payouts by settlement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table listing_daily_views (
      listing_id text not null references listings(id) on delete cascade,
      day date not null,
      views integer not null default 0 check (views >= 0),
      primary key (listing_id, day)
    );
    create table listing_view_visitors (
      day date not null,
      listing_id text not null references listings(id) on delete cascade,
      visitor bytea not null,
      primary key (day, listing_id, visitor)
    );
    create table analytics_salts (
      day date primary key,
      salt bytea not null
    );
    create index bookings_created_cover_idx on bookings (created_at) include (listing_id, status, confirmed_at, total);
    create index bookings_host_created_idx on bookings (host_id, created_at);
    create index bookings_listing_stay_idx on bookings (listing_id, start_date, end_date) where status in ('confirmed','active','completed');
    create index payments_paid_idx on payments (paid_at) include (status, amount, received_amount) where paid_at is not null;
    create index refunds_created_idx on refunds (created_at) include (status, amount);
    create index users_created_idx on users (created_at) include (type);
    create index ledger_entries_platform_idx on ledger_entries (created_at) include (amount) where account in ('platform_fees','cancellation_fees');
    create index payouts_processed_idx on payouts (processed_at) include (status, amount) where processed_at is not null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index payouts_processed_idx;
    drop index ledger_entries_platform_idx;
    drop index users_created_idx;
    drop index refunds_created_idx;
    drop index payments_paid_idx;
    drop index bookings_listing_stay_idx;
    drop index bookings_host_created_idx;
    drop index bookings_created_cover_idx;
    drop table analytics_salts;
    drop table listing_view_visitors;
    drop table listing_daily_views;
  `,
  );
}
