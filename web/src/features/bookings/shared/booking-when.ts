import { tenancyMessages } from '@espasyo/domain/messages/tenancies';
import { plural } from '@/lib/format';
import { fixedPeriodOf, readBookingPeriod, type AnyBookingPeriod } from '@/lib/booking-dates';

/** How long: '3 days' (both dates included), '5 hours'; a tenancy runs 'Month to month'. */
export function bookingLength(b: AnyBookingPeriod): string {
  const fixed = fixedPeriodOf(b);
  if (!fixed) return tenancyMessages.length;
  const length = readBookingPeriod(fixed).length;
  return length ? plural(length.count, length.unit) : tenancyMessages.length;
}

export const unitsWords = (units: number) => plural(units, 'unit');
