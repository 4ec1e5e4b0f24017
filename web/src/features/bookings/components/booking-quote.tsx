import type { Booking } from '@espasyo/domain/contracts/bookings';
import { formatMoney } from '@/lib/format';

type Quote = Booking['quote'];

const plural = (n: number, word: string) => `${n.toLocaleString('en-PH')} ${word}${n === 1 ? '' : 's'}`;

/** The price as it was when the booking was made: each line × units, the tax, the total. */
export function BookingQuote({ quote }: { quote: Quote }) {
  return (
    <section aria-labelledby="quote" className="rounded-card border border-ink-200 bg-white p-5">
      <h2 id="quote" className="text-lg font-semibold text-ink-900">
        Price
      </h2>
      <dl className="mt-3 space-y-1.5 text-base">
        {quote.lines.map((line) => (
          <div key={line.unit} className="flex justify-between gap-4 text-ink-700">
            <dt>
              {formatMoney(line.price)} × {plural(line.count, line.unit)}
              {quote.units > 1 ? ` × ${plural(quote.units, 'unit')}` : ''}
            </dt>
            <dd className="tabular-nums">{formatMoney(line.amount * quote.units)}</dd>
          </div>
        ))}
        {quote.tax > 0 && (
          <div className="flex justify-between gap-4 text-ink-700">
            <dt>Tax ({Number((quote.taxRate * 100).toFixed(2))}%)</dt>
            <dd className="tabular-nums">{formatMoney(quote.tax)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 font-semibold text-ink-900">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatMoney(quote.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
