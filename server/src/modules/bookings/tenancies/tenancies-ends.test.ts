import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, type BookingDetail } from '@espasyo/domain';
import { useTestApp } from '../../../test/hooks';
import { useTenancyWorld } from './tenancies.fixtures';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { openCheckout, postWebhook, refundsOf, sandboxEvent } from '../../payments/payments.fixtures';
import { runDueTimers } from '../timers/booking-timers.service';
import { transition } from '../../../process/engine';
import { billLifecycle } from './bill-lifecycle.service';
import { runBilling } from './billing.service';

/**
 * How a tenancy ends besides the client's notice (issue 32): cancelled before move-in by the
 * listing's policy; a bill unpaid past its grace lets the host end it with 7 days' notice and staff
 * are told; a late payment of a bill already void is refunded in full.
 */
const t = useTestApp();
const w = useTenancyWorld(t, { capacity: 5 });
const { host, client, admin, moveTo, billsOf, pay } = w;
const bookingOf = async (id: string) => (await as(t, client.cookie).get(`/api/bookings/${id}`)).json() as BookingDetail;
beforeAll(() => w.setUp());

async function paidTenancy(fromDay: number) {
  const res = await as(t, client.cookie).post('/api/bookings', {
    listingId: w.listing,
    startDate: await dayFromToday(t, fromDay),
    monthly: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name: 'Bea Villanueva' });
  await pay((await openCheckout(t, client, id)).checkoutUrl);
  return id;
}

describe('cancelled before move-in', () => {
  it("by the client: the listing's policy refunds the first month as a one-month booking's", async () => {
    const id = await paidTenancy(40);
    const preview = (await as(t, client.cookie).get(`/api/bookings/${id}/cancellation`)).json();
    const res = await as(t, client.cookie).post(`/api/bookings/${id}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await bookingOf(id)).status).toBe('cancelled');
    const refunds = await refundsOf(t, id);
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(preview.refund);
  });
});

describe('late payment', () => {
  it('overdue past its grace: the host ends it with 7 days, staff are told; a late payment of a void bill comes back', async () => {
    const id = await paidTenancy(3);
    const start = (await bookingOf(id)).startDate;
    await moveTo(start);
    await runDueTimers(t.ctx);
    await runBilling(t.ctx);
    const due = (await billsOf(id))[1].dueOn;
    await moveTo(addCalendarDays(due, -5));
    await runBilling(t.ctx);
    const open = (await billsOf(id))[1];
    // The client opens a checkout and leaves it.
    const c = await as(t, client.cookie).post(open.pay!.checkout);
    expect(c.statusCode, c.body).toBe(200);

    // Overdue the day after; within the grace the host still owes 30 days' notice.
    await moveTo(addCalendarDays(due, 1));
    expect((await runBilling(t.ctx)).overdue).toBe(1);
    expect((await billsOf(id))[1].status).toBe('overdue');
    const early = await as(t, host.cookie).post(`/api/bookings/${id}/notice`, { endDate: addCalendarDays(due, 9) });
    expect(early.statusCode, early.body).toBe(400);

    // Past the 5 days' grace: 7 days are enough, and every admin is told.
    await moveTo(addCalendarDays(due, 6));
    // The billing job tells the host (and staff) once that the grace has passed.
    expect((await runBilling(t.ctx)).pastGrace).toBe(1);
    expect((await runBilling(t.ctx)).pastGrace).toBe(0);
    const told = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('userId', '=', host.user.id)
      .where('message', 'like', '%still unpaid%')
      .execute();
    expect(told).toHaveLength(1);
    const notice = await as(t, host.cookie).post(`/api/bookings/${id}/notice`, {});
    expect(notice.statusCode, notice.body).toBe(200);
    expect(notice.json().endDate).toBe(addCalendarDays(due, 13));
    const alerts = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('userId', '=', admin.user.id)
      .where('subType', '=', 'system_alert')
      .execute();
    expect(alerts.some((a) => a.title.includes('non-payment'))).toBe(true);
    // The overdue bill is repriced to the days used, not voided: it stays owed.
    const owed = (await billsOf(id))[1];
    expect(owed.status).toBe('overdue');
    expect(owed.amount).toBeLessThan(open.amount);

    // Staff void it; the checkout the client left open is closed; a payment of it now comes back in full.
    await t.db.transaction().execute(async (tx) => {
      await transition(t.ctx, tx, billLifecycle, {
        id: owed.id,
        action: 'void',
        actor: { role: 'admin', userId: admin.user.id },
        reason: 'Settled in person',
        input: { timeZone: 'Asia/Manila' },
      });
    });
    expect((await billsOf(id))[1].status).toBe('void');
    // The gateway says the client paid it after all (its close was late there).
    const before = (await refundsOf(t, id)).length;
    const event = await sandboxEvent(t, c.json().checkoutUrl, {
      status: 'paid',
      method: 'gcash',
      paymentReference: 'sbx_pay_late',
      paidAt: t.clock.now(),
      fee: 0,
    });
    expect((await postWebhook(t, event)).statusCode).toBe(200);
    const after = await refundsOf(t, id);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)!.amount).toBe(open.amount);
  });
});
