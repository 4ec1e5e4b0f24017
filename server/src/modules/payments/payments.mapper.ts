import type { BookingViewer, Payment, Refund } from '@espasyo/domain';
import type { PaymentRow, RefundRow } from './payments.repository';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export const toRefund = (r: RefundRow): Refund => ({
  id: r.id,
  amount: r.amount,
  reason: r.reason,
  status: r.status,
  createdAt: iso(r.createdAt)!,
});

/** A payment as `viewer` sees it: the gateway's fee and the flag for staff only. */
export function toPayment(p: PaymentRow, refunds: RefundRow[], viewer: BookingViewer): Payment {
  const mine = refunds.filter((r) => r.paymentId === p.id);
  return {
    id: p.id,
    gateway: p.gateway,
    method: p.method,
    amount: p.amount,
    currency: 'PHP',
    status: p.status,
    reference: p.gatewayReference,
    createdAt: iso(p.createdAt)!,
    paidAt: iso(p.paidAt),
    refunded: mine.reduce((s, r) => s + r.amount, 0),
    refunds: mine.map(toRefund),
    ...(viewer === 'admin' && {
      gatewayFee: p.gatewayFee === null ? null : p.gatewayFee,
      flag: p.flag,
    }),
  };
}
