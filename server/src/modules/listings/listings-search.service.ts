import {
  defaultPriceUnit,
  discoveryMessages,
  SEARCH_PAGE_SIZE,
  searchDateIssue,
  type ListingSearchPage,
  type ListingSearchQuery,
  type SearchUnderstood,
} from '@espasyo/domain';
import { parseSearchQuery, pointRadiusKm, searchRadiusKm, type Place } from '@espasyo/domain/places/index';
import type { AppContext } from '../../context';
import { fieldError, today } from './listings.common';
import { toSearchItem } from './listings.mapper';
import { listingsSearchRepository as repo, type SearchFilter, type SearchNear } from './listings-search.repository';

const m = discoveryMessages.search;

/** A place's own code column: a listing whose address is in it matches however far from the centre (not districts). */
function codeOf(place: Place): SearchNear['code'] {
  if (place.kind === 'city' || place.kind === 'municipality') return { column: 'city', value: place.id };
  if (place.kind === 'province') return { column: 'province', value: place.id };
  if (place.kind === 'region') return { column: 'region', value: place.id };
  return null;
}

/**
 * GET /api/listings (decision 0027). The text is read against the gazetteer first: a type
 * word sets the type unless `type` is given, a place or 'latitude,longitude' sets where to
 * look unless `lat`/`lng` are given, and the remaining words are matched as text.
 */
export async function searchListings(ctx: AppContext, query: ListingSearchQuery): Promise<ListingSearchPage> {
  const parsed = parseSearchQuery(query.q ?? '');
  if (parsed.pointError) throw fieldError('q', parsed.pointError);
  const type = query.type ?? parsed.type;

  let near: SearchNear | null = null;
  let radiusKm = 0;
  const point = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : parsed.point;
  if (point) {
    radiusKm = pointRadiusKm;
    near = { ...point, radiusM: radiusKm * 1000, code: null };
  } else if (parsed.place) {
    radiusKm = searchRadiusKm(parsed.place);
    near = { lat: parsed.place.lat, lng: parsed.place.lng, radiusM: radiusKm * 1000, code: codeOf(parsed.place) };
  }
  if (query.sort === 'distance' && !near) throw fieldError('sort', m.distanceNeedsPlace);

  const dates = query.from && query.to ? { from: query.from, to: query.to } : null;
  if (dates) {
    const issue = searchDateIssue(dates, await today(ctx));
    if (issue) throw fieldError(issue.field, issue.message);
  }

  const priceUnit = query.priceUnit ?? defaultPriceUnit(type);
  const filter: SearchFilter = {
    type,
    near,
    text: parsed.terms.length ? parsed.terms.join(' ') : null,
    priceUnit,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minArea: query.minArea,
    maxArea: query.maxArea,
    features: query.features,
    vehicle: query.vehicle,
    instantBook: query.instantBook,
    minRating: query.minRating,
    dates,
    units: query.units ?? 1,
  };
  const { total, rows } = await repo.search(
    ctx.db,
    filter,
    query.sort,
    SEARCH_PAGE_SIZE,
    (query.page - 1) * SEARCH_PAGE_SIZE,
  );
  const understood: SearchUnderstood = {
    type,
    place: parsed.place && { id: parsed.place.id, name: parsed.place.name, kind: parsed.place.kind },
    near: near && { lat: near.lat, lng: near.lng, radiusKm },
    terms: parsed.terms,
    priceUnit,
  };
  return { items: rows.map(toSearchItem), total, page: query.page, pageSize: SEARCH_PAGE_SIZE, understood };
}
