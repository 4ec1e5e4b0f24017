/**
 * How far around a named place the listings search looks (decision 0027). The gazetteer's
 * own radius says how far the place itself reaches (Makati 3.5 km); people searching near it
 * accept a little more, by kind of place: a district about 3 km, a city or town 10–15 km, a
 * province about 60 km (more for a large one), a region its own extent. A listing inside the
 * city, province or region by its address also counts, however far from the centre.
 */
import type { Place } from './gazetteer';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function searchRadiusKm(place: Pick<Place, 'kind' | 'radiusKm'>): number {
  switch (place.kind) {
    case 'district':
      return clamp(place.radiusKm * 1.5, 3, 10);
    case 'city':
    case 'municipality':
      return clamp(place.radiusKm * 2, 10, 15);
    case 'province':
      return clamp(place.radiusKm, 60, 120);
    case 'region':
      return place.radiusKm;
  }
}
