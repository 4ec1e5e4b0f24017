import type { AnyBookingStatus } from '@espasyo/domain/tenancies/kinds';
import { useMessages } from '@/lib/i18n';
import { fixedPeriodOf, readBookingPeriod, type AnyBookingPeriod } from '@/lib/booking-dates';
import { timeLeftParts } from './time-left';

/**
 * A booking's words in the interface's language (issue 34): its status, how long it is and how
 * many units, and the time left to pay or answer. `m` is the whole 'booking' namespace.
 */
export function useBookingWords() {
  const m = useMessages('booking');
  const l = m.length;
  const length = (b: AnyBookingPeriod): string => {
    const fixed = fixedPeriodOf(b);
    const found = fixed && readBookingPeriod(fixed).length;
    if (!found) return l.monthToMonth;
    return (found.unit === 'day' ? l.days : l.hours)({ count: found.count });
  };
  const units = (n: number) => l.units({ count: n });
  const timeLeft = (dueAt: string, now: number): string | null => {
    const parts = timeLeftParts(dueAt, now);
    if (!parts) return null;
    if (parts.days !== undefined) return l.days({ count: parts.days });
    if (parts.hours === undefined) return l.minutes({ count: parts.minutes ?? 1 });
    const hours = l.hours({ count: parts.hours });
    return parts.minutes ? l.hoursMinutes({ hours, minutes: l.minutes({ count: parts.minutes }) }) : hours;
  };
  return {
    m,
    length,
    units,
    /** '3 days · 2 units'. */
    facts: (b: AnyBookingPeriod & { units: number }) => l.facts({ length: length(b), units: units(b.units) }),
    status: (s: AnyBookingStatus) => m.status[s],
    timeLeft,
  };
}
