import type { BookingEmailMessages, BookingEmailText, BookingEmailWords } from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import { messagesFor } from '../../lib/i18n';

/*
 * The booking emails' words in a recipient's language (issue 34, decision 0092), from the
 * catalogue's namespace `emails`, in the shape domain/src/bookings/emails.ts puts together
 * (BookingEmailMessages). English comes out word for word as domain's bookingEmailMessages
 * (booking-words.test.ts compares every email of every transition).
 */

type W = BookingEmailWords;
const cache = new Map<Language, BookingEmailMessages>();

/** A booking's facts as a message's arguments (a fact it does not have is empty). */
const args = (w: W) => Object.fromEntries(Object.entries(w).map(([k, v]) => [k, v ?? ''])) as Record<keyof W, string>;

export function bookingEmailWords(lang: Language): BookingEmailMessages {
  const cached = cache.get(lang);
  if (cached) return cached;
  const { frame, booking: b } = messagesFor(lang, 'emails');
  const line = messagesFor(lang, 'tenancy').line;
  const a = b.actions;
  const text = (subject: string, news: string[], next: string[], action: string): BookingEmailText => ({
    subject,
    news,
    next,
    action,
  });
  const reasonGiven = (w: W) => (w.reason ? [b.reasonGiven({ reason: w.reason })] : []);
  const reason = (w: W) => (w.reason ? [b.reason({ reason: w.reason })] : []);
  const kind = (request: boolean) => (request ? 'request' : 'booking');
  const words: BookingEmailMessages = {
    // Its dates in the language too (issue 34): 'Lun, 24 Nob 2026'.
    language: lang,
    monthly: (from, to) => (to ? line.ended({ from, to }) : line.startsOn({ day: from })),
    noEnd: line.noEnd,
    greeting: (name) => frame.greeting({ name }),
    signOff: (platform) => frame.signOff({ platform }),
    details: { ...b.details, afterFee: (percent) => b.details.afterFee({ percent }) },
    period: (from, to, length) => b.period({ from, to, length }),
    oneDay: (day) => b.oneDay({ day }),
    days: (count) => b.days({ count }),
    hours: (count) => b.hours({ count }),
    untilEndOf: (day) => b.untilEndOf({ day }),
    timeOn: (time, day) => b.timeOn({ time, day }),
    settingsLine: (topic, link) => (topic === 'payment' ? frame.whyPayment({ link }) : frame.whyBooking({ link })),
    policyNames: b.policyNames,
    request: {
      host: (w) => {
        const m = b.request.host;
        return text(m.subject(args(w)), [m.news(args(w))], [m.next(args(w))], a.answerRequest({ link: w.link }));
      },
    },
    accept: {
      client: (w, byStaff) => {
        const m = b.accept.client;
        return text(
          m.subject(args(w)),
          [(byStaff ? m.newsByStaff : m.news)(args(w))],
          [m.next(args(w))],
          a.signAndPay({ link: w.payLink }),
        );
      },
      host: (w) => {
        const m = b.accept.host;
        return text(m.subject(args(w)), [m.news(args(w))], [m.next(args(w))], a.seeBooking({ link: w.link }));
      },
    },
    decline: {
      client: (w, byStaff) => {
        const m = b.decline.client;
        return text(
          m.subject(args(w)),
          [(byStaff ? m.newsByStaff : m.news)(args(w)), ...reasonGiven(w)],
          [b.nothingCharged + ' ' + b.findAnother({ link: w.browseLink })],
          a.seeRequest({ link: w.link }),
        );
      },
      host: (w) => {
        const m = b.decline.host;
        return text(
          m.subject(args(w)),
          [m.news(args(w)), ...reasonGiven(w)],
          [b.datesFree],
          a.seeRequest({ link: w.link }),
        );
      },
    },
    expire_request: {
      client: (w) => {
        const m = b.expireRequest.client;
        return text(
          m.subject(args(w)),
          [m.news(args(w))],
          [m.next({ link: w.browseLink })],
          a.seeRequest({ link: w.link }),
        );
      },
      host: (w) => {
        const m = b.expireRequest.host;
        return text(m.subject(args(w)), [m.news(args(w))], [m.next], a.seeRequest({ link: w.link }));
      },
    },
    pay: {
      client: (w) => {
        const m = b.pay.client;
        return text(m.subject(args(w)), [m.news(args(w))], [m.next(args(w))], a.seeYourBooking({ link: w.link }));
      },
      host: (w, instant) => {
        const m = b.pay.host;
        return text(
          (instant ? m.subjectInstant : m.subject)(args(w)),
          [(instant ? m.newsInstant : m.news)(args(w))],
          [m.next(args(w))],
          a.seeBooking({ link: w.link }),
        );
      },
    },
    expire_payment: {
      client: (w) => {
        const m = b.expirePayment.client;
        return text(
          m.subject(args(w)),
          [m.news(args(w))],
          [m.next({ link: w.listingLink })],
          a.seeBooking({ link: w.link }),
        );
      },
      host: (w) => {
        const m = b.expirePayment.host;
        return text(m.subject(args(w)), [m.news(args(w))], [b.datesFree], a.seeBooking({ link: w.link }));
      },
    },
    start: {
      client: (w) => {
        const m = b.start.client;
        return text(m.subject(args(w)), [m.news(args(w))], [m.next(args(w))], a.seeYourBooking({ link: w.link }));
      },
      host: (w) => {
        const m = b.start.host;
        return text(m.subject(args(w)), [m.news(args(w))], [m.next(args(w))], a.seeBooking({ link: w.link }));
      },
    },
    give_notice: {
      client: (w, byHost, byStaff) => {
        const m = b.giveNotice.client;
        const news = byStaff ? m.newsByStaff : byHost ? m.newsByHost : m.news;
        return text(
          b.giveNotice.subject(args(w)),
          [news(args(w)), ...reason(w)],
          [m.next],
          a.seeBills({ link: w.link }),
        );
      },
      host: (w, byHost, byStaff) => {
        const m = b.giveNotice.host;
        const news = byStaff ? m.newsByStaff : byHost ? m.newsByHost : m.news;
        return text(
          b.giveNotice.subject(args(w)),
          [news(args(w)), ...reason(w)],
          [m.next],
          a.seeTenancy({ link: w.link }),
        );
      },
    },
    end: {
      client: (w) => {
        const m = b.end.client;
        return text(m.subject(args(w)), [m.news(args(w))], [b.somethingWrong], a.seeYourBooking({ link: w.link }));
      },
      host: (w) => {
        const m = b.end.host;
        return text(m.subject(args(w)), [m.news(args(w))], [m.next], a.seeTenancy({ link: w.link }));
      },
    },
    complete: {
      client: (w) => {
        const m = b.complete.client;
        return text(m.subject(args(w)), [m.news(args(w))], [b.somethingWrong], a.seeYourBooking({ link: w.link }));
      },
      host: (w) => {
        const m = b.complete.host;
        return text(m.subject(args(w)), [m.news(args(w))], [m.next], a.seeBooking({ link: w.link }));
      },
    },
    cancel: {
      client: (w, o) => {
        const m = b.cancel.client;
        const v = { ...args(w), kind: kind(o.request) };
        return text(
          m.subject(v),
          [(o.byStaff ? m.newsByStaff : m.news)(v), ...reasonGiven(w)],
          [w.refund ? m.refund(v) : b.nothingCharged, b.findAnother({ link: w.browseLink })],
          a.seeKind({ kind: v.kind, link: w.link }),
        );
      },
      host: (w, o) => {
        const m = b.cancel.host;
        const v = { ...args(w), kind: kind(o.request), kept: w.kept ?? '₱0' };
        const refund = !w.refund ? [] : o.byStaff ? [m.refundByStaff(v)] : [m.refund(v)];
        return text(
          (o.byStaff ? m.subjectByStaff : m.subject)(v),
          [(o.byStaff ? m.newsByStaff : m.news)(v), ...reasonGiven(w)],
          [b.datesFree, ...refund],
          a.seeKind({ kind: v.kind, link: w.link }),
        );
      },
    },
    cancel_force_majeure: {
      client: (w, o) => {
        const m = b.cancelForceMajeure.client;
        return text(
          m.subject(args(w)),
          [(o.byStaff ? m.newsByStaff : m.news)(args(w))],
          [w.refund ? m.refund(args(w)) : b.nothingCharged, b.findAnother({ link: w.browseLink })],
          a.seeBooking({ link: w.link }),
        );
      },
      host: (w, o) => {
        const m = b.cancelForceMajeure.host;
        const v = { ...args(w), kept: w.kept ?? '₱0' };
        return text(
          (o.byStaff ? m.subjectByStaff : m.subject)(v),
          [(o.byStaff ? m.newsByStaff : m.news)(v)],
          [m.next, ...(w.refund ? [m.refund(v)] : [])],
          a.seeBooking({ link: w.link }),
        );
      },
    },
    refundWhole: {
      client: (w, why) => {
        const m = b.refund;
        const news = { duplicate_payment: m.duplicate, late_payment: m.late, unconfirmed_payment: m.unconfirmed }[why];
        return text(m.subject(args(w)), [news(args(w))], [b.goesBack], a.seeBooking({ link: w.link }));
      },
    },
    refundByStaff: {
      client: (w, r) => {
        const m = b.refund;
        return text(
          (r.full ? m.subject : m.subjectPart)(args(w)),
          [(r.full ? m.byStaffFull : m.byStaffPart)(args(w)), m.note({ note: r.note })],
          [b.goesBack],
          a.seeBooking({ link: w.link }),
        );
      },
    },
  };
  cache.set(lang, words);
  return words;
}
