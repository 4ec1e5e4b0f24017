import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositCap, landing, listingCompleteSchema, searchTypes, type ListingSearchPage } from '@espasyo/domain';
import { listingAddressIssue } from '@espasyo/domain/listings/address-check';
import { findPlace } from '@espasyo/domain/places/index';
import { useTestApp } from '../../test/hooks';
import { toListingInput } from '../../modules/listings/core/listings.mapper';
import { seedDemoData } from './index';
import { demoListings } from './listings';
import type { UserRow } from '../../modules/users/accounts.service';
import { demoHosts } from './users';

const photoDir = fileURLToPath(new URL('../../../seed-photos', import.meta.url));
const t = useTestApp({ tempDataDir: 'espasyo-seed-listings-' });
let seconds = 0;

const listings = () => t.db.selectFrom('listings').selectAll().execute();
const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  return Math.hypot(x, (b.lat - a.lat) * rad) * 6371;
};

beforeAll(async () => {
  const start = performance.now();
  await seedDemoData(t.ctx, { photoDir });
  seconds = (performance.now() - start) / 1000;
});

describe('demo listings', () => {
  // How long seeding took is printed, not asserted: on a busy machine a bound on time fails for
  // reasons that are not the seed's.
  it('at least 120 live listings of all three types, with a few pending review and one rejected', async () => {
    const rows = await listings();
    const active = rows.filter((r) => r.status === 'active');
    expect(active.length).toBeGreaterThanOrEqual(120);
    expect(new Set(active.map((r) => r.type))).toEqual(new Set(['storage', 'parking', 'warehouse']));
    expect(rows.filter((r) => r.status === 'pending_review')).toHaveLength(4);
    const rejected = rows.filter((r) => r.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0].rejectionReason).toBeTruthy();
    console.log(`demo data (users, ${rows.length} listings, photos) seeded in ${seconds.toFixed(2)} s`);
  });

  it('across Metro Manila, Cebu, Davao and Iloilo, each near its place, with complete, valid fields', async () => {
    const rows = await listings();
    const cities = new Set(rows.map((r) => r.cityName));
    for (const city of [
      'Makati City',
      'Taguig City',
      'Pasig City',
      'Quezon City',
      'Manila City',
      'Mandaluyong City',
      'Parañaque City',
      'Cebu City',
      'Davao City',
      'Iloilo City',
    ]) {
      expect(cities, city).toContain(city);
    }
    for (const r of rows) {
      const input = toListingInput(r);
      const complete = listingCompleteSchema.safeParse(input);
      expect(complete.error?.issues ?? [], r.title ?? r.id).toEqual([]);
      expect(listingAddressIssue(input), r.title ?? r.id).toBeNull();
      expect(r.barangayName && r.cityName && r.provinceName && r.regionName).toBeTruthy();
      const city = findPlace(r.cityCode!)!;
      expect(km(city, { lat: r.latitude!, lng: r.longitude! }), r.title ?? r.id).toBeLessThan(city.radiusKm + 6);
      expect(r.capacity).toBeGreaterThanOrEqual(1);
      expect(r.capacity).toBeLessThanOrEqual(20);
    }
    expect(new Set(rows.map((r) => r.instantBook))).toEqual(new Set([true, false]));
  });

  it('realistic peso prices: lockers and parking ₱25–₱150 a day, rooms ₱1,500–₱8,000 a month, warehouses by area', async () => {
    const rows = await listings();
    const lockers = rows.filter((r) => r.type === 'storage' && (r.area ?? 0) <= 2.5);
    expect(lockers.length).toBeGreaterThan(5);
    for (const r of [...lockers, ...rows.filter((x) => x.type === 'parking')]) {
      expect(r.pricePerDay, r.title!).toBeGreaterThanOrEqual(2500);
      expect(r.pricePerDay, r.title!).toBeLessThanOrEqual(15000);
    }
    for (const r of rows.filter((x) => x.type === 'storage' && /room/i.test(x.title!))) {
      expect(r.pricePerMonth, r.title!).toBeGreaterThanOrEqual(150000);
      expect(r.pricePerMonth, r.title!).toBeLessThanOrEqual(800000);
    }
    for (const r of rows.filter((x) => x.type === 'warehouse')) {
      const perSqm = r.pricePerMonth! / 100 / r.area!;
      expect(perSqm, r.title!).toBeGreaterThan(150);
      expect(perSqm, r.title!).toBeLessThan(550);
    }
  });

  it('a notice to end a monthly rental: most 7 days, every warehouse 30, some 14 (issue 32)', async () => {
    const rows = await listings();
    const monthly = rows.filter((r) => r.pricePerMonth != null);
    const count = (days: number) => monthly.filter((r) => r.noticePeriodDays === days).length;
    expect(count(7)).toBeGreaterThan(monthly.length / 2);
    expect(count(14)).toBeGreaterThan(5);
    expect(count(30)).toBeGreaterThan(5);
    expect(count(7) + count(14) + count(30)).toBe(monthly.length);
    for (const r of rows.filter((x) => x.type === 'warehouse')) expect(r.noticePeriodDays, r.title!).toBe(30);
    for (const r of rows.filter((x) => x.pricePerMonth == null)) expect(r.noticePeriodDays, r.title!).toBe(7);
  });

  it('one live listing of the demo host asks for a security deposit, within its cap (issue 33)', async () => {
    const asking = (await listings()).filter((r) => r.securityDeposit > 0);
    expect(asking).toHaveLength(1);
    const [l] = asking;
    expect(l.status).toBe('active');
    expect(l.securityDeposit).toBeLessThanOrEqual(depositCap(l));
  });

  it('owned by the demo host and the six other demo hosts, all verified', async () => {
    const owners = await t.db
      .selectFrom('listings')
      .innerJoin('users', 'users.id', 'listings.hostId')
      .select(['users.email', 'users.verified', 'users.type'])
      .distinct()
      .execute();
    expect(owners.map((o) => o.email).sort()).toEqual(['host@espasyo.test', ...demoHosts.map((h) => h.email)].sort());
    expect(owners.every((o) => o.verified && o.type === 'host')).toBe(true);
  });

  it('every listing has its photos, a cover first, stored and served like uploads', async () => {
    const photos = await t.db
      .selectFrom('listingPhotos')
      .selectAll()
      .orderBy('listingId')
      .orderBy('position')
      .execute();
    const rows = await listings();
    for (const r of rows) {
      const own = photos.filter((p) => p.listingId === r.id);
      expect(own.length, r.title!).toBeGreaterThanOrEqual(1);
      expect(own[0].isCover).toBe(true);
      expect(own.filter((p) => p.isCover)).toHaveLength(1);
    }
    const cover = photos[0];
    for (const key of [cover.displayKey, cover.mediumKey, cover.thumbKey]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/files/${key}` });
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('some blocks, within capacity', async () => {
    const blocks = await t.db
      .selectFrom('listingBlocks')
      .innerJoin('listings', 'listings.id', 'listingBlocks.listingId')
      .select(['listingBlocks.units', 'listings.capacity'])
      .execute();
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    expect(blocks.every((b) => b.units >= 1 && b.units <= b.capacity)).toBe(true);
  });

  it('is idempotent and deterministic', async () => {
    const before = (await listings()).length;
    await seedDemoData(t.ctx, { photoDir });
    expect((await listings()).length).toBe(before);
    const owners = { host: { id: 'h' } as UserRow, others: [{ id: 'o' } as UserRow] };
    const now = new Date('2026-03-01T00:00:00Z');
    const a = demoListings(owners, now, '2026-03-01').built.map((b) => [b.row.title, b.row.pricePerDay, b.photos]);
    const b = demoListings(owners, now, '2026-03-01').built.map((b) => [b.row.title, b.row.pricePerDay, b.photos]);
    expect(a).toEqual(b);
  });
});

describe('the landing page searches', () => {
  // The popular searches (links with their type) and the location fallback under each type tab.
  const searches = [
    ...landing.hero.popular.map((p) => ({ q: p.label, type: p.type })),
    ...searchTypes.map((type) => ({ q: landing.hero.locationFallback, type })),
  ];

  it.each(searches)('"$q" ($type) finds listings of that type', async ({ q, type }) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/listings?q=${encodeURIComponent(q)}&type=${type}`,
    });
    expect(res.statusCode).toBe(200);
    const page: ListingSearchPage = res.json();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.every((i) => i.type === type)).toBe(true);
    expect(page.understood.place).not.toBeNull();
  });
});
