import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Staff's list of bills by status (GET /api/admin/bills?status=overdue, issue 32) and the host
 * dashboard's overdue bills and income ahead read bills of one status by due date: this index makes
 * each a short range scan at 100,000 tenancies (a dozen bills a year each).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `create index bills_status_due_idx on bills (status, due_on, id);`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop index bills_status_due_idx;`);
}
