import type { BookingDetail } from '@espasyo/domain/contracts/bookings';
import { buildBooking } from './booking.fixtures';

/**
 * A booking as its host (or staff) reads it: the request of booking.fixtures with the host's
 * side of the quote (9% fee), the exact place, and the host's actions on a request.
 */
export function buildHostBooking(overrides: Partial<BookingDetail> = {}): BookingDetail {
  const base = buildBooking();
  return {
    ...base,
    quote: { ...base.quote, platformFeePercentage: 9, platformFee: 8100, hostEarnings: 81900 },
    actions: ['accept', 'decline', 'cancel'],
    place: {
      street: '12 Jupiter Street',
      barangayName: 'Bel-Air',
      cityName: 'Makati City',
      provinceName: 'Metro Manila',
      postalCode: '1209',
      latitude: 14.56,
      longitude: 121.03,
      accessHours: '6:00 AM – 10:00 PM',
      accessInstructions: 'Ring the guard house; your name is on the list.',
    },
    ...overrides,
  };
}

/** An instant `ms` from now (a deadline a countdown reads), to the second. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
export const HOUR = 3_600_000;
