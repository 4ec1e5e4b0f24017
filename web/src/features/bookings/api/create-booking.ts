import type { BookingRequest } from '@espasyo/domain/bookings/request';
import { dayStartIn } from '@espasyo/domain/bookings/time';
import type { BookingDetail } from '@espasyo/domain/contracts/bookings';
import { ErrorCode } from '@espasyo/domain/errors';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { generic } from '@espasyo/domain/messages/frame';
import { api, ApiError, ClientErrorCode, isRefusal } from '@/lib/api-client';
import { timeZone } from '@/lib/format';
import { markInstallEarned } from '@/features/install';
import { isHourly, type BookingChoice } from './booking-choice';

/**
 * The booking code proper, loaded when the renter presses 'Request to book' or 'Book now'
 * (use-create-booking.ts imports it then), so the public listing page does not download it.
 */

const HOUR = 3_600_000;

/**
 * The body of POST /api/bookings for a choice: calendar dates, or for an hourly stay its
 * instants, from the start hour of the day in the platform's time zone; a monthly rental's first
 * day with `monthly: true` and no end date (issue 32: the server refuses one).
 */
export function bookingRequest(choice: BookingChoice, zone: string = timeZone()): BookingRequest {
  const { listingId, units } = choice;
  if (choice.monthly) return { listingId, startDate: choice.from, units, monthly: true };
  if (isHourly(choice) && choice.at) {
    const start = dayStartIn(choice.from, zone).getTime() + Number(choice.at.slice(0, 2)) * HOUR;
    return {
      listingId,
      startAt: new Date(start).toISOString(),
      endAt: new Date(start + choice.hours * HOUR).toISOString(),
      units,
    };
  }
  return { listingId, startDate: choice.from, endDate: choice.to, units };
}

/** POST /api/bookings with the attempt's Idempotency-Key: sent again, it answers the same booking. */
export const postBooking = (body: BookingRequest, idempotencyKey: string) =>
  api.post<BookingDetail>('/api/bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });

/** Why a booking was not made, in words for the renter, and what the button does about it. */
export class BookingRefusal extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** The server refused (4xx): nothing was written, so the next attempt is a new one. */
    readonly refused: boolean,
  ) {
    super(message);
    this.name = 'BookingRefusal';
  }
}

const m = bookingMessages;

/** The words for a refusal, by its code (the server's message where it is the precise one). */
export function refusalOf(error: unknown): BookingRefusal {
  if (!(error instanceof ApiError)) return new BookingRefusal(generic.network, ClientErrorCode.network, false);
  const refused = isRefusal(error);
  const words: Partial<Record<string, string>> = {
    [ErrorCode.ownListing]: m.ownListing,
    [ErrorCode.listingNotBookable]: m.notBookable,
    [ErrorCode.forbidden]: m.clientsOnly,
    [ErrorCode.idempotencyConflict]: m.idempotencyConflict,
  };
  const field = error.code === ErrorCode.validation ? Object.values(error.fields ?? {})[0] : undefined;
  return new BookingRefusal(words[error.code] ?? field ?? error.message, error.code, refused);
}

/**
 * Books the choice; a failure is a BookingRefusal. A booking made (or requested) is the moment the
 * app may offer to be installed (decision 0094): here, in the code loaded at the press, rather than
 * in the listing page's own.
 */
export async function book(choice: BookingChoice, idempotencyKey: string): Promise<BookingDetail> {
  let booking: BookingDetail;
  try {
    booking = await postBooking(bookingRequest(choice), idempotencyKey);
  } catch (error) {
    throw refusalOf(error);
  }
  markInstallEarned('booking');
  return booking;
}
