import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, formatDay } from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';

/** The rental agreement (issue 19): shown, signed once by the client at checkout, read by both sides. */
const t = useTestApp();
const host = useUser(t, { type: 'host', firstName: 'Ramon', lastName: 'Dela Cruz' });
const client = useUser(t, { type: 'client', firstName: 'Bea', lastName: 'Villanueva' });
const otherClient = useUser(t, { type: 'client' });
const m = bookingMessages.agreement;

let listing = '';
beforeAll(async () => {
  listing = await insertListing(t, host.user.id, {
    city: cities.makati,
    instantBook: true,
    capacity: 5,
    title: 'Dry room',
  });
});

async function newBooking(instant = true) {
  const id = instant ? listing : await insertListing(t, host.user.id, { city: cities.makati, title: 'Asked first' });
  const res = await as(t, client.cookie).post('/api/bookings', {
    listingId: id,
    startDate: await dayFromToday(t, 3),
    endDate: await dayFromToday(t, 4),
  });
  return res.json().id as string;
}
const drawing = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

describe('the rental agreement', () => {
  it('shows the terms, names and amounts; the client signs by drawing; both sides read it as signed', async () => {
    const id = await newBooking();
    const shown = (await as(t, client.cookie).get(`/api/bookings/${id}/agreement`)).json();
    const text = JSON.stringify(shown.sections);
    expect(text).toContain('Host: Ramon Dela Cruz');
    expect(text).toContain('Client: Bea Villanueva');
    expect(text).toContain('Total paid by the client: ₱200.00');
    expect(shown.signed).toBeNull();
    // Headed by the listing; its dates as the app writes them, in Manila; the booking's id as its reference.
    expect(shown.title).toBe('Rental agreement: Dry room');
    const [from, to] = [await dayFromToday(t, 3), await dayFromToday(t, 4)];
    expect(text).toContain(
      `From the start of ${formatDay(from, 'Asia/Manila')} to the end of ${formatDay(to, 'Asia/Manila')} (Philippine Standard Time)`,
    );
    expect(text).toContain(`Booking reference: ${id}`);

    const signed = await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, {
      kind: 'drawn',
      image: await drawing(),
    });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json().signed).toMatchObject({
      kind: 'drawn',
      signatureUrl: `/api/bookings/${id}/agreement/signature`,
    });
    const row = await t.db
      .selectFrom('bookingAgreements')
      .selectAll()
      .where('bookingId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.sha256).toBe(createHash('sha256').update(row.text).digest('hex'));
    expect(row.sha256).toBe(shown.sha256);
    expect(row.signerIp).toBeTruthy();

    const byHost = await as(t, host.cookie).get(`/api/bookings/${id}/agreement`);
    expect(byHost.json().signed.kind).toBe('drawn');
    const png = await as(t, host.cookie).get(`/api/bookings/${id}/agreement/signature`);
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).format).toBe('png');

    const again = await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, {
      kind: 'typed',
      name: 'Bea Villanueva',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadySigned);
  });

  it('by keyboard: the typed full name as on the account', async () => {
    const id = await newBooking();
    const wrong = await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name: 'B' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(m.nameMismatch('Bea Villanueva'));
    const ok = await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, {
      kind: 'typed',
      name: ' bea villanueva ',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().signed).toMatchObject({ kind: 'typed', typedName: 'bea villanueva', signatureUrl: null });
  });

  it('only the client signs, only while awaiting payment; a drawing must be a real PNG; strangers see nothing', async () => {
    const id = await newBooking();
    expect(
      (await as(t, host.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name: 'Ramon Dela Cruz' }))
        .statusCode,
    ).toBe(409);
    expect((await as(t, otherClient.cookie).get(`/api/bookings/${id}/agreement`)).statusCode).toBe(404);
    expect((await as(t, otherClient.cookie).get(`/api/bookings/${id}/agreement/signature`)).statusCode).toBe(404);
    const fake = await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, {
      kind: 'drawn',
      image: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}`,
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe(m.drawingInvalid);
    const pending = await newBooking(false);
    const early = await as(t, client.cookie).post(`/api/bookings/${pending}/agreement`, {
      kind: 'typed',
      name: 'Bea Villanueva',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(m.notNow);
    expect(
      await t.db.selectFrom('bookingAgreements').select('bookingId').where('bookingId', 'in', [id, pending]).execute(),
    ).toEqual([]);
  });
});
