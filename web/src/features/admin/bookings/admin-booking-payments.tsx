import type { Payment } from '@espasyo/domain/contracts/payments';
import { paymentMessages } from '@espasyo/domain/messages/payments';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { TestModeBanner, useBookingPayments } from '@/features/bookings';

const refundWhy = {
  cancellation: 'cancellation',
  late_payment: 'paid too late',
  duplicate_payment: 'paid twice',
  unconfirmed_payment: 'under review, booking ended',
  admin: 'by staff',
  deposit: 'security deposit back',
};

function PaymentItem({ p }: { p: Payment }) {
  return (
    <li className="space-y-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink-900 tabular-nums">{formatMoney(p.amount)}</span>
        <StatusBadge status={p.status} />
      </div>
      <p className="text-sm text-ink-700">
        {[
          p.method ? paymentMessages.methods[p.method] : null,
          p.gateway,
          p.paidAt ? `paid ${formatDateTime(p.paidAt)}` : `opened ${formatDateTime(p.createdAt)}`,
          p.gatewayFee != null ? `gateway fee ${formatMoney(p.gatewayFee)}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {p.reference && <p className="font-mono text-xs break-all text-ink-600">Reference {p.reference}</p>}
      {p.flag && <p className="text-sm font-medium text-danger-700">Needs a look: {p.flag}</p>}
      {p.refunds.map((r) => (
        <p key={r.id} className="text-sm text-ink-700">
          Refund {formatMoney(r.amount)} ({refundWhy[r.reason]}) · {r.status} · {formatDateTime(r.createdAt)}
        </p>
      ))}
    </li>
  );
}

/** The booking's payments and refunds as the gateway and the ledger know them (staff see the fee and any flag). */
export function AdminBookingPayments({ bookingId }: { bookingId: string }) {
  const payments = useBookingPayments(bookingId);
  return (
    <section aria-labelledby="payments" aria-busy={payments.isFetching || undefined} className="space-y-2">
      <h2 id="payments" className="text-lg font-semibold text-ink-900">
        Payments
      </h2>
      {payments.isError ? (
        <p className="text-sm text-danger-700">
          The payments could not be loaded: {errorMessage(payments.error)}{' '}
          <Button variant="ghost" size="sm" onClick={() => void payments.refetch()}>
            Try again
          </Button>
        </p>
      ) : !payments.data ? (
        <div role="status" aria-label="Loading payments" className="h-16 animate-pulse rounded-field bg-ink-100" />
      ) : (
        <>
          {payments.data.testMode && <TestModeBanner />}
          {payments.data.items.length === 0 ? (
            <p className="text-sm text-ink-700">No payment yet.</p>
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
