import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingSearchItem } from '@espasyo/domain/contracts/listings';
import { loadedMessages, loadMessages } from '@/lib/i18n';
import { clusterName, groupByPosition, markerOf, type MapWords } from './map-markers';

let en: MapWords;
let fil: MapWords;
beforeAll(async () => {
  await loadMessages('en', ['search']);
  await loadMessages('fil', ['search']);
  en = loadedMessages('en', 'search')!.map;
  fil = loadedMessages('fil', 'search')!.map;
});

const item = (id: string, over: Partial<ListingSearchItem>): ListingSearchItem => ({
  id,
  title: `Space ${id}`,
  type: 'parking',
  city: 'Makati City',
  barangay: 'Bel-Air',
  capacity: 1,
  hostId: 'h',
  instantBook: false,
  pricePerHour: null,
  pricePerDay: null,
  pricePerMonth: null,
  area: null,
  coverUrl: null,
  rating: 0,
  totalRatings: 0,
  distanceKm: null,
  latitude: 14.55,
  longitude: 121.02,
  ...over,
});

describe('price markers on the map', () => {
  it('one marker per point, its results in the order of the search', () => {
    const groups = groupByPosition([
      item('a', { pricePerDay: 9000 }),
      item('b', { latitude: 14.56, pricePerDay: 5000 }),
      item('c', { pricePerDay: 4500 }),
    ]);
    expect(groups.map((g) => [g.id, g.items.map((i) => i.id)])).toEqual([
      ['14.55,121.02', ['a', 'c']],
      ['14.56,121.02', ['b']],
    ]);
  });

  it('labels a space with its price in the unit searched, another unit marked', () => {
    const [one] = groupByPosition([item('a', { title: 'Basement slot', pricePerDay: 9000 })]);
    expect(markerOf(one, 'day', en)).toMatchObject({ label: '₱90', name: 'Basement slot, ₱90 a day' });
    const [monthly] = groupByPosition([item('m', { title: 'Room', pricePerMonth: 280000 })]);
    expect(markerOf(monthly, 'day', en)).toMatchObject({ label: '₱2,800/mo', name: 'Room, ₱2,800 a month' });
  });

  it('labels several spaces at one point by the cheapest and how many more', () => {
    const [group] = groupByPosition([
      item('a', { pricePerDay: 9000 }),
      item('b', { pricePerMonth: 100000 }),
      item('c', { pricePerDay: 4500 }),
    ]);
    expect(markerOf(group, 'day', en)).toMatchObject({
      label: '₱45 +2',
      name: '3 spaces here, from ₱45 a day',
      count: 3, // a cluster holding it counts its three spaces
    });
  });

  it('spaces at the very same point stay one marker, whatever their distance from others', () => {
    // Public points are rounded to 4 decimals (about 11 m): only the very same point is one marker.
    const groups = groupByPosition([
      item('a', { latitude: 14.5501, longitude: 121.0201 }),
      item('b', { latitude: 14.5502, longitude: 121.0201 }),
      item('c', { latitude: 14.5501, longitude: 121.0201 }),
    ]);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([['a', 'c'], ['b']]);
    expect(groups.map((g) => markerOf(g, 'day', en).count)).toEqual([2, 1]);
  });

  it('a cluster says how many spaces it holds and that choosing it zooms in', () => {
    expect(clusterName(12, en)).toBe('12 spaces, zoom in');
    expect(clusterName(1, en)).toBe('1 space, zoom in');
  });

  it('says a marker, a point of several spaces and a cluster in Filipino (issue 34)', () => {
    const [one] = groupByPosition([item('a', { title: 'Basement slot', pricePerDay: 9000 })]);
    expect(markerOf(one, 'day', fil)).toMatchObject({ label: '₱90', name: 'Basement slot, ₱90 kada araw' });
    const [monthly] = groupByPosition([item('m', { title: 'Room', pricePerMonth: 280000 })]);
    expect(markerOf(monthly, 'day', fil)).toMatchObject({ label: '₱2,800/buwan', name: 'Room, ₱2,800 kada buwan' });
    const [unpriced] = groupByPosition([item('u', { title: 'Lot' }), item('v', { title: 'Lot 2' })]);
    expect(markerOf(unpriced, 'day', fil)).toMatchObject({ label: 'Walang presyo +1', name: '2 espasyo rito' });
    const [priced] = groupByPosition([item('a', { pricePerHour: 5000 }), item('b', { pricePerHour: 4000 })]);
    expect(markerOf(priced, 'hour', fil).name).toBe('2 espasyo rito, mula ₱40 kada oras');
    expect(markerOf(priced, 'hour', en).name).toBe('2 spaces here, from ₱40 an hour');
    expect(clusterName(12, fil)).toBe('12 espasyo, i-zoom in');
  });
});
