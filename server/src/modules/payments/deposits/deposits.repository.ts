import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { DepositPhotosTable, DepositsTable } from '../../../db/schema';

export type DepositRow = Selectable<DepositsTable>;
export type DepositPatch = Omit<Updateable<DepositsTable>, 'status'>;
export type DepositPhotoRow = Selectable<DepositPhotosTable>;

/**
 * SQL of the deposits and their claim photos (issue 33). Statuses are written only by the process
 * engine (deposit-lifecycle.ts); this writes the other columns.
 */
export const depositsRepository = {
  ofBooking(db: Executor, bookingId: string) {
    return db.selectFrom('deposits').selectAll().where('bookingId', '=', bookingId).executeTakeFirst();
  },
  /** The booking's deposit, locked until the transaction ends. */
  lockOfBooking(db: Executor, bookingId: string) {
    return db.selectFrom('deposits').selectAll().where('bookingId', '=', bookingId).forUpdate().executeTakeFirst();
  },
  lock(db: Executor, id: string) {
    return db.selectFrom('deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },
  ofDispute(db: Executor, disputeId: string) {
    return db.selectFrom('deposits').selectAll().where('disputeId', '=', disputeId).executeTakeFirst();
  },
  update(db: Executor, id: string, patch: DepositPatch) {
    return db.updateTable('deposits').set(patch).where('id', '=', id).execute();
  },
  /**
   * Deposits whose timer is due (held past return_due_at, claimed past response_due_at), claimed
   * for this transaction with FOR UPDATE SKIP LOCKED: two job runners at once each take others.
   */
  claimDue(db: Executor, now: Date, limit: number) {
    return db
      .selectFrom('deposits')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'held'), eb('returnDueAt', '<=', now)]),
          eb.and([eb('status', '=', 'claimed'), eb('responseDueAt', '<=', now)]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  },
  insertPhoto(db: Executor, row: Insertable<DepositPhotosTable>) {
    return db.insertInto('depositPhotos').values(row).execute();
  },
  photos(db: Executor, depositId: string) {
    return db
      .selectFrom('depositPhotos')
      .selectAll()
      .where('depositId', '=', depositId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },
  async photoCount(db: Executor, depositId: string): Promise<number> {
    const r = await db
      .selectFrom('depositPhotos')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('depositId', '=', depositId)
      .executeTakeFirst();
    return r?.n ?? 0;
  },
  findPhoto(db: Executor, depositId: string, photoId: string) {
    return db
      .selectFrom('depositPhotos')
      .selectAll()
      .where('depositId', '=', depositId)
      .where('id', '=', photoId)
      .executeTakeFirst();
  },
  /**
   * What of a payment is a deposit and not the price (issue 33): its amount less what of it went
   * back (counted among the payment's refunds). Never refundable as price by staff.
   */
  async reservedOfPayment(db: Executor, paymentId: string): Promise<number> {
    const d = await db
      .selectFrom('deposits')
      .select(['amount', 'returned'])
      .where('paymentId', '=', paymentId)
      .executeTakeFirst();
    return d ? d.amount - (d.returned ?? 0) : 0;
  },
  /** What is held now for clients, centavos: the report line beside the ledger's deposits_held. */
  async heldTotal(db: Executor) {
    const r = await db
      .selectFrom('deposits')
      .select(sql<number>`coalesce(sum(amount), 0)::int`.as('n'))
      .where('status', 'in', ['held', 'claimed', 'disputed'])
      .executeTakeFirst();
    return r?.n ?? 0;
  },
};
