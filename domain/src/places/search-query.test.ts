import { describe, expect, it } from 'vitest';
import enLanding from '../i18n/en/landing';
import filLanding from '../i18n/fil/landing';
import { landing } from '../messages/landing';
import { placesMessages } from '../messages/places';
import { parseLatLng, parseSearchQuery, pointRadiusKm, searchTextMaxLength } from './search-query';

/** What a search means, in short: type, place name and kind, point, terms. */
function meaning(q: string) {
  const r = parseSearchQuery(q);
  return { type: r.type, place: r.place && `${r.place.name} (${r.place.kind})`, point: r.point, terms: r.terms };
}

describe('parseSearchQuery: place and type', () => {
  it('"Makati parking" is parking near Makati City, with its centre and radius', () => {
    const r = parseSearchQuery('Makati parking');
    expect(r.type).toBe('parking');
    expect(r.place).toMatchObject({ id: '1380300000', name: 'Makati City', kind: 'city', cityCode: '1380300000' });
    expect(r.near).toEqual({ lat: 14.5503, lng: 121.0327, radiusKm: 3.5 });
    expect(r.terms).toEqual([]);
  });

  it('"BGC self storage" is storage near Bonifacio Global City', () => {
    expect(meaning('BGC self storage')).toEqual({
      type: 'storage',
      place: 'Bonifacio Global City (district)',
      point: null,
      terms: [],
    });
  });

  it('"storage near Ortigas" is storage near Ortigas Center, and so is "near Ortigas storage"', () => {
    expect(meaning('storage near Ortigas')).toEqual({
      type: 'storage',
      place: 'Ortigas Center (district)',
      point: null,
      terms: [],
    });
    expect(meaning('near Ortigas storage')).toEqual(meaning('storage near Ortigas'));
    expect(meaning('storage in Ortigas')).toEqual(meaning('storage near Ortigas'));
    expect(meaning('parking at Ortigas')).toMatchObject({
      type: 'parking',
      place: 'Ortigas Center (district)',
      terms: [],
    });
  });

  it('"Cebu" means Cebu City (the province is "Cebu province", offered as the alternative)', () => {
    const r = parseSearchQuery('Cebu');
    expect(r.place).toMatchObject({ name: 'Cebu City', kind: 'city' });
    expect(r.alternatives.map((p) => `${p.name} (${p.kind})`)).toEqual(['Cebu (province)']);
    expect(meaning('Cebu province warehouse')).toMatchObject({ type: 'warehouse', place: 'Cebu (province)' });
  });

  it.each([
    ['Manila storage units', 'storage', 'Manila City (city)'],
    ['Makati parking', 'parking', 'Makati City (city)'],
    ['Quezon City warehouse', 'warehouse', 'Quezon City (city)'],
    ['BGC self storage', 'storage', 'Bonifacio Global City (district)'],
    ['Ortigas parking space', 'parking', 'Ortigas Center (district)'],
  ])('the landing page search "%s" finds %s near %s', (q, type, place) => {
    expect(landing.hero.popular.map((p) => p.label)).toContain(q);
    expect(landing.hero.popular.find((p) => p.label === q)?.type).toBe(type);
    expect(meaning(q)).toEqual({ type, place, point: null, terms: [] });
  });

  it("the landing page's Filipino suggestions and location fallback mean what the English ones do (issue 34)", () => {
    const keys = Object.keys(enLanding.hero.popular) as (keyof typeof enLanding.hero.popular)[];
    expect(keys.map((k) => enLanding.hero.popular[k])).toEqual(landing.hero.popular.map((p) => p.label));
    for (const k of keys) expect(meaning(filLanding.hero.popular[k])).toEqual(meaning(enLanding.hero.popular[k]));
    expect(enLanding.hero.locationFallback).toBe(landing.hero.locationFallback);
    expect(meaning(filLanding.hero.locationFallback)).toEqual(meaning(enLanding.hero.locationFallback));
  });

  it.each([
    ['storage', 'storage'],
    ['self-storage', 'storage'],
    ['Storage Units', 'storage'],
    ['locker', 'storage'],
    ['lockers', 'storage'],
    ['imbakan', 'storage'],
    ['parking', 'parking'],
    ['parking slot', 'parking'],
    ['Parking Space', 'parking'],
    ['garage', 'parking'],
    ['carpark', 'parking'],
    ['car park', 'parking'],
    ['car parking', 'parking'],
    ['paradahan', 'parking'],
    ['warehouse', 'warehouse'],
    ['warehouse space', 'warehouse'],
    ['bodega', 'warehouse'],
    ['warehouses', 'warehouse'],
  ])('"%s" is the type %s', (q, type) => {
    expect(meaning(q)).toEqual({ type, place: null, point: null, terms: [] });
  });

  it('ignores case, diacritics and punctuation', () => {
    expect(meaning('PARAÑAQUE GARAGE')).toEqual({
      type: 'parking',
      place: 'Parañaque City (city)',
      point: null,
      terms: [],
    });
    expect(meaning('paranaque garage')).toEqual(meaning('PARAÑAQUE GARAGE'));
    expect(meaning('las pinas, storage')).toMatchObject({ type: 'storage', place: 'Las Piñas City (city)' });
    expect(meaning('Lapu-Lapu locker')).toMatchObject({ place: 'Lapu-Lapu City (city)' });
    expect(meaning('Gen. Santos')).toMatchObject({ place: 'General Santos City (city)' });
  });

  it('prefers the longest name', () => {
    expect(meaning('Quezon City')).toMatchObject({ place: 'Quezon City (city)' });
    expect(meaning('Quezon')).toMatchObject({ place: 'Quezon (province)' });
    expect(meaning('Makati CBD parking')).toMatchObject({ type: 'parking', place: 'Makati CBD (district)' });
    expect(meaning('Cebu IT Park')).toMatchObject({ place: 'Cebu IT Park (district)' });
    expect(meaning('Ayala Alabang storage')).toMatchObject({ place: 'Alabang (district)' });
  });

  it('reads a second place as a qualifier of the first, either way round', () => {
    expect(meaning('Santa Cruz, Laguna')).toMatchObject({ place: 'Santa Cruz (municipality)' });
    expect(parseSearchQuery('Santa Cruz Laguna').place?.provinceCode).toBe('0403400000');
    expect(parseSearchQuery('Santa Cruz').alternatives.length).toBeGreaterThan(1);
    expect(meaning('BGC Taguig parking')).toMatchObject({ type: 'parking', place: 'Bonifacio Global City (district)' });
    expect(meaning('Quezon City Cubao warehouse')).toMatchObject({ type: 'warehouse', place: 'Cubao (district)' });
  });

  it('leaves the other words as free-text terms, as typed, without connecting words', () => {
    expect(meaning('storage with CCTV in Mandaluyong for rent')).toEqual({
      type: 'storage',
      place: 'Mandaluyong City (city)',
      point: null,
      terms: ['CCTV'],
    });
    expect(meaning('covered parking near Rockwell, 24/7')).toMatchObject({
      type: 'parking',
      place: 'Rockwell Center (district)',
      terms: ['covered', '24/7'],
    });
    expect(meaning('Niño’s garage')).toMatchObject({ type: 'parking', place: null, terms: ['Niño’s'] });
    expect(meaning('')).toEqual({ type: null, place: null, point: null, terms: [] });
  });

  it('reads only the first searchTextMaxLength characters', () => {
    const r = parseSearchQuery(`${'x'.repeat(searchTextMaxLength - 1)} Makati`);
    expect(r).toMatchObject({ place: null, terms: ['x'.repeat(searchTextMaxLength - 1)] });
  });
});

describe('parseSearchQuery: coordinates', () => {
  it("'latitude,longitude' from 'Use my location' is a point with the point radius, with or without spaces", () => {
    for (const q of ['14.5547,121.0244', '14.5547, 121.0244', ' 14.5547 ,121.0244 ']) {
      const r = parseSearchQuery(q);
      expect(r.point).toEqual({ lat: 14.5547, lng: 121.0244 });
      expect(r.near).toEqual({ lat: 14.5547, lng: 121.0244, radiusKm: pointRadiusKm });
      expect(r).toMatchObject({ place: null, pointError: null, terms: [] });
    }
  });

  it('keeps a type beside a point, and the point wins over a place for where to search', () => {
    expect(meaning('parking 10.3157,123.8854')).toEqual({
      type: 'parking',
      place: null,
      point: { lat: 10.3157, lng: 123.8854 },
      terms: [],
    });
    expect(parseSearchQuery('Makati 14.6,121.0').near).toEqual({ lat: 14.6, lng: 121, radiusKm: pointRadiusKm });
  });

  it('rejects coordinates out of range with a message, and reads none in "10,000 sqm"', () => {
    for (const q of ['91.0,121.0', '14.5,180.5', '-90.5,0.0']) {
      const r = parseSearchQuery(`${q} storage`);
      expect(r).toMatchObject({ point: null, near: null, type: 'storage', terms: [] });
      expect(r.pointError).toBe(placesMessages.search.pointOutOfRange);
    }
    expect(meaning('warehouse 10,000 sqm')).toEqual({
      type: 'warehouse',
      place: null,
      point: null,
      terms: ['10,000', 'sqm'],
    });
  });

  it('parseLatLng reads only a whole coordinate pair in range', () => {
    expect(parseLatLng('14.5547,121.0244')).toEqual({ lat: 14.5547, lng: 121.0244 });
    expect(parseLatLng('-33.8688, 151.2093')).toEqual({ lat: -33.8688, lng: 151.2093 });
    expect(parseLatLng('90.0,-180.0')).toEqual({ lat: 90, lng: -180 });
    for (const bad of ['91.0,121.0', '14.5,181.0', '14,121', 'Makati', '14.5547,121.0244 parking', ''])
      expect(parseLatLng(bad), bad).toBeNull();
  });
});
