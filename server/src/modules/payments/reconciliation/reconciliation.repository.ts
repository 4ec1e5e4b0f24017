import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { ReconciliationReportsTable } from '../../../db/schema';

export type ReportRow = Selectable<ReconciliationReportsTable>;
export type NewReport = Omit<Insertable<ReconciliationReportsTable>, 'runs' | 'createdAt'>;

/** SQL for the daily reconciliation (decision 0040): its reports, and what it reads of payments and refunds. */
export const reconciliationRepository = {
  /** Payments by id: their gateway and the ids the gateway knows them by. */
  payments(db: Executor, ids: string[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .selectFrom('payments')
      .select(['id', 'gateway', 'gatewayReference', 'bookingId'])
      .where('id', 'in', ids)
      .execute();
  },

  /** Refunds by id, with their payment's gateway and the gateway's id of that payment. */
  refunds(db: Executor, ids: string[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.paymentId')
      .select([
        'refunds.id',
        'refunds.idempotencyKey',
        'refunds.gatewayReference',
        'refunds.bookingId',
        'payments.gateway',
        'payments.gatewayReference as paymentReference',
      ])
      .where('refunds.id', 'in', ids)
      .execute();
  },

  /** The gateways of the payments made in [from, to). */
  async gatewaysUsed(db: Executor, from: Date, to: Date) {
    const rows = await db
      .selectFrom('payments')
      .select('gateway')
      .distinct()
      .where('createdAt', '>=', from)
      .where('createdAt', '<', to)
      .execute();
    return rows.map((r) => r.gateway);
  },

  report(db: Executor, id: string) {
    return db.selectFrom('reconciliationReports').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The report of a day and gateway, locked until the transaction ends (two runs at once write one after the other). */
  lockReport(db: Executor, day: string, gateway: ReportRow['gateway']) {
    return db
      .selectFrom('reconciliationReports')
      .selectAll()
      .where('day', '=', day)
      .where('gateway', '=', gateway)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Writes the day's report, or replaces the figures of the one already there (same id, one more run). */
  saveReport(db: Executor, row: NewReport, at: Date) {
    const { id: _id, day: _day, gateway: _gateway, ...figures } = row;
    return db
      .insertInto('reconciliationReports')
      .values({ ...row, createdAt: at })
      .onConflict((oc) =>
        oc
          .columns(['day', 'gateway'])
          .doUpdateSet((eb) => ({ ...figures, runs: eb('reconciliationReports.runs', '+', 1) })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** A page of reports, the newest day first. */
  async page(db: Executor, page: number, pageSize: number) {
    const [rows, count] = await Promise.all([
      db
        .selectFrom('reconciliationReports')
        .selectAll()
        .orderBy('day', 'desc')
        .orderBy('gateway')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      db
        .selectFrom('reconciliationReports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  },
};
