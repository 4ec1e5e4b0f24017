import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors';
import { tenancyMessages } from '../messages/tenancies';
import { periodsUntil } from './calendar';
import { billNotFound, billTransitionRefused, noticeRefused, tenancyTransitionRefused } from './errors';
import { noticeOutcome, type NoticeInput } from './notice';
import { billOf } from './proration';
import {
  billMethodsNote,
  billWords,
  lastBillLine,
  noticeTooSoonMessage,
  savedCardLabel,
  tenancyLine,
  tenancyOffer,
} from './words';
import { centavos } from '../money/amounts';

const tz = 'Asia/Manila';
const rates = { platformFeePercentage: 9, taxCalculationEnabled: false, taxRate: 12 };
const notice: NoticeInput = {
  by: 'client',
  start: '2027-01-15',
  noticeOn: '2027-03-10',
  clientNoticeDays: 7,
  oldestUnpaidDueOn: null,
  currentEnd: null,
  monthly: centavos(250_000),
  units: 1,
  rates,
  bills: [{ n: 2, status: 'open', quote: billOf(centavos(250_000), rates) }],
};

describe('a tenancy in words (issue 32)', () => {
  it('offers the month beside fixed dates, with its price and notice period', () => {
    expect(tenancyMessages.offer).toBe('Monthly, no end date');
    expect(tenancyOffer(250_000, 7)).toBe('Monthly, no end date · ₱2,500 a month · End it with 7 days’ notice');
    expect(tenancyOffer(1_250_050, 0)).toBe(
      'Monthly, no end date · ₱12,500.50 a month · End it any day, no notice needed',
    );
  });

  it('says since when it runs, its next bill and its end, in the ground rules’ dates', () => {
    const line = (over: object) =>
      tenancyLine(
        {
          status: 'active',
          startDate: '2026-12-01',
          endDate: null,
          nextBill: { amount: 250_000, dueOn: '2027-01-01' },
          ...over,
        },
        tz,
      ).join(' · ');
    expect(line({})).toBe('Monthly since Tue, 1 Dec 2026 · next bill ₱2,500 due Fri, 1 Jan 2027');
    expect(line({ status: 'confirmed' })).toBe('Monthly from Tue, 1 Dec 2026 · next bill ₱2,500 due Fri, 1 Jan 2027');
    expect(
      line({ status: 'notice_given', endDate: '2027-01-10', nextBill: { amount: 72_581, dueOn: '2027-01-01' } }),
    ).toBe('Monthly since Tue, 1 Dec 2026 · next bill ₱725.81 due Fri, 1 Jan 2027 · ends Sun, 10 Jan 2027');
    expect(line({ status: 'ended', endDate: '2027-01-10', nextBill: null })).toBe(
      'Monthly from Tue, 1 Dec 2026 to Sun, 10 Jan 2027',
    );
  });

  it('shows the last bill, prorated, and a bill’s period, due date and reminders', () => {
    const o = noticeOutcome(notice);
    if (!o.ok) throw new Error(o.problem);
    expect(lastBillLine(o.lastBill, tz)).toBe(
      'Last bill: ₱241.94 for Mon, 15 Mar 2027 – Wed, 17 Mar 2027 (3 of 31 days)',
    );
    const o2 = noticeOutcome({ ...notice, requestedEnd: '2027-04-14' });
    if (!o2.ok) throw new Error(o2.problem);
    expect(lastBillLine(o2.lastBill, tz)).toBe('Last bill: ₱2,500 for Mon, 15 Mar 2027 – Wed, 14 Apr 2027');
    const [, second] = periodsUntil('2027-01-15', null, '2027-02-10', 5);
    const w = billWords({ ...second, amount: 280_000 }, tz);
    expect(w.period).toBe('Mon, 15 Feb 2027 – Sun, 14 Mar 2027');
    expect(w.due).toBe('₱2,800 due Mon, 15 Feb 2027');
    expect(w.reminder(3, false)).toBe('Your monthly bill of ₱2,800 is due in 3 days, on Mon, 15 Feb 2027.');
    expect(w.reminder(1, false)).toBe('Your monthly bill of ₱2,800 is due in 1 day, on Mon, 15 Feb 2027.');
    expect(w.reminder(0, false)).toBe('Your monthly bill of ₱2,800 is due today.');
    expect(w.reminder(3, true)).toBe('₱2,800 will be charged to your saved card on Mon, 15 Feb 2027.');
    expect(w.overdue).toBe('Your monthly bill of ₱2,800 was due on Mon, 15 Feb 2027. Pay it now to keep your space.');
  });

  it('refuses a notice in its own terms, under the end date, with its own code', () => {
    const refusal = (over: Partial<NoticeInput>) => {
      const o = noticeOutcome({ ...notice, ...over });
      if (o.ok) throw new Error('not refused');
      return noticeRefused(o, over.by ?? 'client', tz);
    };
    const client = refusal({ requestedEnd: '2027-03-12' });
    expect(client.code).toBe(ErrorCode.noticeTooSoon);
    expect(client.status).toBe(400);
    expect(client.message).toBe('With 7 days’ notice, the earliest end date is Wed, 17 Mar 2027.');
    expect(client.fields).toEqual({ endDate: client.message });
    expect(refusal({ by: 'host', requestedEnd: '2027-03-12' }).message).toBe(
      'A host gives at least 30 days’ notice: the earliest end date is Fri, 9 Apr 2027.',
    );
    expect(refusal({ requestedEnd: '2027-03-12', minimum: { minDuration: 3, minDurationUnit: 'month' } }).message).toBe(
      'This space is rented for a minimum period: the earliest end date is Wed, 14 Apr 2027.',
    );
    const ending = refusal({ currentEnd: '2027-03-20', requestedEnd: '2027-03-25' });
    expect([ending.code, ending.status, ending.message]).toEqual([
      ErrorCode.tenancyAlreadyEnding,
      409,
      'This tenancy already ends on Sat, 20 Mar 2027. A new notice can only bring the end nearer.',
    ]);
    const e = noticeOutcome({ ...notice, by: 'admin', requestedEnd: '2027-03-09' });
    if (e.ok) throw new Error('not refused');
    expect(noticeTooSoonMessage(e, 'admin', tz)).toBe('The end date cannot be before Wed, 10 Mar 2027.');
  });

  it('words the tables’ refusals as the booking’s are', () => {
    expect(tenancyTransitionRefused('give_notice', 'confirmed').message).toBe(
      'A tenancy that is confirmed cannot be given notice.',
    );
    expect(billTransitionRefused('void', 'paid')).toMatchObject({
      code: ErrorCode.invalidTransition,
      message: 'A bill that is paid cannot be voided.',
    });
    expect(billNotFound().status).toBe(404);
  });
});

describe('a bill above an e-wallet limit, and a saved card (decision 0085)', () => {
  it('says which methods cannot take the bill and which can; nothing when every one can', () => {
    expect(billMethodsNote(250_000)).toBeNull();
    expect(billMethodsNote(100_000_00)).toBeNull();
    expect(billMethodsNote(100_000_01)).toBe(
      'GCash, Maya and bank transfer take at most ₱100,000 in one payment, so pay this bill by card.',
    );
    expect(billMethodsNote(150_000_00, ['gcash', 'maya', 'card'])).toBe(
      'GCash and Maya take at most ₱100,000 in one payment, so pay this bill by card.',
    );
    // None fits: the checkout refuses it with its own message.
    expect(billMethodsNote(150_000_00, ['gcash', 'maya'])).toBeNull();
  });

  it('names a saved card by its network and last four digits', () => {
    expect(savedCardLabel('visa', '4242')).toBe('Visa •••• 4242');
    expect(savedCardLabel('mastercard', '4444')).toBe('Mastercard •••• 4444');
    expect(savedCardLabel('someday', '0001')).toBe('Someday •••• 0001');
    expect(tenancyMessages.autopay.toggle(savedCardLabel('visa', '4242'))).toBe(
      'Pay automatically with your saved card (Visa •••• 4242)',
    );
  });
});
