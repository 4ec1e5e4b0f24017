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

describe('the rental agreement in Filipino (issue 34)', () => {
  const fil = (cookie: string) => ({ cookie, 'accept-language': 'fil' });
  const read = (cookie: string, id: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url: `/api/bookings/${id}/agreement`, headers });

  it('a Filipino page reads the draft in Filipino; signed, it is kept in Filipino and shown so to the host too', async () => {
    const id = await newBooking();
    const english = (await read(client.cookie, id)).json();
    expect(english.language).toBe('en');
    expect(english.title).toBe('Rental agreement: Dry room');

    const shown = (await read(client.cookie, id, fil(client.cookie))).json();
    expect(shown.language).toBe('fil');
    expect(shown.title).toBe('Kontrata ng upa: Dry room');
    const text = JSON.stringify(shown.sections);
    const [from, to] = [await dayFromToday(t, 3), await dayFromToday(t, 4)];
    for (const part of [
      'Ang mga partido',
      'Umuupa: Bea Villanueva',
      'Host: Ramon Dela Cruz',
      `Reference ng booking: ${id}`,
      `Mula sa simula ng ${formatDay(from, 'Asia/Manila', 'fil')} hanggang sa katapusan ng ${formatDay(to, 'Asia/Manila', 'fil')}`,
      'Kabuuang ibinayad ng umuupa: ₱200.00',
      'Mga tuntunin',
      'Kapag nag-cancel ang host, buong refund ang makukuha mo.',
    ])
      expect(text, part).toContain(part);
    expect(shown.sha256).not.toBe(english.sha256);

    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/agreement`,
      headers: fil(client.cookie),
      payload: { kind: 'typed', name: 'Bea Villanueva' },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const row = await t.db
      .selectFrom('bookingAgreements')
      .selectAll()
      .where('bookingId', '=', id)
      .executeTakeFirstOrThrow();
    // The text signed is the Filipino one shown, its first line in Filipino too, and its hash is that text's.
    expect(row.text.startsWith('Kontrata ng upa: Dry room (bersyon 2)\n')).toBe(true);
    expect(row.sha256).toBe(createHash('sha256').update(row.text).digest('hex'));
    expect(row.sha256).toBe(shown.sha256);

    // Read later in English, by the host or the client, it is the agreement as signed: in Filipino.
    for (const cookie of [host.cookie, client.cookie]) {
      const later = (await read(cookie, id)).json();
      expect(later).toMatchObject({
        language: 'fil',
        title: shown.title,
        sections: shown.sections,
        sha256: row.sha256,
      });
    }
  });

  it("an agreement signed in English stays English for a Filipino reader; the booking's cancellation terms follow the reader", async () => {
    const id = await newBooking();
    const ok = await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, {
      kind: 'typed',
      name: 'Bea Villanueva',
    });
    expect(ok.statusCode).toBe(201);
    const later = (await read(client.cookie, id, fil(client.cookie))).json();
    expect(later).toMatchObject({ language: 'en', title: 'Rental agreement: Dry room' });

    // The cancellation terms a booking shows come in the reader's language (the listing is full now).
    const terms = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/cancellation`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().terms as string[];
    };
    expect(await terms({ cookie: client.cookie })).toContain('If the host cancels, you get a full refund.');
    expect(await terms(fil(client.cookie))).toContain('Kapag nag-cancel ang host, buong refund ang makukuha mo.');
  });
});
