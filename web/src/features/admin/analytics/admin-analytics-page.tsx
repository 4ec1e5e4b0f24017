import type { AdminAnalytics } from '@espasyo/domain/contracts/analytics';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import {
  ChartPanel,
  Figure,
  MonthBars,
  MonthLines,
  NamedBars,
  PagePlaceholder,
  PeriodPicker,
  formatMonth,
  formatPercent,
  namedBarsHeight,
  palette,
  pesos,
  useAdminAnalytics,
  usePeriod,
  type Column,
} from '@/features/analytics';

type Words = Messages<Catalogs['adminCore']>['analytics'];
const sum = <T,>(rows: T[], f: (r: T) => number) => rows.reduce((n, r) => n + f(r), 0);
const monthColumn = (m: Words) => ({
  label: m.month,
  value: (r: { month: string }) => r.month,
  show: (r: { month: string }) => formatMonth(r.month),
});

/** The page's words and its counts in the interface's language. */
function useWords() {
  const m = useMessages('adminCore').analytics;
  const { number } = useFormat();
  return { m, count: number };
}
/** Column makers for rows of type T (money in pesos in the CSV, counts as they are). */
function cols<T>() {
  return {
    money: (label: string, f: (r: T) => number): Column<T> => ({
      label,
      value: f,
      show: (r) => formatMoney(f(r)),
      csv: (r) => pesos(f(r)),
      numeric: true,
    }),
    count: (label: string, f: (r: T) => number): Column<T> => ({ label, value: f, numeric: true }),
  };
}

/** Admin /analytics: the platform over a period of months, every chart with its table and CSV. */
export function AdminAnalyticsPage() {
  const { m } = useWords();
  const { period, setPeriod, currentMonth } = usePeriod();
  const q = useAdminAnalytics(period);
  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader
        title={m.title}
        description={m.description}
        actions={<PeriodPicker period={period} currentMonth={currentMonth} onChange={setPeriod} />}
      />
      {q.isError ? (
        <LoadError title={m.error} error={q.error} onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <PagePlaceholder />
      ) : (
        <div className={q.isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}>
          <AdminFigures a={q.data} />
          <div className="grid gap-6 xl:grid-cols-2">
            <Money a={q.data} />
            <BookingsByType a={q.data} />
            <BookingsByStatus a={q.data} />
            <SignUps a={q.data} />
            <Occupancy a={q.data} />
            <Payouts a={q.data} />
            <TopPlaces a={q.data} by="city" />
            <TopPlaces a={q.data} by="barangay" />
            <Disputes a={q.data} />
          </div>
        </div>
      )}
    </>
  );
}

/** The months monthly tenancies were paid for in the period (issue 32), when there were any. */
const rentedNote = (m: Words, count: (n: number) => string, rows: AdminAnalytics['monthsRented']) => {
  const months = Math.round(sum(rows, (r) => r.months) * 100) / 100;
  return months > 0 ? m.monthsRented({ months: count(months), plural: months === 1 ? 'one' : 'other' }) : undefined;
};

function AdminFigures({ a }: { a: AdminAnalytics }) {
  const { m, count } = useWords();
  const bookings = sum(a.bookingsByStatus, (s) => s.count);
  const booked = sum(a.occupancy, (o) => o.unitDaysBooked);
  const offered = sum(a.occupancy, (o) => o.unitDaysOffered);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label={m.volume}
        value={formatMoney(sum(a.money, (x) => x.volume))}
        note={m.paymentsNote({ count: count(sum(a.money, (x) => x.payments)) })}
      />
      <Figure label={m.revenue} value={formatMoney(sum(a.money, (x) => x.platformRevenue))} />
      <Figure label={m.bookingsMade} value={count(bookings)} note={rentedNote(m, count, a.monthsRented)} />
      <Figure label={m.occupancy} value={offered > 0 ? formatPercent(booked / offered) : '—'} />
    </dl>
  );
}

function Money({ a }: { a: AdminAnalytics }) {
  const { m } = useWords();
  const k = cols<AdminAnalytics['money'][number]>();
  const volume = sum(a.money, (x) => x.volume);
  return (
    <ChartPanel
      title={m.money}
      summary={
        volume === 0
          ? m.empty
          : m.moneySummary({
              volume: formatMoney(volume),
              revenue: formatMoney(sum(a.money, (x) => x.platformRevenue)),
              refunded: formatMoney(sum(a.money, (x) => x.refunded)),
            })
      }
      file={`payments-${a.period.from}-${a.period.to}`}
      rows={a.money}
      columns={[
        monthColumn(m),
        k.count(m.payments, (x) => x.payments),
        k.money(m.volume, (x) => x.volume),
        k.money(m.revenue, (x) => x.platformRevenue),
        k.money(m.refunds, (x) => x.refunded),
      ]}
    >
      <MonthBars
        data={a.money}
        unit="money"
        series={[
          { key: 'volume', label: m.volume, color: palette[0] },
          { key: 'platformRevenue', label: m.revenue, color: palette[1] },
          { key: 'refunded', label: m.refunds, color: palette[4] },
        ]}
      />
    </ChartPanel>
  );
}

function BookingsByType({ a }: { a: AdminAnalytics }) {
  const { m, count } = useWords();
  const k = cols<AdminAnalytics['bookingsByType'][number] & { total: number }>();
  const rows = a.bookingsByType.map((r) => ({ ...r, total: r.storage + r.parking + r.warehouse }));
  const total = sum(rows, (r) => r.total);
  return (
    <ChartPanel
      title={m.bookingsByType}
      summary={
        total === 0
          ? m.empty
          : m.byTypeSummary({
              total: count(total),
              storage: count(sum(rows, (r) => r.storage)),
              parking: count(sum(rows, (r) => r.parking)),
              warehouse: count(sum(rows, (r) => r.warehouse)),
            })
      }
      file={`bookings-by-type-${a.period.from}-${a.period.to}`}
      rows={rows}
      columns={[
        monthColumn(m),
        k.count(m.storage, (r) => r.storage),
        k.count(m.parking, (r) => r.parking),
        k.count(m.warehouse, (r) => r.warehouse),
        k.count(m.total, (r) => r.total),
      ]}
    >
      <MonthBars
        data={rows}
        unit="count"
        stacked
        series={[
          { key: 'storage', label: m.storage, color: palette[0] },
          { key: 'parking', label: m.parking, color: palette[1] },
          { key: 'warehouse', label: m.warehouse, color: palette[2] },
        ]}
      />
    </ChartPanel>
  );
}

function BookingsByStatus({ a }: { a: AdminAnalytics }) {
  const { m } = useWords();
  const k = cols<AdminAnalytics['bookingsByStatus'][number] & { name: string }>();
  const status = useMessages('booking').status;
  const rows = a.bookingsByStatus.map((s) => ({ ...s, name: status[s.status] }));
  return (
    <ChartPanel
      title={m.bookingsByStatus}
      summary={rows.length === 0 ? m.empty : m.byStatusSummary}
      file={`bookings-by-status-${a.period.from}-${a.period.to}`}
      rows={rows}
      height={namedBarsHeight(rows.length, 1)}
      columns={[{ label: m.status, value: (r) => r.name }, k.count(m.bookings, (r) => r.count)]}
    >
      <NamedBars data={rows} unit="count" series={[{ key: 'count', label: m.bookings, color: palette[0] }]} />
    </ChartPanel>
  );
}

function SignUps({ a }: { a: AdminAnalytics }) {
  const { m, count } = useWords();
  const k = cols<AdminAnalytics['signUps'][number]>();
  const clients = sum(a.signUps, (s) => s.client);
  const hosts = sum(a.signUps, (s) => s.host);
  return (
    <ChartPanel
      title={m.signUps}
      summary={clients + hosts === 0 ? m.empty : m.signUpsSummary({ clients: count(clients), hosts: count(hosts) })}
      file={`sign-ups-${a.period.from}-${a.period.to}`}
      rows={a.signUps}
      columns={[monthColumn(m), k.count(m.clients, (s) => s.client), k.count(m.hosts, (s) => s.host)]}
    >
      <MonthBars
        data={a.signUps}
        unit="count"
        series={[
          { key: 'client', label: m.clients, color: palette[0] },
          { key: 'host', label: m.hosts, color: palette[1] },
        ]}
      />
    </ChartPanel>
  );
}

function Occupancy({ a }: { a: AdminAnalytics }) {
  const { m } = useWords();
  const k = cols<AdminAnalytics['occupancy'][number]>();
  const booked = sum(a.occupancy, (o) => o.unitDaysBooked);
  const offered = sum(a.occupancy, (o) => o.unitDaysOffered);
  return (
    <ChartPanel
      title={m.occupancy}
      hint={m.occupancyHint}
      summary={offered === 0 ? m.empty : m.occupancySummary({ rate: formatPercent(booked / offered) })}
      file={`occupancy-${a.period.from}-${a.period.to}`}
      rows={a.occupancy}
      columns={[
        monthColumn(m),
        k.count(m.unitDaysBooked, (o) => o.unitDaysBooked),
        k.count(m.unitDaysOffered, (o) => o.unitDaysOffered),
        { label: m.occupancy, value: (o) => o.rate, show: (o) => formatPercent(o.rate), numeric: true },
      ]}
    >
      <MonthLines data={a.occupancy} unit="percent" series={[{ key: 'rate', label: m.occupancy, color: palette[0] }]} />
    </ChartPanel>
  );
}

function Payouts({ a }: { a: AdminAnalytics }) {
  const { m, count } = useWords();
  const k = cols<AdminAnalytics['payouts'][number]>();
  const paid = sum(a.payouts, (p) => p.processed);
  return (
    <ChartPanel
      title={m.payouts}
      summary={
        paid === 0 && sum(a.payouts, (p) => p.failedCount) === 0
          ? m.empty
          : m.payoutsSummary({
              paid: formatMoney(paid),
              sent: count(sum(a.payouts, (p) => p.processedCount)),
              failed: count(sum(a.payouts, (p) => p.failedCount)),
            })
      }
      file={`payouts-${a.period.from}-${a.period.to}`}
      rows={a.payouts}
      columns={[
        monthColumn(m),
        k.money(m.payoutsProcessed, (p) => p.processed),
        k.count(m.payoutsSent, (p) => p.processedCount),
        k.money(m.payoutsFailed, (p) => p.failed),
        k.count(m.payoutsFailedCount, (p) => p.failedCount),
      ]}
    >
      <MonthBars
        data={a.payouts}
        unit="money"
        series={[
          { key: 'processed', label: m.payoutsProcessed, color: palette[3] },
          { key: 'failed', label: m.payoutsFailed, color: palette[4] },
        ]}
      />
    </ChartPanel>
  );
}

function TopPlaces({ a, by }: { a: AdminAnalytics; by: 'city' | 'barangay' }) {
  const { m, count } = useWords();
  const k = cols<{ name: string; within: string; bookings: number; volume: number }>();
  const rows =
    by === 'city'
      ? a.topCities.map((p) => ({ name: p.city, within: p.province, bookings: p.bookings, volume: p.volume }))
      : a.topBarangays.map((p) => ({ name: p.barangay, within: p.city, bookings: p.bookings, volume: p.volume }));
  const title = by === 'city' ? m.topCities : m.topBarangays;
  return (
    <ChartPanel
      title={title}
      hint={m.topHint}
      summary={rows.length === 0 ? m.empty : m.topSummary({ name: rows[0].name, count: count(rows[0].bookings) })}
      file={`top-${by === 'city' ? 'cities' : 'barangays'}-${a.period.from}-${a.period.to}`}
      rows={rows}
      height={namedBarsHeight(rows.length, 1)}
      columns={[
        { label: by === 'city' ? m.city : m.barangay, value: (p) => p.name },
        { label: by === 'city' ? m.province : m.city, value: (p) => p.within },
        k.count(m.bookings, (p) => p.bookings),
        k.money(m.bookingValue, (p) => p.volume),
      ]}
    >
      <NamedBars data={rows} unit="count" series={[{ key: 'bookings', label: m.bookings, color: palette[0] }]} />
    </ChartPanel>
  );
}

function Disputes({ a }: { a: AdminAnalytics }) {
  const { m, count } = useWords();
  const k = cols<AdminAnalytics['disputes']['months'][number]>();
  const d = a.disputes;
  return (
    <ChartPanel
      title={m.disputes}
      summary={m.disputesSummary({
        opened: count(sum(d.months, (x) => x.opened)),
        resolved: count(sum(d.months, (x) => x.resolved)),
      })}
      file={`disputes-${a.period.from}-${a.period.to}`}
      rows={d.months}
      columns={[
        monthColumn(m),
        k.count(m.disputesOpened, (x) => x.opened),
        k.count(m.disputesResolved, (x) => x.resolved),
      ]}
    >
      <MonthBars
        data={d.months}
        unit="count"
        series={[
          { key: 'opened', label: m.disputesOpened, color: palette[1] },
          { key: 'resolved', label: m.disputesResolved, color: palette[3] },
        ]}
      />
    </ChartPanel>
  );
}
