/**
 * The emails of a booking's transitions (issue 19, design §5: every transition tells the other
 * side; process-effects.ts says who) and of a payment refunded because it could not stand. Our
 * wording: the spec fixes none. Each takes the facts already formatted (bookings/emails.ts:
 * dates in the platform's zone, ₱ amounts) and gives a subject, the paragraphs of its news and
 * what happens next, and the link that acts on it; emails.ts adds the greeting, the booking's
 * details, the settings line and the sign-off.
 */

import type { FormatLanguage } from '../format';
import { bookingMessages } from './bookings';

/** A booking's facts in words, as an email shows them. */
export interface BookingEmailWords {
  platform: string;
  title: string;
  /** The client's full name. */
  clientName: string;
  /** The host as the client sees them: 'Maria S.'. */
  hostName: string;
  /** What the client pays: '₱300'. */
  total: string;
  /** The next deadline ('Wed, 25 Nov 2026, 3:05 PM'): to answer a request, or to pay. */
  deadline: string;
  /** 'Tue, 24 Nov 2026' or, by the hour, 'Tue, 24 Nov 2026, 10:00 AM'. */
  start: string;
  /** 'the end of Thu, 26 Nov 2026' or '1:00 PM on Tue, 24 Nov 2026'. */
  until: string;
  /** The last day it covers: 'Thu, 26 Nov 2026' (a tenancy with no end: its words for that). */
  lastDay: string;
  reason: string | null;
  /** What goes back to the client: '₱285'; null when nothing had been paid. */
  refund: string | null;
  /** What the host keeps of their earnings after a client's cancellation: '₱13.65'. */
  kept: string | null;
  /** 'Flexible', 'Moderate', 'Strict'. */
  policy: string;
  /** Links: the booking's page for the recipient, paying, finding another space, the listing. */
  link: string;
  payLink: string;
  browseLink: string;
  listingLink: string;
}

export interface BookingEmailText {
  subject: string;
  /** Paragraphs, before the booking's details. */
  news: string[];
  /** Paragraphs after the details: what happens next. */
  next: string[];
  /** The action line: 'Answer the request: https://…'. */
  action: string;
}

type W = BookingEmailWords;
type T = BookingEmailText;
type Who = { byStaff: boolean };
type CancelWho = { byStaff: boolean; request: boolean };

/**
 * The words of the booking emails in one language. English is `bookingEmailMessages` below; the
 * server builds any language's from the catalogue's namespace `emails` (issue 34:
 * server/src/modules/notifications/booking-words.service.ts), the recipient's.
 */
export interface BookingEmailMessages {
  /** The language its dates are written in ('Lun, 24 Nob 2026'); English when absent. */
  language?: FormatLanguage;
  /** A tenancy's period, 'Monthly from …' or '… from … to …'; domain's English bookingDates when absent. */
  monthly?(from: string, to: string | null): string;
  /** An open tenancy's end ('No end date: ends with notice'); the domain's English when absent. */
  noEnd?: string;
  greeting(name: string): string;
  signOff(platform: string): string;
  details: {
    space: string;
    when: string;
    units: string;
    total: string;
    earnings: string;
    afterFee(percent: string): string;
  };
  period(from: string, to: string, length: string): string;
  oneDay(day: string): string;
  days(n: number): string;
  hours(n: number): string;
  untilEndOf(day: string): string;
  timeOn(time: string, day: string): string;
  settingsLine(topic: 'booking' | 'payment', link: string): string;
  /** 'Flexible', 'Moderate', 'Strict'. */
  policyNames: Record<'flexible' | 'moderate' | 'strict', string>;
  request: { host(w: W): T };
  accept: { client(w: W, byStaff: boolean): T; host(w: W): T };
  decline: { client(w: W, byStaff: boolean): T; host(w: W): T };
  expire_request: { client(w: W): T; host(w: W): T };
  pay: { client(w: W): T; host(w: W, instant: boolean): T };
  expire_payment: { client(w: W): T; host(w: W): T };
  start: { client(w: W): T; host(w: W): T };
  give_notice: { client(w: W, byHost: boolean, byStaff: boolean): T; host(w: W, byHost: boolean, byStaff: boolean): T };
  end: { client(w: W): T; host(w: W): T };
  complete: { client(w: W): T; host(w: W): T };
  cancel: { client(w: W, o: CancelWho): T; host(w: W, o: CancelWho): T };
  cancel_force_majeure: { client(w: W, o: Who): T; host(w: W, o: Who): T };
  refundWhole: { client(w: W, why: 'late_payment' | 'duplicate_payment' | 'unconfirmed_payment'): T };
  refundByStaff: { client(w: W, r: { full: boolean; note: string }): T };
}

const reasonLine = (w: W) => (w.reason ? [`The reason given: ${w.reason}`] : []);
const staff = (w: W) => `${w.platform} staff`;

export const bookingEmailMessages = {
  greeting: (name: string) => `Hi ${name},`,
  signOff: (platform: string) => `— ${platform}`,
  details: {
    space: 'Space',
    when: 'When',
    units: 'Units',
    total: 'Total',
    earnings: 'Your earnings',
    afterFee: (percent: string) => `after the ${percent} platform fee`,
  },
  /** 'Tue, 24 Nov 2026 to Thu, 26 Nov 2026 (3 days)', 'Tue, 24 Nov 2026, 10:00 AM to 1:00 PM (3 hours)'. */
  period: (from: string, to: string, length: string) => `${from} to ${to} (${length})`,
  oneDay: (day: string) => `${day} (1 day)`,
  days: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  hours: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`,
  untilEndOf: (day: string) => `the end of ${day}`,
  timeOn: (time: string, day: string) => `${time} on ${day}`,
  /** Why the email came, and where to stop it. */
  settingsLine: (topic: 'booking' | 'payment', link: string) =>
    `You get this email because ${topic} emails are on in your settings. Change that here: ${link}`,
  policyNames: bookingMessages.terms.policyNames,

  request: {
    host: (w: W): BookingEmailText => ({
      subject: `New booking request: ${w.title}`,
      news: [`${w.clientName} asked to book “${w.title}”.`],
      next: [
        `Accept or decline it by ${w.deadline}. If you do not answer by then, the request expires and the dates are free again. Nothing is charged until you accept and the client pays.`,
      ],
      action: `Answer the request: ${w.link}`,
    }),
  },
  accept: {
    client: (w: W, byStaff: boolean): BookingEmailText => ({
      subject: `Your request was accepted: ${w.title}`,
      news: [
        byStaff
          ? `${staff(w)} accepted your request to book “${w.title}” for the host.`
          : `${w.hostName} accepted your request to book “${w.title}”.`,
      ],
      next: [
        `To confirm the booking, sign the rental agreement and pay ${w.total} by ${w.deadline}. If it is not paid by then, the booking expires and the dates are freed.`,
      ],
      action: `Sign and pay: ${w.payLink}`,
    }),
    host: (w: W): BookingEmailText => ({
      subject: `A request was accepted for you: ${w.title}`,
      news: [`${staff(w)} accepted ${w.clientName}’s request to book “${w.title}” on your behalf.`],
      next: [`The client has until ${w.deadline} to pay. We will email you when the booking is paid.`],
      action: `See the booking: ${w.link}`,
    }),
  },
  decline: {
    client: (w: W, byStaff: boolean): BookingEmailText => ({
      subject: `Your request was declined: ${w.title}`,
      news: [
        byStaff
          ? `${staff(w)} declined your request to book “${w.title}”.`
          : `${w.hostName} declined your request to book “${w.title}”.`,
        ...reasonLine(w),
      ],
      next: [`Nothing was charged. Find another space: ${w.browseLink}`],
      action: `See the request: ${w.link}`,
    }),
    host: (w: W): BookingEmailText => ({
      subject: `A request was declined by staff: ${w.title}`,
      news: [`${staff(w)} declined ${w.clientName}’s request to book “${w.title}”.`, ...reasonLine(w)],
      next: ['The dates are free again.'],
      action: `See the request: ${w.link}`,
    }),
  },
  expire_request: {
    client: (w: W): BookingEmailText => ({
      subject: `Your request expired: ${w.title}`,
      news: [`The host did not answer your request to book “${w.title}” in time, so it has expired.`],
      next: [`Nothing was charged. Ask for other dates or find another space: ${w.browseLink}`],
      action: `See the request: ${w.link}`,
    }),
    host: (w: W): BookingEmailText => ({
      subject: `A request expired unanswered: ${w.title}`,
      news: [`${w.clientName}’s request to book “${w.title}” was not answered in time, so it has expired.`],
      next: ['The dates are free again. Answer requests within 24 hours so that clients can count on your space.'],
      action: `See the request: ${w.link}`,
    }),
  },
  pay: {
    client: (w: W): BookingEmailText => ({
      subject: `Booking confirmed: ${w.title}`,
      news: [`We received your payment of ${w.total}. Your booking of “${w.title}” is confirmed.`],
      next: [
        `It starts on ${w.start}. The address, the map pin and the access instructions are on your booking page now.`,
      ],
      action: `See your booking: ${w.link}`,
    }),
    host: (w: W, instant: boolean): BookingEmailText => ({
      subject: instant ? `New booking: ${w.title}` : `Booking paid: ${w.title}`,
      news: [
        instant
          ? `${w.clientName} booked and paid for “${w.title}”. The booking is confirmed.`
          : `${w.clientName} paid for “${w.title}”. The booking is confirmed.`,
      ],
      next: [`Have the space ready on ${w.start}.`],
      action: `See the booking: ${w.link}`,
    }),
  },
  expire_payment: {
    client: (w: W): BookingEmailText => ({
      subject: `Your booking expired unpaid: ${w.title}`,
      news: [`Your booking of “${w.title}” was not paid by the deadline, so it has expired.`],
      next: [`Nothing was charged, and the dates are free again. To book the space again: ${w.listingLink}`],
      action: `See the booking: ${w.link}`,
    }),
    host: (w: W): BookingEmailText => ({
      subject: `A booking expired unpaid: ${w.title}`,
      news: [`${w.clientName} did not pay for “${w.title}” by the deadline, so the booking has expired.`],
      next: ['The dates are free again.'],
      action: `See the booking: ${w.link}`,
    }),
  },
  start: {
    client: (w: W): BookingEmailText => ({
      subject: `Your booking has started: ${w.title}`,
      news: [`Your booking of “${w.title}” has started.`],
      next: [`It runs until ${w.until}. The address and the access instructions are on your booking page.`],
      action: `See your booking: ${w.link}`,
    }),
    host: (w: W): BookingEmailText => ({
      subject: `A booking has started: ${w.title}`,
      news: [`${w.clientName}’s booking of “${w.title}” has started.`],
      next: [`It runs until ${w.until}.`],
      action: `See the booking: ${w.link}`,
    }),
  },
  /** A tenancy's notice (issue 32): who gave it, the last day, the last bill or money back. */
  give_notice: {
    client: (w: W, byHost: boolean, byStaff: boolean): BookingEmailText => ({
      subject: `Notice given: ${w.title} ends ${w.lastDay}`,
      news: [
        byStaff
          ? `Our staff ended your monthly rental of “${w.title}”: it ends at ${w.until}.`
          : byHost
            ? `${w.hostName} gave notice on your monthly rental of “${w.title}”: it ends at ${w.until}.`
            : `You gave notice on your monthly rental of “${w.title}”: it ends at ${w.until}.`,
        ...(w.reason ? [`Reason: ${w.reason}`] : []),
      ],
      next: [
        'The last month is billed for the days used only; a month already paid past the end comes back for the days not used.',
      ],
      action: `See your bills: ${w.link}`,
    }),
    host: (w: W, byHost: boolean, byStaff: boolean): BookingEmailText => ({
      subject: `Notice given: ${w.title} ends ${w.lastDay}`,
      news: [
        byStaff
          ? `Our staff ended ${w.clientName}’s monthly rental of “${w.title}”: it ends at ${w.until}.`
          : byHost
            ? `You gave notice on ${w.clientName}’s monthly rental of “${w.title}”: it ends at ${w.until}.`
            : `${w.clientName} gave notice on the monthly rental of “${w.title}”: it ends at ${w.until}.`,
        ...(w.reason ? [`Reason: ${w.reason}`] : []),
      ],
      next: ['The space is free for new bookings from the day after.'],
      action: `See the tenancy: ${w.link}`,
    }),
  },
  end: {
    client: (w: W): BookingEmailText => ({
      subject: `Your monthly rental has ended: ${w.title}`,
      news: [`Your monthly rental of “${w.title}” has ended. Thank you for renting with ${w.platform}.`],
      next: ['If something went wrong, tell the host or our support from your booking page.'],
      action: `See your booking: ${w.link}`,
    }),
    host: (w: W): BookingEmailText => ({
      subject: `A monthly rental has ended: ${w.title}`,
      news: [`${w.clientName}’s monthly rental of “${w.title}” has ended.`],
      next: ['Check the space, so that it is ready for the next renter.'],
      action: `See the tenancy: ${w.link}`,
    }),
  },
  complete: {
    client: (w: W): BookingEmailText => ({
      subject: `Your booking has ended: ${w.title}`,
      news: [`Your booking of “${w.title}” has ended. Thank you for booking with ${w.platform}.`],
      next: ['If something went wrong, tell the host or our support from your booking page.'],
      action: `See your booking: ${w.link}`,
    }),
    host: (w: W): BookingEmailText => ({
      subject: `A booking has ended: ${w.title}`,
      news: [`${w.clientName}’s booking of “${w.title}” has ended.`],
      next: ['Check the space, so that it is ready for the next booking.'],
      action: `See the booking: ${w.link}`,
    }),
  },
  cancel: {
    /** By the host or staff. */
    client: (w: W, o: { byStaff: boolean; request: boolean }): BookingEmailText => {
      const what = o.request ? 'request to book' : 'booking of';
      return {
        subject: `Your ${o.request ? 'request' : 'booking'} was cancelled: ${w.title}`,
        news: [
          o.byStaff
            ? `${staff(w)} cancelled your ${what} “${w.title}”.`
            : `${w.hostName} cancelled your ${what} “${w.title}”.`,
          ...reasonLine(w),
        ],
        next: [
          w.refund
            ? `You get a full refund of ${w.refund}, back the way you paid. It can take a few days to arrive.`
            : 'Nothing was charged.',
          `Find another space: ${w.browseLink}`,
        ],
        action: `See the ${o.request ? 'request' : 'booking'}: ${w.link}`,
      };
    },
    /** By the client or staff. */
    host: (w: W, o: { byStaff: boolean; request: boolean }): BookingEmailText => {
      const what = o.request ? 'request to book' : 'booking of';
      const refund = !w.refund
        ? []
        : o.byStaff
          ? [`The client gets a full refund of ${w.refund}.`]
          : [
              `Under the ${w.policy} cancellation policy the client gets ${w.refund} back, and you keep ${w.kept ?? '₱0'} of your earnings.`,
            ];
      return {
        subject: o.byStaff
          ? `A ${o.request ? 'request' : 'booking'} was cancelled by staff: ${w.title}`
          : `${o.request ? 'Request' : 'Booking'} cancelled by the client: ${w.title}`,
        news: [
          o.byStaff
            ? `${staff(w)} cancelled ${w.clientName}’s ${what} “${w.title}”.`
            : `${w.clientName} cancelled their ${what} “${w.title}”.`,
          ...reasonLine(w),
        ],
        next: ['The dates are free again.', ...refund],
        action: `See the ${o.request ? 'request' : 'booking'}: ${w.link}`,
      };
    },
  },
  /** Cancelled for a declared typhoon or force majeure event (issue 33): by either side or staff. */
  cancel_force_majeure: {
    client: (w: W, o: { byStaff: boolean }): BookingEmailText => ({
      subject: `Your booking was cancelled for force majeure: ${w.title}`,
      news: [
        o.byStaff
          ? `${staff(w)} cancelled your booking of “${w.title}” because of a declared typhoon or force majeure event.`
          : `${w.hostName} cancelled your booking of “${w.title}” because of a declared typhoon or force majeure event.`,
      ],
      next: [
        w.refund
          ? `You get ${w.refund} back, the way you paid: the affected days in full. It can take a few days to arrive.`
          : 'Nothing was charged.',
        `Find another space: ${w.browseLink}`,
      ],
      action: `See the booking: ${w.link}`,
    }),
    host: (w: W, o: { byStaff: boolean }): BookingEmailText => ({
      subject: o.byStaff
        ? `A booking was cancelled for force majeure by staff: ${w.title}`
        : `Booking cancelled for force majeure by the client: ${w.title}`,
      news: [
        o.byStaff
          ? `${staff(w)} cancelled ${w.clientName}’s booking of “${w.title}” because of a declared typhoon or force majeure event.`
          : `${w.clientName} cancelled their booking of “${w.title}” because of a declared typhoon or force majeure event.`,
      ],
      next: [
        'The dates are free again. It does not count against your record.',
        ...(w.refund
          ? [`The client gets ${w.refund} back for the affected days, and you keep ${w.kept ?? '₱0'} of your earnings.`]
          : []),
      ],
      action: `See the booking: ${w.link}`,
    }),
  },
  /**
   * A payment that could not stand (it came after the booking ended, paid it twice, or was under
   * review when the booking ended: its amount did not match), refunded in full.
   */
  refundWhole: {
    client: (w: W, why: 'late_payment' | 'duplicate_payment' | 'unconfirmed_payment'): BookingEmailText => ({
      subject: `Your payment was refunded: ${w.title}`,
      news: [
        {
          duplicate_payment: `We received a second payment of ${w.refund} for your booking of “${w.title}”, which was paid already, so we are refunding all of it.`,
          late_payment: `We received your payment of ${w.refund} for “${w.title}” after the booking had ended unpaid, so we are refunding all of it.`,
          unconfirmed_payment: `The payment of ${w.refund} we received for “${w.title}” did not match the booking’s amount, so it could not confirm it, and the booking has ended. We are refunding all of it.`,
        }[why],
      ],
      next: ['It goes back the way you paid and can take a few days to arrive.'],
      action: `See the booking: ${w.link}`,
    }),
  },
  /** Staff refunded a payment in full or in part on /payments, with their reason (issue 20). */
  refundByStaff: {
    client: (w: W, r: { full: boolean; note: string }): BookingEmailText => ({
      subject: r.full ? `Your payment was refunded: ${w.title}` : `Part of your payment was refunded: ${w.title}`,
      news: [
        r.full
          ? `${w.platform} support refunded ${w.refund}, the rest of your payment for “${w.title}”.`
          : `${w.platform} support refunded ${w.refund} of your payment for “${w.title}”.`,
        `Reason: ${r.note}`,
      ],
      next: ['It goes back the way you paid and can take a few days to arrive.'],
      action: `See the booking: ${w.link}`,
    }),
  },
} as const satisfies BookingEmailMessages;
