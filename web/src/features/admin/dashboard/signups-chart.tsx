import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

/**
 * Sign-ups per day for the last 30 days. The chart is for the eye; the sentence above it
 * and the table under it carry the same numbers for screen readers and keyboard users.
 */
export function SignupsChart({ data }: { data: Array<{ date: string; count: number }> }) {
  const m = useMessages('adminCore').dashboard.signups;
  const f = useFormat();
  const total = data.reduce((n, d) => n + d.count, 0);
  const busiest = data.reduce((best, d) => (d.count > best.count ? d : best), { date: '', count: 0 });
  const summary = total === 0 ? m.none : m.summary({ total, day: f.date(busiest.date), busiest: busiest.count });

  return (
    <div className="space-y-4">
      <p className="text-base text-ink-700">{summary}</p>
      <div aria-hidden="true" className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--color-ink-200)" />
            <XAxis
              dataKey="date"
              tickFormatter={(value: string) => f.shortDay(value)}
              tick={{ fill: 'var(--color-ink-600)', fontSize: 12 }}
              tickLine={false}
              axisLine={{ stroke: 'var(--color-ink-300)' }}
              interval="preserveStartEnd"
              minTickGap={24}
            />
            <YAxis
              allowDecimals={false}
              tick={{ fill: 'var(--color-ink-600)', fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              width={48}
            />
            <Tooltip
              cursor={{ fill: 'var(--color-brand-50)' }}
              labelFormatter={(d) => f.date(String(d))}
              formatter={(v) => [String(v), m.series]}
              contentStyle={{ borderRadius: 'var(--radius-field)', borderColor: 'var(--color-ink-200)', fontSize: 14 }}
            />
            <Bar
              isAnimationActive={false}
              dataKey="count"
              name={m.series}
              fill="var(--color-brand-600)"
              radius={[4, 4, 0, 0]}
              maxBarSize={28}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="rounded-field border border-ink-200">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-700">
          {m.showTable}
        </summary>
        <div className="max-h-72 overflow-y-auto border-t border-ink-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{m.caption}</caption>
            <thead className="sticky top-0 bg-ink-50">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {m.day}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {m.series}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {[...data].reverse().map((d) => (
                <tr key={d.date}>
                  <td className="px-3 py-1.5">{f.date(d.date)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{d.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
