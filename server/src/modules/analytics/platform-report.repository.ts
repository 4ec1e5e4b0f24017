import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/client';
import type { PlatformReportsTable } from '../../db/schema';

/** The figures of the platform report for [starts, ends): counts, and amounts in centavos. */
export interface PeriodSummary {
  bookingsRequested: number;
  bookingsConfirmed: number;
  payments: number;
  paymentVolume: number;
  refunded: number;
  platformRevenue: number;
  newClients: number;
  newHosts: number;
  disputesOpened: number;
  disputesResolved: number;
}

/**
 * SQL of the platform summary report (issue 30): its figures, read from bookings, payments,
 * refunds, the ledger, users and disputes read-only, as the analytics count them
 * (analytics.repository); owns platform_reports.
 */
export const platformReportRepository = {
  async summary(db: Executor, starts: Date, ends: Date): Promise<PeriodSummary> {
    const within = (column: string) => sql`${sql.ref(column)} >= ${starts} and ${sql.ref(column)} < ${ends}`;
    const { rows } = await sql<Record<keyof PeriodSummary, number>>`select
      (select count(*) from bookings where ${within('created_at')})::int as "bookingsRequested",
      (select count(*) from bookings where ${within('confirmed_at')})::int as "bookingsConfirmed",
      (select count(*) from payments where ${within('paid_at')}
        and status in ('paid','refunded','partially_refunded'))::int as "payments",
      (select coalesce(sum(coalesce(received_amount, amount)), 0) from payments where ${within('paid_at')}
        and status in ('paid','refunded','partially_refunded'))::bigint as "paymentVolume",
      (select coalesce(sum(amount), 0) from refunds where status <> 'failed' and ${within('created_at')})::bigint as "refunded",
      (select coalesce(-sum(amount), 0) from ledger_entries where account in ('platform_fees','cancellation_fees')
        and ${within('created_at')})::bigint as "platformRevenue",
      (select count(*) from users where type = 'client' and ${within('created_at')})::int as "newClients",
      (select count(*) from users where type = 'host' and ${within('created_at')})::int as "newHosts",
      (select count(*) from disputes where ${within('created_at')})::int as "disputesOpened",
      (select count(*) from disputes where ${within('resolved_at')})::int as "disputesResolved"`.execute(db);
    return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)])) as unknown as PeriodSummary;
  },

  /** Records a period's report; false when it was recorded (and sent) already. */
  async record(db: Executor, row: Insertable<PlatformReportsTable>): Promise<boolean> {
    const r = await db
      .insertInto('platformReports')
      .values(row)
      .onConflict((oc) => oc.columns(['interval', 'firstDay']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  },
};
