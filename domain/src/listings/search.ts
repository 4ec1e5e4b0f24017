/**
 * The public search's parameters (GET /api/listings; docs/product/marketplace.md#discovery,
 * decision 0027). One schema for the server and for the web's URL state: every value
 * arrives as URL text, and an empty one (`minPrice=`) counts as absent. Rules that need
 * today's date (no past dates, at most two years ahead) are the server's (`searchDateIssue`).
 */
import { z } from 'zod';
import { discoveryMessages } from '../messages/discovery';
import { isCalendarDate, isoDateSchema } from '../schemas/dates';
import { textSchema } from '../schemas/text';
import { daysBetween, MAX_BLOCK_AHEAD_DAYS, MAX_BLOCK_DAYS } from './blocks';
import { listingFeatures, listingLimits, listingTypes, vehicleTypes } from './fields';
import { priceUnits, SEARCH_MAX_PAGE, SEARCH_TEXT_MAX, searchSorts } from './search-options';

const m = discoveryMessages.search;

export {
  DAYS_PER_MONTH,
  defaultPriceUnit,
  priceUnits,
  SEARCH_MAX_PAGE,
  SEARCH_MAX_RESULTS,
  SEARCH_PAGE_SIZE,
  SEARCH_TEXT_MAX,
  searchSorts,
  type PriceUnit,
  type SearchSort,
} from './search-options';

/** ₱10,000,000 in centavos: the highest listing price. */
const PRICE_MAX = listingLimits.price.max;
const AREA_MAX = 1_000_000;

/** '' and null are "not given" (a cleared filter in the URL). */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const number = (message: string, min: number, max: number, int: boolean) => {
  let n = z.coerce.number({ error: message }).min(min, message).max(max, message);
  if (int) n = n.int(message);
  return optional(n);
};
/** A comma list ('cctv,gated') or the parameter repeated. */
const list = (v: unknown) => {
  const b = blank(v);
  if (typeof b === 'string')
    return b
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return b;
};
const date = optional(isoDateSchema(m.date));

export const listingSearchQuerySchema = z
  .object({
    q: optional(textSchema({ error: m.q }).trim().max(SEARCH_TEXT_MAX, m.q)),
    lat: number(m.point, -90, 90, false),
    lng: number(m.point, -180, 180, false),
    type: optional(z.enum(listingTypes, { error: m.type })),
    minPrice: number(m.price, 0, PRICE_MAX, true),
    maxPrice: number(m.price, 0, PRICE_MAX, true),
    priceUnit: optional(z.enum(priceUnits, { error: m.priceUnit })),
    minArea: number(m.area, 0, AREA_MAX, false),
    maxArea: number(m.area, 0, AREA_MAX, false),
    features: z.preprocess(
      list,
      z
        .array(z.enum(listingFeatures, { error: m.features }))
        .max(20, m.features)
        .optional(),
    ),
    vehicle: optional(z.enum(vehicleTypes, { error: m.vehicle })),
    /** true: instant-book listings only; false (or absent): both booking modes. */
    instantBook: optional(z.enum(['true', 'false'], { error: m.instantBook }).transform((v) => v === 'true')),
    minRating: number(m.minRating, 0, 5, false),
    from: date,
    to: date,
    units: number(m.units, 1, listingLimits.capacity.max, true),
    sort: z.preprocess(blank, z.enum(searchSorts, { error: m.sort }).default('relevance')),
    page: z.preprocess(
      blank,
      z.coerce.number({ error: m.page }).int(m.page).min(1, m.page).max(SEARCH_MAX_PAGE, m.page).default(1),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if ((v.lat === undefined) !== (v.lng === undefined)) issue(v.lat === undefined ? 'lat' : 'lng', m.pointTogether);
      if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice)
        issue('maxPrice', m.priceOrder);
      if (v.minArea !== undefined && v.maxArea !== undefined && v.minArea > v.maxArea) issue('maxArea', m.areaOrder);
      if ((v.from === undefined) !== (v.to === undefined)) issue(v.from === undefined ? 'from' : 'to', m.datesTogether);
      else if (v.from && v.to && isCalendarDate(v.from) && isCalendarDate(v.to)) {
        const days = daysBetween(v.from, v.to);
        if (days < 0) issue('to', m.endBeforeStart);
        else if (days + 1 > MAX_BLOCK_DAYS) issue('to', m.tooLong);
      }
    }),
  );
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;
export type ListingSearchParams = z.input<typeof listingSearchQuerySchema>;

const q = discoveryMessages.quote;

/**
 * GET /api/listings/:id/quote (the listing page's price box): calendar dates, both included,
 * and units; `hours` for an hourly stay (parking), which starts and ends on the same day.
 */
export const listingQuoteQuerySchema = z
  .object({
    from: isoDateSchema(m.date),
    to: isoDateSchema(m.date),
    units: z.preprocess(
      blank,
      z.coerce
        .number({ error: m.units })
        .int(m.units)
        .min(1, m.units)
        .max(listingLimits.capacity.max, m.units)
        .default(1),
    ),
    hours: number(q.hours, 1, 24, true),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!isCalendarDate(v.from) || !isCalendarDate(v.to)) return;
      const days = daysBetween(v.from, v.to);
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: m.endBeforeStart });
      else if (days + 1 > MAX_BLOCK_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: m.tooLong });
      else if (v.hours !== undefined && days !== 0)
        ctx.addIssue({ code: 'custom', path: ['hours'], message: q.hoursOneDay });
    }),
  );
export type ListingQuoteQuery = z.infer<typeof listingQuoteQuerySchema>;

/** Refusal of a search's (or quote's) dates given today in the platform's time zone, or null. */
export function searchDateIssue(d: { from: string; to: string }, today: string) {
  if (d.from < today) return { field: 'from' as const, message: m.inPast };
  if (daysBetween(today, d.to) > MAX_BLOCK_AHEAD_DAYS) return { field: 'to' as const, message: m.tooFar };
  return null;
}

/** Days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string) => daysBetween(from, to) + 1;
