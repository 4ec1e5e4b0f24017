import type { AdminAnalytics } from '@espasyo/domain/contracts/analytics';
import { analyticsMessages } from '@espasyo/domain/messages/analytics';
import { LoadError } from '@/components/load-error';
import { bookingStatusLabel } from '@/features/bookings';
import { PageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { formatMoney } from '@/lib/format';
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

const m = analyticsMessages.admin;
const c = analyticsMessages;
const sum = <T,>(rows: T[], f: (r: T) => number) => rows.reduce((n, r) => n + f(r), 0);
const count = (n: number) => n.toLocaleString('en-PH');
const monthColumn = {
  label: 'Month',
  value: (r: { month: string }) => r.month,
  show: (r: { month: string }) => formatMonth(r.month),
};
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
        <LoadError title="The analytics could not be loaded" error={q.error} onRetry={() => void q.refetch()} />
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

function AdminFigures({ a }: { a: AdminAnalytics }) {
  const bookings = sum(a.bookingsByStatus, (s) => s.count);
  const booked = sum(a.occupancy, (o) => o.unitDaysBooked);
  const offered = sum(a.occupancy, (o) => o.unitDaysOffered);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label={m.volume}
        value={formatMoney(sum(a.money, (x) => x.volume))}
        note={`${count(sum(a.money, (x) => x.payments))} payments`}
      />
      <Figure label={m.revenue} value={formatMoney(sum(a.money, (x) => x.platformRevenue))} />
      <Figure label="Bookings made" value={count(bookings)} />
      <Figure label={m.occupancy} value={offered > 0 ? formatPercent(booked / offered) : '—'} />
    </dl>
  );
}

function Money({ a }: { a: AdminAnalytics }) {
  const k = cols<AdminAnalytics['money'][number]>();
  const volume = sum(a.money, (x) => x.volume);
  return (
    <ChartPanel
      title={m.money}
      summary={
        volume === 0
          ? c.empty
          : `${formatMoney(volume)} paid, ${formatMoney(sum(a.money, (x) => x.platformRevenue))} to the platform, ${formatMoney(sum(a.money, (x) => x.refunded))} refunded.`
      }
      file={`payments-${a.period.from}-${a.period.to}`}
      rows={a.money}
      columns={[
        monthColumn,
        k.count('Payments', (x) => x.payments),
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
  const k = cols<AdminAnalytics['bookingsByType'][number] & { total: number }>();
  const rows = a.bookingsByType.map((r) => ({ ...r, total: r.storage + r.parking + r.warehouse }));
  const total = sum(rows, (r) => r.total);
  return (
    <ChartPanel
      title={m.bookingsByType}
      summary={
        total === 0
          ? c.empty
          : `${count(total)} bookings made: ${count(sum(rows, (r) => r.storage))} storage, ${count(sum(rows, (r) => r.parking))} parking, ${count(sum(rows, (r) => r.warehouse))} warehouse.`
      }
      file={`bookings-by-type-${a.period.from}-${a.period.to}`}
      rows={rows}
      columns={[
        monthColumn,
        k.count('Storage', (r) => r.storage),
        k.count('Parking', (r) => r.parking),
        k.count('Warehouse', (r) => r.warehouse),
        k.count('Total', (r) => r.total),
      ]}
    >
      <MonthBars
        data={rows}
        unit="count"
        stacked
        series={[
          { key: 'storage', label: 'Storage', color: palette[0] },
          { key: 'parking', label: 'Parking', color: palette[1] },
          { key: 'warehouse', label: 'Warehouse', color: palette[2] },
        ]}
      />
    </ChartPanel>
  );
}

function BookingsByStatus({ a }: { a: AdminAnalytics }) {
  const k = cols<AdminAnalytics['bookingsByStatus'][number] & { name: string }>();
  const rows = a.bookingsByStatus.map((s) => ({ ...s, name: bookingStatusLabel(s.status) }));
  return (
    <ChartPanel
      title={m.bookingsByStatus}
      summary={rows.length === 0 ? c.empty : `Bookings made in the period, by where they are now.`}
      file={`bookings-by-status-${a.period.from}-${a.period.to}`}
      rows={rows}
      height={namedBarsHeight(rows.length, 1)}
      columns={[{ label: 'Status', value: (r) => r.name }, k.count('Bookings', (r) => r.count)]}
    >
      <NamedBars data={rows} unit="count" series={[{ key: 'count', label: 'Bookings', color: palette[0] }]} />
    </ChartPanel>
  );
}

function SignUps({ a }: { a: AdminAnalytics }) {
  const k = cols<AdminAnalytics['signUps'][number]>();
  const clients = sum(a.signUps, (s) => s.client);
  const hosts = sum(a.signUps, (s) => s.host);
  return (
    <ChartPanel
      title={m.signUps}
      summary={clients + hosts === 0 ? c.empty : `${count(clients)} clients and ${count(hosts)} hosts signed up.`}
      file={`sign-ups-${a.period.from}-${a.period.to}`}
      rows={a.signUps}
      columns={[monthColumn, k.count('Clients', (s) => s.client), k.count('Hosts', (s) => s.host)]}
    >
      <MonthBars
        data={a.signUps}
        unit="count"
        series={[
          { key: 'client', label: 'Clients', color: palette[0] },
          { key: 'host', label: 'Hosts', color: palette[1] },
        ]}
      />
    </ChartPanel>
  );
}

function Occupancy({ a }: { a: AdminAnalytics }) {
  const k = cols<AdminAnalytics['occupancy'][number]>();
  const booked = sum(a.occupancy, (o) => o.unitDaysBooked);
  const offered = sum(a.occupancy, (o) => o.unitDaysOffered);
  return (
    <ChartPanel
      title={m.occupancy}
      hint={m.occupancyHint}
      summary={offered === 0 ? c.empty : `${formatPercent(booked / offered)} of the unit-days offered were booked.`}
      file={`occupancy-${a.period.from}-${a.period.to}`}
      rows={a.occupancy}
      columns={[
        monthColumn,
        k.count('Unit-days booked', (o) => o.unitDaysBooked),
        k.count('Unit-days offered', (o) => o.unitDaysOffered),
        { label: 'Occupancy', value: (o) => o.rate, show: (o) => formatPercent(o.rate), numeric: true },
      ]}
    >
      <MonthLines data={a.occupancy} unit="percent" series={[{ key: 'rate', label: 'Occupancy', color: palette[0] }]} />
    </ChartPanel>
  );
}

function Payouts({ a }: { a: AdminAnalytics }) {
  const k = cols<AdminAnalytics['payouts'][number]>();
  const paid = sum(a.payouts, (p) => p.processed);
  return (
    <ChartPanel
      title={m.payouts}
      summary={
        paid === 0 && sum(a.payouts, (p) => p.failedCount) === 0
          ? c.empty
          : `${formatMoney(paid)} paid out in ${count(sum(a.payouts, (p) => p.processedCount))} payouts; ${count(sum(a.payouts, (p) => p.failedCount))} failed.`
      }
      file={`payouts-${a.period.from}-${a.period.to}`}
      rows={a.payouts}
      columns={[
        monthColumn,
        k.money(m.payoutsProcessed, (p) => p.processed),
        k.count('Payouts sent', (p) => p.processedCount),
        k.money(m.payoutsFailed, (p) => p.failed),
        k.count('Payouts failed', (p) => p.failedCount),
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
  const k = cols<{ name: string; within: string; bookings: number; volume: number }>();
  const rows =
    by === 'city'
      ? a.topCities.map((p) => ({ name: p.city, within: p.province, bookings: p.bookings, volume: p.volume }))
      : a.topBarangays.map((p) => ({ name: p.barangay, within: p.city, bookings: p.bookings, volume: p.volume }));
  const title = by === 'city' ? m.topCities : m.topBarangays;
  return (
    <ChartPanel
      title={title}
      hint="Paid bookings made in the period, and what they were worth."
      summary={rows.length === 0 ? c.empty : `${rows[0].name} leads with ${count(rows[0].bookings)} bookings.`}
      file={`top-${by === 'city' ? 'cities' : 'barangays'}-${a.period.from}-${a.period.to}`}
      rows={rows}
      height={namedBarsHeight(rows.length, 1)}
      columns={[
        { label: by === 'city' ? 'City' : 'Barangay', value: (p) => p.name },
        { label: by === 'city' ? 'Province' : 'City', value: (p) => p.within },
        k.count('Bookings', (p) => p.bookings),
        k.money('Booking value', (p) => p.volume),
      ]}
    >
      <NamedBars data={rows} unit="count" series={[{ key: 'bookings', label: 'Bookings', color: palette[0] }]} />
    </ChartPanel>
  );
}

function Disputes({ a }: { a: AdminAnalytics }) {
  const k = cols<AdminAnalytics['disputes']['months'][number]>();
  const d = a.disputes;
  return (
    <ChartPanel
      title={m.disputes}
      summary={`${count(sum(d.months, (x) => x.opened))} opened, ${count(sum(d.months, (x) => x.resolved))} resolved.`}
      file={`disputes-${a.period.from}-${a.period.to}`}
      rows={d.months}
      columns={[
        monthColumn,
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
