import type { AppContext } from '../../context';
import { withSandboxPayments } from '../../modules/payments/checkout/sandbox-payer.service';
import type { Database } from '../client';
import { seedBookings } from './bookings';
import { seedDisputes } from './disputes';
import { seedFavorites } from './favorites';
import { seedHistory } from './history';
import { seedListings } from './listings';
import { seedMessaging, seedMessagingAfterBookings } from './messaging';
import { seedMoney } from './money';
import { seedNotificationsRead } from './notifications';
import { seedReviews } from './reviews';
import { seedTenancies } from './tenancies';
import { demoClientRows, demoHostRows, seedUsers } from './users';

export interface SeedOptions {
  /** server/seed-photos: the demo listings' photos (main.ts passes it; tests their own). */
  photoDir: string;
  /** Twelve months of past bookings for the analytics' charts (history.ts); main.ts turns it on. */
  history?: boolean;
}

/**
 * Demo data on first start (DEMO_DATA=off skips it), made once (issue 29): when it is all in,
 * its row in demo_data says so, and every later start finds it and changes nothing, whatever
 * people did in the app since. Each part also checks what exists first, so a first start stopped
 * half-way is finished by the next. Later capabilities add their demo rows here (they get the
 * demo users from seedUsers: `const { host, client } = await seedUsers(ctx)`).
 *
 * It pays through the sandbox whatever gateway is configured: it never calls a real gateway.
 */
export async function seedDemoData(appCtx: AppContext, opts: SeedOptions): Promise<void> {
  if (await demoDataMade(appCtx.db)) return;
  const ctx = withSandboxPayments(appCtx);
  const { admin, host, client } = await seedUsers(ctx);
  const others = await demoHostRows(ctx.db);
  await seedListings(ctx, ctx.storage, opts.photoDir, { host, others });
  // The demo client's saved spaces, opened first (Recently viewed).
  await seedFavorites(ctx, { client, otherHosts: others });
  const otherClients = await demoClientRows(ctx.db);
  // Conversations before the bookings: what was written before a confirmation is masked.
  await seedMessaging(ctx, { admin, host, client });
  // The host's money follows from the bookings' payments: played once, right after them.
  const played = await seedBookings(ctx, { admin, host, client, otherHosts: others, otherClients });
  if (played) await seedMoney(ctx, { admin, host });
  // The twelve months before the stories' last 45 days, in bulk (after them: they play only on a fresh database).
  if (opts.history) await seedHistory(ctx, { host, client, otherHosts: others, otherClients });
  await seedMessagingAfterBookings(ctx, { admin, host, client });
  // Monthly tenancies (issue 32), in bulk with their bills, payments and ledger: after the money seed
  // has played its daily runs, whose releases and payouts read the host's balances at their moments.
  await seedTenancies(ctx, { host, client, otherClients });
  // One resolved and one open dispute on the demo client's bookings with the demo host (issue 22).
  if (played) await seedDisputes(ctx, { admin, host, client });
  // The completed bookings' reviews: the listings' and users' ratings come from them (once, when none exist).
  await seedReviews(ctx, { admin, otherClients });
  // What all of that notified, mostly read: each demo user starts with a handful unread (once, with the bookings).
  if (played) await seedNotificationsRead(ctx, [admin, host, client, ...others, ...otherClients]);
  await ctx.db
    .insertInto('demoData')
    .values({ id: 1, madeAt: ctx.clock.now() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Whether the demo data was made on this database. */
export async function demoDataMade(db: Database): Promise<boolean> {
  return !!(await db.selectFrom('demoData').select('id').executeTakeFirst());
}
