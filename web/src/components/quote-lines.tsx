import { cn } from '@/lib/cn';
import { formatMoney, plural } from '@/lib/format';

/** What the lines need of a quote: a stay's (the listing's price box) or a booking's as it was made. */
interface QuoteParts {
  lines: { unit: string; count: number; price: number; amount: number }[];
  units: number;
  taxRate: number;
  tax: number;
  total: number;
}

/** A quote as the server worked it out: each line × units, the tax, the total. */
export function QuoteLines({ quote, className }: { quote: QuoteParts; className?: string }) {
  return (
    <dl className={cn('space-y-1.5 text-base', className)}>
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
          <dt>Tax ({Number(quote.taxRate.toFixed(2))}%)</dt>
          <dd className="tabular-nums">{formatMoney(quote.tax)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 font-semibold text-ink-900">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatMoney(quote.total)}</dd>
      </div>
    </dl>
  );
}
