import { formatDayTime, type FormatLanguage } from '../format';

/**
 * When an access pass opens and closes (issue 33): a pure function of its booking's span. A booking
 * of days runs from 00:00 of its start date to 00:00 after its end date in the platform's zone
 * (its startsAt and endsAt, bookings/time.ts); an hourly booking's hours are widened by the
 * platform's margin either side (security.passMarginMinutes, default 15), so a car may arrive a
 * little early and leave a little late; a tenancy opens at its start and has no end until a
 * notice sets one (its endsAt, then set).
 */
export interface PassSpan {
  kind: 'days' | 'hours' | 'tenancy';
  startsAt: Date | string;
  endsAt: Date | string | null;
}

export interface PassWindow {
  validFrom: Date;
  /** null: a tenancy with no end yet. */
  validUntil: Date | null;
}

/** The default margin either side of an hourly booking, in minutes (the setting's default). */
export const PASS_MARGIN_MINUTES = 15;

const MINUTE = 60_000;

export function passWindow(span: PassSpan, marginMinutes: number = PASS_MARGIN_MINUTES): PassWindow {
  const start = new Date(span.startsAt).getTime();
  const end = span.endsAt === null ? null : new Date(span.endsAt).getTime();
  const margin = span.kind === 'hours' ? Math.max(0, marginMinutes) * MINUTE : 0;
  return { validFrom: new Date(start - margin), validUntil: end === null ? null : new Date(end + margin) };
}

/** Where `at` stands to the window: before it opens, within it (half-open [from, until)), or after it closes. */
export function passWindowState(w: PassWindow, at: Date): 'before' | 'within' | 'after' {
  const t = at.getTime();
  if (t < w.validFrom.getTime()) return 'before';
  if (w.validUntil && t >= w.validUntil.getTime()) return 'after';
  return 'within';
}

/**
 * The last minute a pass is good for, as people read it: a window closing at 00:00 after a stay's
 * last day is shown 'Thu, 3 Dec 2026, 11:59 PM', not as the next day's midnight.
 */
export const lastMinuteOf = (validUntil: Date | string): Date => new Date(new Date(validUntil).getTime() - MINUTE);

/**
 * The window as the 422 says it: 'Mon, 24 Nov 2026, 8:00 AM' to '…' (or 'the end of the tenancy'),
 * in `lang` with its words for a tenancy's open end (issue 34: the catalogue's apiGate.openEnd).
 */
export function passWindowWords(
  w: PassWindow,
  timeZone: string,
  lang: FormatLanguage = 'en',
  openEnd = 'the end of the tenancy',
): { from: string; until: string } {
  return {
    from: formatDayTime(w.validFrom, timeZone, lang),
    until: w.validUntil ? formatDayTime(lastMinuteOf(w.validUntil), timeZone, lang) : openEnd,
  };
}

/** The booking statuses whose pass is valid: confirmed or running (a tenancy under notice still runs). */
export const passStatuses = ['confirmed', 'active', 'notice_given'] as const;
export const hasPass = (status: string): boolean => (passStatuses as readonly string[]).includes(status);

/**
 * A Philippine mobile number in one form, '+639171234567', whatever way it was typed ('0917 123
 * 4567', '+63 917-123-4567', '9171234567'); other numbers keep their digits after a '+'.
 */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^09\d{9}$/.test(digits)) return `+63${digits.slice(1)}`;
  if (/^9\d{9}$/.test(digits)) return `+63${digits}`;
  return `+${digits}`;
}

/** The wrong-PIN rule: this many within the window lock a listing's check-in for the lock's minutes. */
export const pinGuard = { maxWrong: 50, windowMinutes: 15, lockMinutes: 15 } as const;
