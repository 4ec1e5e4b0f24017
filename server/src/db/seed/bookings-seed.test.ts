import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  centavos,
  depositHeldPostings,
  depositReturnPostings,
  accountsOutOfBounds,
  addCalendarDays,
  agreementText,
  agreementTitle,
  bookingStatuses,
  calendarDayIn,
  canFire,
  dayBookingRange,
  fullRefund,
  ledgerAccounts,
  mostInUse,
  needsReason,
  paymentMethods,
  paymentPostings,
  refundFor,
  refundPostings,
  timerDue,
  usedPerDay,
  type Agreement,
  type BookingActor,
  type BookingStatus,
  type Claim,
  type LedgerAccount,
  type LedgerLine,
} from '@espasyo/domain';
import { clockOf, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { runDueTimers } from '../../modules/bookings/timers/booking-timers.service';
import { QUIET_CITIES } from './bookings';
import { demoBookings } from './bookings-data';
import { demoTenancies } from './tenancies-data';
import { seedDemoData } from './index';
import { DEMO_PASSWORD } from './users';

/**
 * The demo bookings (issue 19), seeded at a fixed moment in the middle of a month (10:30 in
 * Manila), with the demo users and listings: what every booking page shows must be there and be
 * what the app itself would have made.
 */
const photoDir = fileURLToPath(new URL('../../../seed-photos', import.meta.url));
const t = useTestApp({ tempDataDir: 'espasyo-seed-bookings-' });
const NOW = new Date('2027-03-17T02:30:00Z');
let today = '';
let timeZone = '';

const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The stories' bookings (the demo tenancies have their own test: tenancies-seed.test.ts). */
const bookings = () =>
  t.db.selectFrom('bookings').selectAll().where('kind', '<>', 'tenancy').orderBy('createdAt').orderBy('id').execute();
const events = () =>
  t.db
    .selectFrom('processEvents')
    .selectAll()
    .select('recordId as bookingId')
    .where('process', '=', 'booking')
    .orderBy('recordId')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
/** Bookings the demo disputes were opened on: their refunds follow the staff's decision, not the policy. */
const disputedBookings = async () =>
  new Set((await t.db.selectFrom('disputes').select('bookingId').execute()).map((r) => r.bookingId));
const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** One event of a booking by its action (the last, when it happened more than once). */
async function eventsByBooking() {
  const map = new Map<string, Awaited<ReturnType<typeof events>>>();
  for (const e of await events()) map.set(e.bookingId, [...(map.get(e.bookingId) ?? []), e]);
  return map;
}

beforeAll(async () => {
  clockOf(t).set(NOW);
  timeZone = (await t.ctx.settings.get()).general.timezone;
  today = calendarDayIn(timeZone, NOW);
  await seedDemoData(t.ctx, { photoDir });
});

describe('demo bookings', () => {
  it('plays every story to its end: all statuses for the demo client and the demo host, hourly and monthly stays', async () => {
    const rows = await bookings();
    expect(rows).toHaveLength(demoBookings.length);
    for (const plan of demoBookings) {
      const row = rows.find((r) => r.idempotencyKey === `demo-${plan.key}`);
      expect(row?.status, plan.key).toBe(plan.ends);
    }
    const client = await userId('client@espasyo.test');
    const host = await userId('host@espasyo.test');
    const statusesOf = (f: (r: (typeof rows)[number]) => boolean) => new Set(rows.filter(f).map((r) => r.status));
    expect(statusesOf((r) => r.clientId === client)).toEqual(new Set(bookingStatuses));
    expect(statusesOf((r) => r.hostId === host)).toEqual(new Set(bookingStatuses));
    expect(statusesOf((r) => r.clientId === client && r.hostId === host)).toEqual(new Set(bookingStatuses));
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(4);
    expect(new Set(rows.map((r) => r.hostId)).size).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.kind === 'hours').length).toBeGreaterThanOrEqual(2);
    const monthly = rows.filter((r) => r.quote.lines.some((l) => l.unit === 'month'));
    expect(monthly.length).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => r.mode === 'instant') && rows.some((r) => r.mode === 'request')).toBe(true);
  });

  it('keeps within 45 days of today and out of the cities the browser tests use', async () => {
    const rows = await t.db
      .selectFrom('bookings')
      .innerJoin('listings', 'listings.id', 'bookings.listingId')
      .select(['bookings.startDate', 'bookings.endDate', 'listings.cityName', 'listings.provinceName'])
      .where('bookings.kind', '<>', 'tenancy')
      .execute();
    for (const r of rows) {
      expect(r.startDate >= addCalendarDays(today, -45) && r.endDate! <= addCalendarDays(today, 45)).toBe(true);
      expect(`${r.cityName} ${r.provinceName}`).not.toMatch(QUIET_CITIES);
    }
  });

  it("prices each booking with the domain's quote, as a request would be", async () => {
    const settings = await t.ctx.settings.get();
    for (const b of await bookings()) {
      const q = b.quote;
      expect(q.units).toBe(b.units);
      expect(q.subtotal).toBe(q.lines.reduce((s, l) => s + l.amount, 0) * b.units);
      expect(q.total).toBe(q.subtotal + q.tax);
      expect(Number(b.total)).toBe(q.total);
      expect(q.platformFeePercentage).toBe(settings.financial.platformFeePercentage);
      expect(q.hostEarnings).toBe(q.subtotal - q.platformFee);
    }
  });

  it("makes each booking's timeline from its events: in order, every move allowed to its actor, reasons where needed", async () => {
    const byBooking = await eventsByBooking();
    for (const b of await bookings()) {
      const evs = byBooking.get(b.id)!;
      const label = `${b.idempotencyKey}`;
      expect(evs[0], label).toMatchObject({ fromStatus: null, actor: 'client', actorId: b.clientId });
      expect(['request', 'book_instantly']).toContain(evs[0].action);
      expect(evs[0].action === 'book_instantly').toBe(b.mode === 'instant');
      expect(ms(evs[0].createdAt)).toBe(ms(b.createdAt));
      for (let i = 0; i < evs.length; i++) {
        const e = evs[i];
        if (i > 0) {
          expect(e.fromStatus, label).toBe(evs[i - 1].toStatus);
          expect(ms(e.createdAt)! > ms(evs[i - 1].createdAt)!, `${label}: ${e.action} after ${evs[i - 1].action}`).toBe(
            true,
          );
        }
        expect(canFire(e.action as never, e.fromStatus as BookingStatus | null, e.actor), `${label}: ${e.action}`).toBe(
          true,
        );
        if (needsReason(e.action as never, e.actor as BookingActor)) expect(e.reason, label).toBeTruthy();
        const expectedActor = { client: b.clientId, host: b.hostId, system: null, payment: null }[
          e.actor as 'client' | 'host' | 'system' | 'payment'
        ];
        if (e.actor !== 'admin') expect(e.actorId, label).toBe(expectedActor);
        expect(ms(e.createdAt)! <= NOW.getTime()).toBe(true);
      }
      expect(evs.at(-1)!.toStatus, label).toBe(b.status);
      const at = (action: string) => evs.find((e) => e.action === action)?.createdAt ?? null;
      expect(ms(b.acceptedAt), label).toBe(ms(at('accept')));
      expect(ms(b.confirmedAt), label).toBe(ms(at('pay')));
      expect(ms(b.cancelledAt), label).toBe(ms(at('cancel')));
      expect(b.cancelledBy, label).toBe(evs.find((e) => e.action === 'cancel')?.actor ?? null);
      expect(ms(b.updatedAt), label).toBe(ms(evs.at(-1)!.createdAt));
    }
  });

  it('leaves each booking the timer its status calls for, all still to come', async () => {
    for (const b of await bookings()) {
      const due = timerDue(b.status as BookingStatus, {
        start: new Date(b.startsAt),
        end: new Date(b.endsAt!),
        mode: b.mode,
        createdAt: new Date(b.createdAt),
        acceptedAt: b.acceptedAt ? new Date(b.acceptedAt) : null,
      });
      expect(b.dueAction, `${b.idempotencyKey}`).toBe(due?.action ?? null);
      expect(ms(b.dueAt), `${b.idempotencyKey}`).toBe(due ? due.at.getTime() : null);
      if (b.dueAt) expect(ms(b.dueAt)! > NOW.getTime(), `${b.idempotencyKey}`).toBe(true);
    }
    const pending = (await bookings()).find((b) => b.idempotencyKey === 'demo-bea-pending')!;
    expect(ms(pending.dueAt)! - NOW.getTime()).toBe(20 * 3_600_000);
  });

  it('leaves no booking checked in at the gate, and no scan or gate keeper (issue 33)', async () => {
    expect(await t.db.selectFrom('checkIns').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('passScans').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('gateKeepers').select('id').execute()).toEqual([]);
  });

  it("the timer job run at the seed's now moves nothing", async () => {
    const before = await bookings();
    expect(await runDueTimers(t.ctx)).toEqual({});
    expect(await bookings()).toEqual(before);
  });

  it('paid bookings have their sandbox payment; cancelled ones their refund, by the policy or in full', async () => {
    const byBooking = await eventsByBooking();
    const payments = await t.db.selectFrom('payments').selectAll().execute();
    const refunds = await t.db.selectFrom('refunds').selectAll().execute();
    const methods = new Set<string>();
    const disputed = await disputedBookings();
    for (const b of await bookings()) {
      if (disputed.has(b.id)) continue; // refunded by the dispute's decision: disputes-seed.test.ts
      const evs = byBooking.get(b.id)!;
      const paidEvent = evs.find((e) => e.action === 'pay');
      const own = payments.filter((p) => p.bookingId === b.id);
      const label = `${b.idempotencyKey}`;
      if (!paidEvent) {
        expect(
          own.filter((p) => p.paidAt !== null),
          label,
        ).toEqual([]);
        expect(refunds.filter((r) => r.bookingId === b.id)).toEqual([]);
        continue;
      }
      expect(own, label).toHaveLength(1);
      const p = own[0];
      expect(p).toMatchObject({ gateway: 'sandbox', gatewayStatus: 'paid', flag: null, currency: 'PHP' });
      // The price and, on a listing asking one, the security deposit (issue 33).
      expect(Number(p.amount), label).toBe(Number(b.total) + Number(b.deposit));
      expect(Number(p.receivedAmount)).toBe(Number(b.total) + Number(b.deposit));
      expect(paymentMethods).toContain(p.method);
      methods.add(p.method!);
      expect(Number(p.gatewayFee)).toBeGreaterThan(0);
      expect(p.gatewayReference).toMatch(/^sbx_pay_/);
      expect(ms(p.paidAt)).toBe(ms(paidEvent.createdAt));
      expect(ms(p.createdAt)! < ms(p.paidAt)!).toBe(true);

      const own_refunds = refunds.filter((r) => r.bookingId === b.id);
      const cancel = evs.find((e) => e.action === 'cancel');
      if (!cancel) {
        expect(p.status, label).toBe('paid');
        expect(own_refunds).toEqual([]);
        continue;
      }
      const q = b.quote;
      const split =
        cancel.actor === 'client'
          ? refundFor({
              quote: q,
              policy: b.cancellationPolicy,
              by: 'client',
              status: 'confirmed',
              start: new Date(b.startsAt),
              at: new Date(cancel.createdAt),
            })
          : fullRefund(q);
      expect(own_refunds, label).toHaveLength(1);
      expect(own_refunds[0]).toMatchObject({ reason: 'cancellation', status: 'succeeded', paymentId: p.id });
      // Cancelled before move-in: the deposit goes back in full with the refund.
      expect(Number(own_refunds[0].amount)).toBe(split.refund + Number(b.deposit));
      if (cancel.actor === 'client') {
        expect(split.refund > 0 && split.refund < q.total, label).toBe(true);
        expect(p.status).toBe('partially_refunded');
      } else {
        expect(split.refund).toBe(q.total);
        expect(p.status).toBe('refunded');
      }
    }
    expect(methods).toEqual(new Set(paymentMethods));
    // The payment that lapsed: its checkout was opened and closed unpaid, here and at the sandbox.
    const lapsed = (await bookings()).find((b) => b.idempotencyKey === 'demo-bea-payment-expired')!;
    expect(payments.filter((p) => p.bookingId === lapsed.id)).toMatchObject([
      { status: 'expired', gatewayStatus: 'expired', paidAt: null },
    ]);
    // Every event the sandbox sent was verified, recorded and processed without an error.
    const hooks = await t.db.selectFrom('webhookEvents').selectAll().execute();
    expect(hooks.length).toBeGreaterThan(0);
    expect(hooks.filter((h) => !h.processedAt || h.error)).toEqual([]);
    const undelivered = await t.db.selectFrom('sandboxEvents').select('id').where('deliveredAt', 'is', null).execute();
    expect(undelivered).toEqual([]);
  });

  it('the ledger balances: each transaction sums to zero, no account is on the wrong side, the postings are the domain’s', async () => {
    const entries = await t.db.selectFrom('ledgerEntries').selectAll().execute();
    expect(entries.length).toBeGreaterThan(0);
    const sums = new Map<string, number>();
    for (const e of entries) sums.set(e.transactionId, (sums.get(e.transactionId) ?? 0) + Number(e.amount));
    expect([...sums.values()].every((s) => s === 0)).toBe(true);
    expect(entries.reduce((s, e) => s + Number(e.amount), 0)).toBe(0);
    const balance = Object.fromEntries(ledgerAccounts.map((a) => [a, 0])) as Record<LedgerAccount, number>;
    for (const e of entries) balance[e.account as LedgerAccount] += Number(e.amount);
    expect(accountsOutOfBounds(balance)).toEqual([]);

    const byBooking = await eventsByBooking();
    const linesOf = (kind: string, bookingId: string): LedgerLine[] =>
      entries
        .filter((e) => e.kind === kind && e.bookingId === bookingId)
        .map((e) => ({ account: e.account as LedgerAccount, amount: e.amount }))
        .sort((a, b) => a.account.localeCompare(b.account));
    const sorted = (l: LedgerLine[]) => [...l].sort((a, b) => a.account.localeCompare(b.account));
    const disputed = await disputedBookings();
    for (const b of await bookings()) {
      if (disputed.has(b.id)) continue; // refunded by the dispute's decision: disputes-seed.test.ts
      const q = b.quote;
      const evs = byBooking.get(b.id)!;
      const paid = evs.some((e) => e.action === 'pay');
      const deposit = centavos(Number(b.deposit));
      const held = deposit > 0 ? depositHeldPostings(deposit).lines : [];
      expect(linesOf('payment', b.id), `${b.idempotencyKey}`).toEqual(
        paid ? sorted([...paymentPostings(q).lines, ...held]) : [],
      );
      const cancel = evs.find((e) => e.action === 'cancel');
      const split =
        paid && cancel
          ? cancel.actor === 'client'
            ? refundFor({
                quote: q,
                policy: b.cancellationPolicy,
                by: 'client',
                status: 'confirmed',
                start: new Date(b.startsAt),
                at: new Date(cancel.createdAt),
              })
            : fullRefund(q)
          : null;
      expect(linesOf('refund', b.id), `${b.idempotencyKey}`).toEqual(
        split
          ? sorted([...refundPostings(q, split).lines, ...(deposit > 0 ? depositReturnPostings(deposit).lines : [])])
          : [],
      );
    }
  });

  it('no listing ever holds more units than it has, now or on any day of the bookings', async () => {
    const rows = await bookings();
    const listingIds = [...new Set(rows.map((r) => r.listingId))];
    const listings = await t.db
      .selectFrom('listings')
      .select(['id', 'capacity'])
      .where('id', 'in', listingIds)
      .execute();
    const days: string[] = [];
    for (let d = -45; d <= 45; d++) days.push(addCalendarDays(today, d));
    for (const l of listings) {
      // What the inventory counts now (listing_used_units: blocks and the bookings that hold units).
      const { rows: used } = await sql<{
        startDate: string;
        endDate: string;
        units: number;
        startsAt: Date | null;
        endsAt: Date | null;
      }>`
        select start_date::text as "startDate", end_date::text as "endDate", units, starts_at as "startsAt", ends_at as "endsAt"
        from listing_used_units where listing_id = ${l.id}`.execute(t.db);
      // A tenancy holds its units with no end ('infinity'): far past the last day looked at.
      const until = (d: Date) => (Number.isNaN(new Date(d).getTime()) ? new Date('9999-01-01') : new Date(d));
      const claims: Claim[] = used.map((u) =>
        u.startsAt && u.endsAt
          ? { start: new Date(u.startsAt), end: until(u.endsAt), units: u.units }
          : { ...dayBookingRange(u.startDate, u.endDate, timeZone), units: u.units },
      );
      for (const d of usedPerDay(claims, days, timeZone))
        expect(d.used, `${l.id} ${d.date}`).toBeLessThanOrEqual(l.capacity);
      // And over time: every booking that was paid for, with the blocks, at any moment of each.
      const paid = rows
        .filter((r) => r.listingId === l.id && r.confirmedAt)
        .map((r) => ({ start: new Date(r.startsAt), end: new Date(r.endsAt!), units: r.units }));
      const blocks = claims.filter((c, i) => !used[i].startsAt);
      for (const c of paid) expect(mostInUse([...paid, ...blocks], c)).toBeLessThanOrEqual(l.capacity);
    }
  });

  it("every booking that was paid has its agreement, signed by typing the client's name, its hash the SHA-256 of agreement.ts's text", async () => {
    const byBooking = await eventsByBooking();
    const agreements = await t.db.selectFrom('bookingAgreements').selectAll().execute();
    const users = await t.db.selectFrom('users').select(['id', 'firstName', 'lastName']).execute();
    for (const b of await bookings()) {
      const evs = byBooking.get(b.id)!;
      const paid = evs.find((e) => e.action === 'pay');
      const a = agreements.find((x) => x.bookingId === b.id);
      if (!paid) {
        if (b.idempotencyKey !== 'demo-bea-payment-expired') expect(a, `${b.idempotencyKey}`).toBeUndefined();
        continue;
      }
      expect(a, `${b.idempotencyKey}`).toBeDefined();
      const client = users.find((u) => u.id === b.clientId)!;
      expect(a!).toMatchObject({ signatureKind: 'typed', signerId: b.clientId, signaturePng: null });
      expect(a!.typedName).toBe(`${client.firstName} ${client.lastName}`);
      expect(a!.sha256).toBe(sha256(a!.text));
      expect(agreementText(a!.document as Agreement)).toBe(a!.text);
      expect(a!.text).toContain(agreementTitle(b.listingTitle));
      expect(a!.text).toContain(`Booking reference: ${b.id}`);
      expect(a!.text).toContain(`Client: ${client.firstName} ${client.lastName}`);
      const awaiting = evs.find((e) => e.toStatus === 'awaiting_payment')!;
      expect(ms(a!.signedAt)! > ms(awaiting.createdAt)! && ms(a!.signedAt)! < ms(paid.createdAt)!).toBe(true);
    }
  });
});

describe('the pages the demo accounts open have content', () => {
  const get = async (cookie: string, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const cookieOf = async (email: string) => (await signIn(t, email, DEMO_PASSWORD)).cookie!;

  it("the client's upcoming, past and cancelled bookings; one to pay with time left", async () => {
    const cookie = await cookieOf('client@espasyo.test');
    for (const group of ['upcoming', 'past', 'cancelled']) {
      expect((await get(cookie, `/api/bookings?group=${group}`)).total, group).toBeGreaterThan(0);
    }
    const upcoming = (await get(cookie, '/api/bookings?group=upcoming')).items as {
      status: string;
      dueAt: string | null;
      actions: string[];
    }[];
    const toPay = upcoming.find((b) => b.status === 'awaiting_payment')!;
    expect(toPay.actions).toContain('pay');
    expect(ms(toPay.dueAt)! - NOW.getTime()).toBe(19 * 3_600_000);
  });

  it("the host's requests, upcoming, current and past bookings, and the dashboard's figures", async () => {
    const cookie = await cookieOf('host@espasyo.test');
    for (const group of ['requests', 'upcoming', 'current', 'past']) {
      expect((await get(cookie, `/api/host/bookings?group=${group}`)).total, group).toBeGreaterThan(0);
    }
    const requests = (await get(cookie, '/api/host/bookings?group=requests')).items as { actions: string[] }[];
    expect(requests.length).toBe(2);
    expect(requests[0].actions).toEqual(expect.arrayContaining(['accept', 'decline']));
    const summary = await get(cookie, '/api/host/bookings/summary');
    expect(summary.pendingRequests).toBe(2);
    expect(summary.month.bookings).toBeGreaterThan(0);
    expect(summary.month.net).toBeGreaterThan(0);
    expect(summary.moveIns.count).toBeGreaterThan(0);
    expect(summary.occupancy.rate).toBeGreaterThan(0);
  });

  it("staff's /bookings and the admin dashboard's figures", async () => {
    const cookie = await cookieOf('admin@espasyo.test');
    const all = demoBookings.length + demoTenancies.length;
    expect((await get(cookie, '/api/admin/bookings?pageSize=100')).total).toBe(all);
    const summary = await get(cookie, '/api/admin/bookings/summary');
    for (const status of bookingStatuses) expect(summary.byStatus[status], status).toBeGreaterThan(0);
    expect(summary.total).toBe(all);
    expect(summary.month.payments).toBeGreaterThan(0);
    expect(summary.month.paymentVolume).toBeGreaterThan(0);
    expect(summary.month.refunded).toBeGreaterThan(0);
    expect(summary.month.platformRevenue).toBeGreaterThan(0);
  });

  it('is seeded once', async () => {
    await seedDemoData(t.ctx, { photoDir });
    expect(await bookings()).toHaveLength(demoBookings.length);
  });
});
