import { useMessages } from '@/lib/i18n';
import { fixedPeriodOf, readBookingPeriod, type AnyBookingPeriod } from '@/lib/booking-dates';

/**
 * '3 days · 2 units', 'Month to month · 1 unit' in the interface's language (issue 34), as the
 * bookings feature's own words say it (the 'booking' namespace's `length`).
 */
export function useBookingFacts() {
  const l = useMessages('booking').length;
  return (b: AnyBookingPeriod & { units: number }) => {
    const fixed = fixedPeriodOf(b);
    const found = fixed && readBookingPeriod(fixed).length;
    const length = found ? (found.unit === 'day' ? l.days : l.hours)({ count: found.count }) : l.monthToMonth;
    return l.facts({ length, units: l.units({ count: b.units }) });
  };
}
