import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import { clockOf, type BuiltUser } from '../../../test/builders';
import { as } from '../../listings/core/listings.fixtures';
import { bookingToPay, payBooking } from '../../payments/payments.fixtures';

/** A booking paid for (confirmed) from `fromDay` to `toDay` days ahead. */
export async function confirmedBooking(t: TestApp, client: BuiltUser, listingId: string, fromDay = 1, toDay = fromDay) {
  const id = await bookingToPay(t, client, listingId, fromDay, toDay);
  await payBooking(t, client, id);
  return id;
}

/** The client's pass (200 expected). */
export async function passOf(t: TestApp, client: BuiltUser, bookingId: string) {
  const res = await as(t, client.cookie).get(`/api/bookings/${bookingId}/pass`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { code: string; qrPayload: string; qrSvg: string; validFrom: string; validUntil: string | null };
}

export const checkInAs = (t: TestApp, u: BuiltUser, body: { code: string; listingId?: string; at?: string }) =>
  as(t, u.cookie).post('/api/host/check-ins', body);

/** Moves the clock to `ms` after the instant `iso`. */
export const clockAt = (t: TestApp, iso: string, ms = 0) => clockOf(t).set(new Date(new Date(iso).getTime() + ms));

/** The invite link's token from the SMS sent to `phone` (the newest). */
export async function inviteTokenFor(t: TestApp, phone: string) {
  await t.ctx.outbox.idle();
  const rows = await t.db
    .selectFrom('outboxMessages')
    .selectAll()
    .where('recipient', '=', phone)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const text = rows.map((r) => JSON.stringify(r)).join('\n');
  const token = /gate-keepers\/invites\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(token, text).toBeTruthy();
  return token!;
}
