import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anyHoldingStatuses,
  type Availability,
  type ListingSearchPage,
  type PublicAvailability,
} from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { as, dayFromToday } from '../core/listings.fixtures';
import { cities, insertListing } from '../search/listings-search.fixtures';

/**
 * One count of units in use (issue 31, decision 0068): search, both calendars, the quote and
 * bookings agree on what a listing has free, the most units in use at any moment
 * (most_units_in_use), not a day's units added up.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });

let parking = '';
let day = '';

beforeAll(async () => {
  parking = await insertListing(t, host.user.id, {
    city: cities.makati,
    type: 'parking',
    capacity: 2,
    instantBook: true,
    pricePerHour: 5000,
    pricePerDay: 30000,
    minDuration: 1,
    minDurationUnit: 'hour',
  });
  day = await dayFromToday(t, 3);
});

const book = (from: string, to: string) =>
  as(t, client.cookie).post('/api/bookings', {
    listingId: parking,
    startAt: `${day}T${from}:00+08:00`,
    endAt: `${day}T${to}:00+08:00`,
  });

async function listed(units: number) {
  const res = await t.app.inject({ url: `/api/listings?type=parking&from=${day}&to=${day}&units=${units}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ListingSearchPage).items.some((i) => i.id === parking);
}

async function freeThatDay() {
  const month = day.slice(0, 7);
  const open = (await t.app.inject({ url: `/api/listings/${parking}/availability?month=${month}` })).json();
  const own = (await as(t, host.cookie).get(`/api/host/listings/${parking}/availability?month=${month}`)).json();
  const of = <T extends { date: string }>(days: T[]) => days.find((d) => d.date === day)!;
  const hosts = of((own as Availability).days);
  return { public: of((open as PublicAvailability).days).free, host: hosts.free, booked: hosts.booked };
}

const quote = (units: number) =>
  t.app.inject({ url: `/api/listings/${parking}/quote?from=${day}&to=${day}&units=${units}` });

describe('capacity 2, hourly bookings on one day', () => {
  it('08–10 and 12–14 leave a unit free all day: search lists it, a third booking at 16–18 fits', async () => {
    expect((await book('08:00', '10:00')).statusCode).toBe(201);
    expect((await book('12:00', '14:00')).statusCode).toBe(201);
    expect(await listed(1)).toBe(true);
    expect(await listed(2)).toBe(false);
    expect(await freeThatDay()).toEqual({ public: 1, host: 1, booked: 1 });

    expect((await book('16:00', '18:00')).statusCode).toBe(201);
    expect(await listed(1)).toBe(true);
    expect((await quote(1)).statusCode).toBe(200);
    expect(await freeThatDay()).toEqual({ public: 1, host: 1, booked: 1 });
  });

  it('once both units are in use at one moment, the day has none free for all of it, everywhere alike', async () => {
    expect((await book('09:00', '11:00')).statusCode).toBe(201); // beside 08–10: two units at 09–10
    expect((await book('08:00', '09:00')).statusCode).toBe(201); // beside 08–10 only
    expect((await book('09:00', '10:00')).statusCode).toBe(409); // a third unit at 09–10
    expect(await listed(1)).toBe(false);
    expect((await quote(1)).statusCode).toBe(409);
    expect(await freeThatDay()).toEqual({ public: 0, host: 0, booked: 2 });
  });
});

describe('the statuses that hold units', () => {
  // The statuses quoted in SQL ('infinity' is a tenancy's open end, not a status).
  const quoted = (text: string) =>
    [...text.matchAll(/'([a-z_]+)'/g)]
      .map((m) => m[1])
      .filter((s) => s !== 'infinity')
      .sort();

  it('are holdingStatuses in the SQL: the claims view most_units_in_use reads and its partial index', async () => {
    const view = await sql<{ def: string }>`select pg_get_viewdef('listing_used_units'::regclass) as def`.execute(t.db);
    const index = await sql<{ def: string }>`
      select pg_get_expr(i.indpred, i.indrelid) as def from pg_index i
      where i.indexrelid = 'bookings_listing_holding_idx'::regclass`.execute(t.db);
    const fn = await sql<{ def: string }>`
      select pg_get_functiondef('most_units_in_use(text, timestamptz, timestamptz, text)'::regprocedure) as def`.execute(
      t.db,
    );
    const expected = [...anyHoldingStatuses].sort();
    expect(quoted(view.rows[0].def)).toEqual(expected);
    expect(quoted(index.rows[0].def)).toEqual(expected);
    expect(fn.rows[0].def).toContain('from listing_used_units');
  });
});
