import { describe, expect, it } from 'vitest';
import { tenancyDefaults } from './calendar';
import { earliestEnd, minimumLastDay, noticeOutcome, type NoticeBill, type NoticeInput } from './notice';
import { billOf } from './proration';
import { centavos } from '../money/amounts';

const rates = { platformFeePercentage: 9, taxCalculationEnabled: false, taxRate: 12 };
const month = billOf(centavos(250_000), rates);
const bill = (n: number, status: NoticeBill['status']): NoticeBill => ({ n, status, quote: month });

/** Started 15 Jan 2027 at ₱2,500 a month: bills 0 and 1 paid, bill 2 (due 15 Mar) open. */
const running = (over: Partial<NoticeInput>): NoticeInput => ({
  by: 'client',
  start: '2027-01-15',
  noticeOn: '2027-03-10',
  clientNoticeDays: 7,
  oldestUnpaidDueOn: null,
  currentEnd: null,
  monthly: centavos(250_000),
  units: 1,
  rates,
  bills: [bill(0, 'paid'), bill(1, 'paid'), bill(2, 'open')],
  ...over,
});

const ok = (input: NoticeInput) => {
  const o = noticeOutcome(input);
  if (!o.ok) throw new Error(`refused: ${o.problem}`);
  return o;
};

describe('the earliest end a notice allows (issue 32)', () => {
  it.each<[string, Partial<NoticeInput>, string, number, boolean]>([
    ['the client gives the listing’s notice (7 days)', {}, '2027-03-17', 7, false],
    ['the client’s notice may be 0 days: that very day', { clientNoticeDays: 0 }, '2027-03-10', 0, false],
    ['or 30', { clientNoticeDays: 30 }, '2027-04-09', 30, false],
    ['a host gives 30 days', { by: 'host' }, '2027-04-09', 30, false],
    [
      'a host gives 30 days while a bill is overdue within its grace',
      { by: 'host', noticeOn: '2027-03-20', oldestUnpaidDueOn: '2027-03-15' },
      '2027-04-19',
      30,
      false,
    ],
    [
      'a host gives 7 days once the grace has passed',
      { by: 'host', noticeOn: '2027-03-21', oldestUnpaidDueOn: '2027-03-15' },
      '2027-03-28',
      7,
      true,
    ],
    [
      'the client gets no short notice from an unpaid bill',
      { noticeOn: '2027-03-21', oldestUnpaidDueOn: '2027-03-15' },
      '2027-03-28',
      7,
      false,
    ],
    ['staff end it from the day of their notice', { by: 'admin' }, '2027-03-10', 0, false],
  ])('%s', (_, over, end, noticeDays, forNonPayment) => {
    expect(earliestEnd(running(over))).toEqual({ earliestEnd: end, noticeDays, forNonPayment, bound: 'notice' });
  });

  it('follows the host’s settings', () => {
    const rules = { ...tenancyDefaults, hostNoticeDays: 60, graceDays: 10, nonPaymentNoticeDays: 3 };
    expect(earliestEnd(running({ by: 'host', rules })).earliestEnd).toBe('2027-05-09');
    const overdue = { by: 'host' as const, rules, oldestUnpaidDueOn: '2027-03-01' };
    expect(earliestEnd(running({ ...overdue, noticeOn: '2027-03-11' })).earliestEnd).toBe('2027-05-10');
    expect(earliestEnd(running({ ...overdue, noticeOn: '2027-03-12' })).earliestEnd).toBe('2027-03-15');
  });

  it('holds the client, not the host, to the listing’s minimum duration', () => {
    const minimum = { minDuration: 3, minDurationUnit: 'month' as const };
    expect(earliestEnd(running({ minimum }))).toMatchObject({ earliestEnd: '2027-04-14', bound: 'minimum' });
    expect(earliestEnd(running({ minimum, noticeOn: '2027-04-10' }))).toMatchObject({
      earliestEnd: '2027-04-17',
      bound: 'notice',
    });
    expect(earliestEnd(running({ minimum, by: 'host', noticeOn: '2027-01-20' })).earliestEnd).toBe('2027-02-19');
  });

  it('reads a minimum duration in months as billing periods, in days as days, in hours as the days they begin', () => {
    expect(minimumLastDay('2027-01-31', { minDuration: 1, minDurationUnit: 'month' })).toBe('2027-02-27');
    expect(minimumLastDay('2027-01-15', { minDuration: 10, minDurationUnit: 'day' })).toBe('2027-01-24');
    expect(minimumLastDay('2027-01-15', { minDuration: 30, minDurationUnit: 'hour' })).toBe('2027-01-16');
    expect(minimumLastDay('2027-01-15', { minDuration: 3, minDurationUnit: 'hour' })).toBe('2027-01-15');
    expect(minimumLastDay('2027-01-15', { minDuration: null, minDurationUnit: null })).toBeNull();
    expect(minimumLastDay('2027-01-15', undefined)).toBeNull();
  });
});

describe('what a notice comes to: its end, the last bill, each bill’s change (issue 32)', () => {
  it('ends on the earliest day by default and reprices the open bill of that period', () => {
    const o = ok(running({}));
    // 15 Mar – 17 Mar of a 31-day period: 250,000 × 3 ÷ 31 = 24,193.5 → 24,194.
    expect(o).toMatchObject({ endDate: '2027-03-17', refund: 0 });
    expect(o.lastBill).toMatchObject({
      n: 2,
      periodStart: '2027-03-15',
      lastDay: '2027-03-17',
      daysUsed: 3,
      days: 31,
      status: 'open',
    });
    expect(o.lastBill.quote.total).toBe(24_194);
    expect(o.changes).toEqual([{ n: 2, change: 'reprice', quote: o.lastBill.quote }]);
  });

  it('takes one day of a period when the notice lands exactly on a bill day', () => {
    const o = ok(running({ noticeOn: '2027-03-08' }));
    expect(o.endDate).toBe('2027-03-15');
    expect(o.lastBill).toMatchObject({ n: 2, daysUsed: 1, days: 31 });
    expect(o.lastBill.quote.total).toBe(8_065);
  });

  it('takes a later end asked for: the whole period when it is its last day, nothing to change', () => {
    const o = ok(running({ requestedEnd: '2027-04-14' }));
    expect(o.lastBill).toMatchObject({ n: 2, daysUsed: 31, days: 31, status: 'open' });
    expect(o.lastBill.quote.total).toBe(250_000);
    expect(o.changes).toEqual([]);
  });

  it('prices a last bill not made yet from the monthly price and units', () => {
    const o = ok(running({ requestedEnd: '2027-05-20', units: 2 }));
    // 15 May – 14 Jun: 31 days, 6 used; 500,000 × 6 ÷ 31 = 96,774.19 → 96,774.
    expect(o.lastBill).toMatchObject({ n: 4, daysUsed: 6, status: null });
    expect(o.lastBill.quote.subtotal).toBe(96_774);
  });

  it('refuses an end before the earliest, saying which it is', () => {
    expect(noticeOutcome(running({ requestedEnd: '2027-03-14' }))).toEqual({
      ok: false,
      problem: 'beforeEarliest',
      earliestEnd: '2027-03-17',
      noticeDays: 7,
      forNonPayment: false,
      bound: 'notice',
    });
  });

  it('refunds the unused days of a paid month and voids the open bill after the end', () => {
    const o = ok(running({ clientNoticeDays: 0, noticeOn: '2027-03-01' }));
    // 15 Feb – 1 Mar: 15 of 28 days kept, 250,000 × 15 ÷ 28 = 133,928.57 → 133,929.
    expect(o.lastBill).toMatchObject({ n: 1, daysUsed: 15, days: 28, status: 'paid' });
    expect(o.lastBill.quote.total).toBe(133_929);
    expect(o.changes.map((c) => [c.n, c.change])).toEqual([
      [1, 'refund'],
      [2, 'void'],
    ]);
    expect(o.refund).toBe(250_000 - 133_929);
  });

  it('refunds a month paid in advance in full when the tenancy ends before it starts', () => {
    const bills = [bill(0, 'paid'), bill(1, 'paid'), bill(2, 'paid'), bill(3, 'void')];
    const o = ok(running({ clientNoticeDays: 0, noticeOn: '2027-03-12', bills }));
    // 15 Feb – 12 Mar: 26 of 28 days, 232,142.86 → 232,143 kept of bill 1; bill 2 all back.
    expect(o.changes.map((c) => (c.change === 'refund' ? [c.n, c.split.refund] : [c.n, c.change]))).toEqual([
      [1, 17_857],
      [2, 250_000],
    ]);
    expect(o.refund).toBe(267_857);
  });

  it('lets a second notice only bring the end nearer', () => {
    const currentEnd = '2027-04-14';
    // The host ends it for non-payment after the client's own notice.
    const host = ok(running({ by: 'host', currentEnd, noticeOn: '2027-03-21', oldestUnpaidDueOn: '2027-03-15' }));
    expect(host).toMatchObject({ endDate: '2027-03-28', forNonPayment: true });
    expect(noticeOutcome(running({ currentEnd, requestedEnd: '2027-05-01' }))).toMatchObject({
      ok: false,
      problem: 'alreadyEnds',
      currentEnd,
    });
    expect(noticeOutcome(running({ by: 'host', currentEnd, noticeOn: '2027-03-20' }))).toMatchObject({
      ok: false,
      problem: 'alreadyEnds',
    });
    expect(ok(running({ currentEnd, requestedEnd: '2027-04-13' })).endDate).toBe('2027-04-13');
  });
});
