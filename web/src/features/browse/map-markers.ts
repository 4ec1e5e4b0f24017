import type { ListingSearchItem } from '@espasyo/domain/contracts/listings';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import type { PriceUnit } from '@espasyo/domain/listings/search-options';
import type { MapMarker } from '@/components/map/map-types';
import { leadPrice, shortPrice, spokenPrice } from './listing-price';

/** The search's map messages in the interface's language (`useMessages('search').map`). */
export type MapWords = Messages<Catalogs['search']>['map'];

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
 * lowest of its prices and how many more ('₱45 +2'); its name says the same in words, those of `m`.
 */
export function markerOf(group: MarkerGroup, unit: PriceUnit, m: MapWords): MapMarker {
  const w = m.marker;
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
  const label = first.price ? shortPrice(first.price, unit, w) : w.noPrice;
  const spoken = first.price && spokenPrice(first.price, w);
  if (!more)
    return {
      id: group.id,
      lat: group.lat,
      lng: group.lng,
      count: 1,
      label,
      name: spoken ? w.one({ title: first.item.title, price: spoken }) : w.oneNoPrice({ title: first.item.title }),
    };
  return {
    id: group.id,
    lat: group.lat,
    lng: group.lng,
    count: group.items.length,
    label: `${label} +${more}`,
    name: spoken
      ? w.several({ count: group.items.length, price: spoken })
      : w.severalNoPrice({ count: group.items.length }),
  };
}

/**
 * A cluster of markers on the map (markers close together at the map's zoom): its badge shows how
 * many spaces it holds, and its name says so and what choosing it does.
 */
export const clusterName = (count: number, m: MapWords) => m.cluster({ count });
