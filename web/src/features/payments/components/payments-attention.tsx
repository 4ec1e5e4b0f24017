import { Link } from 'react-router';
import type { PaymentHistoryItem } from '@espasyo/domain/contracts/receipts';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useMyPayments } from '@/features/payments/api/use-my-payments';
import { noteOf } from './payment-item';
import { PaymentStatusBadge } from './payment-status-badge';

/** What is still under way with the client's money: a payment under review, a refund not yet through. */
const underWay = (i: PaymentHistoryItem) =>
  i.kind === 'payment' ? i.status === 'under_review' : i.status === 'pending' || i.status === 'failed';

/**
 * The client dashboard's payments to know about (from the newest page of Payments): each with its
 * booking, status and what happens next; nothing at all while there is none.
 */
export function PaymentsAttention() {
  const m = useMessages('dashboard').payments;
  const words = useMessages('payments');
  const payments = useMyPayments(1);
  const items = (payments.data?.items ?? []).filter(underWay);
  if (payments.isError)
    return <LoadError title={m.error} error={payments.error} onRetry={() => void payments.refetch()} />;
  if (items.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="dash-payments-title">
      <h2 id="dash-payments-title" className="text-lg font-semibold text-ink-900">
        {m.heading}
      </h2>
      <ul className="mt-3 divide-y divide-ink-200">
        {items.map((i) => (
          <li key={i.id} className="py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="font-semibold text-ink-900">{m.what({ kind: i.kind, amount: formatMoney(i.amount) })}</p>
              <PaymentStatusBadge item={i} />
            </div>
            <p className="mt-0.5 text-sm wrap-anywhere">
              <Link to={paths.client.booking.getHref(i.booking.id)} className="text-brand-700 underline">
                {i.booking.listingTitle}
              </Link>
            </p>
            <p className="mt-1 text-sm text-ink-700">{noteOf(words, i)}</p>
          </li>
        ))}
      </ul>
      <Link
        to={paths.client.payments.getHref()}
        className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
      >
        {m.seeAll}
      </Link>
    </Card>
  );
}
