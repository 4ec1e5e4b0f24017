import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { generic } from '@espasyo/domain/messages/frame';
import { ApiError } from '@/lib/api-client';
import { errorBody, server } from '@/testing/test-utils';
import { buildBooking } from '../booking.fixtures';
import { book, bookingRequest, refusalOf } from './create-booking';

describe('bookingRequest', () => {
  const choice = { listingId: 'l1', from: '2027-01-15', to: '2027-01-17', units: 2 };

  it('books calendar dates, both included', () => {
    expect(bookingRequest(choice, 'Asia/Manila')).toEqual({
      listingId: 'l1',
      startDate: '2027-01-15',
      endDate: '2027-01-17',
      units: 2,
    });
  });

  it("books an hourly stay from its start hour, in the platform's zone", () => {
    const hourly = { ...choice, to: '2027-01-15', hours: 3, at: '22:00' };
    expect(bookingRequest(hourly, 'Asia/Manila')).toMatchObject({
      startAt: '2027-01-15T14:00:00.000Z',
      endAt: '2027-01-15T17:00:00.000Z',
    });
    expect(bookingRequest(hourly, 'UTC')).toMatchObject({ startAt: '2027-01-15T22:00:00.000Z' });
    // Hours over several days are not an hourly stay: the dates are booked.
    expect(bookingRequest({ ...choice, hours: 3, at: '09:00' }, 'UTC')).toMatchObject({ startDate: '2027-01-15' });
  });
});

describe('bookingRequest of a monthly rental (issue 32)', () => {
  it('sends its first day with monthly: true and no end date', () => {
    const monthly = { listingId: 'l1', from: '2027-01-15', units: 2, monthly: true } as const;
    expect(bookingRequest(monthly, 'Asia/Manila')).toEqual({
      listingId: 'l1',
      startDate: '2027-01-15',
      units: 2,
      monthly: true,
    });
  });
});

describe('refusalOf', () => {
  it('words a refusal by its code, and says whether the next attempt is a new one', () => {
    expect(refusalOf(new ApiError(403, 'own_listing', 'x'))).toMatchObject({
      message: bookingMessages.ownListing,
      refused: true,
    });
    expect(refusalOf(new ApiError(403, 'forbidden', 'Access denied'))).toMatchObject({
      message: bookingMessages.clientsOnly,
    });
    expect(refusalOf(new ApiError(400, 'validation_error', 'Check', { startDate: 'Too soon' })).message).toBe(
      'Too soon',
    );
    expect(refusalOf(new ApiError(409, 'capacity_exceeded', bookingMessages.unitsFull)).message).toBe(
      bookingMessages.unitsFull,
    );
    expect(refusalOf(new ApiError(500, 'internal_error', generic.unexpected))).toMatchObject({ refused: false });
    expect(refusalOf(new TypeError('Failed to fetch'))).toMatchObject({ message: generic.network, refused: false });
  });
});

describe('book', () => {
  const choice = { listingId: 'l1', from: '2027-01-15', to: '2027-01-17', units: 1 };
  afterEach(() => localStorage.clear());

  it('earns the offer to install the app once the booking is made (decision 0094), not when refused', async () => {
    server.use(
      http.post('/api/bookings', () =>
        HttpResponse.json(errorBody('capacity_exceeded', bookingMessages.unitsFull), { status: 409 }),
      ),
    );
    await expect(book(choice, 'k1')).rejects.toMatchObject({ name: 'BookingRefusal' });
    expect(localStorage.getItem('espasyo.install.earned')).toBeNull();

    server.use(http.post('/api/bookings', () => HttpResponse.json(buildBooking(), { status: 201 })));
    await expect(book(choice, 'k2')).resolves.toMatchObject({ id: 'b1' });
    expect(localStorage.getItem('espasyo.install.earned')).toBe('booking');
  });
});
