/**
 * A year of one tenancy with a clock the test moves (issue 32): the billing job run every day
 * (twice, to show it changes nothing the second time) over the calendar and the bill's table, the
 * client paying on the due day (one bill late), a notice after the last bill is paid, its unused
 * days refunded, and the ledger of every payment, release and refund.
 */
import { describe, expect, it } from 'vitest';
import { hostDebit, paymentPostings, refundPostings } from '../bookings/ledger';
import { addCalendarDays, dayStartIn } from '../bookings/time';
import { balances, isBalanced, type LedgerTransaction } from '../money/ledger';
import { availableFrom, hostBalancesOf, releasePostings } from '../money/wallet';
import { billingPeriod, periodsUntil, tenancyDefaults } from './calendar';
import { centavos, minusCentavos, type Centavos } from '../money/amounts';
import { noticeOutcome } from './notice';
import { billProcess, type BillAction, type BillStatus } from './process';
import { billQuote, type BillQuote } from './proration';
import { billTimerDue } from './time';

const tz = 'Asia/Manila';
const start = '2027-01-15';
const monthly = centavos(250_000);
const rates = { platformFeePercentage: 9, taxCalculationEnabled: true, taxRate: 12 };
const hostPayoutDelay = 7;
/** The job makes each bill a month and its opening days ahead: the next bill is always listed, upcoming. */
const BILLS_AHEAD_DAYS = 31 + tenancyDefaults.billOpensDaysBefore;

interface Bill {
  n: number;
  status: BillStatus;
  quote: BillQuote;
  /** Host earnings still pending (not released, not refunded). */
  pending: Centavos;
  events: BillAction[];
}

function tenancy() {
  const bills = new Map<number, Bill>();
  const ledger: LedgerTransaction[] = [];
  let endDate: string | null = null;

  const fire = (b: Bill, action: BillAction, actor: string) => {
    const row = billProcess.resolve(action, b.status, actor);
    if (!row) throw new Error(`bill ${b.n}: ${action} from ${b.status} by ${actor}`);
    if (billProcess.effectsOf(row, b.status, actor).includes('post_payment')) ledger.push(paymentPostings(b.quote));
    b.status = row.to;
    b.events.push(action);
  };
  const make = (n: number, action: 'schedule' | 'issue', lastDay: string) => {
    const quote = billQuote({ monthly, units: 1, rates, period: billingPeriod(start, n), lastDay });
    const b: Bill = {
      n,
      status: billProcess.next(action, null)!,
      quote,
      pending: quote.hostEarnings,
      events: [action],
    };
    bills.set(n, b);
    return b;
  };

  /** The daily job on `today` at 01:00 Manila: make the bills due by the horizon, fire due timers, release earnings. */
  const runBilling = (today: string) => {
    const now = new Date(dayStartIn(today, tz).getTime() + 3_600_000);
    for (const p of periodsUntil(start, endDate, today, BILLS_AHEAD_DAYS)) {
      const b = bills.get(p.n) ?? make(p.n, 'schedule', p.lastDay);
      for (let t = billTimerDue(b.status, p.dueOn, tz); t && t.at <= now; t = billTimerDue(b.status, p.dueOn, tz)) {
        fire(b, t.action, 'system');
      }
      if (
        b.status === 'paid' &&
        b.pending > 0 &&
        availableFrom(dayStartIn(p.periodStart, tz), hostPayoutDelay) <= now
      ) {
        ledger.push(releasePostings(b.pending, centavos(0)));
        b.pending = centavos(0);
      }
    }
  };

  return {
    bills,
    ledger,
    runBilling,
    accept: () => make(0, 'issue', billingPeriod(start, 0).periodEnd),
    pay: (n: number) => fire(bills.get(n)!, 'pay', 'payment'),
    notice: (noticeOn: string) => {
      const o = noticeOutcome({
        by: 'client',
        start,
        noticeOn,
        clientNoticeDays: 7,
        oldestUnpaidDueOn: null,
        currentEnd: endDate,
        monthly,
        units: 1,
        rates,
        bills: [...bills.values()].map((b) => ({ n: b.n, status: b.status, quote: b.quote })),
      });
      if (!o.ok) throw new Error(o.problem);
      endDate = o.endDate;
      for (const c of o.changes) {
        const b = bills.get(c.n)!;
        if (c.change === 'refund') {
          const debit = hostDebit(minusCentavos(b.quote.hostEarnings, c.split.hostEarnings), {
            pending: b.pending,
            available: centavos(0),
          });
          ledger.push(refundPostings(b.quote, c.split, debit));
          b.pending = minusCentavos(b.pending, debit.pending);
        } else if (c.change === 'void') fire(b, 'void', 'system');
        else {
          b.quote = c.quote;
          b.pending = c.quote.hostEarnings;
          fire(b, 'reprice', 'system');
        }
      }
      return o;
    },
  };
}

describe('a year of billing (issue 32)', () => {
  it('bills 12 months, prorates the last after notice, and the ledger adds up', () => {
    const t = tenancy();
    t.accept();
    t.pay(0);
    let notice: ReturnType<typeof t.notice> | null = null;
    for (let today = '2027-01-15'; today <= '2028-02-29'; today = addCalendarDays(today, 1)) {
      t.runBilling(today);
      const before = JSON.stringify([...t.bills.values(), t.ledger]);
      t.runBilling(today); // a second run the same day changes nothing
      expect(JSON.stringify([...t.bills.values(), t.ledger])).toBe(before);
      for (const b of t.bills.values()) {
        const p = billingPeriod(start, b.n);
        const late = b.n === 5 ? 3 : 0; // bill 5 is paid 3 days late
        if ((b.status === 'open' || b.status === 'overdue') && today === addCalendarDays(p.dueOn, late)) t.pay(b.n);
      }
      if (today === '2027-12-20') notice = t.notice(today);
    }

    // 12 bills paid; the 13th, listed as upcoming when the notice came, is void.
    const bills = [...t.bills.values()].filter((b) => b.status === 'paid');
    expect(bills.map((b) => b.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(t.bills.get(12)).toMatchObject({ status: 'void', events: ['schedule', 'void'] });
    expect(t.bills.size).toBe(13);
    expect(bills[1].events).toEqual(['schedule', 'open', 'pay']);
    expect(bills[5].events).toEqual(['schedule', 'open', 'overdue', 'pay']);

    // Notice on 20 Dec with 7 days: the tenancy's last day is 27 Dec, in bill 11's period
    // (15 Dec – 14 Jan, 31 days), already paid in full: 13 days kept, 18 refunded.
    expect(notice!).toMatchObject({
      endDate: '2027-12-27',
      lastBill: { n: 11, daysUsed: 13, days: 31, status: 'paid' },
    });
    const kept = notice!.lastBill.quote; // 250,000 × 13 ÷ 31 = 104,838.71 → 104,839
    expect(kept).toMatchObject({ subtotal: 104_839, tax: 12_581, platformFee: 9_436 });
    expect(notice!.refund).toBe(280_000 - kept.total);

    // Every transaction balances, the whole ledger sums to zero, and the host holds exactly the
    // earnings of the periods (11 whole months and the prorated last), all released by now.
    for (const tx of t.ledger) expect(isBalanced(tx)).toBe(true);
    const b = balances(t.ledger);
    expect(Object.values(b).reduce((s, x) => s + x, 0)).toBe(0);
    const month = billQuote({ monthly, units: 1, rates, period: billingPeriod(start, 0) });
    const earned = 11 * month.hostEarnings + kept.hostEarnings;
    expect(hostBalancesOf(t.ledger)).toMatchObject({ pending: 0, available: earned, debt: 0 });
    expect(b.gateway_clearing).toBe(11 * month.total + kept.total);
    expect(-b.platform_fees).toBe(11 * month.platformFee + kept.platformFee);
    expect(-b.tax_payable).toBe(11 * month.tax + kept.tax);
  });
});
