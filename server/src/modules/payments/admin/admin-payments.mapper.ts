import type {
  AdminLedgerLine,
  AdminPayment,
  AdminPaymentDetail,
  AdminRefund,
  AdminWebhookEvent,
} from '@espasyo/domain';
import type { adminPaymentsRepository, AdminPaymentRow } from './admin-payments.repository';
import type { RefundRow } from '../payments.repository';

type Rows<K extends keyof typeof adminPaymentsRepository> = Awaited<ReturnType<(typeof adminPaymentsRepository)[K]>>;
type DetailRow = NonNullable<Rows<'one'>>;

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d == null ? null : iso(d));
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export const toAdminPayment = (p: AdminPaymentRow): AdminPayment => ({
  id: p.id,
  bookingId: p.bookingId,
  listingTitle: p.listingTitle,
  client: { id: p.clientId, name: fullName(p.clientFirstName, p.clientLastName), email: p.clientEmail },
  host: { id: p.hostId, name: fullName(p.hostFirstName, p.hostLastName) },
  amount: p.amount,
  refunded: p.refunded,
  method: p.method,
  gateway: p.gateway,
  status: p.status,
  flag: p.flag,
  createdAt: iso(p.createdAt),
  paidAt: isoOrNull(p.paidAt),
});

const toAdminRefund = (r: RefundRow): AdminRefund => ({
  id: r.id,
  amount: r.amount,
  reason: r.reason,
  note: r.note,
  status: r.status,
  attempts: r.attempts,
  error: r.error,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const toEvent = (e: Rows<'events'>[number]): AdminWebhookEvent => ({
  id: e.id,
  eventId: e.eventId,
  type: e.type,
  receivedAt: iso(e.receivedAt),
  processedAt: isoOrNull(e.processedAt),
  result: e.result,
  error: e.error,
  attempts: e.attempts,
});

const toLedgerLine = (l: Rows<'ledger'>[number]): AdminLedgerLine => ({
  id: l.id,
  transactionId: l.transactionId,
  kind: l.kind,
  account: l.account,
  amount: l.amount,
  host: l.hostId ? { id: l.hostId, name: fullName(l.hostFirstName ?? '', l.hostLastName ?? '') } : null,
  refundId: l.refundId,
  createdAt: iso(l.createdAt),
});

export function toAdminPaymentDetail(
  p: DetailRow,
  refunds: RefundRow[],
  events: Rows<'events'>,
  ledger: Rows<'ledger'>,
): AdminPaymentDetail {
  const base = toAdminPayment(p as AdminPaymentRow);
  const q = p.quote;
  const paid = p.status === 'paid' || p.status === 'partially_refunded';
  return {
    ...base,
    reference: p.gatewayReference,
    checkoutId: p.checkoutId,
    gatewayFee: p.gatewayFee === null ? null : p.gatewayFee,
    refundable: paid ? Math.max(0, base.amount - base.refunded) : 0,
    testMode: p.gateway === 'sandbox',
    booking: {
      id: p.bookingId,
      status: p.bookingStatus,
      kind: p.bookingKind,
      startDate: p.startDate,
      endDate: p.endDate,
      startsAt: iso(p.startsAt),
      endsAt: isoOrNull(p.endsAt),
      units: p.units,
      total: p.total,
      subtotal: q.subtotal,
      tax: q.tax,
      platformFee: q.platformFee,
      hostEarnings: q.hostEarnings,
    },
    refunds: refunds.map(toAdminRefund),
    events: events.map(toEvent),
    ledger: ledger.map(toLedgerLine),
  };
}
