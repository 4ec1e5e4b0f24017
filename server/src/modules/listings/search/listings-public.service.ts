import {
  computeFees,
  daysInRange,
  discoveryMessages,
  ErrorCode,
  isAdmin,
  MAX_SUBTOTAL_CENTAVOS,
  meetsMinimum,
  priceStay,
  resolveRole,
  searchDateIssue,
  timesCentavos,
  type ListingQuoteQuery,
  type PublicAvailability,
  type PublicListing,
  type Quote,
  type Stay,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { findUser } from '../../users/accounts.service';
import type { AuthUser } from '../../users/user.mapper';
import { listingPhotosRepository as photos } from '../photos/listing-photos.repository';
import { fieldError, listingNotFound, today } from '../core/listings.common';
import { listingsRepository as repo, type ListingRow } from '../core/listings.repository';
import { firstFullDay, unitsPerDay } from '../availability/listing-claims.service';
import { toPublicListing } from './listings-search.mapper';

const q = discoveryMessages.quote;

const isStaff = (u: AuthUser) => isAdmin(u) || resolveRole(u) === 'moderator';

/**
 * A listing anyone may read: an active one; its host and staff also read it in any other
 * status. For everyone else a listing that is not live does not exist (404), so drafts and
 * paused listings cannot be probed.
 */
export async function visibleListing(db: Executor, viewer: AuthUser | null, id: string): Promise<ListingRow> {
  const row = await repo.findById(db, id);
  if (!row) throw listingNotFound();
  if (row.status === 'active') return row;
  if (viewer && (viewer.id === row.hostId || isStaff(viewer))) return row;
  throw listingNotFound();
}

/** GET /api/listings/:id: the public page's details, photos and host card. */
export async function publicListing(ctx: AppContext, viewer: AuthUser | null, id: string): Promise<PublicListing> {
  const row = await visibleListing(ctx.db, viewer, id);
  const [list, host] = await Promise.all([photos.listFor(ctx.db, id), findUser(ctx.db, row.hostId)]);
  if (!host) throw listingNotFound();
  return toPublicListing(row, list, host);
}

const lastDayOf = (month: string) => {
  const [y, mo] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, mo, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** A month of units free per day (capacity minus every claim: blocks, and bookings when they exist). */
export async function publicAvailability(
  ctx: AppContext,
  viewer: AuthUser | null,
  id: string,
  month: string,
): Promise<PublicAvailability> {
  const row = await visibleListing(ctx.db, viewer, id);
  const { timezone } = (await ctx.settings.get()).general;
  const days = await unitsPerDay(ctx.db, id, `${month}-01`, lastDayOf(month), timezone);
  return {
    month,
    capacity: row.capacity,
    days: days.map((d) => ({ date: d.date, free: Math.max(0, row.capacity - d.units) })),
  };
}

const durationText = (n: number, unit: 'hour' | 'day' | 'month') => q.duration(n, unit);

/**
 * The live price for dates (decision 0027): the cheapest mix of months and days (hours for an
 * hourly stay) × units, tax when the platform charges it; 400 when the stay does not fit the
 * listing's prices or minimum, 409 when a day has fewer units free than asked.
 */
export async function quoteListing(
  ctx: AppContext,
  viewer: AuthUser | null,
  id: string,
  query: ListingQuoteQuery,
): Promise<Quote> {
  const row = await visibleListing(ctx.db, viewer, id);
  const dateIssue = searchDateIssue(query, await today(ctx));
  if (dateIssue) throw fieldError(dateIssue.field, dateIssue.message);
  const stay: Stay = query.hours
    ? { hours: query.hours }
    : { days: daysInRange(query.from, query.to), from: query.from };
  const field = query.hours ? 'hours' : 'to';
  const price = priceStay(row, stay);
  if (!price.ok) throw fieldError(field, q[price.problem]);
  if (!meetsMinimum(row, stay)) {
    throw fieldError(
      field,
      q.atLeast(durationText(row.minDuration!, row.minDurationUnit!)),
      ErrorCode.belowMinimumDuration,
    );
  }

  const { timezone } = (await ctx.settings.get()).general;
  const full = await firstFullDay(ctx.db, row, { from: query.from, to: query.to, units: query.units }, timezone);
  if (full) {
    throw fieldError('units', q.unavailable(full.date, full.free, query.units), ErrorCode.capacityExceeded);
  }

  const subtotal = timesCentavos(price.amount, query.units);
  if (subtotal > MAX_SUBTOTAL_CENTAVOS) throw fieldError('units', q.tooLarge);
  const settings = await ctx.settings.get();
  const fees = computeFees(subtotal, settings.financial);
  return {
    listingId: id,
    from: query.from,
    to: query.to,
    days: stay.days ?? null,
    hours: stay.hours ?? null,
    units: query.units,
    currency: settings.general.currency,
    lines: price.lines,
    subtotal,
    taxRate: fees.taxRate,
    tax: fees.tax,
    total: fees.total,
  };
}

/** A live listing, or 404 (favourites and views are of live listings only). */
export function liveListing(db: Executor, id: string): Promise<ListingRow> {
  return visibleListing(db, null, id);
}

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_LISTINGS = 50_000;

/** Live listings for /sitemap.xml: id and last change, last changed first. */
export async function sitemapListings(ctx: AppContext): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await repo.activeForSitemap(ctx.db, SITEMAP_MAX_LISTINGS);
  return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updatedAt) }));
}
