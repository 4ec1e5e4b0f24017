import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, daysBetween, discoveryMessages, listingMessages } from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as, dayFromToday } from '../core/listings.fixtures';
import { cities, insertListing, near } from './listings-search.fixtures';

const t = useTestApp();
const host = useUser(t, { type: 'host', firstName: 'Ramon', lastName: 'Dela Cruz' });
const otherHost = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const moderator = useUser(t, { type: 'moderator' });
const admin = useUser(t, { type: 'admin' });
const q = discoveryMessages.quote;

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

let storage = '';
let parking = '';
let paused = '';

beforeAll(async () => {
  storage = await insertListing(t, host.user.id, {
    city: cities.makati,
    title: 'Dry storage room in Bel-Air',
    ...near('Makati', 0.123, 0.456),
    drawnPoint: true,
    pricePerDay: 15000,
    pricePerMonth: 300000,
    noticePeriodDays: 14,
    capacity: 3,
    features: ['cctv', 'gated'],
    rating: 4.5,
    totalRatings: 8,
  });
  await t.db
    .insertInto('listingPhotos')
    .values(
      [1, 0, 2].map((position) => ({
        id: `0190000${position}-0000-7000-8000-000000000000`,
        listingId: storage,
        position,
        isCover: position === 0,
        displayKey: `listings/0190000${position}-0000-7000-8000-000000000000-1280.webp`,
        mediumKey: `listings/0190000${position}-0000-7000-8000-000000000000-640.webp`,
        thumbKey: `listings/0190000${position}-0000-7000-8000-000000000000-thumb.webp`,
        width: 1280,
        height: 960,
      })),
    )
    .execute();
  parking = await insertListing(t, host.user.id, {
    city: cities.makati,
    type: 'parking',
    pricePerHour: 2000,
    pricePerDay: 10000,
    minDuration: 2,
    minDurationUnit: 'hour',
    capacity: 2,
  });
  paused = await insertListing(t, host.user.id, { city: cities.makati, status: 'paused' });
});

describe('GET /api/listings/:id', () => {
  it('anyone reads a live listing: details, ordered photos, host card, its public point only', async () => {
    const res = await get(`/api/listings/${storage}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const exact = near('Makati', 0.123, 0.456);
    const point = await t.db
      .selectFrom('listings')
      .select(['publicLatitude', 'publicLongitude'])
      .where('id', '=', storage)
      .executeTakeFirstOrThrow();
    expect(body).toMatchObject({
      id: storage,
      status: 'active',
      type: 'storage',
      title: 'Dry storage room in Bel-Air',
      cityName: 'Makati City',
      provinceName: 'Metro Manila',
      latitude: Math.round(point.publicLatitude! * 1e4) / 1e4,
      longitude: Math.round(point.publicLongitude! * 1e4) / 1e4,
      features: ['cctv', 'gated'],
      pricePerDay: 15000,
      pricePerMonth: 300000,
      noticePeriodDays: 14, // the notice a renter gives to end a monthly rental (issue 32)
      capacity: 3,
      rating: 4.5,
      totalRatings: 8,
      host: { id: host.user.id, name: 'Ramon D.', verified: true, rating: 0, totalRatings: 0 },
    });
    // 200 m or more from the pin.
    expect(Math.hypot(body.latitude - exact.latitude, (body.longitude - exact.longitude) * 0.97)).toBeGreaterThan(
      0.0017,
    );
    expect(body.host.memberSince).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.photos.map((p: { position: number; isCover: boolean }) => [p.position, p.isCover])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    expect(body.photos[0]).toMatchObject({
      url: '/api/files/listings/01900000-0000-7000-8000-000000000000-1280.webp',
      thumbUrl: '/api/files/listings/01900000-0000-7000-8000-000000000000-thumb.webp',
    });
    for (const secret of ['street', 'postalCode', 'accessInstructions', 'barangayCode', 'hostEmail']) {
      expect(body).not.toHaveProperty(secret);
    }
    expect(res.body).not.toContain('Secret Street');
    expect(res.body).not.toContain('under the mat');
    expect(res.body).not.toContain(host.email);
  });

  it('a listing that is not live is a 404 to everyone but its host and staff, who see its status', async () => {
    for (const cookie of [undefined, client.cookie, otherHost.cookie]) {
      for (const url of [
        `/api/listings/${paused}`,
        `/api/listings/${paused}/availability?month=2026-03`,
        `/api/listings/${paused}/quote?from=${await dayFromToday(t, 1)}&to=${await dayFromToday(t, 2)}`,
      ]) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.message).toBe(listingMessages.notFound);
      }
    }
    for (const cookie of [host.cookie, moderator.cookie, admin.cookie]) {
      const res = await get(`/api/listings/${paused}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('paused');
    }
    expect((await get('/api/listings/no-such-listing')).statusCode).toBe(404);
  });
});

describe('GET /api/listings/:id/availability', () => {
  it('units free per day of the month, blocks counted; a bad month is a 400', async () => {
    const date = await dayFromToday(t, 3);
    const block = await as(t, host.cookie).post(`/api/host/listings/${storage}/blocks`, {
      startDate: date,
      endDate: date,
      units: 2,
      note: 'Private note',
    });
    expect(block.statusCode).toBe(201);
    const res = await get(`/api/listings/${storage}/availability?month=${date.slice(0, 7)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.capacity).toBe(3);
    expect(body.days[0].date).toBe(`${date.slice(0, 7)}-01`);
    expect(body.days.find((d: { date: string }) => d.date === date)).toEqual({ date, free: 1 });
    expect(body.days.filter((d: { free: number }) => d.free === 3)).toHaveLength(body.days.length - 1);
    expect(res.body).not.toContain('Private note');
    expect((await get(`/api/listings/${storage}/availability?month=2026-13`)).statusCode).toBe(400);
  });
});

describe('GET /api/listings/:id/quote', () => {
  const quote = async (id: string, query: string) => get(`/api/listings/${id}/quote?${query}`);

  it('days: days × daily price × units, and the currency', async () => {
    const from = await dayFromToday(t, 10);
    const to = await dayFromToday(t, 12);
    const res = await quote(storage, `from=${from}&to=${to}&units=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      listingId: storage,
      from,
      to,
      days: 3,
      hours: null,
      units: 2,
      currency: 'PHP',
      lines: [{ unit: 'day', count: 3, price: 15000, amount: 45000 }],
      subtotal: 90000,
      taxRate: 0,
      tax: 0,
      total: 90000,
    });
  });

  it('a month or more: whole calendar months plus the rest in days, never more than one more month; tax when charged', async () => {
    const from = await dayFromToday(t, 10);
    const res = await quote(storage, `from=${from}&to=${await dayFromToday(t, 54)}`); // 45 days
    const rest = 45 - daysBetween(from, addMonths(from, 1)); // 14 to 17 days, by the month it starts in
    expect(res.json()).toMatchObject({
      days: 45,
      lines: [
        { unit: 'month', count: 1, price: 300000, amount: 300000 },
        { unit: 'day', count: rest, price: 15000, amount: rest * 15000 },
      ],
      subtotal: 300000 + rest * 15000,
    });
    const month = await quote(storage, `from=${from}&to=${addMonths(from, 1)}`);
    expect(month.json()).toMatchObject({
      lines: [
        { unit: 'month', count: 1 },
        { unit: 'day', count: 1 },
      ],
    });
    const [y, m, d] = addMonths(from, 1).split('-').map(Number);
    const lastDay = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    expect((await quote(storage, `from=${from}&to=${lastDay}`)).json()).toMatchObject({
      lines: [{ unit: 'month', count: 1 }],
    });
    const long = await quote(storage, `from=${from}&to=${await dayFromToday(t, 64)}`); // 55 days
    expect(long.json()).toMatchObject({ lines: [{ unit: 'month', count: 2 }], subtotal: 600000 });

    await setSettings(t, admin.cookie, 'financial', { taxCalculationEnabled: true, taxRate: 12 });
    try {
      const taxed = await quote(storage, `from=${from}&to=${from}`);
      expect(taxed.json()).toMatchObject({ subtotal: 15000, taxRate: 12, tax: 1800, total: 16800 });
    } finally {
      await setSettings(t, admin.cookie, 'financial', { taxCalculationEnabled: false });
    }
  });

  it('hours for parking within a day (a day when it costs less); the minimum duration holds', async () => {
    const day = await dayFromToday(t, 5);
    expect((await quote(parking, `from=${day}&to=${day}&hours=3`)).json()).toMatchObject({
      days: null,
      hours: 3,
      lines: [{ unit: 'hour', count: 3, price: 2000, amount: 6000 }],
      total: 6000,
    });
    expect((await quote(parking, `from=${day}&to=${day}&hours=8`)).json()).toMatchObject({
      lines: [{ unit: 'day', count: 1, price: 10000 }],
      total: 10000,
    });
    const short = await quote(parking, `from=${day}&to=${day}&hours=1`);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('below_minimum_duration');
    expect(short.json().error.fields).toEqual({ hours: q.atLeast('2 hours') });
    const storageByHour = await quote(storage, `from=${day}&to=${day}&hours=3`);
    expect(storageByHour.json().error.fields).toEqual({ hours: q.noHourlyPrice });
    const twoDays = await quote(parking, `from=${day}&to=${await dayFromToday(t, 6)}&hours=3`);
    expect(twoDays.json().error.fields).toEqual({ hours: q.hoursOneDay });
  });

  it('a minimum in months', async () => {
    const monthly = await insertListing(t, host.user.id, {
      city: cities.makati,
      minDuration: 2,
      minDurationUnit: 'month',
    });
    const res = await quote(monthly, `from=${await dayFromToday(t, 1)}&to=${await dayFromToday(t, 30)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ to: q.atLeast('2 months') });
  });

  it('409 when a day has fewer units free than asked; 400 for dates in the past or a bad query', async () => {
    const date = await dayFromToday(t, 20);
    await as(t, host.cookie).post(`/api/host/listings/${parking}/blocks`, { startDate: date, endDate: date, units: 1 });
    const from = await dayFromToday(t, 19);
    const to = await dayFromToday(t, 21);
    expect((await quote(parking, `from=${from}&to=${to}&units=1`)).statusCode).toBe(200);
    const full = await quote(parking, `from=${from}&to=${to}&units=2`);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('capacity_exceeded');
    expect(full.json().error.fields).toEqual({ units: q.unavailable(date, 1, 2) });
    const tooMany = await quote(parking, `from=${from}&to=${from}&units=3`);
    expect(tooMany.json().error.message).toBe(q.unavailable(from, 2, 3));

    const past = await quote(parking, `from=${await dayFromToday(t, -1)}&to=${from}`);
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ from: discoveryMessages.search.inPast });
    for (const bad of ['from=2026-01-01', `from=${to}&to=${from}`, `from=${from}&to=${to}&units=0`, 'from=x&to=y']) {
      expect((await quote(parking, bad)).statusCode, bad).toBe(400);
    }
  });
});
