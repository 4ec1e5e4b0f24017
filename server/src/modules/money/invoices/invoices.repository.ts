import { centavos, type Centavos, type InvoiceKind } from '@espasyo/domain';
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { InvoicesTable } from '../../../db/schema';

/** The ledger's lines a document is made of: payments' platform fees (credits), refunds' (debits). */
const feeLines: Record<InvoiceKind, { kind: string; sign: number }> = {
  invoice: { kind: 'payment', sign: -1 },
  credit_note: { kind: 'refund', sign: 1 },
};

export interface FeeLineRow {
  bookingId: string;
  listingTitle: string;
  /** A sum of the ledger's centavos: the brand is trusted here. */
  amount: Centavos;
}

/**
 * SQL for the fee invoices and credit memos (migration 0018): the platform_fees lines of the
 * ledger, per host through their bookings (the fee's source), the gap-free counters, the issued
 * documents and the hosts' TINs; and the payouts with tax withheld for the withholding summary.
 */
export const invoicesRepository = {
  /** Hosts with fees of `kind` in [start, end) and no document of that kind for `month` yet. */
  async hostsToIssue(db: Executor, kind: InvoiceKind, month: string, start: Date, end: Date) {
    const { kind: ledgerKind, sign } = feeLines[kind];
    const { rows } = await sql<{ hostId: string }>`
      select b.host_id as "hostId"
      from ledger_entries e join bookings b on b.id = e.booking_id
      where e.account = 'platform_fees' and e.kind = ${ledgerKind}
        and e.created_at >= ${start} and e.created_at < ${end}
        and not exists (select 1 from invoices i where i.host_id = b.host_id and i.month = ${month} and i.kind = ${kind})
      group by b.host_id
      having ${sign} * sum(e.amount) > 0
      order by b.host_id`.execute(db);
    return rows.map((r) => r.hostId);
  },

  /** One host's fees of `kind` in [start, end), per booking. */
  async feeLines(db: Executor, kind: InvoiceKind, hostId: string, start: Date, end: Date) {
    const { kind: ledgerKind, sign } = feeLines[kind];
    const { rows } = await sql<FeeLineRow>`
      select e.booking_id as "bookingId", b.listing_title as "listingTitle", ${sign} * sum(e.amount) as "amount"
      from ledger_entries e join bookings b on b.id = e.booking_id
      where e.account = 'platform_fees' and e.kind = ${ledgerKind} and b.host_id = ${hostId}
        and e.created_at >= ${start} and e.created_at < ${end}
      group by e.booking_id, b.listing_title
      having ${sign} * sum(e.amount) > 0
      order by min(e.created_at), e.booking_id`.execute(db);
    return rows;
  },

  /**
   * The series' next serial, its counter row locked until the transaction ends: issuers take
   * numbers one after the other, and a rollback gives the number back (no gaps).
   */
  async takeSerial(db: Executor, series: InvoiceKind): Promise<number> {
    const r = await db
      .updateTable('invoiceCounters')
      .set((eb) => ({ next: eb('next', '+', 1) }))
      .where('series', '=', series)
      .returning(sql<number>`next - 1`.as('serial'))
      .executeTakeFirstOrThrow();
    return r.serial;
  },

  exists(db: Executor, hostId: string, month: string, kind: InvoiceKind) {
    return db
      .selectFrom('invoices')
      .select('id')
      .where('hostId', '=', hostId)
      .where('month', '=', month)
      .where('kind', '=', kind)
      .executeTakeFirst();
  },

  insert(db: Executor, row: Insertable<InvoicesTable>) {
    return db.insertInto('invoices').values(row).returningAll().executeTakeFirstOrThrow();
  },

  byId(db: Executor, id: string) {
    return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  },

  list(db: Executor, where: { hostId?: string; month?: string }, limit: number, offset: number) {
    let q = db.selectFrom('invoices').selectAll();
    if (where.hostId) q = q.where('hostId', '=', where.hostId);
    if (where.month) q = q.where('month', '=', where.month);
    return q
      .orderBy('issuedAt', 'desc')
      .orderBy('kind')
      .orderBy('serial', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  async count(db: Executor, where: { hostId?: string; month?: string }) {
    let q = db.selectFrom('invoices').select(sql<number>`count(*)`.as('n'));
    if (where.hostId) q = q.where('hostId', '=', where.hostId);
    if (where.month) q = q.where('month', '=', where.month);
    return Number((await q.executeTakeFirst())?.n ?? 0);
  },

  tin(db: Executor, hostId: string) {
    return db.selectFrom('hostTaxDetails').select('tin').where('hostId', '=', hostId).executeTakeFirst();
  },

  async setTin(db: Executor, hostId: string, tin: string | null, at: Date) {
    if (tin === null) return void (await db.deleteFrom('hostTaxDetails').where('hostId', '=', hostId).execute());
    await db
      .insertInto('hostTaxDetails')
      .values({ hostId, tin, updatedAt: at })
      .onConflict((oc) => oc.column('hostId').doUpdateSet({ tin, updatedAt: at }))
      .execute();
  },

  /** The host's payouts sent in [start, end) with tax withheld. */
  withheldPayouts(db: Executor, hostId: string, start: Date, end: Date) {
    return db
      .selectFrom('payouts')
      .select(['amount', 'withholding', 'processedAt'])
      .where('hostId', '=', hostId)
      .where('status', '=', 'processed')
      .where('withholding', '>', centavos(0))
      .where('processedAt', '>=', start)
      .where('processedAt', '<', end)
      .execute();
  },

  async anyWithheld(db: Executor, hostId: string) {
    const r = await db
      .selectFrom('payouts')
      .select('id')
      .where('hostId', '=', hostId)
      .where('status', '=', 'processed')
      .where('withholding', '>', centavos(0))
      .limit(1)
      .executeTakeFirst();
    return !!r;
  },
};
