import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, type Bill, type BookingDetail, type NoticeAnswer } from '@espasyo/domain';
import { useTestApp } from '../../../test/hooks';
import { useTenancyWorld } from './tenancies.fixtures';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { ledgerOf, openCheckout } from '../../payments/payments.fixtures';
import { runDueTimers } from '../timers/booking-timers.service';
import { runBilling } from './billing.service';

/**
 * A year of a tenancy on the server with a clock the test moves (issue 32): twelve bills, each made
 * ahead, opened five days before it is due and paid through its checkout, the billing job run twice
 * each time changing nothing the second; a notice in the twelfth month prorates the last bill; the
 * ledger balances and the host's pending earnings are the periods' earnings.
 */
const t = useTestApp();
const w = useTenancyWorld(t, { capacity: 3 });
const { host, client, moveTo, billsOf, pay } = w;
beforeAll(() => w.setUp());

describe('a year of billing', () => {
  it('twelve bills paid as they open, one notice, the last prorated; the books balance', async () => {
    // Started on the 31st: billed on the last day of shorter months, then the 31st again.
    let start = await dayFromToday(t, 3);
    while (!start.endsWith('-31')) start = addCalendarDays(start, 1);
    const res = await as(t, client.cookie).post('/api/bookings', {
      listingId: w.listing,
      startDate: start,
      monthly: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as BookingDetail).id;
    await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name: 'Bea Villanueva' });
    await pay((await openCheckout(t, client, id)).checkoutUrl);
    await moveTo(start);
    expect((await runDueTimers(t.ctx)).start).toBe(1);

    for (let n = 1; n <= 11; n++) {
      await runBilling(t.ctx);
      const next = (await billsOf(id))[n];
      expect(next.status).toBe('upcoming');
      await moveTo(next.opensOn);
      const ran = await runBilling(t.ctx);
      expect(ran.opened).toBe(1);
      expect(await runBilling(t.ctx)).toEqual({
        made: 0,
        opened: 0,
        overdue: 0,
        charged: {},
        reminded: 0,
        pastGrace: 0,
      });
      const open = (await billsOf(id))[n];
      expect(open.status).toBe('open');
      const c = await as(t, client.cookie).post(open.pay!.checkout);
      expect(c.statusCode, c.body).toBe(200);
      await pay(c.json().checkoutUrl);
    }
    const listed = await billsOf(id);
    // Twelve paid, the thirteenth made ahead, upcoming.
    expect(listed.map((b) => b.status)).toEqual([...Array(12).fill('paid'), 'upcoming']);
    const paid = listed.slice(0, 12);
    // The 31st in short months: February's bill on its last day, March's on the 31st again.
    const dues = paid.map((b) => b.dueOn.slice(8));
    expect(dues.every((d) => ['28', '29', '30', '31'].includes(d))).toBe(true);
    expect(dues.filter((d) => d === '31').length).toBeGreaterThanOrEqual(6);

    // In the twelfth month, ten days' notice: it ends inside the period the twelfth bill paid.
    const twelfth = paid[11];
    await moveTo(addCalendarDays(twelfth.dueOn, 3));
    const notice = await as(t, client.cookie).post(`/api/bookings/${id}/notice`, {
      endDate: addCalendarDays(twelfth.dueOn, 13),
    });
    expect(notice.statusCode, notice.body).toBe(200);
    const answer = notice.json() as NoticeAnswer;
    expect(answer.lastBill.number).toBe(11);
    // The paid month's unused days come back: a refund of the twelfth bill's payment.
    const refunds = await t.db
      .selectFrom('refunds as r')
      .innerJoin('payments as p', 'p.id', 'r.paymentId')
      .select(['r.amount'])
      .where('p.billId', '=', twelfth.id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amount).toBeGreaterThan(0);
    expect(refunds[0].amount).toBeLessThan(twelfth.amount);
    // The thirteenth, after the end, is void, and no bill is made past the end.
    await moveTo(addCalendarDays(twelfth.dueOn, 10));
    await runBilling(t.ctx);
    const after = await billsOf(id);
    expect(after.map((b) => b.status).slice(11)).toEqual(['paid', 'void']);

    await moveTo(addCalendarDays(answer.endDate, 1));
    expect((await runDueTimers(t.ctx)).end).toBe(1);

    const ledger = await ledgerOf(t, id);
    expect(ledger.transactions.every((x) => x.sum === 0)).toBe(true);
    const hostBills = (await as(t, host.cookie).get(`/api/bookings/${id}/bills`)).json().items as Bill[];
    const earned = hostBills.filter((b) => b.status === 'paid').reduce((s, b) => s + b.hostEarnings!, 0);
    const returned = await t.db
      .selectFrom('ledgerEntries')
      .select((eb) => eb.fn.sum<number>('amount').as('s'))
      .where('bookingId', '=', id)
      .where('account', 'in', ['host_pending', 'host_available', 'host_debt'])
      .executeTakeFirstOrThrow();
    // What the host keeps: every period's earnings less the unused days' part of the twelfth.
    const kept = -Number(returned.s);
    expect(kept).toBeLessThan(earned);
    expect(kept).toBeGreaterThan(earned - hostBills[11].hostEarnings!);
  });
});
