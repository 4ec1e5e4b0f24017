import { useState } from 'react';
import { Landmark } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Select } from '@/components/ui/select';
import { Section } from '@/features/account';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useWithholding } from '@/features/wallet/api/use-invoices';

const thisYear = () => new Date().getFullYear();

/**
 * The tax withheld from the host's payouts (RR 16-2023), per quarter of a year, for the BIR Form
 * 2307 they claim it with. Shown only once some payout of theirs had tax withheld.
 */
export function WithholdingSummary() {
  const m = useMessages('wallet').withholding;
  const f = useFormat();
  const [year, setYear] = useState(thisYear);
  const summary = useWithholding(year);
  if (summary.isPending || (summary.isSuccess && !summary.data.any)) return null;
  const years = Array.from({ length: 5 }, (_, i) => String(thisYear() - i));
  return (
    <Section id="withholding" title={m.title} description={m.description} icon={Landmark}>
      {summary.isError ? (
        <LoadError title={m.error} error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <div className="space-y-4" aria-busy={summary.isFetching || undefined}>
          <div className="max-w-40">
            <Select
              label={m.year}
              value={String(year)}
              options={years.map((y) => ({ value: y, label: y }))}
              onChange={(e) => setYear(Number(e.target.value))}
            />
          </div>
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-ink-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {m.columns.quarter}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    {m.columns.gross}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    {m.columns.withheld}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {m.columns.payouts}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100 tabular-nums text-ink-900">
                {summary.data.quarters.map((q) => (
                  <tr key={q.quarter}>
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {m.quarter({ quarter: q.quarter })}{' '}
                      <span className="text-ink-600">{m.quarterMonths[`q${q.quarter as 1 | 2 | 3 | 4}`]}</span>
                    </th>
                    <td className="py-2 pr-4 text-right">{f.money(q.gross)}</td>
                    <td className="py-2 pr-4 text-right">{f.money(q.withheld)}</td>
                    <td className="py-2 text-right">{q.payouts}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-ink-200 font-semibold tabular-nums text-ink-900">
                <tr>
                  <th scope="row" className="py-2 pr-4 text-left">
                    {m.total}
                  </th>
                  <td className="py-2 pr-4 text-right">{f.money(summary.data.total.gross)}</td>
                  <td className="py-2 pr-4 text-right">{f.money(summary.data.total.withheld)}</td>
                  <td className="py-2 text-right">{summary.data.total.payouts}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      )}
    </Section>
  );
}
