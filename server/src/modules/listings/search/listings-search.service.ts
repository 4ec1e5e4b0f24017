import {
  defaultPriceUnit,
  discoveryMessages,
  SEARCH_MAX_RESULTS,
  SEARCH_PAGE_SIZE,
  searchDateIssue,
  type ListingSearchPage,
  type ListingSearchQuery,
  type SearchSort,
  type SearchUnderstood,
} from '@espasyo/domain';
import { parseSearchQuery, pointRadiusKm, searchRadiusKm, type Place } from '@espasyo/domain/places/index';
import type { AppContext } from '../../../context';
import { fieldError, today } from '../core/listings.common';
import { toSearchItem } from './listings-search.mapper';
import { listingsSearchRepository as repo, type SearchFilter, type SearchNear } from './listings-search.repository';

const m = discoveryMessages.search;

/**
 * A place's own code: a listing whose address is in it matches however far from the centre.
 * Not for districts (no code of their own), nor where the circle reaches twice the place's own
 * radius: the place lies inside it already.
 */
function codeOf(place: Place, radiusKm: number): SearchNear['code'] {
  if (radiusKm >= 2 * place.radiusKm) return null;
  if (place.kind === 'city' || place.kind === 'municipality') return { column: 'city', value: place.id };
  if (place.kind === 'province') return { column: 'province', value: place.id };
  if (place.kind === 'region') return { column: 'region', value: place.id };
  return null;
}

export interface SearchPlan {
  filter: SearchFilter;
  sort: SearchSort;
  limit: number;
  offset: number;
  understood: SearchUnderstood;
}

/**
 * What a search asks of the database (decision 0027), or a 400. The text is read against the
 * gazetteer first: a type word sets the type unless `type` is given, a place or
 * 'latitude,longitude' sets where to look unless `lat`/`lng` are given, and the remaining
 * words are matched as text. `calendar`: the platform's date and time zone, for dates.
 */
export function planSearch(query: ListingSearchQuery, calendar: { today: string; timeZone: string }): SearchPlan {
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
    near = {
      lat: parsed.place.lat,
      lng: parsed.place.lng,
      radiusM: radiusKm * 1000,
      code: codeOf(parsed.place, radiusKm),
    };
  }
  if (query.sort === 'distance' && !near) throw fieldError('sort', m.distanceNeedsPlace);

  let dates: SearchFilter['dates'] = null;
  if (query.from && query.to) {
    dates = { from: query.from, to: query.to, timeZone: calendar.timeZone };
    const issue = searchDateIssue(dates, calendar.today);
    if (issue) throw fieldError(issue.field, issue.message);
  }

  const priceUnit = query.priceUnit ?? defaultPriceUnit(type);
  return {
    filter: {
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
    },
    sort: query.sort,
    limit: SEARCH_PAGE_SIZE,
    offset: (query.page - 1) * SEARCH_PAGE_SIZE,
    understood: {
      type,
      place: parsed.place && { id: parsed.place.id, name: parsed.place.name, kind: parsed.place.kind },
      near: near && { lat: near.lat, lng: near.lng, radiusKm },
      terms: parsed.terms,
      priceUnit,
    },
  };
}

/** GET /api/listings: one statement (the count beside the page); a second only for a page past the end. */
export async function searchListings(ctx: AppContext, query: ListingSearchQuery): Promise<ListingSearchPage> {
  const calendar = { today: await today(ctx), timeZone: (await ctx.settings.get()).general.timezone };
  const plan = planSearch(query, calendar);
  const { total, rows } = await repo.search(ctx.db, plan.filter, plan.sort, plan.limit, plan.offset);
  return {
    items: rows.map(toSearchItem),
    total: Math.min(total, SEARCH_MAX_RESULTS),
    totalCapped: total >= SEARCH_MAX_RESULTS,
    page: query.page,
    pageSize: SEARCH_PAGE_SIZE,
    understood: plan.understood,
  };
}
