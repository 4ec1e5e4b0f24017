import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Executor } from '../../db/client';
import type { PaymentsTable, RefundsTable, WebhookEventsTable } from '../../db/schema';
import type { PaymentRow } from './payments.types';

export type { PaymentRow };

/** A payment's columns but its status, which the process engine alone writes (server/src/process). */
export type PaymentPatch = Omit<Updateable<PaymentsTable>, 'status'>;
export type RefundRow = Selectable<RefundsTable>;
export type WebhookEventRow = Selectable<WebhookEventsTable>;

/** SQL for payments, refunds, webhook_events and ledger_entries (this capability's tables). */
export const paymentsRepository = {
  find(db: Executor, id: string) {
    return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  },
  lock(db: Executor, id: string) {
    return db.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },
  byCheckout(db: Executor, gateway: string, checkoutId: string) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('gateway', '=', gateway as PaymentRow['gateway'])
      .where('checkoutId', '=', checkoutId)
      .executeTakeFirst();
  },
  /**
   * The open checkout of the booking, or of one bill of a tenancy (`billId`; at most one each: a
   * partial unique index), locked.
   */
  lockOpen(db: Executor, bookingId: string, billId: string | null = null) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .where((eb) => (billId === null ? eb('billId', 'is', null) : eb('billId', '=', billId)))
      .where('status', '=', 'open')
      .forUpdate()
      .executeTakeFirst();
  },
  /** Every open checkout of a booking (a tenancy's bills' too), locked. */
  lockAllOpen(db: Executor, bookingId: string) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .where('status', '=', 'open')
      .orderBy('createdAt')
      .forUpdate()
      .execute();
  },
  /** A bill's open checkout, locked (bills change amount or end: tenancies). */
  lockOpenOfBill(db: Executor, billId: string) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('billId', '=', billId)
      .where('status', '=', 'open')
      .forUpdate()
      .executeTakeFirst();
  },
  /** The payment that paid a bill, locked. */
  lockPaidOfBill(db: Executor, billId: string) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('billId', '=', billId)
      .where('status', 'in', ['paid', 'partially_refunded'])
      .forUpdate()
      .executeTakeFirst();
  },
  /** The payment that paid the booking (paid: one under review never did), locked. */
  lockSettled(db: Executor, bookingId: string) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .where('status', '=', 'paid')
      .orderBy('paidAt')
      .forUpdate()
      .executeTakeFirst();
  },
  /** The booking's payments under review (decision 0061), locked, oldest first. */
  lockUnderReview(db: Executor, bookingId: string) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .where('status', '=', 'under_review')
      .orderBy('createdAt')
      .orderBy('id')
      .forUpdate()
      .execute();
  },
  async hasUnderReview(db: Executor, bookingId: string): Promise<boolean> {
    const row = await db
      .selectFrom('payments')
      .select('id')
      .where('bookingId', '=', bookingId)
      .where('status', '=', 'under_review')
      .executeTakeFirst();
    return row !== undefined;
  },
  /**
   * Bookings that can no longer be paid (no longer awaiting payment) with a payment still under
   * review: none should be (their expiry or cancellation refunds it), but one flagged before
   * under review existed (migration 0032) is refunded by reconciliation.
   */
  async underReviewOfClosedBookings(db: Executor, limit: number) {
    const { rows } = await sql<{ bookingId: string }>`select distinct p.booking_id as "bookingId"
      from payments p join bookings b on b.id = p.booking_id
      where p.status = 'under_review' and b.status <> 'awaiting_payment' limit ${limit}`.execute(db);
    return rows.map((r) => r.bookingId);
  },
  update(db: Executor, id: string, patch: PaymentPatch) {
    return db.updateTable('payments').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  },
  /** Records the gateway's checkout on a payment still open; undefined when it was closed meanwhile. */
  setCheckout(db: Executor, id: string, patch: PaymentPatch) {
    return db
      .updateTable('payments')
      .set(patch)
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
  },
  forBooking(db: Executor, bookingId: string) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },
  /**
   * Checkouts to ask the gateway about: open longer than `openBefore` (a webhook may be lost),
   * and those we closed while the gateway last said open or paid (its answer may be lost).
   */
  async toReconcile(db: Executor, openBefore: Date, limit: number) {
    const { rows } = await sql<{ id: string }>`select id from payments
      where checkout_id is not null and saved_card_id is null and (
        (status = 'open' and created_at <= ${openBefore})
        or (status in ('expired','failed') and gateway_status in ('open','paid')))
      order by created_at limit ${limit}`.execute(db);
    return rows.map((r) => r.id);
  },

  /** A refund, with the client of its booking (who is told when it goes through). */
  refund(db: Executor, id: string) {
    return db
      .selectFrom('refunds as r')
      .innerJoin('bookings as b', 'b.id', 'r.bookingId')
      .selectAll('r')
      .select('b.clientId')
      .where('r.id', '=', id)
      .executeTakeFirst();
  },
  updateRefund(db: Executor, id: string, patch: Omit<Updateable<RefundsTable>, 'status'>) {
    return db.updateTable('refunds').set(patch).where('id', '=', id).execute();
  },
  /** What a payment's refunds (pending, succeeded or failed: each owed or sent) add up to, centavos. */
  async refundedOfPayment(db: Executor, paymentId: string): Promise<number> {
    const r = await db
      .selectFrom('refunds')
      .select(sql<number>`coalesce(sum(amount), 0)::bigint`.as('n'))
      .where('paymentId', '=', paymentId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  },
  refundsForBooking(db: Executor, bookingId: string) {
    return db
      .selectFrom('refunds')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },
  /** Refunds still owed whose last attempt (or creation) was before `lastBefore`. */
  async pendingRefunds(db: Executor, lastBefore: Date, limit: number) {
    const rows = await db
      .selectFrom('refunds')
      .select('id')
      .where('status', '=', 'pending')
      .where('updatedAt', '<=', lastBefore)
      .orderBy('createdAt')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  },

  /** Records an event once per (gateway, event id); false when it was recorded before. */
  async recordEvent(db: Executor, row: Insertable<WebhookEventsTable>): Promise<boolean> {
    const r = await db
      .insertInto('webhookEvents')
      .values(row)
      .onConflict((oc) => oc.columns(['gateway', 'eventId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return r !== undefined;
  },
  /** The event, locked: processing it waits for any other processing of it to end. */
  /**
   * The event's row, locked, with its payload also as the JSON text it was stored as: the
   * CamelCasePlugin renames nested keys of a jsonb value it reads (`payment_status` →
   * `paymentStatus`), and a gateway reads its own event in the gateway's spelling.
   */
  findEvent(db: Executor, gateway: string, eventId: string) {
    return db
      .selectFrom('webhookEvents')
      .select(['processedAt', sql<string>`payload::text`.as('payloadText')])
      .where('gateway', '=', gateway)
      .where('eventId', '=', eventId)
      .executeTakeFirst();
  },
  lockEvent(db: Executor, gateway: string, eventId: string) {
    return db
      .selectFrom('webhookEvents')
      .selectAll()
      .select(sql<string>`payload::text`.as('payloadText'))
      .where('gateway', '=', gateway)
      .where('eventId', '=', eventId)
      .forUpdate()
      .executeTakeFirst();
  },
  updateEvent(db: Executor, id: string, patch: Updateable<WebhookEventsTable>) {
    return db.updateTable('webhookEvents').set(patch).where('id', '=', id).execute();
  },
  failEvent(db: Executor, id: string, error: string) {
    return db
      .updateTable('webhookEvents')
      .set({ error, attempts: sql`attempts + 1` })
      .where('id', '=', id)
      .where('processedAt', 'is', null)
      .execute();
  },
  async unprocessedEvents(db: Executor, receivedBefore: Date, limit: number) {
    const rows = await db
      .selectFrom('webhookEvents')
      .select(['gateway', 'eventId'])
      .where('processedAt', 'is', null)
      .where('receivedAt', '<=', receivedBefore)
      .orderBy('receivedAt')
      .limit(limit)
      .execute();
    return rows;
  },
};
