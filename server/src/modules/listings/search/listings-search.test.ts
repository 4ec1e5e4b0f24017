import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryMessages, placesMessages, SEARCH_MAX_RESULTS, type ListingSearchPage } from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { as, dayFromToday } from '../core/listings.fixtures';
import { cities, insertListing, insertListings, near } from './listings-search.fixtures';

const t = useTestApp();
const host = useUser(t, { type: 'host' });
const m = discoveryMessages.search;

/** The listings of this file by name. */
const ids: Record<string, string> = {};
const nameOf = (id: string) => Object.keys(ids).find((k) => ids[k] === id) ?? id;

async function search(query: string): Promise<ListingSearchPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings${query ? `?${query}` : ''}` });
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  return res.json();
}
/** Names of the results, in order. */
const names = async (query: string) => (await search(query)).items.map((i) => nameOf(i.id));
const q = (text: string) => `q=${encodeURIComponent(text)}`;

async function refused(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  expect(res.statusCode, query).toBe(400);
  return res.json().error as { message: string; fields: Record<string, string> };
}

let day = (_n: number) => '';

beforeAll(async () => {
  const add = async (name: string, o: Parameters<typeof insertListing>[2]) => {
    ids[name] = await insertListing(t, host.user.id, o);
  };
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  // Makati: parking and storage near the centre, a warehouse a little further.
  await add('makatiParking', {
    city: cities.makati,
    type: 'parking',
    title: 'Covered parking slot on Ayala Avenue',
    ...near('Makati', 0.3, 0),
    pricePerHour: 4000,
    pricePerDay: 8000,
    capacity: 10,
    instantBook: true,
    features: ['cctv', 'security_guard'],
    vehicleTypes: ['sedan', 'suv_pickup'],
    rating: 4.6,
    totalRatings: 12,
    approvedAt: at(5),
    cover: true,
  });
  await add('makatiStorage', {
    city: cities.makati,
    title: 'Storage room in Poblacion',
    ...near('Makati', 0, 1),
    pricePerDay: 15000,
    pricePerMonth: 300000,
    width: 3,
    length: 4,
    features: ['cctv', 'climate_controlled'],
    rating: 4.0,
    totalRatings: 3,
    approvedAt: at(3),
  });
  await add('makatiWarehouse', {
    city: cities.makati,
    type: 'warehouse',
    title: 'Bodega with a loading dock',
    description: 'Ground-floor bodega with a forklift and a loading dock for delivery trucks.',
    ...near('Makati', -1.5, 0),
    pricePerDay: null,
    pricePerMonth: 4500000,
    width: 10,
    length: 20,
    features: ['loading_dock', 'forklift'],
    approvedAt: at(1),
  });
  await add('ninoGarage', {
    city: cities.makati,
    type: 'parking',
    title: 'Niño’s garage for a motorcycle',
    ...near('Makati', 0.8, -0.8),
    pricePerDay: 3000,
    vehicleTypes: ['motorcycle'],
    approvedAt: at(2),
  });
  // BGC (Taguig) and Ortigas (Pasig).
  await add('bgcStorage', {
    city: cities.taguig,
    title: 'Self storage locker at BGC',
    ...near('BGC', 0.2, 0.2),
    pricePerDay: 20000,
    pricePerMonth: 500000,
    width: 4,
    length: 5,
    instantBook: true,
    rating: 4.9,
    totalRatings: 30,
    approvedAt: at(8),
  });
  await add('bgcParking', {
    city: cities.taguig,
    type: 'parking',
    title: 'Parking near High Street',
    ...near('BGC', -0.3, 0),
    pricePerDay: 12000,
    approvedAt: at(9),
  });
  await add('ortigasStorage', {
    city: cities.pasig,
    title: 'Storage unit in Ortigas Center',
    ...near('Ortigas', 0.2, 0),
    pricePerDay: null,
    pricePerMonth: 250000,
    width: 2,
    length: 3,
    approvedAt: at(4),
  });
  await add('ortigasParking', {
    city: cities.pasig,
    type: 'parking',
    title: 'Basement parking at Ortigas',
    ...near('Ortigas', -0.2, 0.1),
    pricePerDay: 6000,
    vehicleTypes: ['sedan', 'van'],
    capacity: 3,
    approvedAt: at(6),
  });
  // Further away: Quezon City (11 km from Makati's centre), Cebu City, Davao.
  await add('qcStorage', { city: cities.quezonCity, ...near('Quezon City', 0.5, 0.5), approvedAt: at(7) });
  await add('cebuWarehouse', {
    city: cities.cebu,
    type: 'warehouse',
    ...near('Cebu City', 0.5, 0),
    pricePerMonth: 6000000,
    width: 15,
    length: 20,
    approvedAt: at(10),
  });
  await add('cebuStorage', { city: cities.cebu, ...near('Cebu City', -0.5, 0.5), approvedAt: at(11) });
  // A Cebu City address 25 km from its centre: still in Cebu City.
  await add('cebuUplands', { city: cities.cebu, ...near('Cebu City', 25, 0), approvedAt: at(12) });
  // Not live: never found.
  for (const status of ['draft', 'pending_review', 'paused', 'rejected', 'archived'] as const) {
    await add(status, { city: cities.makati, type: 'parking', status, ...near('Makati', 0.1, 0) });
  }
  const d = await Promise.all(Array.from({ length: 12 }, (_, n) => dayFromToday(t, n)));
  day = (n) => d[n];
});

describe('GET /api/listings: places and text', () => {
  it('without parameters: every live listing, 20 a page, no distance', async () => {
    const page = await search('');
    expect(page).toMatchObject({ total: 12, totalCapped: false, page: 1, pageSize: 20 });
    expect(page.items.map((i) => nameOf(i.id)).sort()).toEqual(
      [
        'makatiParking',
        'makatiStorage',
        'makatiWarehouse',
        'ninoGarage',
        'bgcStorage',
        'bgcParking',
        'ortigasStorage',
        'ortigasParking',
        'qcStorage',
        'cebuWarehouse',
        'cebuStorage',
        'cebuUplands',
      ].sort(),
    );
    expect(page.items.every((i) => i.distanceKm === null)).toBe(true);
    expect(page.understood).toEqual({ type: null, place: null, near: null, terms: [], priceUnit: 'month' });
  });

  it('each item: the card fields, an approximate location, the cover thumbnail; nothing private', async () => {
    const item = (await search(q('Makati parking'))).items[0];
    const exact = near('Makati', 0.3, 0);
    expect(item).toEqual({
      id: ids.makatiParking,
      title: 'Covered parking slot on Ayala Avenue',
      type: 'parking',
      city: 'Makati City',
      barangay: expect.any(String),
      capacity: 10,
      hostId: host.user.id,
      instantBook: true,
      pricePerHour: 4000,
      pricePerDay: 8000,
      pricePerMonth: null,
      area: null,
      coverUrl: `/api/files/listings/${ids.makatiParking}-thumb.webp`,
      rating: 4.6,
      totalRatings: 12,
      distanceKm: 0.3,
      latitude: Math.round(exact.latitude * 1e4) / 1e4,
      longitude: Math.round(exact.longitude * 1e4) / 1e4,
    });
  });

  it('"Makati parking": parking near Makati, nearest first, within the city radius', async () => {
    const page = await search(q('Makati parking'));
    expect(page.items.map((i) => nameOf(i.id))).toEqual([
      'makatiParking',
      'ninoGarage',
      'bgcParking',
      'ortigasParking',
    ]);
    expect(page.understood).toEqual({
      type: 'parking',
      place: { id: cities.makati, name: 'Makati City', kind: 'city' },
      near: { lat: 14.5503, lng: 121.0327, radiusKm: 10 },
      terms: [],
      priceUnit: 'day',
    });
    const distances = page.items.map((i) => i.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeCloseTo(0.3, 1);
  });

  it('"BGC self storage": storage near BGC (a district: 3 km)', async () => {
    const page = await search(q('BGC self storage'));
    expect(page.items.map((i) => nameOf(i.id))).toEqual(['bgcStorage', 'makatiStorage']);
    expect(page.understood).toMatchObject({ type: 'storage', place: { name: 'Bonifacio Global City' } });
    expect(page.understood.near?.radiusKm).toBe(3);
  });

  it('"storage near Ortigas": storage near Ortigas Center', async () => {
    expect(await names(q('storage near Ortigas'))).toEqual(['ortigasStorage']);
  });

  it('"Cebu": everything in or near Cebu City, an address in the city however far from its centre', async () => {
    const page = await search(q('Cebu'));
    expect(page.items.map((i) => nameOf(i.id))).toEqual(['cebuWarehouse', 'cebuStorage', 'cebuUplands']);
    expect(page.items[2].distanceKm).toBeGreaterThan(20);
    expect(page.understood.place).toEqual({ id: cities.cebu, name: 'Cebu City', kind: 'city' });
  });

  it("coordinates ('Use my location') in the text or as lat/lng: 10 km around the point", async () => {
    const point = near('Makati', 0.3, 0);
    const text = await search(q(`${point.latitude.toFixed(4)},${point.longitude.toFixed(4)}`));
    expect(text.items[0].id).toBe(ids.makatiParking);
    expect(text.items[0].distanceKm).toBe(0);
    expect(text.understood.near?.radiusKm).toBe(10);
    expect(text.items.map((i) => nameOf(i.id))).not.toContain('qcStorage');
    const params = await search(`lat=${point.latitude}&lng=${point.longitude}&type=storage`);
    expect(params.items.map((i) => nameOf(i.id))).toEqual(['makatiStorage', 'bgcStorage', 'ortigasStorage']);
    // lat/lng win over a place in the text.
    expect((await search(`${q('Cebu storage')}&lat=${point.latitude}&lng=${point.longitude}`)).items[0].id).toBe(
      ids.makatiStorage,
    );
  });

  it('the other words are full-text search over title, description, city and barangay, accents ignored', async () => {
    expect(await names(q('loading dock'))).toEqual(['makatiWarehouse']);
    expect(await names(q('forklift Makati'))).toEqual(['makatiWarehouse']);
    expect(await names(q('nino'))).toEqual(['ninoGarage']);
    expect(await names(q('NIÑO garage'))).toEqual(['ninoGarage']);
    expect(await names(q('High Street parking'))).toEqual(['bgcParking']);
    expect(await names(q('jacuzzi'))).toEqual([]);
    expect((await search(q('loading dock'))).understood.terms).toEqual(['loading', 'dock']);
  });

  it('an explicit type wins over the type word of the text', async () => {
    expect(await names(`${q('Makati parking')}&type=warehouse`)).toEqual(['makatiWarehouse']);
  });
});

describe('GET /api/listings: filters', () => {
  it('type', async () => {
    expect((await names('type=warehouse')).sort()).toEqual(['cebuWarehouse', 'makatiWarehouse'].sort());
  });

  it('price per day for parking, per month otherwise (a daily price counts 30 days), or the unit asked', async () => {
    expect(await names('type=parking&minPrice=7000&maxPrice=12000&sort=price_asc')).toEqual([
      'makatiParking',
      'bgcParking',
    ]);
    // Month: storage at 250000 (monthly), 300000, 500000; cebu/qc storage defaults 250000.
    expect(await names('type=storage&maxPrice=250000&sort=price_asc')).toEqual(
      expect.arrayContaining(['ortigasStorage', 'qcStorage', 'cebuStorage', 'cebuUplands']),
    );
    expect(await names('type=storage&minPrice=300000&sort=price_asc')).toEqual(['makatiStorage', 'bgcStorage']);
    expect(await names('priceUnit=hour&minPrice=1')).toEqual(['makatiParking']);
    // Per day: a listing with a monthly price only has no daily price and drops out.
    expect(await names('type=storage&priceUnit=day&maxPrice=15000&sort=price_asc')).toEqual(
      expect.not.arrayContaining(['ortigasStorage']),
    );
  });

  it('size range in square metres', async () => {
    expect(await names('minArea=12.5&maxArea=20&sort=price_asc')).toEqual(['bgcStorage']);
    expect(await names('maxArea=6')).toEqual(['ortigasStorage']);
    expect(await names('minArea=100&sort=price_asc')).toEqual(['makatiWarehouse', 'cebuWarehouse']);
  });

  it('features (all of them), vehicle, instant book, minimum rating', async () => {
    expect((await names('features=cctv')).sort()).toEqual(['makatiParking', 'makatiStorage'].sort());
    expect(await names('features=cctv,climate_controlled')).toEqual(['makatiStorage']);
    expect(await names('features=cctv&features=security_guard')).toEqual(['makatiParking']);
    expect(await names('vehicle=motorcycle')).toEqual(['ninoGarage']);
    expect((await names('vehicle=van')).sort()).toEqual(['ortigasParking']);
    expect((await names('instantBook=true')).sort()).toEqual(['bgcStorage', 'makatiParking'].sort());
    expect((await search('instantBook=false')).total).toBe(12);
    expect(await names('minRating=4.5&sort=rating')).toEqual(['bgcStorage', 'makatiParking']);
  });

  it('dates and units: only listings with that many units free on every day, blocks counted', async () => {
    const owner = as(t, host.cookie);
    const block = (id: string, startDate: string, endDate: string, units: number) =>
      owner.post(`/api/host/listings/${id}/blocks`, { startDate, endDate, units });
    expect((await block(ids.ortigasParking, day(5), day(7), 2)).statusCode).toBe(201);
    expect((await block(ids.ortigasParking, day(6), day(6), 1)).statusCode).toBe(201);
    expect((await block(ids.makatiParking, day(1), day(1), 10)).statusCode).toBe(201);
    const parking = (from: string, to: string, units?: number) =>
      names(`type=parking&from=${from}&to=${to}${units ? `&units=${units}` : ''}&sort=price_asc`);

    // Day 6: Ortigas has 0 of 3 free; day 5 and 7: 1 free.
    expect(await parking(day(4), day(5))).toContain('ortigasParking');
    expect(await parking(day(4), day(5), 2)).not.toContain('ortigasParking');
    expect(await parking(day(5), day(7))).not.toContain('ortigasParking');
    expect(await parking(day(7), day(9))).toContain('ortigasParking');
    expect(await parking(day(8), day(9), 3)).toEqual(['ortigasParking', 'makatiParking']);
    // Makati: fully blocked on day 1 only.
    expect(await parking(day(0), day(2))).not.toContain('makatiParking');
    expect(await parking(day(2), day(3), 10)).toEqual(['makatiParking']);
    // Units without dates: the capacity.
    expect(await names('units=5')).toEqual(['makatiParking']);
  });
});

describe('GET /api/listings: sort and pages', () => {
  it('price low to high and high to low (listings without the unit price last), rating, newest', async () => {
    expect(await names('type=parking&sort=price_asc')).toEqual([
      'ninoGarage',
      'ortigasParking',
      'makatiParking',
      'bgcParking',
    ]);
    expect(await names('type=parking&sort=price_desc')).toEqual([
      'bgcParking',
      'makatiParking',
      'ortigasParking',
      'ninoGarage',
    ]);
    expect((await names('sort=rating')).slice(0, 3)).toEqual(['bgcStorage', 'makatiParking', 'makatiStorage']);
    expect((await names('sort=newest')).slice(0, 3)).toEqual(['cebuUplands', 'cebuStorage', 'cebuWarehouse']);
    expect((await names('type=warehouse&priceUnit=day&sort=price_asc')).at(-1)).toBeDefined();
  });

  it('distance needs a place or a point; relevance near a place is by distance, with text by match first', async () => {
    const pasig = await search(`${q('Pasig')}&sort=distance&type=storage`);
    expect(pasig.items.map((i) => nameOf(i.id)).slice(0, 2)).toEqual(['ortigasStorage', 'bgcStorage']);
    const distances = pasig.items.map((i) => i.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect((await refused('sort=distance')).fields).toEqual({ sort: m.distanceNeedsPlace });
    expect((await names(q('Makati storage room'))).at(0)).toBe('makatiStorage');
    expect(await names(q('parking'))).toEqual(expect.arrayContaining(['makatiParking', 'bgcParking']));
  });

  it('pages of 20 with the total; a page past the end is empty with the total', async () => {
    for (let i = 0; i < 45; i++) {
      await insertListing(t, host.user.id, {
        city: cities.iloilo,
        type: 'warehouse',
        ...near('Iloilo City', i * 0.05, 0),
        approvedAt: new Date(Date.UTC(2025, 0, 1, i)),
      });
    }
    const pages = await Promise.all([1, 2, 3, 4].map((p) => search(`${q('Iloilo warehouse')}&page=${p}`)));
    expect(pages.map((p) => [p.items.length, p.total, p.page, p.pageSize])).toEqual([
      [20, 45, 1, 20],
      [20, 45, 2, 20],
      [5, 45, 3, 20],
      [0, 45, 4, 20],
    ]);
    const all = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(all).size).toBe(45);
    const distances = pages.flatMap((p) => p.items.map((i) => i.distanceKm!));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe('GET /api/listings: at most SEARCH_MAX_RESULTS (300) results', () => {
  it('a crowded place ranks its nearest 300 matches and says there are more; other sorts order those', async () => {
    // 310 storage listings around Davao's centre, from 50 m to 5 km, in one insert.
    const list = Array.from({ length: SEARCH_MAX_RESULTS + 10 }, (_, i) => ({
      city: cities.davao,
      title: `Davao storage room ${i}`,
      ...near('Davao City', 0.05 + (i / (SEARCH_MAX_RESULTS + 10)) * 5, 0),
      pricePerMonth: 100000 + ((i * 7919) % 1000) * 100,
    }));
    const davao = await insertListings(t, host.user.id, list);
    const first = await search(`${q('Davao storage')}`);
    expect(first).toMatchObject({ total: SEARCH_MAX_RESULTS, totalCapped: true, page: 1 });
    expect(first.items.map((i) => i.id)).toEqual(davao.slice(0, 20));
    const lastPage = SEARCH_MAX_RESULTS / 20;
    const last = await search(`${q('Davao storage')}&page=${lastPage}`);
    expect(last.items.map((i) => i.id)).toEqual(davao.slice(SEARCH_MAX_RESULTS - 20, SEARCH_MAX_RESULTS));
    expect((await refused(`${q('Davao storage')}&page=${lastPage + 1}`)).fields).toEqual({ page: m.page });

    // Sorted by price: the cheapest of the nearest 300, not of all 310.
    const cheapest = await search(`${q('Davao storage')}&sort=price_asc`);
    const prices = cheapest.items.map((i) => i.pricePerMonth!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const nearest = new Set(davao.slice(0, SEARCH_MAX_RESULTS));
    expect(cheapest.items.every((i) => nearest.has(i.id))).toBe(true);

    // A narrower search counts exactly again.
    expect(await search(`${q('Davao storage')}&maxPrice=101000`)).toMatchObject({ totalCapped: false });
  });
});

describe('GET /api/listings: bad parameters are a 400 with a message', () => {
  it.each([
    [`q=${'x'.repeat(201)}`, { q: m.q }],
    ['lat=14.5', { lng: m.pointTogether }],
    ['lat=north&lng=121', { lat: m.point }],
    ['lat=14.5&lng=200', { lng: m.point }],
    ['type=castle', { type: m.type }],
    ['minPrice=-5', { minPrice: m.price }],
    ['minPrice=500&maxPrice=100', { maxPrice: m.priceOrder }],
    ['priceUnit=week', { priceUnit: m.priceUnit }],
    ['minArea=big', { minArea: m.area }],
    ['features=cctv,jacuzzi', { 'features.1': m.features }],
    ['vehicle=plane', { vehicle: m.vehicle }],
    ['instantBook=maybe', { instantBook: m.instantBook }],
    ['minRating=9', { minRating: m.minRating }],
    ['from=2026-02-30&to=2026-03-01', { from: m.date }],
    ['from=2026-03-01', { to: m.datesTogether }],
    ['units=0', { units: m.units }],
    ['sort=cheapest', { sort: m.sort }],
    ['page=0', { page: m.page }],
    ['page=abc', { page: m.page }],
    [q('91.5,121.0 storage'), { q: placesMessages.search.pointOutOfRange }],
  ])('%s', async (query, fields) => {
    const error = await refused(query);
    expect(error.fields).toEqual(fields);
    expect(error.message).toBe(Object.values(fields)[0]);
  });

  it('dates in the past or more than two years ahead', async () => {
    expect((await refused(`from=${await dayFromToday(t, -1)}&to=${day(1)}`)).fields).toEqual({ from: m.inPast });
    const far = await dayFromToday(t, 800);
    expect((await refused(`from=${far}&to=${far}`)).fields).toEqual({ to: m.tooFar });
  });
});
