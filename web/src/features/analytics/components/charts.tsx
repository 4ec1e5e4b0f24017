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

function tooltip(unit: Unit) {
  return (
    <Tooltip
      key="t"
      cursor={{ fill: 'var(--color-brand-50)' }}
      labelFormatter={(v) => (/^\d{4}-\d{2}$/.test(String(v)) ? formatMonth(String(v)) : String(v))}
      formatter={(v, name) => [valueOf(unit, Number(v)), String(name)]}
      contentStyle={tooltipStyle}
    />
  );
}

/** Months along the bottom, values up the side. */
function monthAxes(unit: Unit) {
  return [
    grid(false),
    <XAxis
      key="x"
      dataKey="month"
      tickFormatter={shortMonth}
      tick={tick}
      tickLine={false}
      axisLine={{ stroke: 'var(--color-ink-300)' }}
      interval="preserveStartEnd"
      minTickGap={16}
    />,
    <YAxis key="y" {...valueAxis(unit)} axisLine={false} width={56} />,
    tooltip(unit),
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
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        {monthAxes(unit)}
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

/** The names' column of NamedBars, in px; a longer name is cut to fit, whole in its tooltip. */
export const NAME_WIDTH = 132;
/** About the widest a character of the axis's 12 px type is, so a cut name never runs past its column. */
const CHAR_PX = 7;

/** A name as it is when it fits in `max` characters; else cut with an ellipsis, after a word when one ends near the limit. */
export function fitName(name: string, max = Math.floor((NAME_WIDTH - 8) / CHAR_PX)): string {
  if (name.length <= max) return name;
  const cut = name.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= max - 7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A name on the side of NamedBars: cut to its column, the whole name in its title (the browser's tooltip). */
function NameTick({ x, y, payload }: { x?: number; y?: number; payload?: { value: unknown } }) {
  const name = String(payload?.value ?? '');
  return (
    <text x={x} y={y} dy="0.355em" textAnchor="end" fill={tick.fill} fontSize={tick.fontSize}>
      <title>{name}</title>
      {fitName(name)}
    </text>
  );
}

/** The height NamedBars needs for its rows (each row's bars side by side) and its axis and legend. */
export const namedBarsHeight = (rows: number, series: number) => 64 + rows * (12 + 12 * series);

/**
 * Bars per named thing (listings, places, statuses), lying down: every name is on its own line
 * beside its bars, none dropped for lack of room and none cut off at the chart's edge.
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
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        barCategoryGap={6}
        accessibilityLayer={false}
      >
        {grid(true)}
        <XAxis key="x" type="number" {...valueAxis(unit)} axisLine={{ stroke: 'var(--color-ink-300)' }} />
        <YAxis
          key="y"
          type="category"
          dataKey="name"
          width={NAME_WIDTH}
          interval={0}
          tick={<NameTick />}
          tickLine={false}
          axisLine={false}
        />
        {tooltip(unit)}
        {legend}
        {series.map((s) => (
          <Bar
            key={s.key}
            isAnimationActive={false}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            radius={[0, 3, 3, 0]}
            maxBarSize={20}
          />
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
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        {monthAxes(unit)}
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
