/**
 * The search's fixed values without its zod schema (search.ts), so that the web's search page
 * can use them without downloading zod (decision 0026's budget).
 */
import type { ListingType } from './fields';

/** The time unit a price filter or sort compares. */
export const priceUnits = ['hour', 'day', 'month'] as const;
export type PriceUnit = (typeof priceUnits)[number];

/**
 * The unit prices are compared in when the search does not say: per day for parking (slots
 * are rented by the day or night), per month for storage and warehouses (and for a search
 * over every type).
 */
export const defaultPriceUnit = (type: ListingType | null | undefined): PriceUnit =>
  type === 'parking' ? 'day' : 'month';

/** Days in the month a monthly price is compared with (a listing with only a daily price costs 30 × that a month). */
export const DAYS_PER_MONTH = 30;

export const searchSorts = ['relevance', 'distance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Results per page: fixed, so a shared URL shows the same page. */
export const SEARCH_PAGE_SIZE = 20;
/**
 * A search ranks at most this many matches (near a place: the nearest ones) and counts up to
 * it; reaching it, the answer says there may be more (`totalCapped`). 15 pages, as the big
 * marketplaces show at most: nobody reads further, and it keeps every search as fast in a
 * crowded city as in a small town (decision 0027): narrow it instead.
 */
export const SEARCH_MAX_RESULTS = 300;
export const SEARCH_MAX_PAGE = SEARCH_MAX_RESULTS / SEARCH_PAGE_SIZE;
export const SEARCH_TEXT_MAX = 200;
