import type { Insertable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { BookingAgreementsTable } from '../../../db/schema';

/** SQL for booking_agreements (this module's). */
export const agreementsRepository = {
  find(db: Executor, bookingId: string) {
    return db
      .selectFrom('bookingAgreements')
      .select(['bookingId', 'version', 'document', 'text', 'sha256', 'signatureKind', 'typedName', 'signedAt'])
      .where('bookingId', '=', bookingId)
      .executeTakeFirst();
  },
  signature(db: Executor, bookingId: string) {
    return db
      .selectFrom('bookingAgreements')
      .select('signaturePng')
      .where('bookingId', '=', bookingId)
      .executeTakeFirst();
  },
  /** False when the booking's agreement was signed already (one signature per booking). */
  async insert(db: Executor, row: Insertable<BookingAgreementsTable>): Promise<boolean> {
    const r = await db
      .insertInto('bookingAgreements')
      .values(row)
      .onConflict((oc) => oc.column('bookingId').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  },
};
