import { Link } from 'react-router';
import type { AdminPaymentDetail } from '@espasyo/domain/contracts/admin-payments';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { Alert } from '@/components/ui/alert';
import { formatMoney } from '@/lib/format';
import { useBookingDates } from '@/lib/booking-dates';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useAdminPayment } from './api/use-admin-payments';
import { PaymentStatusBadge, useMethodLine } from './payment-parts';
import { PaymentEvents, PaymentLedger, PaymentRefunds } from './payment-records';
import { RefundForm } from './refund-form';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="text-base wrap-anywhere text-ink-900">{children}</dd>
    </div>
  );
}

type Words = Messages<Catalogs['adminMoney']>['payments'];

/** Why staff cannot refund it here: nothing left, never paid, or under review (it goes back on its own). */
function whyNoRefund(status: AdminPaymentDetail['status'], m: Words) {
  if (status === 'under_review') return m.detail.underReview;
  return ['paid', 'partially_refunded', 'refunded'].includes(status) ? m.refund.nothingLeft : m.refund.notPaid;
}

function BookingSummary({ p }: { p: AdminPaymentDetail }) {
  const m = useMessages('adminMoney').payments;
  const dates = useBookingDates();
  const b = p.booking;
  return (
    <section aria-labelledby="payment-booking" className="space-y-1 rounded-card bg-ink-50 p-4 text-sm">
      <h3 id="payment-booking" className="text-base font-semibold text-ink-900">
        {m.detail.booking.heading}
      </h3>
      <p className="text-ink-800">
        {m.detail.booking.when}: {dates.of(b)}
      </p>
      <p className="text-ink-800">
        {m.detail.booking.total}: <span className="tabular-nums">{formatMoney(b.total)}</span> (
        {m.detail.booking.split({
          host: formatMoney(b.hostEarnings),
          fee: formatMoney(b.platformFee),
          tax: formatMoney(b.tax),
        })}
        )
      </p>
      <Link
        to={`${paths.admin.bookings.getHref()}?booking=${encodeURIComponent(b.id)}`}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {m.detail.booking.open}
      </Link>
    </section>
  );
}

/** One payment for staff, in the drawer: the facts, its booking, the Refund form while some is left, refunds, events and the ledger. */
export function PaymentDetail({ id }: { id: string }) {
  const money = useMessages('adminMoney');
  const m = money.payments;
  const f = m.detail.facts;
  const format = useFormat();
  const methodLine = useMethodLine();
  const payment = useAdminPayment(id);
  if (payment.isError)
    return <LoadError title={m.detail.error} error={payment.error} onRetry={() => void payment.refetch()} />;
  if (!payment.data)
    return <div role="status" aria-label={m.detail.loading} className="h-64 animate-pulse rounded-card bg-ink-100" />;
  const p = payment.data;
  const paid = p.status === 'paid' || p.status === 'partially_refunded';
  return (
    <div className="space-y-5">
      {p.testMode && (
        <Alert tone="warning" title={money.testMode}>
          {money.sandboxIntro}
        </Alert>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-lg font-semibold wrap-anywhere text-ink-900">{p.listingTitle}</p>
        <PaymentStatusBadge status={p.status} />
      </div>
      {p.flag && <Alert tone="danger">{m.flagged({ reason: p.flag })}</Alert>}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={f.amount}>{formatMoney(p.amount)}</Fact>
        <Fact label={f.refunded}>{formatMoney(p.refunded)}</Fact>
        <Fact label={f.client}>
          {p.client.name} · {p.client.email}
        </Fact>
        <Fact label={f.host}>{p.host.name}</Fact>
        <Fact label={f.method}>{methodLine(p)}</Fact>
        <Fact label={f.fee}>{p.gatewayFee == null ? '—' : formatMoney(p.gatewayFee)}</Fact>
        <Fact label={f.created}>{format.dateTime(p.createdAt)}</Fact>
        <Fact label={f.paid}>{p.paidAt ? format.dateTime(p.paidAt) : f.notPaid}</Fact>
        <Fact label={f.paymentId}>
          <span className="font-mono text-sm break-all">{p.id}</span>
        </Fact>
        {p.reference && (
          <Fact label={f.reference}>
            <span className="font-mono text-sm break-all">{p.reference}</span>
          </Fact>
        )}
      </dl>
      <BookingSummary p={p} />
      {paid && p.refundable > 0 ? (
        <RefundForm key={`${p.id}-${p.refunded}`} payment={p} />
      ) : (
        <p className="text-sm text-ink-700">{whyNoRefund(p.status, m)}</p>
      )}
      <PaymentRefunds refunds={p.refunds} />
      <PaymentEvents events={p.events} />
      <PaymentLedger payment={p} />
    </div>
  );
}
