import { expect } from 'vitest';
import type { TestApp } from '../../test/app';
import { multipartFile, type BuiltUser } from '../../test/builders';
import { as, photo } from '../listings/core/listings.fixtures';
import { bookingToPay, instantListing, payBooking } from '../payments/payments.fixtures';

/** A listing at ₱100 a day asking a ₱3,000 deposit (its cap: 60 days, ₱6,000). */
export const depositListing = (t: TestApp, hostId: string, deposit = 300_000) =>
  instantListing(t, hostId, { pricePerDay: 10_000, securityDeposit: deposit, cancellationPolicy: 'flexible' });

/** A one-day booking of it `fromDay` days ahead, paid (price and deposit) through the sandbox. */
export async function paidWithDeposit(t: TestApp, host: BuiltUser, client: BuiltUser, fromDay = 10) {
  const listing = await depositListing(t, host.user.id);
  const id = await bookingToPay(t, client, listing, fromDay, fromDay);
  await payBooking(t, client, id);
  return id;
}

export async function addClaimPhoto(t: TestApp, cookie: string, bookingId: string) {
  const body = multipartFile('file', 'scratch.jpg', 'image/jpeg', await photo('jpeg', 400, 300));
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/deposit/photos`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

/** The host claims `amount` with a photo and a reason. */
export async function claim(t: TestApp, host: BuiltUser, bookingId: string, amount: number) {
  expect((await addClaimPhoto(t, host.cookie, bookingId)).statusCode).toBe(201);
  const res = await as(t, host.cookie).post(`/api/bookings/${bookingId}/deposit/claim`, {
    amount,
    reason: 'The door lock was broken and had to be replaced.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
