import { sql } from 'kysely';
import { centavos, type AdminPaymentsQuery, type Centavos, type PaymentLeft } from '@espasyo/domain';
import type { Executor } from '../../../db/client';
import type { DB as Database } from '../../../db/schema';

/** A payment with its booking and both sides, as staff's list and detail read it (a read-only join). */
export interface AdminPaymentRow {
  id: string;
  bookingId: string;
  listingTitle: string;
  clientId: string;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  hostId: string;
  hostFirstName: string;
  hostLastName: string;
  amount: number;
  refunded: number;
  method: Database['payments']['method'];
  gateway: Database['payments']['gateway'];
  status: Database['payments']['status'];
  flag: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

type Filters = Omit<AdminPaymentsQuery, 'page' | 'pageSize'>;

const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function joined(db: Executor) {
  return db
    .selectFrom('payments as p')
    .innerJoin('bookings as b', 'b.id', 'p.bookingId')
    .innerJoin('users as c', 'c.id', 'b.clientId')
    .innerJoin('users as h', 'h.id', 'b.hostId');
}

/** The list's filters: status, method, gateway, the days created (in `timeZone`), and an id or the client's email. */
function filtered(db: Executor, f: Filters, timeZone: string) {
  let q = joined(db);
  if (f.status) q = q.where('p.status', '=', f.status);
  if (f.method) q = q.where('p.method', '=', f.method);
  if (f.gateway) q = q.where('p.gateway', '=', f.gateway);
  const day = sql<string>`(p.created_at at time zone ${timeZone})::date`;
  if (f.from) q = q.where(day, '>=', sql<string>`${f.from}::date`);
  if (f.to) q = q.where(day, '<=', sql<string>`${f.to}::date`);
  if (f.q) {
    const term = f.q;
    q = q.where((eb) =>
      eb.or([eb('p.id', '=', term), eb('p.bookingId', '=', term), eb('c.email', 'ilike', contains(term))]),
    );
  }
  return q;
}

const refundedSum = sql<number>`(select coalesce(sum(r.amount), 0) from refunds r where r.payment_id = p.id)`;

/**
 * SQL for staff's payments page. Payments and refunds are this capability's tables; it reads its
 * payments' bookings and sides, and the ledger's and webhook events' lines about a payment
 * (read-only joins, as receipts.repository does).
 */
/** A payment's row as staff's list and its detail show it: the payment, its booking, both sides. */
const rowColumns = [
  'p.id',
  'p.bookingId',
  'b.listingTitle',
  'c.id as clientId',
  'c.firstName as clientFirstName',
  'c.lastName as clientLastName',
  'c.email as clientEmail',
  'h.id as hostId',
  'h.firstName as hostFirstName',
  'h.lastName as hostLastName',
  'p.amount',
  'p.method',
  'p.gateway',
  'p.status',
  'p.flag',
  'p.createdAt',
  'p.paidAt',
] as const;

export const adminPaymentsRepository = {
  async list(db: Executor, f: Filters, timeZone: string, limit: number, offset: number) {
    const [{ total }] = await filtered(db, f, timeZone)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .execute();
    const rows = (await filtered(db, f, timeZone)
      .select(rowColumns)
      .select(refundedSum.as('refunded'))
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()) as AdminPaymentRow[];
    return { total: Number(total), rows };
  },

  /** One payment with its booking's facts and both sides. */
  one(db: Executor, id: string) {
    return joined(db)
      .where('p.id', '=', id)
      .select([
        ...rowColumns,
        'p.gatewayReference',
        'p.checkoutId',
        'p.gatewayFee',
        'b.status as bookingStatus',
        'b.kind as bookingKind',
        sql<string>`b.start_date::text`.as('startDate'),
        sql<string>`b.end_date::text`.as('endDate'),
        'b.startsAt',
        'b.endsAt',
        'b.units',
        'b.total',
        'b.quote',
      ])
      .select(refundedSum.as('refunded'))
      .executeTakeFirst();
  },

  refunds(db: Executor, paymentId: string) {
    return db
      .selectFrom('refunds')
      .selectAll()
      .where('paymentId', '=', paymentId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },

  /** Every refund made of a payment so far (pending and failed ones too: their entries are in the ledger). */
  async refundedOf(db: Executor, paymentId: string) {
    const r = await db
      .selectFrom('refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('sum'))
      .where('paymentId', '=', paymentId)
      .executeTakeFirstOrThrow();
    return r.sum;
  },

  refundByKey(db: Executor, idempotencyKey: string) {
    return db.selectFrom('refunds').selectAll().where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
  },

  /**
   * The gateway's events about a payment: those whose payload names its checkout or the payment
   * (gateways echo our id as the checkout's reference). Events carry no payment column: a
   * gateway's event is recorded before it is read, and some are about nothing of ours.
   */
  events(db: Executor, payment: { id: string; gateway: string; checkoutId: string | null }) {
    return db
      .selectFrom('webhookEvents')
      .select(['id', 'eventId', 'type', 'receivedAt', 'processedAt', 'result', 'error', 'attempts'])
      .where('gateway', '=', payment.gateway)
      .where((eb) =>
        eb.or([
          eb(sql`position(${payment.id} in payload::text)`, '>', 0),
          ...(payment.checkoutId ? [eb(sql`position(${payment.checkoutId} in payload::text)`, '>', 0)] : []),
        ]),
      )
      .orderBy('receivedAt')
      .orderBy('id')
      .limit(100)
      .execute();
  },

  /** The ledger's lines naming the payment (its payment, its gateway fee, its refunds), with the host's name. */
  ledger(db: Executor, paymentId: string) {
    return db
      .selectFrom('ledgerEntries as e')
      .leftJoin('users as u', 'u.id', 'e.hostId')
      .select([
        'e.id',
        'e.transactionId',
        'e.kind',
        'e.account',
        'e.amount',
        'e.hostId',
        'u.firstName as hostFirstName',
        'u.lastName as hostLastName',
        'e.refundId',
        'e.createdAt',
      ])
      .where('e.paymentId', '=', paymentId)
      .orderBy('e.createdAt')
      .orderBy('e.transactionId')
      .orderBy('e.id')
      .execute();
  },

  /**
   * What is left of a payment in each account its ledger entries credited (its payment less its
   * refunds), and whether its payment was entered at all (a flagged payment is not).
   */
  async left(db: Executor, paymentId: string): Promise<{ entered: boolean; left: PaymentLeft }> {
    // Sums of centavos (numeric, read as numbers): the brand is trusted here.
    const { rows } = await sql<{ entered: boolean; host: Centavos; fee: Centavos; cancel: Centavos; tax: Centavos }>`
      select bool_or(kind = 'payment') as entered,
        coalesce(-sum(amount) filter (where account in ('host_pending','host_available','host_debt')), 0) as host,
        coalesce(-sum(amount) filter (where account = 'platform_fees'), 0) as fee,
        coalesce(-sum(amount) filter (where account = 'cancellation_fees'), 0) as cancel,
        coalesce(-sum(amount) filter (where account = 'tax_payable'), 0) as tax
      from ledger_entries where payment_id = ${paymentId} and kind in ('payment','refund')`.execute(db);
    const r = rows[0];
    const zero = centavos(0);
    return {
      entered: r?.entered === true,
      left: {
        hostEarnings: r?.host ?? zero,
        platformFee: r?.fee ?? zero,
        cancellationFee: r?.cancel ?? zero,
        tax: r?.tax ?? zero,
      },
    };
  },
};
