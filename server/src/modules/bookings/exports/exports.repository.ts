import { sql } from 'kysely';
import type { Executor } from '../../../db/client';
import type { DB as Database } from '../../../db/schema';

/**
 * SQL for staff's CSV exports (/admin-tools): bookings and payments made in a range of instants,
 * a page at a time in (created_at, id) order, each page after the last row of the one before
 * (keyset paging on an index: page 100 costs what page 1 does). Read-only joins of the sides'
 * names and emails, as admin-payments.repository does.
 */

/** Half-open [start, end): the first instant of the first day and the first instant after the last. */
export interface InstantRange {
  start: Date;
  end: Date;
}

/**
 * Where the previous page ended: its last row's created_at as PostgreSQL's own text (to the
 * microsecond: a JavaScript Date's milliseconds would show that row again) and its id.
 */
export interface PageCursor {
  cursorAt: string;
  id: string;
}

export interface BookingExportRow extends PageCursor {
  createdAt: Date;
  status: Database['bookings']['status'];
  kind: Database['bookings']['kind'];
  mode: Database['bookings']['mode'];
  listingId: string;
  listingTitle: string;
  clientId: string;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  hostId: string;
  hostFirstName: string;
  hostLastName: string;
  hostEmail: string;
  startDate: string;
  endDate: string;
  startsAt: Date;
  endsAt: Date;
  units: number;
  cancellationPolicy: Database['bookings']['cancellationPolicy'];
  subtotal: number;
  tax: number;
  total: number;
  platformFee: number;
  hostEarnings: number;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  cancelledBy: Database['bookings']['cancelledBy'];
}

export interface PaymentExportRow extends PageCursor {
  createdAt: Date;
  paidAt: Date | null;
  status: Database['payments']['status'];
  bookingId: string;
  listingTitle: string;
  clientId: string;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  hostId: string;
  hostFirstName: string;
  hostLastName: string;
  gateway: Database['payments']['gateway'];
  method: Database['payments']['method'];
  gatewayReference: string | null;
  amount: number;
  receivedAmount: number | null;
  gatewayFee: number | null;
  refunded: number;
  refundPending: number;
  flag: string | null;
}

/** A centavos figure of the quote the booking was made with (the quote is JSON). */
const quoteCentavos = (field: string) => sql<number>`(b.quote->>${sql.lit(field)})::bigint`;
const refundSum = (status: 'succeeded' | 'pending') =>
  sql<number>`(select coalesce(sum(r.amount), 0) from refunds r where r.payment_id = p.id and r.status = ${status})`;

export const exportsRepository = {
  async bookingsPage(db: Executor, range: InstantRange, after: PageCursor | null, limit: number) {
    let q = db
      .selectFrom('bookings as b')
      .innerJoin('users as c', 'c.id', 'b.clientId')
      .innerJoin('users as h', 'h.id', 'b.hostId')
      .where('b.createdAt', '>=', range.start)
      .where('b.createdAt', '<', range.end);
    if (after) q = q.where(sql<boolean>`(b.created_at, b.id) > (${after.cursorAt}::timestamptz, ${after.id})`);
    return (await q
      .select([
        'b.id',
        'b.createdAt',
        sql<string>`b.created_at::text`.as('cursorAt'),
        'b.status',
        'b.kind',
        'b.mode',
        'b.listingId',
        'b.listingTitle',
        'c.id as clientId',
        'c.firstName as clientFirstName',
        'c.lastName as clientLastName',
        'c.email as clientEmail',
        'h.id as hostId',
        'h.firstName as hostFirstName',
        'h.lastName as hostLastName',
        'h.email as hostEmail',
        'b.startDate',
        'b.endDate',
        'b.startsAt',
        'b.endsAt',
        'b.units',
        'b.cancellationPolicy',
        'b.total',
        'b.confirmedAt',
        'b.cancelledAt',
        'b.cancelledBy',
      ])
      .select([
        quoteCentavos('subtotal').as('subtotal'),
        quoteCentavos('tax').as('tax'),
        quoteCentavos('platformFee').as('platformFee'),
        quoteCentavos('hostEarnings').as('hostEarnings'),
      ])
      .orderBy('b.createdAt')
      .orderBy('b.id')
      .limit(limit)
      .execute()) as BookingExportRow[];
  },

  async paymentsPage(db: Executor, range: InstantRange, after: PageCursor | null, limit: number) {
    let q = db
      .selectFrom('payments as p')
      .innerJoin('bookings as b', 'b.id', 'p.bookingId')
      .innerJoin('users as c', 'c.id', 'b.clientId')
      .innerJoin('users as h', 'h.id', 'b.hostId')
      .where('p.createdAt', '>=', range.start)
      .where('p.createdAt', '<', range.end);
    if (after) q = q.where(sql<boolean>`(p.created_at, p.id) > (${after.cursorAt}::timestamptz, ${after.id})`);
    return (await q
      .select([
        'p.id',
        'p.createdAt',
        sql<string>`p.created_at::text`.as('cursorAt'),
        'p.paidAt',
        'p.status',
        'p.bookingId',
        'b.listingTitle',
        'c.id as clientId',
        'c.firstName as clientFirstName',
        'c.lastName as clientLastName',
        'c.email as clientEmail',
        'h.id as hostId',
        'h.firstName as hostFirstName',
        'h.lastName as hostLastName',
        'p.gateway',
        'p.method',
        'p.gatewayReference',
        'p.amount',
        'p.receivedAmount',
        'p.gatewayFee',
        'p.flag',
      ])
      .select([refundSum('succeeded').as('refunded'), refundSum('pending').as('refundPending')])
      .orderBy('p.createdAt')
      .orderBy('p.id')
      .limit(limit)
      .execute()) as PaymentExportRow[];
  },
};
