import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The billing job's reads at scale (issue 32, bench/billing.mjs: 100,000 running tenancies beside
 * 400,000 other bookings), run every 15 minutes:
 * - bookings_running_tenancies_idx: the running tenancies by id, the keyset the job pages through
 *   (bills.repository.ts runningTenancies, whose text holds the same condition). Without it the
 *   planner took bookings_tenancies_idx (status) and sorted every running tenancy after the cursor
 *   for each page of 500: about 90 ms a page, 200 pages a run; with it 1.5 ms a page.
 * - bills_due_on_idx: the bills due on a day, whose open ones the reminders claim three times a run
 *   (billing.service.ts sendReminders): otherwise a scan of every bill ever made (250–400 ms over
 *   half a million, and the table only grows). Not partial: a plan made for any status uses it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index bookings_running_tenancies_idx on bookings (id)
      where kind = 'tenancy' and status in ('confirmed','active','notice_given');
    create index bills_due_on_idx on bills (due_on);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index bills_due_on_idx;
    drop index bookings_running_tenancies_idx;
  `,
  );
}
