import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatShortDay as shortDate } from '@/lib/format';

/**
 * Sign-ups per day for the last 30 days. The chart is for the eye; the sentence above it
 * and the table under it carry the same numbers for screen readers and keyboard users.
 */
export function SignupsChart({ data }: { data: Array<{ date: string; count: number }> }) {
  const total = data.reduce((n, d) => n + d.count, 0);
  const busiest = data.reduce((best, d) => (d.count > best.count ? d : best), { date: '', count: 0 });
  const summary =
    total === 0
      ? 'No one signed up in the last 30 days.'
      : `${total.toLocaleString('en-PH')} ${total === 1 ? 'person' : 'people'} signed up in the last 30 days. The busiest day was ${formatDate(busiest.date)} with ${busiest.count}.`;

  return (
    <div className="space-y-4">
      <p className="text-base text-ink-700">{summary}</p>
      <div aria-hidden="true" className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--color-ink-200)" />
            <XAxis
              dataKey="date"
              tickFormatter={(value: string) => shortDate(value)}
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
              labelFormatter={(d) => formatDate(String(d))}
              formatter={(v) => [String(v), 'Sign-ups']}
              contentStyle={{ borderRadius: 'var(--radius-field)', borderColor: 'var(--color-ink-200)', fontSize: 14 }}
            />
            <Bar
              isAnimationActive={false}
              dataKey="count"
              name="Sign-ups"
              fill="var(--color-brand-600)"
              radius={[4, 4, 0, 0]}
              maxBarSize={28}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="rounded-field border border-ink-200">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-700">
          Show sign-ups as a table
        </summary>
        <div className="max-h-72 overflow-y-auto border-t border-ink-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Sign-ups per day, last 30 days</caption>
            <thead className="sticky top-0 bg-ink-50">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Sign-ups
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {[...data].reverse().map((d) => (
                <tr key={d.date}>
                  <td className="px-3 py-1.5">{formatDate(d.date)}</td>
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
