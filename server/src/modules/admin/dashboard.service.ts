import { userTypes, type Dashboard } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { signedInUserCount } from '../auth/sessions.service';
import { openDisputesCount } from '../disputes/disputes.service';
import { listingDashboardCounts } from '../listings/review/listing-review.service';
import { pendingPayoutsCount } from '../money/payouts/payouts.service';
import { userCounts } from '../users/accounts.service';
import { pendingVerificationCount } from '../verification/verification.service';

const DAYS = 30;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of an instant in a time zone. */
function dayIn(timeZone: string, d: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/**
 * The admin dashboard (docs/product/admin.md): users by type and status, sign-ups per day over the last
 * 30 days in the platform's time zone (zero days included, for a chart), the verification
 * queue, the listings, disputes and payouts waiting for staff, and `kpis` (bookings and money have
 * their own figures: bookings/dashboard).
 */
export async function adminDashboard(ctx: AppContext): Promise<Dashboard> {
  const now = ctx.clock.now();
  const { general, security } = await ctx.settings.get();
  const tz = general.timezone;
  const days = Array.from({ length: DAYS }, (_, i) => dayIn(tz, new Date(now.getTime() - (DAYS - 1 - i) * DAY_MS)));
  // One extra day back so the first local day is complete in every time zone.
  const since = new Date(now.getTime() - (DAYS + 1) * DAY_MS);
  const [
    { byRole: byType, byStatus, signups },
    verificationQueue,
    signedInUsers,
    disputesQueue,
    listings,
    payoutsQueue,
  ] = await Promise.all([
    userCounts(ctx.db, tz, since),
    pendingVerificationCount(ctx),
    signedInUserCount(ctx.db, new Date(now.getTime() - security.sessionTimeoutMinutes * 60_000)),
    openDisputesCount(ctx.db),
    listingDashboardCounts(ctx),
    pendingPayoutsCount(ctx),
  ]);
  const usersByType = Object.fromEntries(userTypes.map((t) => [t, 0])) as Record<(typeof userTypes)[number], number>;
  for (const r of byType) if (r.role in usersByType) usersByType[r.role as keyof typeof usersByType] += r.n;
  const usersByStatus = { active: 0, suspended: 0, disabled: 0 };
  for (const r of byStatus) usersByStatus[r.status] = r.n;
  const perDay = new Map(signups.map((r) => [r.day, r.n]));
  const signupsPerDay = days.map((date) => ({ date, count: perDay.get(date) ?? 0 }));
  const totalUsers = Object.values(usersByType).reduce((a, b) => a + b, 0);
  return {
    generatedAt: now.toISOString(),
    timeZone: tz,
    usersByType,
    usersByStatus,
    signupsPerDay,
    verificationQueue,
    disputesQueue,
    listingsQueue: listings.pendingReview,
    payoutsQueue,
    kpis: {
      totalUsers,
      newUsersLast30Days: signupsPerDay.reduce((a, d) => a + d.count, 0),
      signedInUsers,
      verificationQueue,
      activeListings: listings.active,
    },
  };
}
