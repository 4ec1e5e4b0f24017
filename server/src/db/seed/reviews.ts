import { REVIEW_WINDOW_DAYS } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { hideReview } from '../../modules/reviews/reviews-admin.service';
import { replyToReview, reportReview, writeReview } from '../../modules/reviews/reviews.service';
import { revealDueReviews } from '../../modules/reviews/reviews-visibility.service';
import type { UserRow } from '../../modules/users/accounts.service';
import { toAuthUser } from '../../modules/users/user.mapper';
import { SeedClock } from './bookings';
import { DAY, HOUR } from './bookings-data';

/**
 * The demo reviews (issue 22): the demo data's ratings are real reviews. Every completed demo
 * booking is reviewed through the services the app runs — writeReview at its moment after the
 * stay, the host's reply, a report, staff hiding one, the reveal job when a lone review's window
 * closes — so blind reviews, notifications and the listings' and users' ratings are what the app
 * itself makes. Some stories are fixed (below, by booking key); any other completed booking (older
 * ones other demo data may add) is reviewed by a fixed pattern, both ways.
 *
 * - bea-completed: both ways, visible; the demo host replied to the demo client's review.
 * - joy-completed: both ways; Joy's 2-star review (high priority for the host) was hidden by the
 *   demo admin: it shared a phone number.
 * - bea-past-elsewhere: only the demo client wrote; shown when the window closed.
 * - mark-month-past: Mark wrote, the host has not: blind while its window is open.
 * - rica-completed-recent (ended a week ago): Rica wrote, the host has not yet: still blind.
 * - bea-completed-hourly: nobody has written: the demo client and the demo host each have a review
 *   to write (the browser tests write them).
 *
 * Once: skipped when any review exists.
 */

interface Side {
  rating: number;
  comment: string;
}
interface Plan {
  client: Side | null;
  host: Side | null;
  reply?: string;
  hide?: string;
  report?: { by: 'rica'; reason: string };
}

const fixed: Record<string, Plan | 'skip'> = {
  'demo-bea-completed': {
    client: {
      rating: 5,
      comment:
        'Spotless and dry. Ramon met me at the gate on the first day and the guard knew my name after that. Easy in, easy out.',
    },
    host: {
      rating: 5,
      comment: 'Bea was on time, kept the unit tidy and left it as she found it. Welcome back any time.',
    },
    reply: 'Thank you, Bea! Glad the move went smoothly. See you next time.',
  },
  'demo-joy-completed': {
    client: {
      rating: 2,
      comment:
        'The space was smaller than the photos suggest and the lock stuck. Text me at 0917 555 0199 if you want the details.',
    },
    host: {
      rating: 4,
      comment: 'Joy was friendly and clear about what she needed. Picked up a day late but told us ahead.',
    },
    hide: 'Shares a phone number. Reviews are about the stay; contact details are not allowed.',
  },
  'demo-bea-past-elsewhere': {
    client: {
      rating: 4,
      comment: 'Good value for the area. Access hours were a little short on weekends, otherwise no complaints.',
    },
    host: null,
    report: { by: 'rica', reason: 'This does not match my own stay there: weekend access was never a problem.' },
  },
  'demo-mark-month-past': {
    client: {
      rating: 5,
      comment: 'A whole month without a worry. Covered, secure and the host answered within minutes.',
    },
    host: null,
  },
  'demo-rica-completed-recent': {
    client: { rating: 4, comment: 'Easy booking and a clean shelf unit. The building lift was slow at rush hour.' },
    host: null,
  },
  'demo-bea-completed-hourly': 'skip',
};

/** The pattern for any other completed booking: ratings and words both ways, mostly good, as on real platforms. */
const clientWords: Side[] = [
  { rating: 5, comment: 'Exactly as described. Clean, secure and the host was quick to answer.' },
  { rating: 4, comment: 'Good space for the price. Parking the truck for loading took a little patience.' },
  { rating: 5, comment: 'Dry even after the heavy rains that week. Would book again.' },
  { rating: 5, comment: 'The host helped me carry boxes in. Easy access and a guard on duty at night.' },
  { rating: 4, comment: 'Solid, no surprises. The access hours are strict, so plan ahead.' },
  { rating: 3, comment: 'Fine for short storage. A bit dusty and the light in the hallway was out.' },
  { rating: 5, comment: 'Best storage I have rented in Metro Manila. Fair price, honest host.' },
  { rating: 4, comment: 'Convenient location near the main road. Check-in instructions were clear.' },
];
const hostWords: Side[] = [
  { rating: 5, comment: 'Respectful renter who followed the house rules. Always welcome.' },
  { rating: 5, comment: 'On time for move-in and move-out, and left the space clean.' },
  { rating: 4, comment: 'Good communication. Came by outside access hours once, after asking.' },
  { rating: 5, comment: 'Easy to deal with from start to finish. Recommended to other hosts.' },
];

/** How many other completed bookings get reviews (older demo data may bring many). */
const OTHERS_MAX = 200;

interface CompletedRow {
  id: string;
  clientId: string;
  hostId: string;
  endsAt: Date;
  idempotencyKey: string | null;
}

export interface ReviewSeedPeople {
  admin: UserRow;
  otherClients: UserRow[];
}

export async function seedReviews(ctx: AppContext, people: ReviewSeedPeople): Promise<void> {
  const any = await ctx.db.selectFrom('reviews').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const now = ctx.clock.now();
  const clock = new SeedClock(now);
  const at: AppContext = { ...ctx, clock };
  const admin = toAuthUser(people.admin);
  const rica = people.otherClients.find((u) => u.email.startsWith('rica.'));

  const completed = (await ctx.db
    .selectFrom('bookings')
    .select(['id', 'clientId', 'hostId', 'endsAt', 'idempotencyKey'])
    .where('status', '=', 'completed')
    .orderBy('endsAt')
    .orderBy('id')
    .execute()) as CompletedRow[];
  const users = new Map(
    (
      await ctx.db
        .selectFrom('users')
        .selectAll()
        .where('id', 'in', [...new Set(completed.flatMap((b) => [b.clientId, b.hostId]))].concat(['-']))
        .execute()
    ).map((u) => [u.id, toAuthUser(u)]),
  );

  let n = 0;
  for (const b of completed) {
    const endsAt = new Date(b.endsAt).getTime();
    const known = b.idempotencyKey ? fixed[b.idempotencyKey] : undefined;
    if (known === 'skip') continue;
    let plan: Plan;
    if (known) plan = known;
    else {
      // Others: only those whose window has closed, both ways (every fifth by the client only).
      if (endsAt + REVIEW_WINDOW_DAYS * DAY > now.getTime() || n >= OTHERS_MAX) continue;
      plan = {
        client: clientWords[n % clientWords.length]!,
        host: n % 5 === 4 ? null : hostWords[n % hostWords.length]!,
      };
      n++;
    }
    const client = users.get(b.clientId);
    const host = users.get(b.hostId);
    if (!client || !host || client.status !== 'active' || host.status !== 'active') continue;
    // Each moment after the stay, never past the seed's now.
    const moveTo = (ms: number) => clock.set(new Date(Math.min(endsAt + ms, now.getTime() - HOUR)));

    let clientReviewId: string | null = null;
    if (plan.client) {
      moveTo(20 * HOUR);
      clientReviewId = (await writeReview(at, client, b.id, plan.client)).id;
    }
    if (plan.host) {
      moveTo(2 * DAY + 3 * HOUR);
      await writeReview(at, host, b.id, plan.host);
    }
    if (!plan.host || !plan.client) {
      // A lone review: the reveal job shows it when the window closes (if it has).
      const closes = endsAt + REVIEW_WINDOW_DAYS * DAY;
      if (closes <= now.getTime()) {
        clock.set(new Date(closes + 10 * 60_000));
        await revealDueReviews(at);
      }
    }
    if (clientReviewId && plan.reply) {
      moveTo(3 * DAY);
      await replyToReview(at, host, clientReviewId, plan.reply);
    }
    if (clientReviewId && plan.report && rica) {
      clock.set(new Date(Math.max(clock.now().getTime(), endsAt + 15 * DAY)));
      if (clock.now() < now) await reportReview(at, toAuthUser(rica), clientReviewId, plan.report.reason);
    }
    if (clientReviewId && plan.hide) {
      moveTo(4 * DAY);
      await hideReview(at, admin, null, clientReviewId, plan.hide);
    }
  }
  // What the reviews queued (their notifications' copies) is delivered before the app opens.
  await ctx.outbox.deliverDue();
}
