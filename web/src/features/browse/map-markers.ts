import type { ListingSearchItem } from '@espasyo/domain/contracts/listings';
import type { PriceUnit } from '@espasyo/domain/listings/search-options';
import type { MapMarker } from '@/components/map/map-types';
import { leadPrice, shortPrice, spokenPrice } from './listing-price';

/** Results at one point of the map. */
export interface MarkerGroup {
  id: string;
  lat: number;
  lng: number;
  items: ListingSearchItem[];
}

/**
 * Results grouped by where they show: search results carry approximate, rounded positions (the
 * exact pin comes with a booking), and two spaces can fall on the very same point, which no zoom
 * parts. One marker per point, its results in the order of the search; points merely close
 * together are the map's to cluster (components/map/clusters.ts).
 */
export function groupByPosition(items: ListingSearchItem[]): MarkerGroup[] {
  const groups = new Map<string, MarkerGroup>();
  for (const item of items) {
    const id = `${item.latitude},${item.longitude}`;
    const g = groups.get(id) ?? { id, lat: item.latitude, lng: item.longitude, items: [] };
    g.items.push(item);
    groups.set(id, g);
  }
  return [...groups.values()];
}

/**
 * A group's marker: its price ('₱90' in the search's unit, which the map says once), or the
 * lowest of its prices and how many more ('₱45 +2'); its name says the same in words.
 */
export function markerOf(group: MarkerGroup, unit: PriceUnit): MapMarker {
  const priced = group.items
    .map((item) => ({ item, price: leadPrice(item, unit) }))
    // Cheapest first, in the unit the search compares (a monthly price is not "from" a daily one).
    .sort(
      (a, b) =>
        Number(a.price?.unit !== unit) - Number(b.price?.unit !== unit) ||
        (a.price?.amount ?? Infinity) - (b.price?.amount ?? Infinity),
    );
  const first = priced[0];
  const more = group.items.length - 1;
  const label = first.price ? shortPrice(first.price, unit) : 'No price';
  if (!more)
    return {
      id: group.id,
      lat: group.lat,
      lng: group.lng,
      count: 1,
      label,
      name: `${first.item.title}, ${first.price ? spokenPrice(first.price) : 'no price given'}`,
    };
  return {
    id: group.id,
    lat: group.lat,
    lng: group.lng,
    count: group.items.length,
    label: `${label} +${more}`,
    name: `${group.items.length} spaces here${first.price ? `, from ${spokenPrice(first.price)}` : ''}`,
  };
}

/**
 * A cluster of markers on the map (markers close together at the map's zoom): its badge shows how
 * many spaces it holds, and its name says so and what choosing it does.
 */
export const clusterName = (count: number) => `${count} ${count === 1 ? 'space' : 'spaces'}, zoom in`;
