import { chatMessages as m } from '@espasyo/domain/messages/chat';
import { calendarDay, formatDate, formatShortDay, formatTime } from '@/lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A thread's day separator: 'Today', 'Yesterday' or 'Mon, 24 Nov 2026' (in the platform's time zone). */
export function dayLabel(iso: string, now = new Date()): string {
  const day = calendarDay(new Date(iso));
  if (day === calendarDay(now)) return m.today;
  if (day === calendarDay(new Date(now.getTime() - DAY_MS))) return m.yesterday;
  return formatDate(iso);
}

/** The list's time of the last message: '3:05 PM' today, 'Yesterday', else 'Nov 24'. */
export function listTime(iso: string, now = new Date()): string {
  const label = dayLabel(iso, now);
  if (label === m.today) return formatTime(iso);
  if (label === m.yesterday) return label;
  return formatShortDay(iso);
}

/** The calendar day of an instant, to group a thread's messages. */
export const dayOf = (iso: string) => calendarDay(new Date(iso));
