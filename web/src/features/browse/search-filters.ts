/**
 * The search form ↔ the address: what the fields show for a search, and the search a sent form
 * asks for (prices typed in pesos, carried in centavos), checked as far as the browser can. Its
 * messages are the search endpoint's English (discovery.ts); the fields show them in the page's
 * language through apiListings.search (FilterFields' MessageNamespaces).
 */
import { discoveryMessages } from '@espasyo/domain/messages/discovery';
import { listingFeatures, listingLimits, type ListingFeature } from '@espasyo/domain/listings/fields';
import { SEARCH_TEXT_MAX } from '@espasyo/domain/listings/search-options';
import { pesosToCentavos, searchOf, type SearchParam } from './search-params';

const m = discoveryMessages.search;
const PESO_MAX = listingLimits.price.max / 100;
const AREA_MAX = 1_000_000;
const DAYS_MAX = 366;

/** The parameters the filters set: 'Clear all' removes these and keeps the words, type, point and sort. */
export const FILTER_PARAMS = [
  'minPrice',
  'maxPrice',
  'priceUnit',
  'minArea',
  'maxArea',
  'features',
  'vehicle',
  'instantBook',
  'minRating',
  'from',
  'to',
  'units',
] as const satisfies readonly SearchParam[];

/** 150050 → '1500.5': the value a number field shows for an amount in the address. */
export function centavosToPesos(value: string | null): string {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0 ? String(n / 100) : '';
}

/** How many filters are on, for the 'Filters' button: a range or the dates count once, each feature once. */
export function activeFilterCount(params: URLSearchParams): number {
  const has = (k: string) => !!params.get(k);
  let n = 0;
  if (has('minPrice') || has('maxPrice')) n++;
  if (has('minArea') || has('maxArea')) n++;
  if (has('from') || has('to') || Number(params.get('units') ?? 1) > 1) n++;
  if (has('vehicle')) n++;
  if (params.get('instantBook') === 'true') n++;
  if (Number(params.get('minRating')) > 0) n++;
  n += (params.get('features') ?? '').split(',').filter(Boolean).length;
  return n;
}

/** The search without its filters (and back to page 1). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of [...FILTER_PARAMS, 'page']) next.delete(k);
  return next;
}

/** What the form fields show for a search. */
export interface SearchFormValues {
  q: string;
  type: string;
  minPeso: string;
  maxPeso: string;
  priceUnit: string;
  minArea: string;
  maxArea: string;
  from: string;
  to: string;
  units: string;
  vehicle: string;
  instantBook: boolean;
  minRating: string;
  features: ListingFeature[];
  sort: string;
}

export function formValuesOf(params: URLSearchParams): SearchFormValues {
  const get = (k: string) => params.get(k) ?? '';
  const features = new Set(get('features').split(','));
  return {
    q: get('q'),
    type: get('type'),
    minPeso: centavosToPesos(params.get('minPrice')),
    maxPeso: centavosToPesos(params.get('maxPrice')),
    priceUnit: get('priceUnit'),
    minArea: get('minArea'),
    maxArea: get('maxArea'),
    from: get('from'),
    to: get('to'),
    units: get('units'),
    vehicle: get('vehicle'),
    instantBook: get('instantBook') === 'true',
    minRating: get('minRating'),
    features: listingFeatures.filter((f) => features.has(f)),
    sort: get('sort') || 'relevance',
  };
}

/** Form field → message, for the fields to show under themselves. */
export type SearchFormErrors = Partial<Record<keyof SearchFormValues, string>>;

const daysFrom = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/**
 * A submitted form → the search's address, checked as far as the browser can (the server
 * checks everything again). `current` is the search on screen: a form that shows only the
 * words and type (the filters being in a sheet) keeps its filters; the point of 'Search this
 * area' stays while the words do. Back to page 1. `today` is the platform's calendar day.
 */
export function submitSearch(
  data: FormData,
  current: URLSearchParams,
  opts: { today: string; withFilters: boolean },
): { params: URLSearchParams; errors?: undefined } | { params?: undefined; errors: SearchFormErrors } {
  const text = (k: string) => String(data.get(k) ?? '').trim();
  const errors: SearchFormErrors = {};
  const next = new URLSearchParams();
  const q = data.has('q') ? text('q') : (current.get('q') ?? '');
  if (q) next.set('q', q.slice(0, SEARCH_TEXT_MAX));
  if (q === (current.get('q') ?? '') && current.get('lat') && current.get('lng')) {
    next.set('lat', current.get('lat')!);
    next.set('lng', current.get('lng')!);
  }
  const type = data.has('type') ? text('type') : (current.get('type') ?? '');
  if (type) next.set('type', type);

  if (!opts.withFilters) {
    for (const k of FILTER_PARAMS) if (current.get(k)) next.set(k, current.get(k)!);
  } else {
    const minC = pesosToCentavos(text('minPeso'));
    const maxC = pesosToCentavos(text('maxPeso'));
    const badPeso = (c: number | null) => c !== null && (!Number.isFinite(c) || c / 100 > PESO_MAX);
    if (badPeso(minC)) errors.minPeso = m.pricePesos;
    if (badPeso(maxC)) errors.maxPeso = m.pricePesos;
    if (!errors.minPeso && !errors.maxPeso && minC !== null && maxC !== null && minC > maxC)
      errors.maxPeso = m.priceOrder;
    if (minC !== null) next.set('minPrice', String(minC));
    if (maxC !== null) next.set('maxPrice', String(maxC));
    if (text('priceUnit')) next.set('priceUnit', text('priceUnit')); // searchOf drops it unless a price needs it

    const area = (k: 'minArea' | 'maxArea') => {
      const t = text(k);
      if (!t) return null;
      const n = Number(t);
      if (!Number.isFinite(n) || n < 0 || n > AREA_MAX) errors[k] = m.area;
      else next.set(k, t);
      return n;
    };
    const minA = area('minArea');
    const maxA = area('maxArea');
    if (!errors.minArea && !errors.maxArea && minA !== null && maxA !== null && minA > maxA)
      errors.maxArea = m.areaOrder;

    const features = data.getAll('features').map(String).filter(Boolean);
    if (features.length) next.set('features', [...new Set(features)].join(','));
    if (text('vehicle')) next.set('vehicle', text('vehicle'));
    if (text('instantBook') === 'true') next.set('instantBook', 'true');
    if (Number(text('minRating')) > 0) next.set('minRating', text('minRating'));

    const from = text('from');
    const to = text('to');
    if (from && !isDate(from)) errors.from = m.date;
    if (to && !isDate(to)) errors.to = m.date;
    if (!errors.from && !errors.to) {
      if (from && !to) errors.to = m.datesTogether;
      else if (to && !from) errors.from = m.datesTogether;
      else if (from && to) {
        if (from < opts.today) errors.from = m.inPast;
        else if (to < from) errors.to = m.endBeforeStart;
        else if (daysFrom(from, to) + 1 > DAYS_MAX) errors.to = m.tooLong;
      }
    }
    if (from) next.set('from', from);
    if (to) next.set('to', to);
    const units = text('units');
    if (units) {
      const n = Number(units);
      if (!Number.isInteger(n) || n < 1 || n > listingLimits.capacity.max) errors.units = m.units;
      else if (n > 1) next.set('units', String(n));
    }
  }

  const sort = data.has('sort') ? text('sort') : (current.get('sort') ?? '');
  if (sort && sort !== 'relevance') next.set('sort', sort);
  if (Object.keys(errors).length) return { errors };
  return { params: searchOf(next) };
}
