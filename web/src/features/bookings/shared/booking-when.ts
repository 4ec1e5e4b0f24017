import { tenancyMessages } from '@espasyo/domain/messages/tenancies';
import { fixedPeriodOf, plural, readBookingPeriod, type AnyBookingPeriod } from '@/lib/format';

/** How long: '3 days' (both dates included), '5 hours'; a tenancy runs 'Month to month'. */
export function bookingLength(b: AnyBookingPeriod): string {
  const fixed = fixedPeriodOf(b);
  if (!fixed) return tenancyMessages.length;
  const { count, unit } = readBookingPeriod(fixed).length;
  return plural(count, unit);
}

export const unitsWords = (units: number) => plural(units, 'unit');
