import { describe, expect, it } from 'vitest';
import { placesMessages, type BarangayOptions, type CityOptions, type PlaceOptions } from '@espasyo/domain';
import { useTestApp } from '../../test/hooks';

const t = useTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url });

const NCR = '1300000000';
const METRO_MANILA = '1300000000'; // NCR's pseudo-province has the region's code
const MAKATI = '1380300000';
const MANILA = '1380600000';
const CEBU_PROVINCE = '0702200000';

describe('GET /api/places: the address picker a level at a time', () => {
  it('lists the regions, NCR first, to anyone, cacheable', async () => {
    const res = await get('/api/places/regions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { items } = res.json<PlaceOptions>();
    expect(items).toHaveLength(18);
    expect(items[0]).toEqual({ code: NCR, name: 'National Capital Region (NCR)' });
  });

  it("lists a region's provinces: NCR has Metro Manila only, Central Visayas has Cebu", async () => {
    expect((await get(`/api/places/regions/${NCR}/provinces`)).json<PlaceOptions>().items).toEqual([
      { code: METRO_MANILA, name: 'Metro Manila' },
    ]);
    const visayas = (await get('/api/places/regions/0700000000/provinces')).json<PlaceOptions>().items;
    expect(visayas).toContainEqual({ code: CEBU_PROVINCE, name: 'Cebu' });
  });

  it("lists a province's cities with their centres from the gazetteer", async () => {
    const { items } = (await get(`/api/places/provinces/${METRO_MANILA}/cities`)).json<CityOptions>();
    expect(items).toHaveLength(17);
    const makati = items.find((c) => c.code === MAKATI)!;
    expect(makati).toMatchObject({ name: 'Makati City', kind: 'huc' });
    expect(makati.lat).toBeCloseTo(14.55, 1);
    expect(makati.lng).toBeCloseTo(121.02, 1);
  });

  it("lists a city's barangays, Manila's with their district", async () => {
    const makati = (await get(`/api/places/cities/${MAKATI}/barangays`)).json<BarangayOptions>().items;
    expect(makati).toContainEqual({ code: '1380300002', name: 'Bel-Air', district: null });
    const manila = (await get(`/api/places/cities/${MANILA}/barangays`)).json<BarangayOptions>().items;
    expect(manila.length).toBeGreaterThan(800);
    expect(manila.some((b) => b.district === 'Tondo I/II')).toBe(true);
  });

  it('answers 404 for a code it does not know and 400 for one that is not a PSGC code', async () => {
    for (const url of [
      '/api/places/regions/9900000000/provinces',
      '/api/places/provinces/9999900000/cities',
      `/api/places/cities/${CEBU_PROVINCE}/barangays`, // a province's code is not a city's
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe(placesMessages.notFound);
    }
    const bad = await get('/api/places/cities/makati/barangays');
    expect(bad.statusCode).toBe(400);
  });
});
