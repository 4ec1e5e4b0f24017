/**
 * The email a booking's transition sends to one side (issue 19): who gets one is the process
 * table's (process-effects.ts: notify_client, notify_host); what it says is here, from the
 * booking's facts, with dates in the platform's time zone and amounts in ₱. Pure: the server
 * gathers the facts, checks the settings and the recipient's preferences, and queues it.
 */
import { formatDay, formatDayTime, formatPesos } from '../format';
import type { CancellationPolicy } from '../listings/fields';
import {
  bookingEmailMessages,
  type BookingEmailMessages,
  type BookingEmailText,
  type BookingEmailWords,
} from '../messages/booking-emails';
import { bookingDates, bookingPeriod } from './dates';
import type { BookingActor } from './process';
import type { AnyBookingAction, AnyBookingStatus } from '../tenancies/kinds';
import type { BookingMode } from './process-effects';

export type EmailRecipient = 'client' | 'host';

/** Which of a user's email preferences (and the platform's notification settings) an email falls under. */
export type EmailTopic = 'booking' | 'payment';

export interface BookingEmailFacts {
  to: EmailRecipient;
  /** The recipient's first name. */
  firstName: string;
  platformName: string;
  timeZone: string;
  booking: {
    title: string;
    mode: BookingMode;
    kind: 'days' | 'hours' | 'tenancy';
    startDate: string;
    /** null: a tenancy with no end date yet. */
    endDate: string | null;
    startsAt: Date;
    endsAt: Date | null;
    units: number;
    /** What the client pays, centavos. */
    total: number;
    hostEarnings: number;
    platformFeePercentage: number;
    cancellationPolicy: CancellationPolicy;
    /** The booking's next deadline after the transition (answer a request, pay), if any. */
    dueAt: Date | null;
    reason: string | null;
  };
  clientName: string;
  /** The host as the client sees them: 'Maria S.'. */
  hostName: string;
  /** Absolute links. */
  links: { booking: string; pay: string; browse: string; listing: string; settings: string };
}

/** What a transition email needs besides the booking: the move, and the money it moved. */
export interface TransitionEmailInput extends BookingEmailFacts {
  action: AnyBookingAction;
  by: BookingActor;
  /** The status it left; null: the transition made the booking. */
  from: AnyBookingStatus | null;
  /** Back to the client on a cancellation, centavos; null when nothing had been paid. */
  refund: number | null;
  /** Kept by the host after a client's cancellation of a paid booking, centavos. */
  hostKept: number | null;
}

export interface BookingEmail {
  topic: EmailTopic;
  subject: string;
  text: string;
}

const percent = (n: number) => `${Number(n.toFixed(2))}%`;

/**
 * When a booking runs, in words: its dates (both included) or its hours on one day (dates.ts).
 * `m`: the words of the recipient's language (English unless the server gives others, issue 34).
 */
export function describePeriod(
  b: BookingEmailFacts['booking'],
  timeZone: string,
  m: BookingEmailMessages = bookingEmailMessages,
): string {
  const p = bookingPeriod(b, timeZone, m.language);
  if (b.kind === 'tenancy' && m.monthly) return m.monthly(p.firstDay, p.lastDay);
  if (!p.length || !p.lastDay) return bookingDates(b, timeZone);
  if (p.times) return m.period(p.start, p.times.to, m.hours(p.length.count));
  if (p.length.count === 1) return m.oneDay(p.firstDay);
  return m.period(p.firstDay, p.lastDay, m.days(p.length.count));
}

function wordsOf(
  f: BookingEmailFacts,
  money: { refund: number | null; hostKept: number | null },
  m: BookingEmailMessages,
): BookingEmailWords {
  const b = f.booking;
  const tz = f.timeZone;
  const lang = m.language;
  const period = bookingPeriod(b, tz, lang, m.noEnd);
  return {
    platform: f.platformName,
    title: b.title,
    clientName: f.clientName,
    hostName: f.hostName,
    total: formatPesos(b.total),
    deadline: b.dueAt ? formatDayTime(b.dueAt, tz, lang) : '',
    start: period.start,
    until: period.times
      ? m.timeOn(period.times.to, formatDay(b.endsAt!, tz, lang))
      : period.lastDay
        ? m.untilEndOf(period.lastDay)
        : period.end,
    lastDay: period.lastDay ?? period.end,
    reason: b.reason,
    refund: money.refund === null ? null : formatPesos(money.refund),
    kept: money.hostKept === null ? null : formatPesos(money.hostKept),
    policy: m.policyNames[b.cancellationPolicy],
    link: f.links.booking,
    payLink: f.links.pay,
    browseLink: f.links.browse,
    listingLink: f.links.listing,
  };
}

/** The email around a wording: greeting, news, the booking's details, what is next, the link, why it came. */
function compose(
  f: BookingEmailFacts,
  topic: EmailTopic,
  t: BookingEmailText,
  earnings: boolean,
  m: BookingEmailMessages,
): BookingEmail {
  const b = f.booking;
  const d = m.details;
  const details = [
    `${d.space}: ${b.title}`,
    `${d.when}: ${describePeriod(b, f.timeZone, m)}`,
    `${d.units}: ${b.units}`,
    `${d.total}: ${formatPesos(b.total)}`,
    ...(earnings && f.to === 'host'
      ? [`${d.earnings}: ${formatPesos(b.hostEarnings)} (${d.afterFee(percent(b.platformFeePercentage))})`]
      : []),
  ];
  const text = [
    m.greeting(f.firstName),
    ...t.news,
    details.join('\n'),
    ...t.next,
    t.action,
    m.settingsLine(topic, f.links.settings),
    m.signOff(f.platformName),
  ].join('\n\n');
  return { topic, subject: t.subject, text };
}

/** Whether the host's earnings still stand after this move (not after a decline, an expiry or a cancellation). */
const earningsStand = (action: AnyBookingAction) => ['request', 'accept', 'pay', 'start', 'complete'].includes(action);

/**
 * The email `input.to` gets for a transition that notifies them, or null when the process table
 * has no wording for it (a side never told of that move). Staff acting are named as staff.
 */
export function transitionEmail(
  input: TransitionEmailInput,
  m: BookingEmailMessages = bookingEmailMessages,
): BookingEmail | null {
  const w = wordsOf(input, input, m);
  const byStaff = input.by === 'admin';
  const request = input.from === 'pending';
  const toHost = input.to === 'host';
  let t: BookingEmailText | null = null;
  switch (input.action) {
    case 'request':
      t = toHost ? m.request.host(w) : null;
      break;
    case 'book_instantly':
      t = null; // the client is at the checkout; the host hears once it is paid
      break;
    case 'accept':
      t = toHost ? m.accept.host(w) : m.accept.client(w, byStaff);
      break;
    case 'decline':
      t = toHost ? m.decline.host(w) : m.decline.client(w, byStaff);
      break;
    case 'expire_request':
      t = toHost ? m.expire_request.host(w) : m.expire_request.client(w);
      break;
    case 'pay':
      t = toHost ? m.pay.host(w, input.booking.mode === 'instant') : m.pay.client(w);
      break;
    case 'expire_payment':
      t = toHost ? m.expire_payment.host(w) : m.expire_payment.client(w);
      break;
    case 'start':
      t = toHost ? m.start.host(w) : m.start.client(w);
      break;
    case 'complete':
      t = toHost ? m.complete.host(w) : m.complete.client(w);
      break;
    case 'give_notice':
      t = toHost
        ? m.give_notice.host(w, input.by === 'host', byStaff)
        : m.give_notice.client(w, input.by === 'host', byStaff);
      break;
    case 'end':
      t = toHost ? m.end.host(w) : m.end.client(w);
      break;
    case 'cancel':
      t = toHost ? m.cancel.host(w, { byStaff, request }) : m.cancel.client(w, { byStaff, request });
      break;
    case 'cancel_force_majeure':
      t = toHost ? m.cancel_force_majeure.host(w, { byStaff }) : m.cancel_force_majeure.client(w, { byStaff });
      break;
  }
  return t && compose(input, 'booking', t, earningsStand(input.action), m);
}

/** The client's email about a payment refunded in full because it could not stand (late, a second one, or one under review). */
export function refundedPaymentEmail(
  f: BookingEmailFacts & { amount: number; reason: 'late_payment' | 'duplicate_payment' | 'unconfirmed_payment' },
  m: BookingEmailMessages = bookingEmailMessages,
): BookingEmail {
  const w = wordsOf(f, { refund: f.amount, hostKept: null }, m);
  return compose(f, 'payment', m.refundWhole.client(w, f.reason), false, m);
}

/** The client's email about a refund staff made on /payments: how much, whether it was all that was left, and why. */
export function staffRefundEmail(
  f: BookingEmailFacts & { amount: number; full: boolean; note: string },
  m: BookingEmailMessages = bookingEmailMessages,
): BookingEmail {
  const w = wordsOf(f, { refund: f.amount, hostKept: null }, m);
  return compose(f, 'payment', m.refundByStaff.client(w, { full: f.full, note: f.note }), false, m);
}
