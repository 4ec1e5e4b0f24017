/**
 * A tenancy in words (issue 32): the one place its offer, its line on a booking, its last bill and
 * its bills' reminders are formatted, with the ground rules' money ('₱2,500') and dates
 * ('Fri, 1 Jan 2027', Asia/Manila) — for pages, emails and notifications alike.
 */
import { methodsAboveLimit, methodsForAmount, paymentMethodLimits } from '../bookings/payment-limits';
import { paymentMethods, type PaymentMethod } from '../contracts/payments';
import { formatDay, formatPesos, joinList } from '../format';
import { paymentMessages as pm } from '../messages/payments';
import { tenancyMessages as m } from '../messages/tenancies';
import type { BilledPeriod } from './calendar';
import type { EarliestEnd, LastBill } from './notice';
import type { TenancyStatus } from './process';

/** 'Monthly, no end date · ₱2,500 a month · End it with 7 days’ notice': the listing page's offer. */
export const tenancyOffer = (monthly: number, clientNoticeDays: number): string =>
  m.offerLine(m.perMonth(formatPesos(monthly)), m.noticePeriod(clientNoticeDays));

export interface TenancyLineFacts {
  status: TenancyStatus;
  startDate: string;
  /** Set by a notice; null while it runs with no end. */
  endDate: string | null;
  /** The next bill to pay (amount with tax, due date), if any. */
  nextBill: { amount: number; dueOn: string } | null;
}

/**
 * A tenancy's line on its booking, in parts to join with ' · ' (the page puts its action after):
 * 'Monthly since Tue, 1 Dec 2026', 'next bill ₱2,500 due Fri, 1 Jan 2027', 'ends Sun, 31 Jan 2027'.
 */
export function tenancyLine(t: TenancyLineFacts, timeZone: string): string[] {
  const day = (d: string) => formatDay(d, timeZone);
  if (t.status === 'ended' && t.endDate) return [m.line.ended(day(t.startDate), day(t.endDate))];
  const running = t.status === 'active' || t.status === 'notice_given';
  const parts = [running ? m.line.since(day(t.startDate)) : m.line.startsOn(day(t.startDate))];
  if (t.nextBill) parts.push(m.line.nextBill(formatPesos(t.nextBill.amount), day(t.nextBill.dueOn)));
  if (t.endDate) parts.push(m.line.endsOn(day(t.endDate)));
  return parts;
}

/** 'Last bill: ₱1,290.32 for Sun, 1 Aug 2027 – Mon, 16 Aug 2027 (16 of 31 days)'. */
export const lastBillLine = (b: LastBill, timeZone: string): string =>
  m.notice.lastBill(
    formatPesos(b.quote.total),
    formatDay(b.periodStart, timeZone),
    formatDay(b.lastDay, timeZone),
    b.daysUsed,
    b.days,
  );

/** Why a notice is refused for ending too soon, in the notice's terms. */
export function noticeTooSoonMessage(e: EarliestEnd, by: 'client' | 'host' | 'admin', timeZone: string): string {
  const earliest = formatDay(e.earliestEnd, timeZone);
  if (e.bound === 'minimum') return m.notice.minimum(earliest);
  return by === 'host' && !e.forNonPayment
    ? m.notice.hostTooSoon(e.noticeDays, earliest)
    : m.notice.tooSoon(e.noticeDays, earliest);
}

/** A bill's period, '₱2,500 due Fri, 1 Jan 2027' and its reminder, in words. */
export const billWords = (b: BilledPeriod & { amount: number }, timeZone: string) => {
  const due = formatDay(b.dueOn, timeZone);
  const amount = formatPesos(b.amount);
  return {
    period: m.bills.period(formatDay(b.periodStart, timeZone), formatDay(b.lastDay, timeZone)),
    due: m.bills.due(amount, due),
    reminder: (daysBefore: number, autopay: boolean) =>
      autopay ? m.bills.autopayReminder(amount, due) : m.bills.reminder(amount, due, daysBefore),
    overdue: m.bills.overdue(amount, due),
  };
};

/**
 * Why a bill's checkout leaves some methods out: null when every method takes its amount; else
 * 'GCash and Maya take at most ₱100,000 in one payment, so pay this bill by card.' (the methods
 * above their limit, the largest of them, the methods that take it).
 */
export function billMethodsNote(amount: number, offered: readonly PaymentMethod[] = paymentMethods): string | null {
  const above = methodsAboveLimit(amount, offered);
  const fits = methodsForAmount(amount, offered);
  if (!above.length || !fits.length) return null;
  // Brands keep their capitals (GCash, Maya); 'card' and 'bank transfer' are words, capitalised to start the sentence.
  const word = (x: PaymentMethod, first: boolean) =>
    x === 'card' || x === 'bank_transfer' ? (first ? pm.methods[x] : pm.methods[x].toLowerCase()) : pm.methods[x];
  const max = Math.max(...above.map((x) => paymentMethodLimits[x].max));
  return m.bills.aboveLimit(
    joinList(above.map((x, i) => word(x, i === 0))),
    formatPesos(max),
    joinList(
      fits.map((x) => word(x, false)),
      'or',
    ),
  );
}

const brands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  discover: 'Discover',
  diners: 'Diners Club',
};

/** A saved card as the client reads it: 'Visa •••• 4242'. */
export const savedCardLabel = (brand: string, last4: string): string =>
  m.autopay.card(brands[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1), last4);
