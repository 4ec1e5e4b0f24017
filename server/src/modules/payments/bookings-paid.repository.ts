import type { Selectable } from 'kysely';
import type { Executor } from '../../db/client';
import type { BookingsTable } from '../../db/schema';

/** A booking as payments read it: the record a payment is for (the bookings module's table, read only here). */
export type PaidBooking = Selectable<BookingsTable>;

/**
 * What payments read of the booking a payment is for (decision 0078): its row, locked while a
 * payment of it is made or settled, and whether its agreement is signed. Payments never write a
 * booking: its status moves through the process engine (`fire`, server/src/process/engine.ts).
 */
export const paidBookings = {
  /** The booking, locked until the transaction ends: a payment of it queues behind its transitions. */
  lock(db: Executor, id: string): Promise<PaidBooking | undefined> {
    return db.selectFrom('bookings').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },
  find(db: Executor, id: string): Promise<PaidBooking | undefined> {
    return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  },
  /** A tenancy's bill, locked while a payment of it is made or settled (issue 32). */
  lockBill(db: Executor, id: string) {
    return db.selectFrom('bills').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },
  /** A tenancy's bill n (0: the first month, paid through the booking's checkout). */
  billNumbered(db: Executor, bookingId: string, n: number) {
    return db
      .selectFrom('bills')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .where('number', '=', n)
      .executeTakeFirst();
  },
  /** Its client signed the rental agreement (booking_agreements: one signature per booking). */
  async agreementSigned(db: Executor, bookingId: string): Promise<boolean> {
    const row = await db
      .selectFrom('bookingAgreements')
      .select('bookingId')
      .where('bookingId', '=', bookingId)
      .executeTakeFirst();
    return !!row;
  },
};
