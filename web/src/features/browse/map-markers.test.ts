import { describe, expect, it } from 'vitest';
import type { ListingSearchItem } from '@espasyo/domain/contracts/listings';
import { clusterName, groupByPosition, markerOf } from './map-markers';

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
    expect(markerOf(one, 'day')).toMatchObject({ label: '₱90', name: 'Basement slot, ₱90 a day' });
    const [monthly] = groupByPosition([item('m', { title: 'Room', pricePerMonth: 280000 })]);
    expect(markerOf(monthly, 'day')).toMatchObject({ label: '₱2,800/mo', name: 'Room, ₱2,800 a month' });
  });

  it('labels several spaces at one point by the cheapest and how many more', () => {
    const [group] = groupByPosition([
      item('a', { pricePerDay: 9000 }),
      item('b', { pricePerMonth: 100000 }),
      item('c', { pricePerDay: 4500 }),
    ]);
    expect(markerOf(group, 'day')).toMatchObject({
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
    expect(groups.map((g) => markerOf(g, 'day').count)).toEqual([2, 1]);
  });

  it('a cluster says how many spaces it holds and that choosing it zooms in', () => {
    expect(clusterName(12)).toBe('12 spaces, zoom in');
    expect(clusterName(1)).toBe('1 space, zoom in');
  });
});
