import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * `booking_earnings`: each booking's host earnings still pending (the sum of its host_pending
 * lines, credits counted as positive), kept by postLedger in the entries' transaction like
 * host_balances (decision 0038). The wallet's "when each part becomes available" and the daily
 * release read the few bookings with something pending through a partial index, instead of
 * summing a host's whole history (bench/ledger.mjs: 8,000 lines for a busy host).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table booking_earnings (
      booking_id text primary key references bookings(id),
      host_id text not null references users(id) on delete cascade,
      pending bigint not null default 0 check (pending >= 0),
      updated_at timestamptz not null default now()
    );
    create index booking_earnings_pending_idx on booking_earnings (host_id) where pending > 0;
    insert into booking_earnings (booking_id, host_id, pending)
      select booking_id, min(host_id), -sum(amount) from ledger_entries
      where account = 'host_pending' and booking_id is not null
      group by booking_id;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table booking_earnings;`);
}
