import { payoutMethodSchema, type PayoutMethodInput } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { nextDailyRun } from '../../jobs/job';
import { passwords } from '../../lib/passwords';
import { addPayoutMethod } from '../../modules/money/payouts/payout-methods.service';
import { markPayoutFailed, markPayoutProcessed, requestPayout } from '../../modules/money/payouts/payouts.service';
import { getWallet, MONEY_DAILY_AT, releaseDueEarnings } from '../../modules/money/wallet/wallet.service';
import type { UserRow } from '../../modules/users/accounts.service';
import { DAY, HOUR } from './bookings-data';
import { SeedClock } from './bookings';
import { DEMO_PASSWORD } from './users';

/**
 * The demo host's money (issue 20), played after the demo bookings through the services the app
 * runs, each at its moment on the seed's clock: the daily job's release of earnings at every
 * 02:00 run of the last DAYS_BACK days (so the demo bookings that started more than
 * financial.hostPayoutDelay days ago are available, the later ones still pending), and, in time
 * order between those runs, the demo host's story: a GCash account added with the demo password
 * (re-authentication, audited, emailed, 24 hours before use), a payout of everything available
 * that staff mark processed, a later one that staff mark failed (the money is available again).
 * So the wallet shows pending and available earnings (at least the minimum payout), a processed
 * and a failed payout, and the history the app itself would have written.
 *
 * The automatic payouts of the daily job are not played: they would pay the whole available
 * balance out at every run, and the demo shows some left to ask for. With them on (the default)
 * the app's own next 02:00 run pays it out.
 */

/** How far back the daily runs are played: the oldest demo booking was made 44 days ago. */
const DAYS_BACK = 45;

export const demoPayoutMethod: PayoutMethodInput = {
  type: 'gcash',
  accountName: 'Ramon Dela Cruz',
  accountNumber: '0927 555 0103',
};

/** The demo host's money story, each step this long before the seed's now. */
export const demoMoneySteps = {
  /** Before the first earnings became available (the oldest paid demo booking started 30 days ago). */
  addMethod: 26 * DAY,
  /** Everything available then (the stay of 30 days ago), sent the next morning. */
  processed: { requested: 20 * DAY, settled: 19 * DAY + 20 * HOUR, reference: 'GC-2614-8831-0057' },
  /** Everything available then (the stay of 20 days ago); GCash turned it down. */
  failed: {
    requested: 10 * DAY,
    settled: 9 * DAY + 21 * HOUR,
    reason: 'GCash returned the transfer: the wallet has reached its monthly incoming limit.',
  },
};

export interface MoneySeedPeople {
  admin: UserRow;
  host: UserRow;
}

type Step = { at: Date; run: () => Promise<unknown> };

export async function seedMoney(ctx: AppContext, people: MoneySeedPeople): Promise<void> {
  const now = ctx.clock.now();
  const timeZone = (await ctx.settings.get()).general.timezone;
  const clock = new SeedClock(now);
  const at: AppContext = { ...ctx, clock };
  const ago = (ms: number) => new Date(now.getTime() - ms);

  const steps: Step[] = [];
  // The daily job's first part at each of its runs (02:00 in the platform's zone) up to now.
  for (let run = nextDailyRun(ago(DAYS_BACK * DAY), MONEY_DAILY_AT, timeZone); run <= now;) {
    steps.push({ at: run, run: () => releaseDueEarnings(at) });
    run = nextDailyRun(run, MONEY_DAILY_AT, timeZone);
  }
  // The host's story, only while the demo host still signs in with the demo password (the
  // re-authentication a payout method asks for).
  if (await passwords.verify(people.host.passwordHash, DEMO_PASSWORD)) steps.push(...hostStory(at, people, ago));
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  // The outbox's worker waits meanwhile: where it delivers after each commit (the test app), it
  // would send a payout's 'payout.send' (the sandbox's, in test mode) at the app's clock, before
  // staff settle it at the story's. It follows the commits again afterwards (main.ts starts it
  // after the seed anyway).
  await ctx.outbox.stop();
  try {
    for (const s of steps) {
      clock.set(s.at);
      await s.run();
    }
  } finally {
    ctx.outbox.followCommits();
  }
  // What these steps queued (the emails; the sandbox's sends of payouts already settled, which
  // find nothing to do) goes before the app opens, as its worker would deliver it.
  await ctx.outbox.deliverDue();
}

function hostStory(at: AppContext, people: MoneySeedPeople, ago: (ms: number) => Date): Step[] {
  const host = { actorId: people.host.id, ip: null };
  const staff = { actorId: people.admin.id, ip: null };
  const s = demoMoneySteps;
  let methodId = '';
  let processedId = '';
  let failedId = '';
  /** A payout of everything the host has available at that moment (none below the minimum). */
  const payAll = async () => {
    const { available, minimumPayout } = await getWallet(at, host.actorId);
    if (!methodId || available < minimumPayout) return '';
    return (await requestPayout(at, host, { amount: available, payoutMethodId: methodId })).id;
  };
  return [
    {
      at: ago(s.addMethod),
      run: async () => {
        const input = payoutMethodSchema.parse(demoPayoutMethod);
        methodId = (await addPayoutMethod(at, { ...host, sessionId: null }, input, DEMO_PASSWORD)).id;
      },
    },
    { at: ago(s.processed.requested), run: async () => (processedId = await payAll()) },
    {
      at: ago(s.processed.settled),
      run: async () => processedId && markPayoutProcessed(at, staff, processedId, s.processed.reference),
    },
    { at: ago(s.failed.requested), run: async () => (failedId = await payAll()) },
    { at: ago(s.failed.settled), run: async () => failedId && markPayoutFailed(at, staff, failedId, s.failed.reason) },
  ];
}
