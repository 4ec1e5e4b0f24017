import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

/** What the lines need of a quote: a stay's (the listing's price box) or a booking's as it was made. */
interface QuoteParts {
  lines: { unit: 'hour' | 'day' | 'month'; count: number; price: number; amount: number }[];
  units: number;
  taxRate: number;
  tax: number;
  total: number;
}

/**
 * A quote as the server worked it out: each line × units, the tax, the total. Its words are the
 * `listing` namespace's, which the public listing page (its price box) has loaded already.
 */
export function QuoteLines({ quote, className }: { quote: QuoteParts; className?: string }) {
  const { quote: m, duration, stay } = useMessages('listing');
  const f = useFormat();
  return (
    <dl className={cn('space-y-1.5 text-base', className)}>
      {quote.lines.map((line) => {
        const length = duration[line.unit]({ count: line.count });
        const price = f.money(line.price);
        return (
          <div key={line.unit} className="flex justify-between gap-4 text-ink-700">
            <dt>
              {quote.units > 1
                ? m.lineUnits({ price, length, units: stay.unitCount({ count: quote.units }) })
                : m.line({ price, length })}
            </dt>
            <dd className="tabular-nums">{f.money(line.amount * quote.units)}</dd>
          </div>
        );
      })}
      {quote.tax > 0 && (
        <div className="flex justify-between gap-4 text-ink-700">
          <dt>{m.tax({ rate: Number(quote.taxRate.toFixed(2)) })}</dt>
          <dd className="tabular-nums">{f.money(quote.tax)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 font-semibold text-ink-900">
        <dt>{m.total}</dt>
        <dd className="tabular-nums">{f.money(quote.total)}</dd>
      </div>
    </dl>
  );
}
