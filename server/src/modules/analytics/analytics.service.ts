import { createHmac, randomBytes } from 'node:crypto';
import {
  addMonthsToMonth,
  analyticsMessages as m,
  AppError,
  calendarDayIn,
  DEFAULT_ANALYTICS_PRESET,
  ErrorCode,
  isAdmin,
  isBotUserAgent,
  MAX_ANALYTICS_MONTHS,
  monthsInPeriod,
  monthsOf,
  presetPeriod,
  resolveRole,
  type AdminAnalytics,
  type AnalyticsQuery,
  type AnyBookingStatus,
  type HostAnalytics,
  type ListingStatus,
  type OccupancyPoint,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import { hostEarningsByMonth } from '../money/ledger/ledger.service';
import type { AuthUser } from '../users/user.mapper';
import { analyticsRepository as repo, type MonthRange } from './analytics.repository';

/** The period asked for, completed: the last 12 months when neither end is given. */
async function rangeOf(ctx: AppContext, q: AnalyticsQuery): Promise<MonthRange & { now: Date }> {
  const timeZone = (await ctx.settings.get()).general.timezone;
  const now = ctx.clock.now();
  const current = calendarDayIn(timeZone, now).slice(0, 7);
  let { from, to } = q;
  if (!from && !to) ({ from, to } = presetPeriod(DEFAULT_ANALYTICS_PRESET, current));
  else if (!to) to = from! > current ? from! : current;
  else if (!from) from = addMonthsToMonth(to, -11);
  const months = monthsInPeriod(from!, to);
  if (months < 1) throw new AppError(ErrorCode.validation, m.order, { to: m.order });
  if (months > MAX_ANALYTICS_MONTHS) {
    const msg = m.tooLong(MAX_ANALYTICS_MONTHS);
    throw new AppError(ErrorCode.validation, msg, { to: msg });
  }
  return { from: from!, to, timeZone, now };
}

const periodOf = (r: MonthRange & { now: Date }) => ({
  from: r.from,
  to: r.to,
  months: monthsOf(r),
  timeZone: r.timeZone,
  generatedAt: r.now.toISOString(),
});

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

const occupancyPoint = (month: string, booked: number, offered: number): OccupancyPoint => ({
  month,
  unitDaysBooked: round(booked, 2),
  unitDaysOffered: round(offered, 2),
  rate: offered > 0 ? round(Math.min(1, booked / offered), 3) : 0,
});

/** GET /api/host/analytics: the signed-in host's own listings, bookings and money, nobody else's. */
export async function hostAnalytics(ctx: AppContext, host: AuthUser, q: AnalyticsQuery): Promise<HostAnalytics> {
  const r = await rangeOf(ctx, q);
  const [listings, occupancy, earnings, whereNow, funnel, responses] = await Promise.all([
    repo.hostListings(ctx.db, host.id),
    repo.hostOccupancy(ctx.db, host.id, r),
    hostEarningsByMonth(ctx.db, host.id, r.from, r.to),
    repo.hostEarnings(ctx.db, host.id, r),
    repo.hostFunnel(ctx.db, host.id, r),
    repo.hostResponses(ctx.db, host.id, r),
  ]);
  const funnelOf = new Map(funnel.map((f) => [f.listingId, f]));
  const occupancyOf = new Map<string, OccupancyPoint[]>();
  for (const o of occupancy) {
    const list = occupancyOf.get(o.listingId) ?? [];
    list.push(occupancyPoint(o.month, o.booked, o.offered));
    occupancyOf.set(o.listingId, list);
  }
  let weighted = 0;
  let ratings = 0;
  for (const l of listings) {
    weighted += l.rating * l.totalRatings;
    ratings += l.totalRatings;
  }
  const answered = responses.accepted + responses.declined;
  const asked = answered + responses.expired;
  return {
    period: periodOf(r),
    // Both one row per month of the period, in order.
    earnings: earnings.map((e, i) => ({ ...e, ...whereNow[i] })),
    listings: listings.map((l) => {
      const f = funnelOf.get(l.id);
      return {
        id: l.id,
        title: l.title ?? '',
        status: l.status as ListingStatus,
        capacity: l.capacity,
        views: Number(f?.views ?? 0),
        requests: Number(f?.requests ?? 0),
        confirmed: Number(f?.confirmed ?? 0),
        rating: l.rating,
        totalRatings: l.totalRatings,
        occupancy: occupancyOf.get(l.id) ?? [],
      };
    }),
    rating: { average: ratings > 0 ? round(weighted / ratings, 2) : null, total: ratings },
    responses: {
      accepted: responses.accepted,
      declined: responses.declined,
      expired: responses.expired,
      rate: asked > 0 ? round(answered / asked, 3) : null,
      medianMinutes: responses.median === null ? null : round(responses.median, 1),
    },
  };
}

/** GET /api/admin/analytics: the platform's figures (staff's admins only, the scope checks). */
export async function adminAnalytics(ctx: AppContext, q: AnalyticsQuery): Promise<AdminAnalytics> {
  const r = await rangeOf(ctx, q);
  const [money, byType, byStatus, signUps, occupancy, cities, barangays, payouts, disputes] = await Promise.all([
    repo.money(ctx.db, r),
    repo.bookingsByType(ctx.db, r),
    repo.bookingsByStatus(ctx.db, r),
    repo.signUps(ctx.db, r),
    repo.platformOccupancy(ctx.db, r),
    repo.topPlaces(ctx.db, r, 'city'),
    repo.topPlaces(ctx.db, r, 'barangay'),
    repo.payouts(ctx.db, r),
    repo.disputes(ctx.db, r),
  ]);
  return {
    period: periodOf(r),
    money,
    bookingsByType: byType,
    bookingsByStatus: byStatus
      .map((s) => ({ status: s.status as AnyBookingStatus, count: s.count }))
      .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
    signUps,
    occupancy: occupancy.map((o) => occupancyPoint(o.month, o.booked, o.offered)),
    topCities: cities.map((c) => ({ city: c.name, province: c.within, bookings: c.bookings, volume: c.volume })),
    topBarangays: barangays.map((c) => ({ barangay: c.name, city: c.within, bookings: c.bookings, volume: c.volume })),
    payouts,
    disputes: { months: disputes },
  };
}

/** Who is looking at a listing page, as the request tells it (never stored). */
export interface ListingViewer {
  listingId: string;
  hostId: string;
  user: AuthUser | null;
  ip: string;
  userAgent: string | null | undefined;
}

const salts = new WeakMap<object, { day: string; salt: Buffer }>();

async function saltOf(ctx: AppContext, day: string): Promise<Buffer> {
  const known = salts.get(ctx.db);
  if (known?.day === day) return known.salt;
  let salt: Buffer | undefined;
  for (let attempt = 0; !salt && attempt < 3; attempt++) {
    salt = await repo.saltFor(ctx.db, day, randomBytes(32)).catch(() => undefined);
  }
  if (!salt) throw new Error('no salt for the day');
  salts.set(ctx.db, { day, salt });
  return salt;
}

/**
 * Counts a view of a listing page (decision 0049): once per visitor, listing and day; not the
 * host's own, not staff's, not a robot's. The visitor is a keyed hash of the day's salt, the
 * listing and the signed-in user's id (else the request's address and browser); neither the
 * address nor the browser is stored, and the hashes go with the day's salt. The caller keeps a
 * failure from the page.
 */
export async function countListingView(ctx: AppContext, v: ListingViewer): Promise<boolean> {
  if (isBotUserAgent(v.userAgent)) return false;
  if (v.user && (v.user.id === v.hostId || isAdmin(v.user) || resolveRole(v.user) === 'moderator')) return false;
  const timeZone = (await ctx.settings.get()).general.timezone;
  const day = calendarDayIn(timeZone, ctx.clock.now());
  const salt = await saltOf(ctx, day);
  const who = v.user ? `u:${v.user.id}` : `a:${v.ip}\n${v.userAgent ?? ''}`;
  const visitor = createHmac('sha256', salt).update(`${v.listingId}\n${who}`).digest().subarray(0, 16);
  return repo.countView(ctx.db, v.listingId, day, visitor);
}

/** The analytics job: deletes the visitors' hashes and the salts of the days before today. */
export async function purgeViewVisitors(ctx: AppContext): Promise<number> {
  const timeZone = (await ctx.settings.get()).general.timezone;
  return repo.purgeBefore(ctx.db, calendarDayIn(timeZone, ctx.clock.now()));
}
