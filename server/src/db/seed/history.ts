import { sql } from 'kysely';
import {
  addCalendarDays,
  addMonths,
  availableFrom,
  calendarDayIn,
  centavos,
  dayStartIn,
  gatewayFeePostings,
  paymentPostings,
  payoutProcessedPostings,
  payoutRequestPostings,
  quoteBooking,
  releasePostings,
  sumCentavos,
  withholdingOn,
  type BookingQuote,
  type Centavos,
  type LedgerTransaction,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import { nextDailyRun } from '../../jobs/job';
import { newId } from '../../lib/ids';
import { MONEY_DAILY_AT } from '../../modules/money/wallet/wallet.service';
import type { UserRow } from '../../modules/users/accounts.service';
import { QUIET_CITIES } from './bookings';

/**
 * Twelve months of past bookings (issue 22, decision 0049), so the analytics' charts show a shape:
 * more bookings each month (the platform growing) and peaks in the holiday season (December) and
 * the summer moving months (April–May), fewer in the rainy months. For the demo host and the other
 * demo hosts' live listings priced by the day (outside the cities the browser tests keep quiet; their
 * approval moved back before the year, so occupancy counts it), with the demo and
 * other demo clients: requests answered within minutes to hours (some declined, a few left to
 * expire, some cancelled before payment) and instant bookings, the paid ones completed, each with
 * its events, its payment, the ledger's lines as the app posts them (the payment, the gateway's
 * fee, the release financial.hostPayoutDelay days after the start at the daily 02:00 run), and a
 * payout on the first of each month of what was available, processed the next day. Everything
 * ends before the seed's last 45 days, where the stories of bookings-data.ts play.
 *
 * Bulk inserts, 500 rows a statement: a few hundred bookings take well under a second on PGlite.
 * Deterministic (a fixed pseudo-random sequence) and once: skipped when any 'history-' booking
 * exists. The demo listings' views are seeded too (listing_daily_views), from the same shape.
 */

const MONTHS = 12;
/** The stories of bookings-data.ts and the money seed cover the last 45 days. */
const QUIET_DAYS = 46;
/** Bookings a month for a host: the base, times the season and the growth. */
const BASE = 5;
/** January … December. */
const SEASON = [0.8, 0.75, 0.9, 1.25, 1.3, 1.0, 0.7, 0.7, 0.8, 0.95, 1.15, 1.5];

export interface HistoryPeople {
  host: UserRow;
  otherHosts: UserRow[];
  client: UserRow;
  otherClients: UserRow[];
}

interface ListingRow {
  id: string;
  hostId: string;
  title: string;
  capacity: number;
  instantBook: boolean;
  /** As the listings table keeps them: whole centavos. */
  pricePerHour: Centavos | null;
  pricePerDay: Centavos | null;
  pricePerMonth: Centavos | null;
  cancellationPolicy: 'flexible' | 'moderate' | 'strict';
}

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Row = Record<string, unknown>;

export async function insertAll(ctx: AppContext, table: string, rows: Row[]) {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const values = sql.join(chunk.map((r) => sql`(${sql.join(cols.map((c) => r[c] as never))})`));
    await sql`insert into ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))}) values ${values}`.execute(
      ctx.db,
    );
  }
}

/**
 * The day the history's listings went live: half a month before its first month. The demo
 * accounts joined before it (users.ts), so no one's 'Hosting since' comes after their bookings.
 */
export function historyStart(now: Date, timeZone: string): Date {
  const today = calendarDayIn(timeZone, now);
  return dayStartIn(addCalendarDays(addMonths(`${today.slice(0, 7)}-01`, -MONTHS), -15), timeZone);
}

export async function seedHistory(ctx: AppContext, people: HistoryPeople): Promise<boolean> {
  const { rows: done } = await sql<{ n: number }>`select count(*)::int as n from bookings
    where idempotency_key like 'history-%'`.execute(ctx.db);
  if (done[0].n > 0) return false;

  const settings = await ctx.settings.get();
  const timeZone = settings.general.timezone;
  const now = ctx.clock.now();
  const today = calendarDayIn(timeZone, now);
  const lastDay = addCalendarDays(today, -QUIET_DAYS);
  const hosts = [people.host, ...people.otherHosts];
  const clients = [people.client, ...people.otherClients];
  const { rows: all } =
    await sql<ListingRow>`select id, host_id as "hostId", title, capacity, instant_book as "instantBook",
      price_per_hour as "pricePerHour", price_per_day as "pricePerDay", price_per_month as "pricePerMonth",
      cancellation_policy as "cancellationPolicy", city_name as "cityName"
    from listings where status = 'active' and host_id in (${sql.join(hosts.map((h) => h.id))})
      and price_per_day is not null
    order by host_id, title, id`.execute(ctx.db);
  const listings = all.filter((l) => !QUIET_CITIES.test((l as ListingRow & { cityName: string }).cityName ?? ''));
  if (listings.length === 0) return false;
  // The listings were live through the year their bookings cover (occupancy counts from approval).
  const liveSince = historyStart(now, timeZone);
  await sql`update listings set approved_at = least(approved_at, ${liveSince}), created_at = least(created_at, ${liveSince})
    where id in (${sql.join(listings.map((l) => l.id))})`.execute(ctx.db);

  const rnd = random(20_261_126);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const HOUR = 3_600_000;
  const at = (day: string, hour: number) => new Date(dayStartIn(day, timeZone).getTime() + hour * HOUR);

  const bookings: Row[] = [];
  const events: Row[] = [];
  const payments: Row[] = [];
  const ledger: Row[] = [];
  const earnings: Row[] = [];
  const views = new Map<string, number>();
  /** Per host: [when released, amount] to pay out on the next first of the month. */
  const released = new Map<string, { at: Date; amount: Centavos }[]>();
  let n = 0;

  const post = (
    t: LedgerTransaction,
    createdAt: Date,
    refs: { bookingId?: string; paymentId?: string; payoutId?: string; hostId: string },
  ) => {
    const transactionId = newId();
    for (const l of t.lines)
      ledger.push({
        id: newId(),
        transaction_id: transactionId,
        kind: t.kind,
        account: l.account,
        amount: l.amount,
        booking_id: refs.bookingId ?? null,
        payment_id: refs.paymentId ?? null,
        payout_id: refs.payoutId ?? null,
        host_id: l.account.startsWith('host_') ? refs.hostId : null,
        created_at: createdAt,
      });
  };

  const monthStart = today.slice(0, 7);
  for (let back = MONTHS; back >= 1; back--) {
    const [y, m] = monthStart.split('-').map(Number);
    const idx = y * 12 + (m - 1) - back;
    const month = `${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, '0')}`;
    const growth = 0.55 + (0.45 * (MONTHS - back)) / (MONTHS - 1);
    const season = SEASON[idx % 12];
    for (const host of hosts) {
      const own = listings.filter((l) => l.hostId === host.id);
      if (own.length === 0) continue;
      const count = Math.round(BASE * growth * season * (host.id === people.host.id ? 1.4 : 1) + rnd() * 2);
      for (let i = 0; i < count; i++) {
        const l = pick(own);
        const startDay = `${month}-${String(1 + Math.floor(rnd() * 26)).padStart(2, '0')}`;
        const days = 2 + Math.floor(rnd() * 12);
        const endDate = addCalendarDays(startDay, days - 1);
        if (endDate > lastDay) continue;
        const stayDays = days;
        const quoted = quoteBooking({
          prices: l,
          stay: { days: stayDays, from: startDay },
          units: 1,
          financial: settings.financial,
        });
        if (!quoted.ok) continue;
        const q: BookingQuote = quoted.quote;
        const client = pick(clients);
        const made = new Date(
          at(startDay, 9).getTime() - (3 + Math.floor(rnd() * 20)) * 24 * HOUR + Math.floor(rnd() * 10) * HOUR,
        );
        const mode = l.instantBook ? 'instant' : 'request';
        const roll = rnd();
        // Requests: 8% declined, 5% left to expire; anyone: 7% cancelled by the client before paying.
        const outcome =
          mode === 'request' && roll < 0.08
            ? 'declined'
            : mode === 'request' && roll < 0.13
              ? 'expired'
              : roll < 0.2
                ? 'cancelled'
                : 'completed';
        const id = newId();
        const startsAt = dayStartIn(startDay, timeZone);
        const endsAt = dayStartIn(addCalendarDays(endDate, 1), timeZone);
        const answered = new Date(made.getTime() + (5 + Math.floor(rnd() ** 2 * 600)) * 60_000);
        const paidAt = new Date(
          (mode === 'request' ? answered : made).getTime() + (10 + Math.floor(rnd() * 120)) * 60_000,
        );
        const ev = (
          action: string,
          actor: string,
          from: string | null,
          to: string,
          when: Date,
          actorId: string | null,
        ) =>
          events.push({
            id: newId(),
            process: 'booking',
            record_id: id,
            action,
            actor,
            actor_id: actorId,
            from_status: from,
            to_status: to,
            reason: null,
            created_at: when,
          });
        ev(
          mode === 'request' ? 'request' : 'book_instantly',
          'client',
          null,
          mode === 'request' ? 'pending' : 'awaiting_payment',
          made,
          client.id,
        );
        let status = outcome;
        let last = made;
        if (outcome === 'declined') {
          ev('decline', 'host', 'pending', 'declined', answered, host.id);
          last = answered;
        } else if (outcome === 'expired') {
          last = new Date(made.getTime() + 24 * HOUR);
          ev('expire_request', 'system', 'pending', 'expired', last, null);
        } else {
          if (mode === 'request') ev('accept', 'host', 'pending', 'awaiting_payment', answered, host.id);
          if (outcome === 'cancelled') {
            last = new Date(paidAt.getTime() - 5 * 60_000);
            ev('cancel', 'client', 'awaiting_payment', 'cancelled', last, client.id);
            status = 'cancelled';
          } else {
            ev('pay', 'payment', 'awaiting_payment', 'confirmed', paidAt, null);
            ev('start', 'system', 'confirmed', 'active', startsAt, null);
            ev('complete', 'system', 'active', 'completed', endsAt, null);
            last = endsAt;
            const paymentId = newId();
            const fee = centavos(Math.round(q.total * 0.025));
            payments.push({
              id: paymentId,
              booking_id: id,
              gateway: 'sandbox',
              checkout_id: `history_${n}`,
              method: pick(['gcash', 'gcash', 'maya', 'card']),
              amount: q.total,
              received_amount: q.total,
              received_currency: 'PHP',
              gateway_fee: fee,
              status: 'paid',
              gateway_status: 'paid',
              gateway_reference: `HIST-${String(n).padStart(6, '0')}`,
              idempotency_key: `history-payment-${n}`,
              expires_at: new Date(paidAt.getTime() + HOUR),
              created_at: new Date(paidAt.getTime() - 5 * 60_000),
              paid_at: paidAt,
              updated_at: paidAt,
            });
            post(paymentPostings(q), paidAt, { bookingId: id, paymentId, hostId: host.id });
            post(gatewayFeePostings(fee), paidAt, { bookingId: id, paymentId, hostId: host.id });
            const releaseAt = nextDailyRun(
              new Date(availableFrom(startsAt, settings.financial.hostPayoutDelay).getTime() - 1),
              MONEY_DAILY_AT,
              timeZone,
            );
            post(releasePostings(q.hostEarnings, centavos(0)), releaseAt, { bookingId: id, hostId: host.id });
            earnings.push({ booking_id: id, host_id: host.id, pending: 0, updated_at: releaseAt });
            released.set(host.id, [...(released.get(host.id) ?? []), { at: releaseAt, amount: q.hostEarnings }]);
          }
        }
        const confirmed = status === 'completed' ? paidAt : null;
        bookings.push({
          id,
          listing_id: l.id,
          client_id: client.id,
          host_id: host.id,
          status,
          mode,
          kind: 'days',
          start_date: startDay,
          end_date: endDate,
          starts_at: startsAt,
          ends_at: endsAt,
          units: 1,
          quote: JSON.stringify(q),
          total: q.total,
          cancellation_policy: l.cancellationPolicy,
          listing_title: l.title,
          idempotency_key: `history-${n}`,
          reason:
            status === 'declined'
              ? 'Those dates no longer work for us, sorry.'
              : status === 'cancelled'
                ? 'Found another space.'
                : null,
          accepted_at: mode === 'request' && status !== 'declined' && status !== 'expired' ? answered : null,
          confirmed_at: confirmed,
          cancelled_at: status === 'cancelled' ? last : null,
          cancelled_by: status === 'cancelled' ? 'client' : null,
          created_at: made,
          updated_at: last,
        });
        n++;
        // Views: people look at a listing several times for each request.
        const viewDay = calendarDayIn(timeZone, made);
        for (let k = 0; k < 4 + Math.floor(rnd() * 12); k++) {
          const day = addCalendarDays(viewDay, -Math.floor(rnd() * 10));
          const key = `${l.id}|${day}`;
          views.set(key, (views.get(key) ?? 0) + 1);
        }
      }
    }
  }

  // Payouts: on the first of each month at 09:00, what was released before it; processed the next day.
  const payouts: Row[] = [];
  const methods: Row[] = [];
  for (const [hostId, list] of released) {
    const host = hosts.find((h) => h.id === hostId)!;
    const methodId = newId();
    const first = list.reduce((a, b) => (a.at < b.at ? a : b)).at;
    methods.push({
      id: methodId,
      host_id: hostId,
      type: 'gcash',
      account_name: `${host.firstName} ${host.lastName}`,
      account_number: `0917${String(1_000_000 + payouts.length * 7919).slice(-7)}`,
      is_default: false,
      usable_from: new Date(first.getTime() - 40 * 24 * HOUR),
      created_at: new Date(first.getTime() - 41 * 24 * HOUR),
      updated_at: new Date(first.getTime() - 41 * 24 * HOUR),
      removed_at: new Date(now.getTime() - QUIET_DAYS * 24 * HOUR),
    });
    const byMonth = new Map<string, Centavos>();
    for (const r of list) {
      const m = calendarDayIn(timeZone, r.at).slice(0, 7);
      byMonth.set(m, sumCentavos(byMonth.get(m) ?? centavos(0), r.amount));
    }
    for (const [m, amount] of [...byMonth].sort()) {
      const [y, mo] = m.split('-').map(Number);
      const next = `${mo === 12 ? y + 1 : y}-${String(mo === 12 ? 1 : mo + 1).padStart(2, '0')}-01`;
      const requested = at(next, 9);
      const processed = at(next, 33);
      if (processed > at(lastDay, 0)) continue;
      const withholding = withholdingOn(amount, settings.financial.payoutWithholding);
      const id = newId();
      payouts.push({
        id,
        host_id: hostId,
        payout_method_id: methodId,
        method: JSON.stringify({ type: 'gcash', label: 'GCash', accountName: `${host.firstName} ${host.lastName}` }),
        amount,
        withholding,
        status: 'processed',
        requested_by: 'auto',
        reference: `GC-HIST-${String(payouts.length + 1).padStart(4, '0')}`,
        created_at: requested,
        processed_at: processed,
        updated_at: processed,
      });
      post(payoutRequestPostings(amount, withholding), requested, { payoutId: id, hostId });
      post(payoutProcessedPostings(amount, withholding), processed, { payoutId: id, hostId });
    }
  }

  await ctx.db.transaction().execute(async (tx) => {
    const at = { ...ctx, db: tx } as unknown as AppContext;
    await insertAll(at, 'bookings', bookings);
    await insertAll(at, 'process_events', events);
    await insertAll(at, 'payments', payments);
    await insertAll(at, 'payout_methods', methods);
    await insertAll(at, 'payouts', payouts);
    await insertAll(at, 'ledger_entries', ledger);
    await insertAll(at, 'booking_earnings', earnings);
    await insertAll(
      at,
      'listing_daily_views',
      [...views].map(([key, count]) => {
        const [listing_id, day] = key.split('|');
        return { listing_id, day, views: count };
      }),
    );
    // The balances the ledger's lines add up to: history leaves only paid-out money (and the available
    // remainder of payouts' withholding, none when withholding is off).
    const hostRows = await sql<{
      hostId: string;
    }>`select distinct host_id as "hostId" from ledger_entries where host_id is not null
      and (booking_id in (select id from bookings where idempotency_key like 'history-%') or payout_id in (select id from payouts where requested_by = 'auto' and reference like 'GC-HIST-%'))`.execute(
      tx,
    );
    for (const { hostId } of hostRows.rows) {
      await sql`insert into host_balances (host_id, pending, available, payout_pending, paid_out, debt)
        select ${hostId}, coalesce(-sum(amount) filter (where account = 'host_pending'), 0),
          coalesce(-sum(amount) filter (where account = 'host_available'), 0),
          coalesce(-sum(amount) filter (where account = 'host_payout_pending'), 0),
          coalesce(-sum(amount) filter (where account = 'host_paid_out'), 0),
          coalesce(sum(amount) filter (where account = 'host_debt'), 0)
        from ledger_entries where host_id = ${hostId}
        on conflict (host_id) do update set pending = excluded.pending, available = excluded.available,
          payout_pending = excluded.payout_pending, paid_out = excluded.paid_out, debt = excluded.debt, updated_at = now()`.execute(
        tx,
      );
    }
  });
  return true;
}
