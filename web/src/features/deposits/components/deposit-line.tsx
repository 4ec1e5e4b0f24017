import { ShieldCheck } from 'lucide-react';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

/**
 * The security deposit as its own line (issue 33): beside the price, never in it, with no fee or
 * VAT on it. `total`: the price's total, to show what the first payment comes to.
 */
export function DepositLine({ amount, total }: { amount: number; total?: number }) {
  const m = useMessages('deposits');
  const f = useFormat();
  if (amount <= 0) return null;
  return (
    <section aria-labelledby="deposit-line" className="rounded-card border border-ink-200 bg-white p-5">
      <h2 id="deposit-line" className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        {m.lineLabel}
      </h2>
      <p className="mt-3 text-base text-ink-800">{m.line({ amount: f.money(amount) })}</p>
      <p className="mt-1 text-sm text-ink-600">{m.lineNote}</p>
      {total != null && (
        <dl className="mt-3 text-base">
          <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 font-semibold text-ink-900">
            <dt>{m.dueNow}</dt>
            <dd className="tabular-nums">{f.money(total + amount)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
