import type { Booking } from '@espasyo/domain/contracts/bookings';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

/**
 * The host's side of the quote as it was made: the stay's price, the platform fee taken from it,
 * and what the host earns (`viewer` 'admin' reads 'The host earns').
 */
export function HostEarnings({ quote, viewer = 'host' }: { quote: Booking['quote']; viewer?: 'host' | 'admin' }) {
  const m = useMessages('hostBookings').earnings;
  const f = useFormat();
  if (quote.hostEarnings == null || quote.platformFee == null) return null;
  const fee =
    quote.platformFeePercentage != null
      ? m.feePercent({ percent: f.number(Number(quote.platformFeePercentage.toFixed(2))) })
      : m.fee;
  return (
    <section aria-labelledby="earnings" className="rounded-card border border-ink-200 bg-white p-5">
      <h2 id="earnings" className="text-lg font-semibold text-ink-900">
        {viewer === 'host' ? m.title : m.staffTitle}
      </h2>
      <dl className="mt-3 space-y-1.5 text-base">
        <div className="flex justify-between gap-4 text-ink-700">
          <dt>{m.price}</dt>
          <dd className="tabular-nums">{f.money(quote.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-ink-700">
          <dt>{fee}</dt>
          <dd className="tabular-nums">−{f.money(quote.platformFee)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 font-semibold text-ink-900">
          <dt>{viewer === 'host' ? m.youEarn : m.hostEarns}</dt>
          <dd className="tabular-nums">{f.money(quote.hostEarnings)}</dd>
        </div>
      </dl>
    </section>
  );
}
