import {
  addCalendarDays,
  anyBookingStatuses,
  calendarDayIn,
  centavos,
  dayStartIn,
  EXPECTED_INCOME_MONTHS,
  expectedIncomeWindow,
  unbilledEarnings,
  type AdminBookingsSummary,
  type HostBookingsSummary,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { hostEarningsByMonth } from '../../money/ledger/ledger.service';
import type { AuthUser } from '../../users/user.mapper';
import type { Executor } from '../../../db/client';
import { dashboardRepository as repo, type MoveInRow, type Range } from './dashboard.repository';

const DAY = 86_400_000;
/** The host dashboard's windows: move-ins in the next 7 days, occupancy over the next 30. */
export const MOVE_IN_DAYS = 7;
export const OCCUPANCY_DAYS = 30;
const MOVE_INS_SHOWN = 5;

/** This calendar month in the zone ('2026-11') and its instants [first 00:00, next month's first 00:00). */
export function monthIn(timeZone: string, now: Date): Range & { month: string } {
  const month = calendarDayIn(timeZone, now).slice(0, 7);
  const next = addCalendarDays(`${month}-28`, 4).slice(0, 7); // the 28th + 4 days is always in the next month
  return { month, start: dayStartIn(`${month}-01`, timeZone), end: dayStartIn(`${next}-01`, timeZone) };
}

const iso = (d: Date | string) => new Date(d).toISOString();
/** A tenancy has no end until notice sets one. */
const isoOrNull = (d: Date | string | null) => (d == null ? null : iso(d));

const toMoveIn = (r: MoveInRow) => ({
  id: r.id,
  listingTitle: r.listingTitle,
  clientName: `${r.clientFirstName} ${r.clientLastName}`.trim(),
  kind: r.kind,
  startDate: r.startDate,
  endDate: r.endDate,
  startsAt: iso(r.startsAt),
  endsAt: isoOrNull(r.endsAt),
  units: r.units,
});

/** GET /api/host/bookings/summary: the signed-in host's own figures, nobody else's. */
export async function hostBookingsSummary(ctx: AppContext, host: AuthUser): Promise<HostBookingsSummary> {
  const timeZone = (await ctx.settings.get()).general.timezone;
  const now = ctx.clock.now();
  const month = monthIn(timeZone, now);
  const ahead = (days: number): Range => ({ start: now, end: new Date(now.getTime() + days * DAY) });
  const [counts, [earnings], moveIns, occupancy, tenancies] = await Promise.all([
    repo.hostCounts(ctx.db, host.id),
    hostEarningsByMonth(ctx.db, host.id, month.month, month.month),
    repo.hostMoveIns(ctx.db, host.id, ahead(MOVE_IN_DAYS), MOVE_INS_SHOWN),
    repo.hostOccupancy(ctx.db, host.id, ahead(OCCUPANCY_DAYS)),
    hostTenancies(ctx.db, host.id, calendarDayIn(timeZone, now)),
  ]);
  // The units paid bookings hold on average over the window (to two decimals), ÷ the units offered.
  const held = occupancy.unitSeconds / (OCCUPANCY_DAYS * 86_400);
  const unitsBooked = Math.round(held * 100) / 100;
  const rate = occupancy.offered > 0 ? Math.min(1, held / occupancy.offered) : 0;
  return {
    generatedAt: now.toISOString(),
    timeZone,
    listings: counts.listings,
    pendingRequests: counts.pending,
    month: earnings,
    moveIns: { days: MOVE_IN_DAYS, count: moveIns.count, items: moveIns.rows.map(toMoveIn) },
    occupancy: {
      days: OCCUPANCY_DAYS,
      unitsOffered: occupancy.offered,
      unitsBooked,
      rate: Math.round(rate * 1000) / 1000,
    },
    tenancies,
  };
}

/**
 * The host's tenancies on the dashboard (issue 32, decision 0084): how many run now, the bills
 * overdue, and the earnings expected in the next 3 months from today: the host's share of the bills
 * due then that are made (as they stand: repriced by a notice, void ones left out), plus the
 * months due then that the billing job has not made yet (a month and five days ahead), priced as it
 * will price them (domain tenancies/expected.ts), never past an end date a notice set.
 */
async function hostTenancies(db: Executor, hostId: string, today: string): Promise<HostBookingsSummary['tenancies']> {
  const window = expectedIncomeWindow(today);
  const [running, bills] = await Promise.all([
    repo.hostTenancies(db, hostId),
    repo.hostBills(db, hostId, window.from, window.to),
  ]);
  let unbilled = 0;
  for (const t of running) {
    unbilled += unbilledEarnings(
      {
        startDate: t.startDate,
        endDate: t.endDate,
        units: t.units,
        monthly: centavos(t.quote.lines[0]?.price ?? 0),
        rates: {
          platformFeePercentage: t.quote.platformFeePercentage,
          taxCalculationEnabled: t.quote.taxRate > 0,
          taxRate: t.quote.taxRate,
        },
        lastNumber: t.lastNumber,
      },
      window.from,
      window.to,
    );
  }
  return {
    running: running.filter((t) => t.status === 'active' || t.status === 'notice_given').length,
    overdue: { count: bills.overdueCount, amount: bills.overdueAmount },
    expected: { months: EXPECTED_INCOME_MONTHS, ...window, earnings: bills.expected + unbilled },
  };
}

/** GET /api/admin/bookings/summary: bookings by status, and this month's money from the payments and the ledger. */
export async function adminBookingsSummary(ctx: AppContext): Promise<AdminBookingsSummary> {
  const timeZone = (await ctx.settings.get()).general.timezone;
  const now = ctx.clock.now();
  const month = monthIn(timeZone, now);
  const [statuses, payments, refunded, platformRevenue] = await Promise.all([
    repo.byStatus(ctx.db),
    repo.paymentsIn(ctx.db, month),
    repo.refundedIn(ctx.db, month),
    repo.platformRevenueIn(ctx.db, month),
  ]);
  const byStatus = Object.fromEntries(anyBookingStatuses.map((s) => [s, 0])) as AdminBookingsSummary['byStatus'];
  for (const r of statuses) byStatus[r.status] = r.n;
  return {
    generatedAt: now.toISOString(),
    timeZone,
    byStatus,
    total: statuses.reduce((n, r) => n + r.n, 0),
    month: {
      month: month.month,
      payments: payments.count,
      paymentVolume: payments.volume,
      refunded,
      platformRevenue,
    },
  };
}
