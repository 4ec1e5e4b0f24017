import type { Booking } from '@espasyo/domain/contracts/bookings';
import { formatMoney } from '@/lib/format';

/**
 * The host's side of the quote as it was made: the stay's price, the platform fee taken from it,
 * and what the host earns (`viewer` 'admin' reads 'The host earns').
 */
export function HostEarnings({ quote, viewer = 'host' }: { quote: Booking['quote']; viewer?: 'host' | 'admin' }) {
  if (quote.hostEarnings == null || quote.platformFee == null) return null;
  const percent = quote.platformFeePercentage != null ? ` (${Number(quote.platformFeePercentage.toFixed(2))}%)` : '';
  return (
    <section aria-labelledby="earnings" className="rounded-card border border-ink-200 bg-white p-5">
      <h2 id="earnings" className="text-lg font-semibold text-ink-900">
        {viewer === 'host' ? 'Your earnings' : "The host's earnings"}
      </h2>
      <dl className="mt-3 space-y-1.5 text-base">
        <div className="flex justify-between gap-4 text-ink-700">
          <dt>Price of the stay</dt>
          <dd className="tabular-nums">{formatMoney(quote.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-ink-700">
          <dt>Platform fee{percent}</dt>
          <dd className="tabular-nums">−{formatMoney(quote.platformFee)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 font-semibold text-ink-900">
          <dt>{viewer === 'host' ? 'You earn' : 'The host earns'}</dt>
          <dd className="tabular-nums">{formatMoney(quote.hostEarnings)}</dd>
        </div>
      </dl>
    </section>
  );
}
