import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
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

const grid = (vertical: boolean) => (
  <CartesianGrid key="g" vertical={vertical} horizontal={!vertical} stroke="var(--color-ink-200)" />
);

/** The value axis's props, on whichever side the values run. */
const valueAxis = (unit: Unit) => ({
  allowDecimals: unit !== 'count',
  tickFormatter: (v: number) => axisOf(unit, v),
  tick,
  tickLine: false,
  domain: unit === 'percent' ? ([0, 'auto'] as const) : undefined,
});

const legend = <Legend key="l" iconType="circle" wrapperStyle={{ fontSize: 13 }} />;

/** The tooltip: a month in the interface's `locale`. */
function tooltip(unit: Unit, locale: string) {
  return (
    <Tooltip
      key="t"
      cursor={{ fill: 'var(--color-brand-50)' }}
      labelFormatter={(v) => (/^\d{4}-\d{2}$/.test(String(v)) ? formatMonth(String(v), locale) : String(v))}
      formatter={(v, name) => [valueOf(unit, Number(v)), String(name)]}
      contentStyle={tooltipStyle}
    />
  );
}

/** Months along the bottom (in the interface's `locale`), values up the side. */
function monthAxes(unit: Unit, locale: string) {
  return [
    grid(false),
    <XAxis
      key="x"
      dataKey="month"
      tickFormatter={(month: string) => shortMonth(month, locale)}
      tick={tick}
      tickLine={false}
      axisLine={{ stroke: 'var(--color-ink-300)' }}
      interval="preserveStartEnd"
      minTickGap={16}
    />,
    <YAxis key="y" {...valueAxis(unit)} axisLine={false} width={56} />,
    tooltip(unit, locale),
    legend,
  ];
}

/** Bars per month (stacked when asked). */
export function MonthBars<Row extends { month: string }>({
  data,
  series,
  unit,
  stacked = false,
}: {
  data: Row[];
  series: Series[];
  unit: Unit;
  stacked?: boolean;
}) {
  const locale = useLocale();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        {monthAxes(unit, locale)}
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

/**
 * The most characters of a name NamedBars shows: its line is the chart's width, about 290 px on a
 * 390 px phone, and a character of the axis's 12 px type is at most about 7 px wide.
 */
export const NAME_CHARS = 40;

/** A name as it is when it fits in `max` characters; else cut with an ellipsis, after a word when one ends near the limit. */
export function fitName(name: string, max = NAME_CHARS): string {
  if (name.length <= max) return name;
  const cut = name.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= max - 7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A bar's thickness and the gap between a row's bars, in px. */
const barSize = (series: number) => (series === 1 ? 14 : 10);
const BAR_GAP = 2;
/** The height of a row's bars together. */
const barsBlock = (series: number) => series * barSize(series) + (series - 1) * BAR_GAP;
/** A row: its name's line, its bars, and the space before the next. */
const rowHeight = (series: number) => 18 + barsBlock(series) + 10;

/** The height NamedBars needs for its rows, its value axis and its legend (ChartPanel's height). */
export const namedBarsHeight = (rows: number, series: number) => 70 + rows * rowHeight(series);

/**
 * A row's name, on its own line above its bars and as wide as the chart (drawn with the row's
 * first bar); a name too long even for that is cut, whole in its title (the browser's tooltip)
 * and in the chart's tooltip and table.
 */
function NameLabel({ x, y, value }: { x?: number | string; y?: number | string; value?: unknown }) {
  const name = String(value ?? '');
  return (
    <text x={Number(x)} y={Number(y) - 5} fill="var(--color-ink-700)" fontSize={tick.fontSize}>
      <title>{name}</title>
      {fitName(name)}
    </text>
  );
}

/**
 * Bars per named thing (listings, places, statuses), lying down, each row's name on its own line
 * above its bars: every name is shown, none dropped for lack of room, none cut off at an edge.
 * ChartPanel's height: namedBarsHeight.
 */
export function NamedBars<Row extends { name: string }>({
  data,
  series,
  unit,
}: {
  data: Row[];
  series: Series[];
  unit: Unit;
}) {
  const locale = useLocale();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 6, right: 16, bottom: 0, left: 8 }}
        barSize={barSize(series.length)}
        barGap={BAR_GAP}
        accessibilityLayer={false}
      >
        {grid(true)}
        <XAxis key="x" type="number" {...valueAxis(unit)} axisLine={{ stroke: 'var(--color-ink-300)' }} />
        {/* The names are not on an axis beside the bars: each is drawn above its row (NameLabel). */}
        <YAxis key="y" type="category" dataKey="name" hide />
        {tooltip(unit, locale)}
        {legend}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            isAnimationActive={false}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            radius={[0, 3, 3, 0]}
          >
            {i === 0 && <LabelList dataKey="name" content={<NameLabel />} />}
          </Bar>
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Lines per month: rates over time, several listings side by side. */
export function MonthLines<Row extends { month: string }>({
  data,
  series,
  unit,
}: {
  data: Row[];
  series: Series[];
  unit: Unit;
}) {
  const locale = useLocale();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        {monthAxes(unit, locale)}
        {series.map((s) => (
          <Line
            key={s.key}
            isAnimationActive={false}
            // Straight from month to month: a smoothed curve draws rises and dips between the
            // months that are not in the figures.
            type="linear"
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
