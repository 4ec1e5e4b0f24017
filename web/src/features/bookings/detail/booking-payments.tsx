import { Link } from 'react-router';
import { FlaskConical } from 'lucide-react';
import type { Payment, Refund } from '@espasyo/domain/contracts/payments';
import { paths } from '@espasyo/domain/paths';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatMoney } from '@/lib/format';
import { useBookingPayments } from '@/features/bookings/api/use-booking-payments';
import { PaymentStatusBadge } from '@/features/payments';
import { useLanguage, useMessages } from '@/lib/i18n';

type Viewer = 'client' | 'host';

/** A payment that took money (not a checkout left open, failed or expired). */
type Taken = Payment & { status: 'paid' | 'refunded' | 'partially_refunded' };
const tookMoney = (p: Payment): p is Taken =>
  p.status === 'paid' || p.status === 'refunded' || p.status === 'partially_refunded';
const linkClass = 'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline';

type Words = ReturnType<typeof useMessages<'booking'>>['payments'];
const methodOf = (m: Words, p: Payment) => (p.method ? m.methods[p.method] : null);

/** '₱500 back to your GCash', '₱500 back to the client's GCash', or to them when the gateway did not say how. */
function refundTo(m: Words, viewer: Viewer, amount: string, method: string | null) {
  if (viewer === 'client') return method ? m.refundToYour({ amount, method }) : m.refundToYou({ amount });
  return method ? m.refundToClients({ amount, method }) : m.refundToClient({ amount });
}

function RefundLine({ refund: r, payment, viewer }: { refund: Refund; payment: Payment; viewer: Viewer }) {
  const m = useMessages('booking').payments;
  const lang = useLanguage();
  const note =
    r.status === 'succeeded' ? null : viewer === 'client' ? m.refundNote[r.status] : m.hostRefundNote[r.status];
  return (
    <li className="space-y-1 border-t border-ink-100 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink-900">{refundTo(m, viewer, formatMoney(r.amount), methodOf(m, payment))}</p>
        <PaymentStatusBadge item={{ kind: 'refund', status: r.status }} />
      </div>
      <p className="text-sm text-ink-600">
        {m.reasons[r.reason]} · {formatDate(r.createdAt, lang)}
      </p>
      {note && <p className="text-sm text-ink-700">{note}</p>}
      {viewer === 'client' && r.status === 'succeeded' && (
        <Link to={paths.client.paymentReceipt.getHref(r.id)} className={linkClass}>
          {m.refundReceipt}
        </Link>
      )}
    </li>
  );
}

function PaymentLine({ payment: p, viewer }: { payment: Taken; viewer: Viewer }) {
  const all = useMessages('booking');
  const m = all.payments;
  const when = formatDate(p.paidAt ?? p.createdAt, useLanguage());
  const method = methodOf(m, p);
  const paid =
    viewer === 'client'
      ? method
        ? m.paidBy({ method, when })
        : m.paid({ when })
      : method
        ? m.clientPaidBy({ method, when })
        : m.clientPaid({ when });
  return (
    <li className="space-y-3">
      <div className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-semibold text-ink-900 tabular-nums">{formatMoney(p.amount)}</p>
          <PaymentStatusBadge item={{ kind: 'payment', status: p.status }} />
        </div>
        <p className="text-sm text-ink-700">{paid}</p>
        <div className="flex flex-wrap items-center gap-x-4">
          {viewer === 'client' && (
            <Link to={paths.client.paymentReceipt.getHref(p.id)} className={linkClass}>
              {m.receipt}
            </Link>
          )}
          {p.gateway === 'sandbox' && (
            <Badge tone="warning" className="text-xs">
              <FlaskConical aria-hidden="true" className="mr-1 size-3" />
              {all.pay.testMode}
            </Badge>
          )}
        </div>
      </div>
      {p.refunds.length > 0 && (
        <ul className="space-y-3" aria-label={m.refund}>
          {p.refunds.map((r) => (
            <RefundLine key={r.id} refund={r} payment={p} viewer={viewer} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * On a booking's page, once it was paid for: each payment (amount, method, date, status, the
 * client's receipt) and each refund of it (how much, back to which method, why, and how far it
 * is: processing, refunded, delayed). Nothing before a payment went through.
 */
export function BookingPayments({ bookingId, viewer }: { bookingId: string; viewer: Viewer }) {
  const m = useMessages('booking').payments;
  const q = useBookingPayments(bookingId);
  const paid = q.data?.items.filter(tookMoney) ?? [];
  if (paid.length === 0) return null;
  return (
    <section aria-labelledby="booking-payments" className="space-y-3 rounded-card border border-ink-200 bg-white p-5">
      <h2 id="booking-payments" className="text-lg font-semibold text-ink-900">
        {m.heading}
      </h2>
      <ul className="space-y-4">
        {paid.map((p) => (
          <PaymentLine key={p.id} payment={p} viewer={viewer} />
        ))}
      </ul>
      {viewer === 'client' && (
        <Link to={paths.client.payments.getHref()} className={linkClass}>
          {m.allPayments}
        </Link>
      )}
    </section>
  );
}
