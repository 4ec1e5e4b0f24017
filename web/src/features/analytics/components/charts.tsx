import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '@/lib/format';
import { formatMonth, formatPercent, shortMonth } from './format';

/** One series of a chart: the row's field, its name in the legend and tooltip, its colour. */
export interface Series {
  key: string;
  label: string;
  color: string;
}

export type Unit = 'money' | 'count' | 'percent';

/** The palette: brand, accent and the status colours, distinct for colour-blind readers in order. */
export const palette = [
  'var(--color-brand-600)',
  'var(--color-accent-500)',
  'var(--color-info-600)',
  'var(--color-success-600)',
  'var(--color-danger-600)',
  'var(--color-ink-400)',
];

const tick = { fill: 'var(--color-ink-600)', fontSize: 12 };
const tooltipStyle = { borderRadius: 'var(--radius-field)', borderColor: 'var(--color-ink-200)', fontSize: 14 };

function valueOf(unit: Unit, v: number): string {
  if (unit === 'money') return formatMoney(v);
  if (unit === 'percent') return formatPercent(v);
  return v.toLocaleString('en-PH');
}

/** A compact axis: ₱12k, 1.2k, 40%. */
function axisOf(unit: Unit, v: number): string {
  // To a tenth of a percent: a low occupancy's ticks (0.5%, 1.5%) must not read as 1% twice.
  if (unit === 'percent') return `${Number((v * 100).toFixed(1))}%`;
  const n = unit === 'money' ? v / 100 : v;
  const short =
    Math.abs(n) >= 1_000_000
      ? `${(n / 1_000_000).toFixed(1)}M`
      : Math.abs(n) >= 1000
        ? `${(n / 1000).toFixed(n >= 10_000 ? 0 : 1)}k`
        : String(Math.round(n));
  return unit === 'money' ? `₱${short}` : short;
}

function axes(unit: Unit, xKey: string) {
  return [
    <CartesianGrid key="g" vertical={false} stroke="var(--color-ink-200)" />,
    <XAxis
      key="x"
      dataKey={xKey}
      tickFormatter={(v: string) => (/^\d{4}-\d{2}$/.test(v) ? shortMonth(v) : v)}
      tick={tick}
      tickLine={false}
      axisLine={{ stroke: 'var(--color-ink-300)' }}
      interval="preserveStartEnd"
      minTickGap={16}
    />,
    <YAxis
      key="y"
      allowDecimals={unit !== 'count'}
      tickFormatter={(v: number) => axisOf(unit, v)}
      tick={tick}
      tickLine={false}
      axisLine={false}
      width={56}
      domain={unit === 'percent' ? [0, 'auto'] : undefined}
    />,
    <Tooltip
      key="t"
      cursor={{ fill: 'var(--color-brand-50)' }}
      labelFormatter={(v) => (/^\d{4}-\d{2}$/.test(String(v)) ? formatMonth(String(v)) : String(v))}
      formatter={(v, name) => [valueOf(unit, Number(v)), String(name)]}
      contentStyle={tooltipStyle}
    />,
    <Legend key="l" iconType="circle" wrapperStyle={{ fontSize: 13 }} />,
  ];
}

/** Bars per month (stacked when asked). */
export function MonthBars<Row extends object>({
  data,
  series,
  unit,
  stacked = false,
  xKey = 'month',
}: {
  data: Row[];
  series: Series[];
  unit: Unit;
  stacked?: boolean;
  xKey?: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        {axes(unit, xKey)}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            isAnimationActive={false}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            stackId={stacked ? 'a' : undefined}
            radius={stacked && i < series.length - 1 ? 0 : [3, 3, 0, 0]}
            maxBarSize={32}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Lines per month: rates over time, several listings side by side. */
export function MonthLines<Row extends object>({ data, series, unit }: { data: Row[]; series: Series[]; unit: Unit }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        {axes(unit, 'month')}
        {series.map((s) => (
          <Line
            key={s.key}
            isAnimationActive={false}
            type="monotone"
            dataKey={s.key}
            name={s.label}
            stroke={s.color}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
