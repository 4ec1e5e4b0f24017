import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Staff's CSV export of bookings (/admin-tools, issue 22) reads bookings made in a range of days a
 * page at a time in (created_at, id) order; this index makes each page a short range scan
 * (payments have theirs: payments_created_idx, migration 0017).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `create index bookings_created_idx on bookings (created_at, id);`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop index bookings_created_idx;`);
}
