/**
 * What the demo bookings are (issue 19): for each, who books, whose kind of listing, the stay (in
 * days from the seed's today), when the request was made (before the seed's now) and what
 * happened to it after, step by step, each at its time. The seed (bookings.ts) plays every story
 * through the real services, so amounts, events, timers, payments, the ledger and agreements are
 * what the app itself makes. Every stay lies within 45 days of today: the browser tests book
 * 60 to 300 days ahead.
 *
 * The demo client (Bea) and the demo host (Ramon) each have a booking in every status; the other
 * demo clients and hosts add a few more so that the host's lists and staff's pages have variety.
 */
import type { BookingStatus, PaymentMethod } from '@espasyo/domain';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Who books: the demo client or one of the other demo clients (users.ts). */
export type DemoClientKey = 'demo' | 'joy' | 'mark' | 'rica';

/** A moment: this long after the request was made, or this long before the seed's now. */
export type When = { after: number } | { ago: number };
const after = (ms: number): When => ({ after: ms });
const ago = (ms: number): When => ({ ago: ms });

export type DemoStay =
  /** First and last day (both included), in days from today. */
  | { days: [number, number] }
  /** One calendar month from this day (days from today). */
  | { month: number }
  /** Hourly parking: the day (days from today), the first hour and the hour it ends, in the platform's zone. */
  | { hours: [number, number, number] };

/** Which of the owner's live listings fits: priced by the day, by the month only, or by the hour (parking). */
export type ListingKind = 'daily' | 'monthly' | 'hourly';

export type DemoStep =
  | { do: 'accept'; at: When }
  | { do: 'decline'; at: When; reason: string }
  /** The client signs the rental agreement by typing their full name. */
  | { do: 'sign'; at: When }
  /** The client opens the checkout and leaves without paying. */
  | { do: 'checkout'; at: When }
  /** The client opens the checkout a minute before and pays on the sandbox's page. */
  | { do: 'pay'; at: When; method: PaymentMethod }
  | { do: 'cancel'; at: When; by: 'client' | 'host' | 'admin'; reason: string | null }
  /** The booking's next timer fires, at its time (request or payment expiry, start, end). */
  | { do: 'timer' };

export interface DemoBooking {
  /** Its Idempotency-Key is `demo-<key>`. */
  key: string;
  client: DemoClientKey;
  /** The demo host's listing, or another demo host's. */
  host: 'demo' | 'other';
  listing: ListingKind;
  /** Request to book (the host answers) or instant book (straight to payment). */
  mode: 'request' | 'instant';
  stay: DemoStay;
  units?: number;
  /** How long before the seed's now the client asked. */
  made: number;
  steps: DemoStep[];
  /** The status the story ends in (the seed checks it). */
  ends: BookingStatus;
}

const sign = (at: When): DemoStep => ({ do: 'sign', at });
const pay = (at: When, method: PaymentMethod): DemoStep => ({ do: 'pay', at, method });
const accept = (at: When): DemoStep => ({ do: 'accept', at });
const timer: DemoStep = { do: 'timer' };

export const demoBookings: DemoBooking[] = [
  // The demo client on the demo host's spaces: one in every status.
  {
    key: 'bea-pending',
    client: 'demo',
    host: 'demo',
    listing: 'daily',
    mode: 'request',
    stay: { days: [6, 8] },
    made: 4 * HOUR, // the host has about 20 hours left to answer
    steps: [],
    ends: 'pending',
  },
  {
    key: 'bea-awaiting-payment',
    client: 'demo',
    host: 'demo',
    listing: 'daily',
    mode: 'request',
    stay: { days: [10, 13] },
    made: 20 * HOUR,
    steps: [accept(ago(5 * HOUR))], // about 19 hours left to pay; the agreement still to sign
    ends: 'awaiting_payment',
  },
  {
    key: 'bea-confirmed-soon',
    client: 'demo',
    host: 'demo',
    listing: 'daily',
    mode: 'instant',
    stay: { days: [3, 5] },
    made: 50 * MINUTE,
    steps: [sign(after(4 * MINUTE)), pay(after(8 * MINUTE), 'gcash')],
    ends: 'confirmed',
  },
  {
    key: 'bea-confirmed-later',
    client: 'demo',
    host: 'demo',
    listing: 'daily',
    mode: 'request',
    stay: { days: [21, 27] },
    units: 2,
    made: 9 * DAY,
    steps: [accept(after(2 * HOUR)), sign(after(3 * HOUR)), pay(after(3 * HOUR + 5 * MINUTE), 'maya')],
    ends: 'confirmed',
  },
  {
    key: 'bea-confirmed-hourly',
    client: 'demo',
    host: 'demo',
    listing: 'hourly',
    mode: 'request',
    stay: { hours: [2, 9, 12] },
    made: 2 * DAY,
    steps: [accept(after(HOUR)), sign(after(90 * MINUTE)), pay(after(100 * MINUTE), 'card')],
    ends: 'confirmed',
  },
  {
    key: 'bea-active-monthly',
    client: 'demo',
    host: 'demo',
    listing: 'monthly',
    mode: 'instant',
    stay: { month: -10 },
    made: 12 * DAY,
    steps: [sign(after(5 * MINUTE)), pay(after(8 * MINUTE), 'bank_transfer'), timer],
    ends: 'active',
  },
  {
    key: 'bea-completed',
    client: 'demo',
    host: 'demo',
    listing: 'daily',
    mode: 'request',
    stay: { days: [-30, -26] },
    made: 38 * DAY,
    steps: [accept(after(6 * HOUR)), sign(after(7 * HOUR)), pay(after(7 * HOUR + 10 * MINUTE), 'gcash'), timer, timer],
    ends: 'completed',
  },
  {
    key: 'bea-completed-hourly',
    client: 'demo',
    host: 'demo',
    listing: 'hourly',
    mode: 'request',
    stay: { hours: [-3, 8, 11] },
    made: 5 * DAY,
    steps: [accept(after(2 * HOUR)), sign(after(3 * HOUR)), pay(after(3 * HOUR + 10 * MINUTE), 'card'), timer, timer],
    ends: 'completed',
  },
  {
    // Three weeks before the start: every policy gives part back (cancellation.ts).
    key: 'bea-cancelled-by-client',
    client: 'demo',
    host: 'demo',
    listing: 'daily',
    mode: 'request',
    stay: { days: [20, 23] },
    made: 14 * DAY,
    steps: [
      accept(after(4 * HOUR)),
      sign(after(5 * HOUR)),
      pay(after(5 * HOUR + 5 * MINUTE), 'gcash'),
      { do: 'cancel', at: ago(DAY), by: 'client', reason: 'Plans changed: we move later in the month.' },
    ],
    ends: 'cancelled',
  },
  {
    key: 'bea-cancelled-by-host',
    client: 'demo',
    host: 'demo',
    listing: 'daily',
    mode: 'instant',
    stay: { days: [12, 15] },
    made: 6 * DAY,
    steps: [
      sign(after(10 * MINUTE)),
      pay(after(15 * MINUTE), 'maya'),
      {
        do: 'cancel',
        at: ago(2 * DAY),
        by: 'host',
        reason: 'A water leak in the building: the space is closed for repairs those days.',
      },
    ],
    ends: 'cancelled',
  },
  {
    key: 'bea-declined',
    client: 'demo',
    host: 'demo',
    listing: 'daily',
    mode: 'request',
    stay: { days: [15, 17] },
    made: 3 * DAY,
    steps: [
      { do: 'decline', at: after(5 * HOUR), reason: 'Sorry, the space is promised to a family event those days.' },
    ],
    ends: 'declined',
  },
  {
    key: 'bea-request-expired',
    client: 'demo',
    host: 'demo',
    listing: 'daily',
    mode: 'request',
    stay: { days: [9, 11] },
    made: 4 * DAY,
    steps: [timer], // the host did not answer within 24 hours
    ends: 'expired',
  },
  {
    key: 'bea-payment-expired',
    client: 'demo',
    host: 'demo',
    listing: 'daily',
    mode: 'request',
    stay: { days: [18, 20] },
    made: 8 * DAY,
    steps: [
      accept(after(3 * HOUR)),
      sign(after(22 * HOUR)),
      { do: 'checkout', at: after(22 * HOUR + 5 * MINUTE) },
      timer,
    ],
    ends: 'expired',
  },

  // Other clients on the demo host's spaces: its requests, current and past bookings are not all Bea's.
  {
    key: 'joy-pending',
    client: 'joy',
    host: 'demo',
    listing: 'daily',
    mode: 'request',
    stay: { days: [7, 9] },
    made: 9 * HOUR,
    steps: [],
    ends: 'pending',
  },
  {
    key: 'mark-active',
    client: 'mark',
    host: 'demo',
    listing: 'daily',
    mode: 'instant',
    stay: { days: [-2, 4] },
    made: 6 * DAY,
    steps: [sign(after(6 * MINUTE)), pay(after(10 * MINUTE), 'card'), timer],
    ends: 'active',
  },
  {
    key: 'joy-completed',
    client: 'joy',
    host: 'demo',
    listing: 'daily',
    mode: 'request',
    stay: { days: [-20, -17] },
    made: 25 * DAY,
    steps: [accept(after(2 * HOUR)), sign(after(3 * HOUR)), pay(after(3 * HOUR + 5 * MINUTE), 'gcash'), timer, timer],
    ends: 'completed',
  },
  {
    key: 'mark-cancelled-unpaid',
    client: 'mark',
    host: 'demo',
    listing: 'daily',
    mode: 'instant',
    stay: { days: [25, 27] },
    made: 3 * DAY,
    steps: [{ do: 'cancel', at: after(10 * MINUTE), by: 'client', reason: 'Booked the wrong dates.' }],
    ends: 'cancelled',
  },

  // On the other demo hosts' spaces.
  {
    key: 'bea-past-elsewhere',
    client: 'demo',
    host: 'other',
    listing: 'daily',
    mode: 'request',
    stay: { days: [-40, -35] },
    made: 44 * DAY,
    steps: [accept(after(3 * HOUR)), sign(after(4 * HOUR)), pay(after(4 * HOUR + 15 * MINUTE), 'gcash'), timer, timer],
    ends: 'completed',
  },
  {
    key: 'bea-upcoming-elsewhere',
    client: 'demo',
    host: 'other',
    listing: 'daily',
    mode: 'instant',
    stay: { days: [30, 33] },
    made: DAY,
    steps: [sign(after(4 * MINUTE)), pay(after(7 * MINUTE), 'maya')],
    ends: 'confirmed',
  },
  {
    key: 'bea-cancelled-by-staff',
    client: 'demo',
    host: 'other',
    listing: 'daily',
    mode: 'request',
    stay: { days: [14, 16] },
    made: 10 * DAY,
    steps: [
      accept(after(HOUR)),
      sign(after(2 * HOUR)),
      pay(after(2 * HOUR + 5 * MINUTE), 'card'),
      {
        do: 'cancel',
        at: ago(3 * DAY),
        by: 'admin',
        reason: 'The listing was reported and is under review; the client is refunded in full.',
      },
    ],
    ends: 'cancelled',
  },
  {
    key: 'joy-hourly-tomorrow',
    client: 'joy',
    host: 'other',
    listing: 'hourly',
    mode: 'instant',
    stay: { hours: [1, 14, 17] },
    made: 20 * HOUR,
    steps: [sign(after(3 * MINUTE)), pay(after(6 * MINUTE), 'gcash')],
    ends: 'confirmed',
  },
  {
    key: 'mark-month-past',
    client: 'mark',
    host: 'other',
    listing: 'monthly',
    mode: 'instant',
    stay: { month: -42 },
    made: 44 * DAY,
    steps: [sign(after(5 * MINUTE)), pay(after(9 * MINUTE), 'bank_transfer'), timer, timer],
    ends: 'completed',
  },
  {
    key: 'rica-declined',
    client: 'rica',
    host: 'other',
    listing: 'daily',
    mode: 'request',
    stay: { days: [5, 6] },
    made: 2 * DAY,
    steps: [{ do: 'decline', at: after(8 * HOUR), reason: 'The slot is too small for a van, sorry.' }],
    ends: 'declined',
  },
  {
    key: 'rica-payment-expired',
    client: 'rica',
    host: 'other',
    listing: 'daily',
    mode: 'instant',
    stay: { days: [8, 9] },
    made: DAY,
    steps: [timer], // an instant booking not paid within 30 minutes
    ends: 'expired',
  },
  {
    key: 'rica-confirmed',
    client: 'rica',
    host: 'other',
    listing: 'daily',
    mode: 'request',
    stay: { days: [4, 10] },
    made: 30 * HOUR,
    steps: [accept(after(6 * HOUR)), sign(after(7 * HOUR)), pay(after(7 * HOUR + 20 * MINUTE), 'maya')],
    ends: 'confirmed',
  },
  {
    // Ended a week ago: Rica has reviewed it, its host not yet, so her review is still blind (seed/reviews.ts).
    key: 'rica-completed-recent',
    client: 'rica',
    host: 'other',
    listing: 'daily',
    mode: 'instant',
    stay: { days: [-9, -7] },
    made: 12 * DAY,
    steps: [sign(after(4 * MINUTE)), pay(after(8 * MINUTE), 'gcash'), timer, timer],
    ends: 'completed',
  },
];
