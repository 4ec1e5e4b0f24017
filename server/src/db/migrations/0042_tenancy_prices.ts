import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A running tenancy's monthly price changed by its host (issue 32, decision 0083): one row per
 * change, from the first bill it applies to (at least 30 days ahead: tenancies/calendar.ts
 * priceChangeFrom); bill n is made at the price of the latest row with from_bill ≤ n, else the
 * tenancy's first price (its quote). A second change from the same bill replaces the first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table tenancy_prices (
      booking_id text not null references bookings(id),
      from_bill integer not null check (from_bill >= 1),
      monthly bigint not null check (monthly > 0),
      changed_by text not null references users(id),
      created_at timestamptz not null default now(),
      primary key (booking_id, from_bill)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table tenancy_prices;`);
}
