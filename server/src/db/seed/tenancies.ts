import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  addCalendarDays,
  addMonths,
  agreementText,
  balanceChange,
  billDay,
  buildAgreement,
  calendarDayIn,
  dayBookingRange,
  dayStartIn,
  mostInUse,
  type Claim,
  type LedgerLine,
  type ListingType,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { UserRow } from '../../modules/users/accounts.service';
import { QUIET_CITIES } from './bookings';
import { DAY, HOUR, MINUTE, type DemoClientKey } from './bookings-data';
import { insertAll } from './history';
import { demoTenancies, type DemoTenancy } from './tenancies-data';
import { playTenancy, type Row, type StoryListing } from './tenancy-story';

/**
 * The demo tenancies (issue 32, tenancies-data.ts), written in bulk as history.ts writes the past
 * bookings, and as the app would have made them (tenancy-story.ts): the tenancy's row and events
 * (asked for, answered, paid, started; notice, ended), its signed agreement, its bills with the
 * billing job's steps at their days (made, opened, reminded, overdue; repriced and voided by the
 * notice), each paid bill's payment with its events and ledger lines (the payment, the gateway's
 * fee, the release at the daily 02:00 run), the booking's pending earnings, and the host's balances
 * moved by the same lines. So the billing job, the timers and the daily release find nothing to do
 * at the seed's now, and carry each tenancy on from there.
 *
 * On the demo host's live listings with a monthly price and at least 3 units, outside the cities
 * the browser tests use, the least used first, and only where a unit stays free at every moment
 * from the tenancy's start: a tenancy holds its unit with no end. Once: skipped when any
 * `tenancy-` booking exists. A plan that finds no listing, or whose client is gone, is left out.
 */

export interface TenancySeedPeople {
  host: UserRow;
  client: UserRow;
  otherClients: UserRow[];
}

interface ListingRow extends StoryListing {
  type: ListingType;
  capacity: number;
  barangayName: string | null;
  cityName: string | null;
  provinceName: string | null;
  accessHours: string | null;
  approvedAt: Date;
}

/** A claim with no end: a tenancy without notice. */
const NO_END = new Date('9999-01-01T00:00:00Z');

export async function seedTenancies(ctx: AppContext, people: TenancySeedPeople): Promise<boolean> {
  const { rows: done } = await sql<{ n: number }>`select count(*)::int as n from bookings
    where idempotency_key like 'tenancy-%'`.execute(ctx.db);
  if (done[0].n > 0) return false;

  const settings = await ctx.settings.get();
  const timeZone = settings.general.timezone;
  const now = ctx.clock.now();
  const today = calendarDayIn(timeZone, now);
  const { rows: all } = await sql<ListingRow>`select id, title, type, capacity, instant_book as "instantBook",
      price_per_month as "pricePerMonth", notice_period_days as "noticePeriodDays",
      cancellation_policy as "cancellationPolicy", min_duration as "minDuration", min_duration_unit as "minDurationUnit",
      barangay_name as "barangayName", city_name as "cityName", province_name as "provinceName",
      access_hours as "accessHours", approved_at as "approvedAt"
    from listings where status = 'active' and host_id = ${people.host.id} and price_per_month is not null
      and capacity >= 3 order by title, id`.execute(ctx.db);
  const listings = all.filter((l) => !QUIET_CITIES.test(`${l.cityName} ${l.provinceName}`));
  if (listings.length === 0) return false;
  const claims = await claimsOn(ctx, listings, timeZone);

  const others = new Map(people.otherClients.map((u) => [u.email.split('.')[0], u]));
  const clients: Record<DemoClientKey, UserRow | undefined> = {
    demo: people.client,
    joy: others.get('joy'),
    mark: others.get('mark'),
    rica: others.get('rica'),
  };
  const platformName = await ctx.settings.platformName();
  const rows: Record<string, Row[]> = {};
  const agreements: Row[] = [];
  const lines: LedgerLine[] = [];

  for (const plan of demoTenancies) {
    const client = clients[plan.client];
    if (!client) continue;
    const start = startFor(plan, today);
    const made = new Date(dayStartIn(addCalendarDays(start, -12), timeZone).getTime() + 10 * HOUR + 40 * MINUTE);
    const startsAt = dayStartIn(start, timeZone);
    const l = pick(listings, claims, plan, startsAt, made);
    if (!l) continue;
    const story = playTenancy({
      plan,
      listing: l,
      clientId: client.id,
      hostId: people.host.id,
      start,
      made,
      now,
      today,
      timeZone,
      financial: settings.financial,
    });
    for (const [table, list] of Object.entries(story.rows)) (rows[table] ??= []).push(...list);
    lines.push(...story.postings.flatMap((t) => t.lines));
    claims.get(l.id)!.push({ start: startsAt, end: story.endsAt ?? NO_END, units: 1 });

    // Signed by typing the client's name while it awaited payment, as signAgreement keeps it.
    const doc = buildAgreement({
      bookingId: story.id,
      platformName,
      hostName: `${people.host.firstName} ${people.host.lastName}`.trim(),
      clientName: `${client.firstName} ${client.lastName}`.trim(),
      listingTitle: l.title,
      listingType: l.type,
      area: [l.barangayName, l.cityName, l.provinceName].filter(Boolean).join(', '),
      accessHours: l.accessHours,
      kind: 'tenancy',
      startDate: start,
      endDate: null,
      startsAt,
      endsAt: null,
      noticePeriodDays: l.noticePeriodDays,
      timeZone,
      units: 1,
      lines: story.quote.lines,
      subtotal: story.quote.subtotal,
      tax: story.quote.tax,
      total: story.quote.total,
      cancellationPolicy: l.cancellationPolicy,
      cancellationFeePercentage: story.quote.cancellationFeePercentage,
    });
    const text = agreementText(doc);
    agreements.push({
      booking_id: story.id,
      version: doc.version,
      document: JSON.stringify(doc),
      text,
      sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
      signature_kind: 'typed',
      typed_name: `${client.firstName} ${client.lastName}`.trim(),
      signer_id: client.id,
      signed_at: story.signedAt,
    });
    // Live before it was asked for (occupancy counts from approval), as history.ts moves its listings.
    const live = made.getTime() - 3 * DAY;
    await sql`update listings set approved_at = least(approved_at, ${new Date(live)}),
      submitted_at = least(submitted_at, ${new Date(live - DAY)}), created_at = least(created_at, ${new Date(live - 2 * DAY)})
      where id = ${l.id}`.execute(ctx.db);
  }
  if (!rows.bookings?.length) return false;

  await ctx.db.transaction().execute(async (tx) => {
    const at = { ...ctx, db: tx } as unknown as AppContext;
    for (const table of ['bookings', 'bills', 'payments', 'process_events', 'ledger_entries', 'booking_earnings'])
      await insertAll(at, table, rows[table] ?? []);
    await insertAll(at, 'booking_agreements', agreements);
    // The host's balances moved by the same lines, as postLedger moves them.
    const d = balanceChange({ kind: 'payment', lines });
    await sql`insert into host_balances (host_id, pending, available, payout_pending, paid_out, debt, held, updated_at)
      values (${people.host.id}, ${d.pending}, ${d.available}, ${d.payoutPending}, ${d.paidOut}, ${d.debt}, ${d.held}, ${now})
      on conflict (host_id) do update set pending = host_balances.pending + excluded.pending,
        available = host_balances.available + excluded.available,
        payout_pending = host_balances.payout_pending + excluded.payout_pending,
        paid_out = host_balances.paid_out + excluded.paid_out, debt = host_balances.debt + excluded.debt,
        held = host_balances.held + excluded.held`.execute(tx);
  });
  return true;
}

/** The start whose bill `anchor.n` is due `anchor.dueIn` days from today, or a day or so later where a month lacks that day. */
export function startFor(plan: DemoTenancy, today: string): string {
  for (let k = plan.anchor.dueIn; k <= plan.anchor.dueIn + 3; k++) {
    const due = addCalendarDays(today, k);
    const start = addMonths(due, -plan.anchor.n);
    if (billDay(start, plan.anchor.n) === due) return start;
  }
  throw new Error(`demo tenancy ${plan.key}: no start fits its anchor`);
}

/** What holds each listing's units at any time: its blocks, the bookings that held or hold units. */
async function claimsOn(ctx: AppContext, listings: ListingRow[], timeZone: string) {
  const ids = listings.map((l) => l.id);
  const claims = new Map<string, Claim[]>(ids.map((id) => [id, []]));
  const { rows: blocks } = await sql<{ listingId: string; startDate: string; endDate: string; units: number }>`
    select listing_id as "listingId", start_date::text as "startDate", end_date::text as "endDate", units
    from listing_blocks where listing_id in (${sql.join(ids)})`.execute(ctx.db);
  for (const b of blocks)
    claims.get(b.listingId)!.push({ ...dayBookingRange(b.startDate, b.endDate, timeZone), units: b.units });
  const { rows: held } = await sql<{ listingId: string; startsAt: Date; endsAt: Date | null; units: number }>`
    select listing_id as "listingId", starts_at as "startsAt", ends_at as "endsAt", units from bookings
    where listing_id in (${sql.join(ids)})
      and status in ('pending','awaiting_payment','confirmed','active','notice_given','completed','ended')`.execute(
    ctx.db,
  );
  for (const b of held)
    claims
      .get(b.listingId)!
      .push({ start: new Date(b.startsAt), end: b.endsAt ? new Date(b.endsAt) : NO_END, units: b.units });
  return claims;
}

/**
 * The listing a tenancy takes: of the notice period it needs, with a unit still free at every
 * moment from its start once it holds one; the least used first, live before it was asked for, by title.
 */
function pick(listings: ListingRow[], claims: Map<string, Claim[]>, plan: DemoTenancy, startsAt: Date, made: Date) {
  const liveBefore = (l: ListingRow) => (new Date(l.approvedAt).getTime() <= made.getTime() - DAY ? 0 : 1);
  return listings
    .filter((l) => plan.noticeDays === undefined || l.noticePeriodDays === plan.noticeDays)
    .filter((l) => mostInUse(claims.get(l.id)!, { start: startsAt, end: NO_END }) + 1 < l.capacity)
    .sort(
      (a, b) =>
        claims.get(a.id)!.length - claims.get(b.id)!.length ||
        liveBefore(a) - liveBefore(b) ||
        a.title.localeCompare(b.title),
    )[0];
}
