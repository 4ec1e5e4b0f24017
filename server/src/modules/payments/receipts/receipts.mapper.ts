import { shortName } from '@espasyo/domain';
import type { PaymentHistoryItem, Receipt, ReceiptBooking } from '@espasyo/domain/contracts/receipts';
import type { RefundRow } from '../payments.repository';
import type { HistoryRow, ReceiptPaymentRow } from './receipts.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A paid payment has a receipt unless staff must look at it first (an amount that did not match). */
export const paymentHasReceipt = (p: Pick<ReceiptPaymentRow, 'paidAt' | 'flag' | 'status'>) =>
  p.paidAt !== null && p.flag === null && ['paid', 'refunded', 'partially_refunded'].includes(p.status);

/** A refund has a receipt once the gateway has sent the money back. */
export const refundHasReceipt = (r: Pick<RefundRow, 'status'>) => r.status === 'succeeded';

function toReceiptBooking(r: HistoryRow | ReceiptPaymentRow): ReceiptBooking {
  return {
    id: r.bookingId,
    listingTitle: r.listingTitle,
    kind: r.bookingKind,
    startDate: r.startDate,
    endDate: r.endDate,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    units: r.units,
  };
}

export const toHistoryItem = (r: HistoryRow): PaymentHistoryItem => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  method: r.method,
  amount: r.amount,
  currency: 'PHP',
  at: iso(r.at),
  gateway: r.gateway,
  testMode: r.gateway === 'sandbox',
  reference: r.reference,
  reason: r.kind === 'refund' ? r.reason : null,
  paymentId: r.paymentId,
  receipt: r.receipt,
  booking: toReceiptBooking(r),
  host: { name: shortName(r.hostFirstName, r.hostLastName) },
});

/** A receipt: the payment's, or (`refund` given) the refund's, in the platform's name and zone. */
export function toReceipt(
  p: ReceiptPaymentRow,
  refund: RefundRow | null,
  general: { platformName: string; timezone: string },
): Receipt {
  const q = p.quote;
  return {
    id: refund?.id ?? p.id,
    kind: refund ? 'refund' : 'payment',
    platformName: general.platformName,
    timeZone: general.timezone,
    testMode: p.gateway === 'sandbox',
    client: { name: `${p.clientFirstName} ${p.clientLastName}`.trim(), email: p.clientEmail },
    host: { name: shortName(p.hostFirstName, p.hostLastName) },
    booking: toReceiptBooking(p),
    quote: { lines: q.lines, units: q.units, subtotal: q.subtotal, taxRate: q.taxRate, tax: q.tax, total: q.total },
    payment: {
      id: p.id,
      amount: p.amount,
      currency: 'PHP',
      method: p.method,
      gateway: p.gateway,
      reference: p.gatewayReference,
      paidAt: iso(p.paidAt!),
      refunded: p.refunded,
    },
    refund: refund && {
      id: refund.id,
      amount: refund.amount,
      reason: refund.reason,
      cancelledBy: refund.reason === 'cancellation' ? p.cancelledBy : null,
      reference: refund.gatewayReference,
      createdAt: iso(refund.createdAt),
      refundedAt: iso(refund.updatedAt),
    },
  };
}
