import { plural, readBookingPeriod } from '@/lib/format';

type Period = Parameters<typeof readBookingPeriod>[0];

/** How long: '3 days' (both dates included), '5 hours'. */
export function bookingLength(b: Period): string {
  const { count, unit } = readBookingPeriod(b).length;
  return plural(count, unit);
}

export const unitsWords = (units: number) => plural(units, 'unit');
