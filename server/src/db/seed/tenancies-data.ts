/**
 * What the demo tenancies are (issue 32): for each, who rents, which bill anchors its calendar to
 * the seed's today, how each month was paid and whether notice was given. The seed (tenancies.ts)
 * works out the rest the way the app does: the billing job's days (a bill made 36 days before it
 * is due, opened 5 days before, reminded 3 and 1 days before and on the day, overdue the day
 * after), the notice's outcome (domain noticeOutcome) and the daily release of earnings.
 *
 * The demo client has a running tenancy (three months paid, the fourth bill open) on a listing
 * whose notice period is 7 days, and one ended with notice (its last bill prorated); the demo
 * host has two more from other demo clients, one with a bill overdue.
 */
import type { PaymentMethod, TenancyStatus } from '@espasyo/domain';
import type { DemoClientKey } from './bookings-data';

/** A bill after the first paid by the client: this many days before its due date, at `hour` in Manila. */
export interface DemoBillPayment {
  daysBefore: number;
  hour: number;
  method: PaymentMethod;
}

export interface DemoTenancy {
  /** Its Idempotency-Key is `tenancy-<key>`. */
  key: string;
  /** The demo client or another demo client; the demo host's listing either way. */
  client: DemoClientKey;
  /** Bill `n` is due `dueIn` days from today (a day or two later where a month lacks that day). */
  anchor: { n: number; dueIn: number };
  /** The listing's notice period it needs, when it matters. */
  noticeDays?: number;
  /** Bill 0, the first month, is paid through the booking's checkout minutes after the answer. */
  firstMethod: PaymentMethod;
  /** Bills 1, 2 … paid, in order; the bills after them are left unpaid. */
  paid: DemoBillPayment[];
  /** The client's notice, given `daysBefore` days before bill `bill` is due (19:20); that bill paid the next morning. */
  notice?: { bill: number; daysBefore: number };
  /** Where it stands at the seed's now (checked). */
  ends: TenancyStatus;
}

export const demoTenancies: DemoTenancy[] = [
  {
    // Three months paid, the fourth bill open (due in two days), the fifth listed as upcoming.
    key: 'bea-running',
    client: 'demo',
    anchor: { n: 3, dueIn: 2 },
    noticeDays: 7,
    firstMethod: 'gcash',
    paid: [
      { daysBefore: 4, hour: 19.5, method: 'gcash' },
      { daysBefore: 1, hour: 8.25, method: 'maya' },
    ],
    ends: 'active',
  },
  {
    // 14 days' notice given two days before the fourth bill was due: that bill prorated to the
    // end, the fifth voided, the tenancy ended the day after its end date.
    key: 'bea-ended',
    client: 'demo',
    anchor: { n: 3, dueIn: -26 },
    noticeDays: 14,
    firstMethod: 'card',
    paid: [
      { daysBefore: 3, hour: 12, method: 'gcash' },
      { daysBefore: 2, hour: 21, method: 'gcash' },
    ],
    notice: { bill: 3, daysBefore: 2 },
    ends: 'ended',
  },
  {
    // Two months paid, the third bill listed as upcoming.
    key: 'joy-running',
    client: 'joy',
    anchor: { n: 2, dueIn: 12 },
    firstMethod: 'maya',
    paid: [{ daysBefore: 5, hour: 9, method: 'card' }],
    ends: 'active',
  },
  {
    // The third bill unpaid three days past its due date: overdue (within the grace), the fourth upcoming.
    key: 'mark-overdue',
    client: 'mark',
    anchor: { n: 2, dueIn: -3 },
    firstMethod: 'gcash',
    paid: [{ daysBefore: 0, hour: 17, method: 'bank_transfer' }],
    ends: 'active',
  },
];
