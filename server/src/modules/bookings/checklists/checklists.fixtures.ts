import sharp from 'sharp';
import { expect } from 'vitest';
import type { BookingChecklists, ChecklistContent } from '@espasyo/domain';
import type { TestApp } from '../../../test/app';
import { multipartFile, type BuiltUser } from '../../../test/builders';
import { as } from '../../listings/core/listings.fixtures';
import { bookingToPay, instantListing, payBooking } from '../../payments/payments.fixtures';

/** A paid one-day storage booking `fromDay` days ahead, its listing with electricity (a meter to read). */
export async function paidStorage(t: TestApp, host: BuiltUser, client: BuiltUser, fromDay = 1) {
  const listing = await instantListing(t, host.user.id, { type: 'storage', features: JSON.stringify(['electricity']) });
  const id = await bookingToPay(t, client, listing, fromDay, fromDay);
  await payBooking(t, client, id);
  return id;
}

export const checklistUrl = (bookingId: string, slug: 'move-in' | 'move-out' = 'move-in') =>
  `/api/bookings/${bookingId}/checklists/${slug}`;

/** Every item good, the meter read, a note. */
export const filled = (c: BookingChecklists['moveIn']): ChecklistContent => ({
  items: c.template.items.map((i) => ({ key: i.key, condition: 'good', note: '' })),
  meters: c.template.meters.map((x) => ({ key: x.key, reading: '1024.5' })),
  notes: 'Keys handed over: two.',
});

export function uploadChecklistPhoto(
  t: TestApp,
  cookie: string,
  bookingId: string,
  area: string,
  data: Buffer,
  slug: 'move-in' | 'move-out' = 'move-in',
) {
  const body = multipartFile('file', 'photo.jpg', 'image/jpeg', data);
  return t.app.inject({
    method: 'POST',
    url: `${checklistUrl(bookingId, slug)}/photos?area=${area}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

export const typed = (u: BuiltUser) => ({ kind: 'typed' as const, name: `${u.user.firstName} ${u.user.lastName}` });

export const drawing = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

/** A checklist filled in with one photo of each of its areas by `by` (signing needs them all), ready to sign. */
export async function readyChecklist(
  t: TestApp,
  by: BuiltUser,
  bookingId: string,
  photo: Buffer,
  slug: 'move-in' | 'move-out' = 'move-in',
): Promise<BookingChecklists> {
  const got = (await as(t, by.cookie).get(`/api/bookings/${bookingId}/checklists`)).json() as BookingChecklists;
  const c = slug === 'move-in' ? got.moveIn : got.moveOut;
  const saved = await as(t, by.cookie).put(checklistUrl(bookingId, slug), filled(c));
  expect(saved.statusCode, saved.body).toBe(200);
  let last: BookingChecklists | undefined;
  for (const area of c.template.areas) {
    const up = await uploadChecklistPhoto(t, by.cookie, bookingId, area.key, photo, slug);
    expect(up.statusCode, up.body).toBe(201);
    last = up.json();
  }
  return last!;
}
