import { ChartColumn } from 'lucide-react';
import { Link } from 'react-router';
import type { HostAnalytics } from '@espasyo/domain/contracts/analytics';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useHostAnalytics } from './api/use-analytics';
import { ChartPanel } from './components/chart-panel';
import { MonthBars, MonthLines, NamedBars, namedBarsHeight, palette } from './components/charts';
import { Figure, PagePlaceholder } from './components/figures';
import { formatMinutes, formatMonth, formatPercent, pesos } from './components/format';
import { PeriodPicker } from './components/period-picker';
import { usePeriod } from './components/use-period';

/** /host/analytics: the host's earnings, occupancy, views → bookings, rating and answers over a period. */
export function HostAnalyticsPage() {
  const c = useMessages('analytics');
  const m = c.host;
  const { period, setPeriod, currentMonth } = usePeriod();
  const q = useHostAnalytics(period);
  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader
        title={m.title}
        description={m.description}
        actions={<PeriodPicker period={period} currentMonth={currentMonth} onChange={setPeriod} />}
      />
      {q.isError ? (
        <LoadError title={m.loadError} error={q.error} onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <PagePlaceholder />
      ) : q.data.listings.length === 0 ? (
        <EmptyState
          icon={ChartColumn}
          title={c.empty}
          action={
            <Link to={paths.host.newListing.getHref()} className={buttonClasses('primary')}>
              {m.listSpace}
            </Link>
          }
        >
          {m.noListings}
        </EmptyState>
      ) : (
        <div className={q.isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}>
          <HostFigures a={q.data} />
          <Earnings a={q.data} />
          <Occupancy a={q.data} />
          <Funnel a={q.data} />
        </div>
      )}
    </>
  );
}

const sum = (a: HostAnalytics, key: 'earned' | 'refunded' | 'net') => a.earnings.reduce((n, e) => n + e[key], 0);

function HostFigures({ a }: { a: HostAnalytics }) {
  const c = useMessages('analytics');
  const m = c.host;
  const f = useFormat();
  const refunded = sum(a, 'refunded');
  const r = a.responses;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label={m.periodEarnings}
        value={f.money(sum(a, 'net'))}
        note={
          refunded > 0
            ? c.earnings.earnedRefunded({ earned: f.money(sum(a, 'earned')), refunded: f.money(refunded) })
            : undefined
        }
      />
      <Figure
        label={m.rating}
        value={a.rating.average === null ? '—' : m.ratingValue({ rating: a.rating.average.toFixed(1) })}
        note={a.rating.average === null ? m.noRatings : m.ratings({ count: a.rating.total })}
      />
      <Figure
        label={m.responseRate}
        value={r.rate === null ? '—' : formatPercent(r.rate)}
        note={
          r.rate === null
            ? m.noRequests
            : m.responses({
                accepted: f.number(r.accepted),
                declined: f.number(r.declined),
                expired: f.number(r.expired),
              })
        }
      />
      <Figure
        label={m.responseTime}
        value={r.medianMinutes === null ? '—' : formatMinutes(r.medianMinutes, c.duration)}
      />
    </dl>
  );
}

function Earnings({ a }: { a: HostAnalytics }) {
  const c = useMessages('analytics');
  const m = c.host;
  const f = useFormat();
  const month = (e: { month: string }) => formatMonth(e.month, f.locale);
  const rows = a.earnings;
  const total = sum(a, 'net');
  const refunded = sum(a, 'refunded');
  const best = rows.reduce((b, e) => (e.net > b.net ? e : b), rows[0]);
  return (
    <ChartPanel
      title={m.earnings}
      hint={m.earningsHint}
      summary={
        total === 0
          ? c.empty
          : (refunded > 0 ? m.earningsSummaryRefunds : m.earningsSummary)({
              total: f.money(total),
              refunded: f.money(refunded),
              month: month(best),
              best: f.money(best.net),
            })
      }
      file={`earnings-${a.period.from}-${a.period.to}`}
      rows={rows}
      columns={[
        { label: m.month, value: (e) => e.month, show: month },
        {
          label: m.earned,
          value: (e) => e.earned,
          show: (e) => f.money(e.earned),
          csv: (e) => pesos(e.earned),
          numeric: true,
        },
        {
          label: m.refunded,
          value: (e) => e.refunded,
          show: (e) => (e.refunded > 0 ? `−${f.money(e.refunded)}` : f.money(0)),
          csv: (e) => pesos(e.refunded),
          numeric: true,
        },
        {
          label: m.paidOut,
          value: (e) => e.paidOut,
          show: (e) => f.money(e.paidOut),
          csv: (e) => pesos(e.paidOut),
          numeric: true,
        },
        {
          label: m.available,
          value: (e) => e.available,
          show: (e) => f.money(e.available),
          csv: (e) => pesos(e.available),
          numeric: true,
        },
        {
          label: m.pending,
          value: (e) => e.pending,
          show: (e) => f.money(e.pending),
          csv: (e) => pesos(e.pending),
          numeric: true,
        },
        {
          label: m.net,
          value: (e) => e.net,
          show: (e) => f.money(e.net),
          csv: (e) => pesos(e.net),
          numeric: true,
        },
      ]}
    >
      <MonthBars
        data={rows}
        unit="money"
        stacked
        series={[
          { key: 'paidOut', label: m.paidOut, color: palette[0] },
          { key: 'available', label: m.available, color: palette[2] },
          { key: 'pending', label: m.pending, color: palette[1] },
        ]}
      />
    </ChartPanel>
  );
}

function Occupancy({ a }: { a: HostAnalytics }) {
  const c = useMessages('analytics');
  const m = c.host;
  const f = useFormat();
  const shown = a.listings.slice(0, palette.length);
  const chart = a.period.months.map((month) => ({
    month,
    ...Object.fromEntries(shown.map((l) => [l.id, l.occupancy.find((o) => o.month === month)?.rate ?? 0])),
  }));
  const rows = a.listings.flatMap((l) => l.occupancy.map((o) => ({ title: l.title, ...o })));
  const booked = rows.reduce((n, r) => n + r.unitDaysBooked, 0);
  const offered = rows.reduce((n, r) => n + r.unitDaysOffered, 0);
  // Months paid for by monthly tenancies (issue 32).
  const rented = Math.round(a.monthsRented.reduce((n, r) => n + r.months, 0) * 100) / 100;
  return (
    <ChartPanel
      title={m.occupancy}
      hint={m.occupancyHint}
      summary={
        offered === 0
          ? c.empty
          : [
              m.occupancySummary({
                rate: formatPercent(booked / offered),
                booked: f.number(booked),
                offered: f.number(offered),
              }),
              rented > 0 && m.monthsRented({ months: rented }),
              a.listings.length > shown.length && m.occupancyChartShows({ count: shown.length }),
            ]
              .filter(Boolean)
              .join(' ')
      }
      file={`occupancy-${a.period.from}-${a.period.to}`}
      rows={rows}
      columns={[
        { label: m.listing, value: (r) => r.title },
        { label: m.month, value: (r) => r.month, show: (r) => formatMonth(r.month, f.locale) },
        { label: m.unitDaysBooked, value: (r) => r.unitDaysBooked, numeric: true },
        { label: m.unitDaysOffered, value: (r) => r.unitDaysOffered, numeric: true },
        { label: m.occupancyColumn, value: (r) => r.rate, show: (r) => formatPercent(r.rate), numeric: true },
      ]}
    >
      <MonthLines
        data={chart}
        unit="percent"
        series={shown.map((l, i) => ({ key: l.id, label: l.title, color: palette[i] }))}
      />
    </ChartPanel>
  );
}

/** The views-to-bookings chart's listings at most: each a row of three bars, readable on a phone. */
const FUNNEL_BARS = 8;

function Funnel({ a }: { a: HostAnalytics }) {
  const m = useMessages('analytics').host;
  const f = useFormat();
  const rows = a.listings;
  const views = rows.reduce((n, r) => n + r.views, 0);
  const confirmed = rows.reduce((n, r) => n + r.confirmed, 0);
  const requests = rows.reduce((n, r) => n + r.requests, 0);
  // The most viewed first (then the most requested); the table keeps the server's order and every listing.
  const chart = [...rows]
    .sort((x, y) => y.views - x.views || y.requests - x.requests)
    .slice(0, FUNNEL_BARS)
    .map((l) => ({ ...l, name: l.title }));
  return (
    <ChartPanel
      title={m.funnel}
      hint={m.funnelHint}
      summary={[
        m.funnelSummary({ views: f.number(views), requests: f.number(requests), confirmed: f.number(confirmed) }),
        rows.length > chart.length && m.funnelChartShows({ count: chart.length }),
      ]
        .filter(Boolean)
        .join(' ')}
      file={`views-to-bookings-${a.period.from}-${a.period.to}`}
      rows={rows}
      height={namedBarsHeight(chart.length, 3)}
      columns={[
        { label: m.listing, value: (r) => r.title },
        { label: m.views, value: (r) => r.views, numeric: true },
        { label: m.requests, value: (r) => r.requests, numeric: true },
        { label: m.confirmed, value: (r) => r.confirmed, numeric: true },
        {
          label: m.viewsToConfirmed,
          value: (r) => (r.views > 0 ? Math.round((r.confirmed / r.views) * 1000) / 1000 : null),
          show: (r) => (r.views > 0 ? formatPercent(r.confirmed / r.views) : '—'),
          numeric: true,
        },
      ]}
    >
      <NamedBars
        data={chart}
        unit="count"
        series={[
          { key: 'views', label: m.views, color: palette[5] },
          { key: 'requests', label: m.requests, color: palette[1] },
          { key: 'confirmed', label: m.confirmed, color: palette[0] },
        ]}
      />
    </ChartPanel>
  );
}
