import { describe, expect, it } from 'vitest';
import { PUBLIC_POINT_MAX_OFFSET_M, type ListingSearchPage } from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { activeListing, as, validStorage } from '../core/listings.fixtures';
import { cities, insertListing, insertListings, near } from './listings-search.fixtures';

/**
 * A listing's public point (decision 0029): the pin moved 200–500 m in a random direction,
 * drawn once by the database. Nothing public is measured from the pin, so an attacker who
 * moves the search centre learns the public point, and no more.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const admin = useUser(t, { type: 'admin' });

interface Point {
  lat: number;
  lng: number;
}
const KM_PER_DEGREE = 111.195;
/** Kilometres east and north of `origin` on a local flat projection (search's own, within 0.5%). */
const toKm = (p: Point, origin: Point) => ({
  x: (p.lng - origin.lng) * KM_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180),
  y: (p.lat - origin.lat) * KM_PER_DEGREE,
});
const fromKm = (v: { x: number; y: number }, origin: Point): Point => ({
  lat: origin.lat + v.y / KM_PER_DEGREE,
  lng: origin.lng + v.x / (KM_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180)),
});
const metresBetween = (a: Point, b: Point) => {
  const v = toKm(a, b);
  return Math.hypot(v.x, v.y) * 1000;
};

async function stored(id: string) {
  const row = await t.db
    .selectFrom('listings')
    .select(['latitude', 'longitude', 'publicLatitude', 'publicLongitude'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    pin: { lat: row.latitude!, lng: row.longitude! },
    public: row.publicLatitude == null ? null : { lat: row.publicLatitude, lng: row.publicLongitude! },
  };
}

async function search(query: string): Promise<ListingSearchPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a listing’s public point', () => {
  it('is drawn 200–500 m from the pin, in every direction, when the pin is set', async () => {
    const ids = await insertListings(
      t,
      host.user.id,
      Array.from({ length: 200 }, (_, i) => ({
        city: cities.iloilo,
        ...near('Iloilo', i * 0.01, 0),
        drawnPoint: true,
      })),
    );
    const points = await Promise.all(ids.map(stored));
    const offsets = points.map((p) => metresBetween(p.public!, p.pin));
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(199.5);
    expect(Math.max(...offsets)).toBeLessThanOrEqual(500.5);
    // Directions: each quarter of the compass gets some (200 draws; all in one half: p < 1e-59).
    const quarters = new Set(
      points.map((p) => {
        const v = toKm(p.public!, p.pin);
        return `${v.x > 0 ? 'E' : 'W'}${v.y > 0 ? 'N' : 'S'}`;
      }),
    );
    expect(quarters.size).toBe(4);
  });

  it('is kept by other changes, drawn again when the host moves the pin; the host reads the pin, the public the point', async () => {
    const id = await activeListing(t, host.cookie, admin.cookie);
    const first = await stored(id);
    expect(first.pin).toEqual({ lat: validStorage.latitude, lng: validStorage.longitude });
    expect(metresBetween(first.public!, first.pin)).toBeGreaterThanOrEqual(199.5);

    const own = (await as(t, host.cookie).get(`/api/host/listings/${id}`)).json();
    expect([own.latitude, own.longitude]).toEqual([first.pin.lat, first.pin.lng]);
    const pub = (await t.app.inject({ method: 'GET', url: `/api/listings/${id}` })).json();
    expect(pub.latitude).toBe(Math.round(first.public!.lat * 1e4) / 1e4);
    expect(pub.longitude).toBe(Math.round(first.public!.lng * 1e4) / 1e4);

    expect(
      (await as(t, host.cookie).patch(`/api/host/listings/${id}`, { title: 'A dry room by the river' })).statusCode,
    ).toBe(200);
    expect((await stored(id)).public).toEqual(first.public);

    const moved = { latitude: validStorage.latitude + 0.002, longitude: validStorage.longitude };
    expect((await as(t, host.cookie).patch(`/api/host/listings/${id}`, moved)).statusCode).toBe(200);
    const second = await stored(id);
    expect(second.pin).toEqual({ lat: moved.latitude, lng: moved.longitude });
    expect(second.public).not.toEqual(first.public);
    const offset = metresBetween(second.public!, second.pin);
    expect(offset).toBeGreaterThanOrEqual(199.5);
    expect(offset).toBeLessThanOrEqual(500.5);
  });

  it('cannot be written by hand', async () => {
    const id = await insertListing(t, host.user.id, { city: cities.cebu, ...near('Cebu'), drawnPoint: true });
    const before = await stored(id);
    await t.db
      .updateTable('listings')
      .set({ publicLatitude: before.pin.lat, publicLongitude: before.pin.lng } as never)
      .where('id', '=', id)
      .execute();
    expect((await stored(id)).public).toEqual(before.public);
  });

  it('bisecting the search circle finds the public point, not the pin', async () => {
    const id = await insertListing(t, host.user.id, {
      city: cities.cebu,
      latitude: 10.324272,
      longitude: 123.902958,
      drawnPoint: true,
    });
    const { pin, public: point } = await stored(id);
    const listing = (await t.app.inject({ method: 'GET', url: `/api/listings/${id}` })).json();
    // The attacker starts where the listing page shows the space and sends, along three
    // directions, the search centre out until the listing leaves the 10 km circle.
    const start = { lat: listing.latitude, lng: listing.longitude };
    const found = async (centre: Point) =>
      (await search(`lat=${centre.lat}&lng=${centre.lng}&sort=distance`)).items.some((i) => i.id === id);
    const edges = [];
    for (const angle of [0, (2 * Math.PI) / 3, (4 * Math.PI) / 3]) {
      const along = (km: number) => fromKm({ x: km * Math.cos(angle), y: km * Math.sin(angle) }, start);
      let inside = 0;
      let outside = 20;
      expect(await found(along(inside))).toBe(true);
      expect(await found(along(outside))).toBe(false);
      while (outside - inside > 0.001) {
        const mid = (inside + outside) / 2;
        if (await found(along(mid))) inside = mid;
        else outside = mid;
      }
      edges.push(toKm(along(inside), start));
    }
    // The centre of the circle through the three edges is where search measures from.
    const [a, b, c] = edges;
    const d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
    const sq = (p: { x: number; y: number }) => p.x ** 2 + p.y ** 2;
    const recovered = fromKm(
      {
        x: (sq(a) * (b.y - c.y) + sq(b) * (c.y - a.y) + sq(c) * (a.y - b.y)) / d,
        y: (sq(a) * (c.x - b.x) + sq(b) * (a.x - c.x) + sq(c) * (b.x - a.x)) / d,
      },
      start,
    );
    expect(metresBetween(recovered, point!)).toBeLessThan(20);
    expect(metresBetween(recovered, pin)).toBeGreaterThan(180);

    // The distance shown is measured from the public point too: searching at the pin says 0.2–0.5 km.
    const atPin = (await search(`lat=${pin.lat}&lng=${pin.lng}`)).items.find((i) => i.id === id)!;
    expect(atPin.distanceKm).toBeGreaterThanOrEqual(0.2);
    expect(atPin.distanceKm).toBeLessThanOrEqual(PUBLIC_POINT_MAX_OFFSET_M / 1000);
  });
});
