import {
  addCalendarDays,
  addMonths,
  AppError,
  calendarDayIn,
  dayStartIn,
  ErrorCode,
  type BookingDetail,
  type BookingRequest,
  type HostListingItem,
} from '@espasyo/domain';
import type { AppContext, Clock } from '../../context';
import { signAgreement } from '../../modules/bookings/agreement/agreement.service';
import { actOnBooking, clientBookings, createBooking, getBooking } from '../../modules/bookings/core/bookings.service';
import { openCheckout } from '../../modules/payments/checkout/checkout.service';
import {
  answerSandboxCheckout,
  deliverSandboxWebhooksInProcess,
} from '../../modules/payments/checkout/sandbox-payer.service';
import { runDueTimers } from '../../modules/bookings/timers/booking-timers.service';
import { hostListings } from '../../modules/listings/core/listings.service';
import type { UserRow } from '../../modules/users/accounts.service';
import { toAuthUser, type AuthUser } from '../../modules/users/user.mapper';
import { DAY, HOUR, MINUTE, demoBookings, type DemoBooking, type DemoClientKey, type When } from './bookings-data';

/**
 * The demo bookings (issue 19): every story of bookings-data.ts played through the services the
 * app itself runs — createBooking, the host's and staff's actOnBooking, signAgreement, the
 * checkout and the sandbox's hosted page with its signed webhook, the timers' pass — each at its
 * own moment before the seed's now, on a copy of the context whose clock the seed moves. So the
 * quote, the events, the timers (due_action, due_at), the payments and refunds, the ledger and
 * the agreements are exactly what the app makes, and the timer job carries on from there.
 *
 * Deterministic: the stories are data and each takes the first fitting listing, least used
 * first, in a fixed order. Once: skipped when the demo client has any booking. A story that finds
 * no listing (an older installation whose demo listings were changed) is left out.
 */

/** Cities the browser tests pause listings in and search; the demo bookings keep out of them. */
export const QUIET_CITIES = /Iloilo|Davao|Parañaque|Mandaluyong|Cebu|Lapu-Lapu/;

/** A clock the seed sets to each step's moment. */
export class SeedClock implements Clock {
  constructor(private at: Date) {}
  now() {
    return new Date(this.at.getTime());
  }
  set(at: Date) {
    this.at = at;
  }
}

interface Candidate {
  item: HostListingItem;
  owner: AuthUser;
}

export interface BookingSeedPeople {
  admin: UserRow;
  host: UserRow;
  client: UserRow;
  /** The other demo hosts and clients (users.ts). */
  otherHosts: UserRow[];
  otherClients: UserRow[];
}

/** The owner's live listings outside the quiet cities. */
export async function liveListings(ctx: AppContext, owner: AuthUser): Promise<Candidate[]> {
  const out: Candidate[] = [];
  for (let page = 1; ; page++) {
    const p = await hostListings(ctx, owner, { status: 'active', page, pageSize: 100 });
    for (const item of p.items) if (!QUIET_CITIES.test(item.cityName ?? '')) out.push({ item, owner });
    if (page * p.pageSize >= p.total) return out;
  }
}

const fitsKind = (plan: DemoBooking, i: HostListingItem) =>
  i.instantBook === (plan.mode === 'instant') &&
  (plan.listing === 'hourly'
    ? i.type === 'parking' && i.pricePerHour !== null
    : plan.listing === 'monthly'
      ? i.pricePerMonth !== null && i.pricePerDay === null
      : i.pricePerDay !== null && i.type !== 'warehouse');

/** A fixed order of a listing's own fields (ids are random). */
const sortKey = (i: HostListingItem) =>
  [i.title, i.cityName, i.barangayName, i.capacity, i.pricePerHour, i.pricePerDay, i.pricePerMonth].join('|');

/**
 * The listings a story may take, best first: of its kind and mode, with two units to spare (a
 * demo booking never takes a listing's last unit: visitors and the browser tests still find it
 * free), live before the request was made, then the least used so far.
 */
function candidates(all: Candidate[], plan: DemoBooking, made: Date, uses: Map<string, number>) {
  const units = plan.units ?? 1;
  const liveBefore = (c: Candidate) => (Date.parse(c.item.updatedAt) <= made.getTime() - DAY ? 0 : 1);
  return all
    .filter((c) => fitsKind(plan, c.item) && c.item.capacity >= units + 2)
    .sort(
      (a, b) =>
        liveBefore(a) - liveBefore(b) ||
        (uses.get(a.item.id) ?? 0) - (uses.get(b.item.id) ?? 0) ||
        sortKey(a.item).localeCompare(sortKey(b.item)),
    );
}

function requestOf(plan: DemoBooking, listingId: string, today: string, timeZone: string): BookingRequest {
  const units = plan.units ?? 1;
  const s = plan.stay;
  if ('days' in s) {
    return {
      listingId,
      startDate: addCalendarDays(today, s.days[0]),
      endDate: addCalendarDays(today, s.days[1]),
      units,
    };
  }
  if ('month' in s) {
    const startDate = addCalendarDays(today, s.month);
    return { listingId, startDate, endDate: addCalendarDays(addMonths(startDate, 1), -1), units };
  }
  const dayStart = dayStartIn(addCalendarDays(today, s.hours[0]), timeZone).getTime();
  return {
    listingId,
    startAt: new Date(dayStart + s.hours[1] * HOUR).toISOString(),
    endAt: new Date(dayStart + s.hours[2] * HOUR).toISOString(),
    units,
  };
}

/** Refusals that mean "not this listing": its minimum, its prices, its units on those dates. */
const notThisListing = (err: unknown) =>
  err instanceof AppError &&
  ([ErrorCode.validation, ErrorCode.capacityExceeded, ErrorCode.listingNotBookable] as string[]).includes(err.code);

/** Plays the stories; answers false when they were played before (the demo client has bookings). */
export async function seedBookings(ctx: AppContext, people: BookingSeedPeople): Promise<boolean> {
  const demoClient = toAuthUser(people.client);
  if ((await clientBookings(ctx, demoClient, { group: 'all', page: 1, pageSize: 1 })).total > 0) return false;

  const now = ctx.clock.now();
  const timeZone = (await ctx.settings.get()).general.timezone;
  const today = calendarDayIn(timeZone, now);
  const clock = new SeedClock(now);
  const at: AppContext = { ...ctx, clock };
  deliverSandboxWebhooksInProcess(at);

  // joy.bautista@… is 'joy' (bookings-data.ts), whichever of them still exist.
  const others = new Map(people.otherClients.map((u) => [u.email.split('.')[0], toAuthUser(u)]));
  const clients: Record<DemoClientKey, AuthUser | undefined> = {
    demo: demoClient,
    joy: others.get('joy'),
    mark: others.get('mark'),
    rica: others.get('rica'),
  };
  const listings = {
    demo: await liveListings(ctx, toAuthUser(people.host)),
    other: (await Promise.all(people.otherHosts.map((h) => liveListings(ctx, toAuthUser(h))))).flat(),
  };
  const admin = toAuthUser(people.admin);
  const uses = new Map<string, number>();

  for (const plan of demoBookings) {
    const client = clients[plan.client];
    if (!client) continue;
    const made = new Date(now.getTime() - plan.made);
    let booked: { booking: BookingDetail; owner: AuthUser } | null = null;
    for (const c of candidates(listings[plan.host], plan, made, uses)) {
      clock.set(made);
      try {
        const req = requestOf(plan, c.item.id, today, timeZone);
        const { booking } = await createBooking(at, client, req, `demo-${plan.key}`);
        booked = { booking, owner: c.owner };
        uses.set(c.item.id, (uses.get(c.item.id) ?? 0) + 1);
        break;
      } catch (err) {
        if (!notThisListing(err)) throw err;
      }
    }
    if (!booked) continue;
    await play(at, clock, plan, { ...booked, client, admin, made, now });
  }
  // What the stories left for after their commits (a refund, a checkout closed at the gateway,
  // when these go through the outbox) is delivered before the app opens, as its worker would.
  await ctx.outbox.deliverDue();
  return true;
}

interface Story {
  booking: BookingDetail;
  client: AuthUser;
  owner: AuthUser;
  admin: AuthUser;
  made: Date;
  now: Date;
}

/** Plays a story's steps after its request, each at its moment, and checks where it ends. */
async function play(at: AppContext, clock: SeedClock, plan: DemoBooking, s: Story) {
  const id = s.booking.id;
  let last = s.made;
  const moveTo = (t: Date, what: string) => {
    if (t < last || t > s.now)
      throw new Error(`demo booking ${plan.key}: ${what} at ${t.toISOString()} is out of order`);
    clock.set(t);
    last = t;
  };
  const when = (w: When) => new Date('after' in w ? s.made.getTime() + w.after : s.now.getTime() - w.ago);
  const statusNow = async () => (await getBooking(at, s.client, id)).status;

  for (const step of plan.steps) {
    switch (step.do) {
      case 'accept':
      case 'decline':
        moveTo(when(step.at), step.do);
        await actOnBooking(at, s.owner, id, step.do, step.do === 'decline' ? step.reason : null);
        break;
      case 'sign':
        moveTo(when(step.at), 'sign');
        await signAgreement(
          at,
          s.client,
          id,
          { kind: 'typed', name: `${s.client.firstName} ${s.client.lastName}` },
          null,
        );
        break;
      case 'checkout':
        moveTo(when(step.at), 'checkout');
        await openCheckout(at, s.client, id);
        break;
      case 'pay': {
        const paidAt = when(step.at);
        moveTo(new Date(paidAt.getTime() - MINUTE), 'checkout');
        const checkout = await openCheckout(at, s.client, id);
        moveTo(paidAt, 'pay');
        await answerSandboxCheckout(at, checkout.checkoutUrl, 'authorise', step.method);
        if ((await statusNow()) !== 'confirmed')
          throw new Error(`demo booking ${plan.key}: the payment did not confirm it`);
        break;
      }
      case 'cancel': {
        moveTo(when(step.at), 'cancel');
        const by = step.by === 'client' ? s.client : step.by === 'host' ? s.owner : s.admin;
        await actOnBooking(at, by, id, 'cancel', step.reason);
        break;
      }
      case 'timer': {
        const b = await getBooking(at, s.client, id);
        if (!b.dueAt) throw new Error(`demo booking ${plan.key}: no timer to fire`);
        moveTo(new Date(b.dueAt), `timer ${b.dueAction}`);
        await runDueTimers(at);
        if ((await statusNow()) === b.status) throw new Error(`demo booking ${plan.key}: ${b.dueAction} did not fire`);
        break;
      }
    }
  }
  const status = await statusNow();
  if (status !== plan.ends) throw new Error(`demo booking ${plan.key} ends ${status}, not ${plan.ends}`);
}
