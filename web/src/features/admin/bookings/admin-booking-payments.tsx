import type { Payment } from '@espasyo/domain/contracts/payments';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { TestModeBanner, useBookingPayments } from '@/features/bookings';
import { PaymentStatusBadge } from '@/features/admin/payments/payment-parts';

function PaymentItem({ p }: { p: Payment }) {
  const m = useMessages('adminCases').payments;
  const f = useFormat();
  return (
    <li className="space-y-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink-900 tabular-nums">{formatMoney(p.amount)}</span>
        <PaymentStatusBadge status={p.status} />
      </div>
      <p className="text-sm text-ink-700">
        {[
          p.method ? m.methods[p.method] : null,
          p.gateway,
          p.paidAt ? m.paid({ when: f.dateTime(p.paidAt) }) : m.opened({ when: f.dateTime(p.createdAt) }),
          p.gatewayFee != null ? m.fee({ amount: formatMoney(p.gatewayFee) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {p.reference && (
        <p className="font-mono text-xs break-all text-ink-600">{m.reference({ reference: p.reference })}</p>
      )}
      {p.flag && <p className="text-sm font-medium text-danger-700">{m.needsLook({ flag: p.flag })}</p>}
      {p.refunds.map((r) => (
        <p key={r.id} className="text-sm text-ink-700">
          {m.refund({
            amount: formatMoney(r.amount),
            reason: r.reason,
            status: r.status,
            when: f.dateTime(r.createdAt),
          })}
        </p>
      ))}
    </li>
  );
}

/** The booking's payments and refunds as the gateway and the ledger know them (staff see the fee and any flag). */
export function AdminBookingPayments({ bookingId }: { bookingId: string }) {
  const m = useMessages('adminCases').payments;
  const payments = useBookingPayments(bookingId);
  return (
    <section aria-labelledby="payments" aria-busy={payments.isFetching || undefined} className="space-y-2">
      <h2 id="payments" className="text-lg font-semibold text-ink-900">
        {m.heading}
      </h2>
      {payments.isError ? (
        <p className="text-sm text-danger-700">
          {m.error({ error: errorMessage(payments.error) })}{' '}
          <Button variant="ghost" size="sm" onClick={() => void payments.refetch()}>
            {m.retry}
          </Button>
        </p>
      ) : !payments.data ? (
        <div role="status" aria-label={m.loading} className="h-16 animate-pulse rounded-field bg-ink-100" />
      ) : (
        <>
          {payments.data.testMode && <TestModeBanner />}
          {payments.data.items.length === 0 ? (
            <p className="text-sm text-ink-700">{m.none}</p>
          ) : (
            <ul className="divide-y divide-ink-100">
              {payments.data.items.map((p) => (
                <PaymentItem key={p.id} p={p} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
