import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { BookingsTable, PaymentsTable, RefundsTable } from '../../../db/schema';

/** What the list and a receipt read of a payment's booking and its sides (a read-only join). */
interface BookingColumns {
  bookingId: string;
  listingTitle: string;
  bookingKind: BookingsTable['kind'];
  startDate: string;
  endDate: string;
  startsAt: Date;
  endsAt: Date;
  units: number;
  hostFirstName: string;
  hostLastName: string;
}

/** One line of a client's payments: a payment (never an open checkout) or a refund. */
export interface HistoryRow extends BookingColumns {
  id: string;
  kind: 'payment' | 'refund';
  status: Exclude<PaymentsTable['status'], 'open'> | RefundsTable['status'];
  method: PaymentsTable['method'];
  amount: number;
  at: Date;
  gateway: PaymentsTable['gateway'];
  reference: string | null;
  reason: RefundsTable['reason'] | null;
  paymentId: string;
  receipt: boolean;
}

/** A payment with its booking, both sides and what went back of it: a receipt's facts. */
export interface ReceiptPaymentRow extends BookingColumns {
  id: string;
  amount: number;
  method: PaymentsTable['method'];
  gateway: PaymentsTable['gateway'];
  status: PaymentsTable['status'];
  gatewayReference: string | null;
  flag: string | null;
  paidAt: Date | null;
  quote: Selectable<BookingsTable>['quote'];
  cancelledBy: BookingsTable['cancelledBy'];
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  /** Refunds of it that went through, centavos. */
  refunded: number;
}

const bookingColumns = sql`b.id as "bookingId", b.listing_title as "listingTitle", b.kind as "bookingKind",
  b.start_date::text as "startDate", b.end_date::text as "endDate", b.starts_at as "startsAt", b.ends_at as "endsAt",
  b.units, h.first_name as "hostFirstName", h.last_name as "hostLastName"`;

/**
 * A paid payment has a receipt unless its amount did not match (under review, or refunded from
 * there: decision 0061) — and so has a refund of it that went through (receiptOf asks both).
 */
const paymentHasReceipt = sql`(p.paid_at is not null and p.flag is null and p.status in ('paid','refunded','partially_refunded'))`;

/** SQL for a client's payments and receipts (payments and refunds are this capability's tables). */
export const receiptsRepository = {
  /**
   * A page of the client's payments and refunds, newest first: a payment at the time it was paid
   * (or its checkout opened), a refund when it went through (or was decided, until then).
   */
  async history(db: Executor, clientId: string, limit: number, offset: number) {
    const { rows } = await sql<HistoryRow & { matches: number }>`
      with mine as (select id from bookings where client_id = ${clientId}),
      items as (
        select p.id, 'payment' as kind, p.status, p.method, p.amount, coalesce(p.paid_at, p.created_at) as at,
          p.gateway, p.gateway_reference as reference, null as reason, p.id as payment_id,
          ${paymentHasReceipt} as receipt, p.booking_id
        from payments p where p.booking_id in (select id from mine) and p.status <> 'open'
        union all
        select r.id, 'refund', r.status, p.method, r.amount,
          case when r.status = 'succeeded' then r.updated_at else r.created_at end,
          p.gateway, r.gateway_reference, r.reason, r.payment_id, r.status = 'succeeded' and ${paymentHasReceipt}, r.booking_id
        from refunds r join payments p on p.id = r.payment_id where r.booking_id in (select id from mine)
      )
      select i.id, i.kind, i.status, i.method, i.amount, i.at, i.gateway, i.reference, i.reason,
        i.payment_id as "paymentId", i.receipt, ${bookingColumns}, count(*) over ()::int as matches
      from items i join bookings b on b.id = i.booking_id join users h on h.id = b.host_id
      order by i.at desc, i.id desc limit ${limit} offset ${offset}`.execute(db);
    return { total: rows[0]?.matches ?? 0, rows };
  },

  /** A payment of one of the client's bookings, with what a receipt shows; undefined for anyone else's. */
  async paymentOf(db: Executor, paymentId: string, clientId: string) {
    const { rows } = await sql<ReceiptPaymentRow>`
      select p.id, p.amount, p.method, p.gateway, p.status, p.gateway_reference as "gatewayReference", p.flag,
        p.paid_at as "paidAt", b.quote, b.cancelled_by as "cancelledBy", ${bookingColumns},
        c.first_name as "clientFirstName", c.last_name as "clientLastName", c.email as "clientEmail",
        (select coalesce(sum(r.amount), 0) from refunds r where r.payment_id = p.id and r.status = 'succeeded')
          as refunded
      from payments p join bookings b on b.id = p.booking_id
        join users c on c.id = b.client_id join users h on h.id = b.host_id
      where p.id = ${paymentId} and b.client_id = ${clientId}`.execute(db);
    return rows[0];
  },

  refund(db: Executor, id: string) {
    return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
  },
};
