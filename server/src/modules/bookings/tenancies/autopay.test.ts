import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  formatDay,
  formatPesos,
  paymentMessages,
  tenancyMessages,
  type Autopay,
  type MyCard,
  type MyCards,
  type Bill,
  type BookingDetail,
} from '@espasyo/domain';
import { createApp } from '../../../app';
import { openDatabase } from '../../../db/client';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { clockOf, DEFAULT_PASSWORD, signIn } from '../../../test/builders';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';
import { ledgerOf, submitSandbox } from '../../payments/payments.fixtures';
import { runDueTimers } from '../timers/booking-timers.service';
import { chargeSavedCards } from './bills-autopay.service';
import { runBilling } from './billing.service';

/**
 * Autopay (issue 32, decision 0085): a card saved at a tenancy's checkout ("Save this card for the
 * next bills") pays each later bill on its due day through the sandbox's off-session charge and the
 * one settle path; a card that needs its holder (3-D Secure) leaves the bill open with its checkout,
 * tells the client, and is not charged again; only the tenancy's client turns it on or off; two
 * runs at once charge once.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client', firstName: 'Bea', lastName: 'Villanueva' });
const otherClient = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const w = tenancyMessages.autopay;

let listing = '';
let start = '';
/** Tenancies started the same day: paid by the 4242 card, the 3184 card (3-D Secure), by checkout. */
const ids = { approve: '', authenticate: '', off: '' };

async function advance(to: Date) {
  clockOf(t).set(to);
  for (const u of [host, client, otherClient, admin]) {
    u.cookie = (await signIn(t, u.user.email, DEFAULT_PASSWORD)).cookie!;
  }
}
/** 00:01 in Manila on `day`. */
const manila = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`) + 60_000);

const billsOf = async (id: string) =>
  (await as(t, client.cookie).get(`/api/bookings/${id}/bills`)).json().items as Bill[];
const autopay = (cookie: string, id: string, method: 'GET' | 'PUT' | 'DELETE' = 'GET', payload?: object) =>
  t.app.inject({ method, url: `/api/bookings/${id}/autopay`, headers: { cookie }, payload });
const chargesOf = async (bookingId: string) =>
  t.db
    .selectFrom('payments')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .where('savedCardId', 'is not', null)
    .execute();
const notificationsOf = async (userId: string) =>
  (await t.db.selectFrom('notifications').select('message').where('userId', '=', userId).execute()).map(
    (n) => n.message,
  );

/** A tenancy whose first month is paid by card at the sandbox, its card saved (`card`) or not. */
async function rentAndPay(card: 'approve' | 'authenticate' | null, startDate = start) {
  const res = await as(t, client.cookie).post('/api/bookings', { listingId: listing, startDate, monthly: true });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const name = `${client.user.firstName} ${client.user.lastName}`;
  expect((await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name })).statusCode).toBe(
    201,
  );
  const c = await as(t, client.cookie).post(`/api/bookings/${id}/checkout`, card ? { saveCard: true } : undefined);
  expect(c.statusCode, c.body).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: c.json().checkoutUrl });
  // The hosted page offers the test cards only when the checkout asked to keep the card.
  expect(page.body.includes(paymentMessages.sandbox.testCard)).toBe(!!card);
  const paid = await submitSandbox(t, c.json().checkoutUrl, {
    outcome: 'authorise',
    method: 'card',
    ...(card ? { card } : {}),
  });
  expect(paid.statusCode).toBe(303);
  return id;
}

beforeAll(async () => {
  await setSettings(t, admin.cookie, 'security', { maxOpenRequests: 100, maxOpenRequestsPerListing: 100 });
  listing = await insertListing(t, host.user.id, { city: cities.makati, instantBook: true, capacity: 5 });
  start = await dayFromToday(t, 3);
});

describe('saving a card at the checkout', () => {
  it('a paid checkout that asked to keep the card turns autopay on with it; only the client sees or changes it', async () => {
    ids.approve = await rentAndPay('approve');
    const on = (await autopay(client.cookie, ids.approve)).json() as Autopay;
    expect(on).toEqual({
      enabled: true,
      card: { id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      canSaveCard: true,
    });
    // The host and admins may see there is nothing for them; another client gets nothing at all.
    expect((await autopay(host.cookie, ids.approve)).statusCode).toBe(403);
    expect((await autopay(admin.cookie, ids.approve)).statusCode).toBe(403);
    expect((await autopay(otherClient.cookie, ids.approve)).statusCode).toBe(404);
    expect((await autopay(otherClient.cookie, ids.approve, 'DELETE')).statusCode).toBe(404);
    expect((await autopay(otherClient.cookie, ids.approve, 'PUT', { enabled: true })).statusCode).toBe(404);
    expect((await autopay(host.cookie, ids.approve, 'PUT', { enabled: false })).statusCode).toBe(403);
    expect(((await autopay(client.cookie, ids.approve)).json() as Autopay).enabled).toBe(true);

    // Off, then on again with the client's saved card.
    const off = await autopay(client.cookie, ids.approve, 'DELETE');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, card: { last4: '4242' } });
    const again = await autopay(client.cookie, ids.approve, 'PUT', { enabled: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ enabled: true, card: { last4: '4242' } });
  });

  it('refuses to turn it on without a saved card', async () => {
    const other = await insertListing(t, host.user.id, { city: cities.makati, instantBook: true, capacity: 2 });
    const res = await as(t, otherClient.cookie).post('/api/bookings', {
      listingId: other,
      startDate: start,
      monthly: true,
    });
    const id = res.json().id as string;
    expect(((await autopay(otherClient.cookie, id)).json() as Autopay).card).toBeNull();
    const refused = await autopay(otherClient.cookie, id, 'PUT', { enabled: true });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'no_saved_card', message: w.noSavedCard });
  });
});

describe('the due day', () => {
  it('charges the saved card once: paid through the settle path; 3-D Secure falls back to the checkout, not retried', async () => {
    ids.authenticate = await rentAndPay('authenticate');
    ids.off = await rentAndPay('approve');
    expect((await autopay(client.cookie, ids.off, 'PUT', { enabled: false })).statusCode).toBe(200);

    const first = (await as(t, client.cookie).get(`/api/bookings/${ids.approve}`)).json() as BookingDetail;
    await advance(new Date(new Date(first.startsAt).getTime() + 60_000));
    await runDueTimers(t.ctx);
    await runBilling(t.ctx);
    const bill1 = (await billsOf(ids.approve))[1];
    expect(bill1.status).toBe('upcoming');

    // It opens five days ahead, checkout and all; the client who pays by card is told when it is charged.
    await advance(manila(addCalendarDays(bill1.dueOn, -5)));
    expect((await runBilling(t.ctx)).charged).toEqual({});
    const open = (await billsOf(ids.approve))[1];
    expect(open).toMatchObject({
      status: 'open',
      pay: { checkout: expect.any(String), methodsNote: null, cardNote: null },
    });
    const day = formatDay(bill1.dueOn, 'Asia/Manila');
    const charge = tenancyMessages.bills.autopayReminder(formatPesos(open.amount), day);
    expect((await notificationsOf(client.user.id)).filter((n) => n === charge).length).toBeGreaterThanOrEqual(2);

    // The due day: the 4242 card is paid, the 3184 card wants its holder, the third pays by checkout.
    await advance(manila(bill1.dueOn));
    const run = await runBilling(t.ctx);
    expect(run.charged).toEqual({ paid: 1, requires_action: 1 });
    expect((await billsOf(ids.approve))[1]).toMatchObject({ status: 'paid', pay: null, paymentId: expect.any(String) });
    const [paid] = await chargesOf(ids.approve);
    expect(paid).toMatchObject({ status: 'paid', method: 'card', gateway: 'sandbox', amount: open.amount });
    const ledger = await ledgerOf(t, ids.approve);
    expect(ledger.transactions.filter((x) => x.kind === 'payment')).toHaveLength(2);

    const waiting = (await billsOf(ids.authenticate))[1];
    const asked = w.needsApproval(formatPesos(waiting.amount), day);
    expect(waiting).toMatchObject({ status: 'open', pay: { checkout: expect.any(String), cardNote: asked } });
    // On a Filipino page, in Filipino, its date with Filipino day and month names (issue 34).
    const filipino = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${ids.authenticate}/bills`,
      headers: { cookie: client.cookie, 'accept-language': 'fil' },
    });
    expect((filipino.json().items as Bill[])[1].pay?.cardNote).toBe(
      `Kailangan ng pag-apruba mo sa card: bayaran dito ang bill na ito na ${formatPesos(waiting.amount)} na due sa ${formatDay(waiting.dueOn, 'UTC', 'fil')}.`,
    );
    expect((await chargesOf(ids.authenticate)).map((p) => p.status)).toEqual(['failed']);
    expect(await notificationsOf(client.user.id)).toContain(asked);
    expect((await billsOf(ids.off))[1].status).toBe('open');
    expect(await chargesOf(ids.off)).toEqual([]);

    // Run again the same day, and the next: no second charge of anything.
    expect((await runBilling(t.ctx)).charged).toEqual({});
    await advance(manila(addCalendarDays(bill1.dueOn, 1)));
    expect((await runBilling(t.ctx)).charged).toEqual({});
    expect(await chargesOf(ids.approve)).toHaveLength(1);
    expect(await chargesOf(ids.authenticate)).toHaveLength(1);
    const sandboxCharges = await t.db.selectFrom('sandboxCharges').select('id').execute();
    expect(sandboxCharges).toHaveLength(2);

    // The card holder pays the bill themselves through its checkout.
    const overdue = (await billsOf(ids.authenticate))[1];
    expect(overdue.status).toBe('overdue');
    const c = await as(t, client.cookie).post(overdue.pay!.checkout);
    expect(c.statusCode, c.body).toBe(200);
    expect((await submitSandbox(t, c.json().checkoutUrl, { outcome: 'authorise', method: 'gcash' })).statusCode).toBe(
      303,
    );
    expect((await billsOf(ids.authenticate))[1].status).toBe('paid');
  });

  it("a notice refunds the unused days of a bill the card paid, back to the card's charge", async () => {
    const notice = await as(t, client.cookie).post(`/api/bookings/${ids.approve}/notice`, {});
    expect(notice.statusCode, notice.body).toBe(200);
    await t.ctx.outbox.deliverDue();
    const [charge] = await chargesOf(ids.approve);
    const refunds = await t.db.selectFrom('refunds').selectAll().where('paymentId', '=', charge.id).execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 'succeeded' });
    const [atSandbox] = await t.db
      .selectFrom('sandboxRefunds')
      .selectAll()
      .where('chargeId', '=', charge.checkoutId)
      .execute();
    expect(Number(atSandbox.amount)).toBe(Number(refunds[0].amount));
  });
});

describe('a bill above an e-wallet limit', () => {
  it('says why GCash and Maya are not offered, and what is', async () => {
    const big = await insertListing(t, host.user.id, {
      city: cities.makati,
      instantBook: true,
      capacity: 2,
      pricePerMonth: 150_000_00,
    });
    const res = await as(t, otherClient.cookie).post('/api/bookings', {
      listingId: big,
      startDate: await dayFromToday(t, 5),
      monthly: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [bill] = (await as(t, otherClient.cookie).get(`/api/bookings/${res.json().id}/bills`)).json().items as Bill[];
    expect(bill.pay?.methodsNote).toBe(
      'GCash, Maya and bank transfer take at most ₱100,000 in one payment, so pay this bill by card.',
    );
    // On a Filipino page, in Filipino, with a Filipino list (issue 34).
    const filipino = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${res.json().id}/bills`,
      headers: { cookie: otherClient.cookie, 'accept-language': 'fil' },
    });
    expect((filipino.json().items as Bill[])[0].pay?.methodsNote).toBe(
      'Hanggang ₱100,000 lang kada bayad ang GCash, Maya, at bank transfer, kaya bayaran ang bill na ito gamit ang card.',
    );
  });
});

// Two servers on one PostgreSQL database (CI): their billing runs overlap on separate pools.
describe('removing a saved card', () => {
  it('the client sees their cards and removes one: forgotten at the gateway, its tenancies back to checkout; others cannot', async () => {
    const id = await rentAndPay('approve', await dayFromToday(t, 4));
    const cards = (await as(t, client.cookie).get('/api/me/saved-cards')).json() as MyCards;
    const card = cards.items.find((c) => c.paysFor.some((p) => p.bookingId === id))!;
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    expect(card.savedAt).toEqual(expect.any(String));

    // Hosts and staff have no cards; another client cannot see or remove this one.
    expect((await as(t, host.cookie).get('/api/me/saved-cards')).statusCode).toBe(403);
    expect((await as(t, admin.cookie).delete(`/api/me/saved-cards/${card.id}`)).statusCode).toBe(403);
    expect((await as(t, otherClient.cookie).get('/api/me/saved-cards')).json().items).toEqual([]);
    const theirs = await as(t, otherClient.cookie).delete(`/api/me/saved-cards/${card.id}`);
    expect([theirs.statusCode, theirs.json().error.message]).toEqual([404, w.cardNotFound]);

    const removed = await as(t, client.cookie).delete(`/api/me/saved-cards/${card.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().autopayTurnedOff).toBe(card.paysFor.length);
    expect((await as(t, client.cookie).get('/api/me/saved-cards')).json().items.map((c: MyCard) => c.id)).not.toContain(
      card.id,
    );
    expect(((await autopay(client.cookie, id)).json() as Autopay).enabled).toBe(false);
    // The sandbox detached it, as Stripe does: a charge of it is refused at the gateway.
    const row = await t.db.selectFrom('savedCards').selectAll().where('id', '=', card.id).executeTakeFirstOrThrow();
    const sandboxCard = await t.db
      .selectFrom('sandboxCards')
      .select('detachedAt')
      .where('id', '=', row.methodRef)
      .executeTakeFirstOrThrow();
    expect(sandboxCard.detachedAt).not.toBeNull();
    // Removed once: a second removal finds nothing.
    expect((await as(t, client.cookie).delete(`/api/me/saved-cards/${card.id}`)).statusCode).toBe(404);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('two instances at once', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const o of opened) await o.close();
  });

  it('eight overlapping runs of the due-day charges charge a bill once', async () => {
    const db = await openDatabase({ url: t.ctx.env.DATABASE_URL! });
    const second = await createApp({ db: db.db, env: t.ctx.env, clock: t.clock });
    await second.app.ready();
    opened.push({ close: () => second.app.close() }, { close: () => db.close() });

    // A fresh tenancy of the 4242 card, its next bill open and due today; the others pay by checkout now.
    for (const other of [ids.approve, ids.authenticate]) await autopay(client.cookie, other, 'DELETE');
    const id = await rentAndPay('approve', await dayFromToday(t, 3));
    const b = (await as(t, client.cookie).get(`/api/bookings/${id}`)).json() as BookingDetail;
    await advance(new Date(new Date(b.startsAt).getTime() + 60_000));
    await runDueTimers(t.ctx);
    await runBilling(t.ctx);
    const bill1 = (await billsOf(id))[1];
    await advance(manila(addCalendarDays(bill1.dueOn, -5)));
    await runBilling(t.ctx);
    await advance(manila(bill1.dueOn));
    const today = bill1.dueOn;
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => chargeSavedCards(i % 2 ? second.ctx : t.ctx, today)),
    );
    expect(runs.reduce((n, r) => n + (r.paid ?? 0), 0)).toBe(1);
    expect(runs.every((r) => Object.keys(r).every((k) => k === 'paid'))).toBe(true);
    expect(await chargesOf(id)).toHaveLength(1);
    expect((await billsOf(id))[1].status).toBe('paid');
  });
});
