import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, tenancyMessages, type AdminBillsPage, type Bill, type BookingDetail } from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { clockOf, DEFAULT_PASSWORD, signIn } from '../../../test/builders';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';
import { openCheckout, submitSandbox } from '../../payments/payments.fixtures';
import { runDueTimers } from '../timers/booking-timers.service';
import { runBilling } from './billing.service';

/**
 * Staff and tenancies' bills (issue 32): an admin voids an unpaid bill with a reason through the
 * bill's process table (audited, its open checkout closed, both sides told), and lists bills by
 * status, the overdue ones for staff to chase.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host', firstName: 'Hana', lastName: 'Reyes' });
const client = useUser(t, { type: 'client', firstName: 'Bea', lastName: 'Villanueva' });
const moderator = useUser(t, { type: 'moderator' });
const admin = useUser(t, { type: 'admin' });
const people = [host, client, moderator, admin];
const reason = 'The gate was broken all month: agreed with both sides.';

let listing = '';
beforeAll(async () => {
  listing = await insertListing(t, host.user.id, { city: cities.makati, instantBook: true, capacity: 10 });
});

const rent = async (days: number) =>
  (
    await as(t, client.cookie).post('/api/bookings', {
      listingId: listing,
      startDate: await dayFromToday(t, days),
      monthly: true,
    })
  ).json() as BookingDetail;
const billsOf = async (id: string, cookie = admin.cookie) =>
  (await as(t, cookie).get(`/api/bookings/${id}/bills`)).json().items as Bill[];
const voidAs = (cookie: string | null, billId: string, body: object | undefined = { reason }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/bills/${billId}/void`,
    payload: body,
    headers: cookie ? { cookie } : {},
  });

async function payFirstMonth(id: string) {
  const name = `${client.user.firstName} ${client.user.lastName}`;
  expect((await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name })).statusCode).toBe(
    201,
  );
  const c = await openCheckout(t, client, id);
  expect((await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise', method: 'gcash' })).statusCode).toBe(303);
}

describe('POST /api/admin/bills/{id}/void', () => {
  it('voids an open bill with a reason: its checkout closed, the audit row, both sides told', async () => {
    const tenancy = await rent(10);
    const [bill] = await billsOf(tenancy.id);
    expect(bill).toMatchObject({ status: 'open', actions: ['void'] });
    expect((await billsOf(tenancy.id, client.cookie))[0].actions).toEqual(['pay']);
    expect((await billsOf(tenancy.id, host.cookie))[0].actions).toEqual([]);
    // The client has opened the checkout of the first month.
    await as(t, client.cookie).post(`/api/bookings/${tenancy.id}/agreement`, { kind: 'typed', name: 'Bea Villanueva' });
    const checkout = await openCheckout(t, client, tenancy.id);

    const res = await voidAs(admin.cookie, bill.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: bill.id, status: 'void', actions: [], pay: null });
    expect((await billsOf(tenancy.id))[0].status).toBe('void');

    const payment = await t.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', checkout.paymentId)
      .executeTakeFirst();
    expect(payment?.status).toBe('expired');
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'bill.void').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      targetType: 'booking',
      targetId: tenancy.id,
      before: { billId: bill.id, status: 'open' },
      after: { billId: bill.id, status: 'void', reason },
    });
    const event = await t.db
      .selectFrom('processEvents')
      .selectAll()
      .where('process', '=', 'bill')
      .where('recordId', '=', bill.id)
      .where('action', '=', 'void')
      .executeTakeFirst();
    expect(event).toMatchObject({ actor: 'admin', reason });
    for (const side of [client, host]) {
      const told = await t.db
        .selectFrom('notifications')
        .select('message')
        .where('userId', '=', side.user.id)
        .where('message', 'like', '%is void%')
        .execute();
      expect(told.length, side.user.email).toBe(1);
      expect(told[0].message).toContain(reason);
    }

    // Void already: the table refuses it, and no second audit row is written.
    const again = await voidAs(admin.cookie, bill.id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe('invalid_transition');
    expect(await t.db.selectFrom('auditLog').select('id').where('action', '=', 'bill.void').execute()).toHaveLength(1);
  });

  it('refuses a paid bill (409), a bill that is not there (404), no reason (400), and anyone but an admin', async () => {
    const paid = await rent(12);
    await payFirstMonth(paid.id);
    const [bill0] = await billsOf(paid.id);
    expect(bill0).toMatchObject({ status: 'paid', actions: [] });
    const refused = await voidAs(admin.cookie, bill0.id);
    expect(refused.statusCode, refused.body).toBe(409);

    expect((await voidAs(admin.cookie, 'no-such-bill')).statusCode).toBe(404);

    const open = (await billsOf((await rent(14)).id))[0];
    for (const body of [{}, { reason: '   ' }]) {
      const bad = await voidAs(admin.cookie, open.id, body);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().error.fields.reason).toBe(tenancyMessages.bills.voidReasonRequired);
    }
    expect((await voidAs(null, open.id)).statusCode).toBe(401);
    for (const u of [client, host, moderator]) expect((await voidAs(u.cookie, open.id)).statusCode).toBe(403);
    const still = await t.db.selectFrom('bills').select('status').where('id', '=', open.id).executeTakeFirst();
    expect(still?.status).toBe('open');
  });
});

describe('GET /api/admin/bills', () => {
  it('lists overdue bills, the longest overdue first, with the tenancy, listing, client and amount', async () => {
    const tenancy = await rent(3);
    await payFirstMonth(tenancy.id);
    const confirmed = (await as(t, client.cookie).get(`/api/bookings/${tenancy.id}`)).json() as BookingDetail;
    // Started, billed: bill 1 opens five days before it is due and is overdue the day after.
    clockOf(t).set(new Date(new Date(confirmed.startsAt).getTime() + 60_000));
    await runDueTimers(t.ctx);
    await runBilling(t.ctx);
    const bill1 = (await billsOf(tenancy.id, (await signIn(t, admin.user.email, DEFAULT_PASSWORD)).cookie!))[1];
    clockOf(t).set(new Date(Date.parse(`${addCalendarDays(bill1.dueOn, 1)}T00:00:00+08:00`) + 60_000));
    await runBilling(t.ctx);
    await runBilling(t.ctx);
    for (const u of people) u.cookie = (await signIn(t, u.user.email, DEFAULT_PASSWORD)).cookie!;

    const res = await as(t, admin.cookie).get('/api/admin/bills?status=overdue');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as AdminBillsPage;
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.items[0]).toMatchObject({
      id: bill1.id,
      number: 1,
      status: 'overdue',
      dueOn: bill1.dueOn,
      amount: bill1.amount,
      hostEarnings: expect.any(Number),
      actions: ['void'],
      bookingId: tenancy.id,
      listingTitle: tenancy.listingTitle,
      bookingStatus: 'active',
      client: { id: client.user.id, name: 'Bea Villanueva' },
      host: { id: host.user.id, name: 'Hana Reyes' },
    });
    // Every status: the paid first months are there too, the latest due first.
    const all = (await as(t, admin.cookie).get('/api/admin/bills?pageSize=100')).json() as AdminBillsPage;
    expect(all.total).toBeGreaterThan(page.total);
    const due = all.items.map((b) => b.dueOn);
    expect(due).toEqual([...due].sort().reverse());
    expect((await as(t, admin.cookie).get('/api/admin/bills?status=late')).statusCode).toBe(400);
    for (const u of [client, host, moderator]) {
      expect((await as(t, u.cookie).get('/api/admin/bills?status=overdue')).statusCode).toBe(403);
    }
  });
});
