import {
  AppError,
  DEFAULT_CLIENT_NOTICE_DAYS,
  ErrorCode,
  bookingMessages,
  canTransition,
  completeStatuses,
  editableStatuses,
  joinList,
  listingCompleteSchema,
  listingLimits,
  listingMessages,
  type ListingCreateInput,
  type ListingDraftInput,
  type ListingStatus,
  depositProblem,
} from '@espasyo/domain';
import { listingAddressIssue, listingPlaceNames } from '@espasyo/domain/listings/address-check';
import type { AppContext } from '../../../context';
import { newId } from '../../../lib/ids';
import type { FileStorage } from '../../../lib/storage';
import type { AuthUser } from '../../users/user.mapper';
import { myRequirements } from '../../verification/verification.service';
import { busiestDaySince, openBookingCount } from '../availability/listing-claims.service';
import { listingPhotosRepository as photos } from '../photos/listing-photos.repository';
import { copyPhotos } from '../photos/listing-photos.service';
import { fieldError, hostListingOf, findOwned, lockOwned, notAllowed, today } from './listings.common';
import { applyListingTransition, createListingRow, saveReviewed } from './listing-transition';
import { toHostItem, toListingInput } from './listings.mapper';
import {
  listingsRepository as repo,
  type ListingPatch,
  type ListingRow,
  type NewListingRow,
} from './listings.repository';

const m = listingMessages;

/**
 * The columns a draft's fields write. The PSGC codes must fit together (each present one
 * under the one above, the stored ones included) and their official names are stored beside
 * them for display and text search. null clears a field; the columns that cannot be empty
 * go back to their defaults.
 */
async function columnsOf(ctx: AppContext, input: ListingDraftInput, current?: ListingRow): Promise<ListingPatch> {
  const {
    vehicleTypes,
    features,
    accessHours,
    accessInstructions,
    capacity,
    instantBook,
    cancellationPolicy,
    noticePeriodDays,
    securityDeposit,
    ...rest
  } = input;
  const out: ListingPatch = { ...rest };
  const codes = ['regionCode', 'provinceCode', 'cityCode', 'barangayCode'] as const;
  if (codes.some((k) => k in input)) {
    const merged = Object.fromEntries(codes.map((k) => [k, k in input ? input[k] : (current?.[k] ?? null)]));
    const issue = listingAddressIssue(merged);
    if (issue) throw fieldError(issue.field, issue.message);
    Object.assign(out, listingPlaceNames(merged));
  }
  if (vehicleTypes !== undefined) out.vehicleTypes = JSON.stringify(vehicleTypes ?? []);
  if (features !== undefined) out.features = JSON.stringify(features ?? []);
  if (accessHours !== undefined) out.accessHours = accessHours || null;
  if (accessInstructions !== undefined) out.accessInstructions = accessInstructions || null;
  if (capacity !== undefined) out.capacity = capacity ?? listingLimits.capacity.default;
  if (instantBook !== undefined) out.instantBook = instantBook ?? false;
  if (cancellationPolicy !== undefined) out.cancellationPolicy = cancellationPolicy ?? (await defaultPolicy(ctx));
  if (noticePeriodDays !== undefined) out.noticePeriodDays = noticePeriodDays ?? DEFAULT_CLIENT_NOTICE_DAYS;
  if (securityDeposit !== undefined) {
    // At most two months' rent by the prices it will have (domain deposits/deposit.ts), or ₱20,000.
    const price = (k: 'pricePerHour' | 'pricePerDay' | 'pricePerMonth') => (k in input ? input[k] : current?.[k]);
    const problem = depositProblem({
      securityDeposit,
      pricePerHour: price('pricePerHour'),
      pricePerDay: price('pricePerDay'),
      pricePerMonth: price('pricePerMonth'),
    });
    if (problem) throw fieldError(problem.path, problem.message);
    out.securityDeposit = securityDeposit ?? 0;
  }
  return out;
}

const defaultPolicy = async (ctx: AppContext) =>
  (await ctx.settings.get()).financial.refundPolicy as ListingRow['cancellationPolicy'];

/** The complete schema's refusals as one 400 with a message under each field. */
function assertComplete(input: ListingDraftInput) {
  const r = listingCompleteSchema.safeParse(input);
  if (r.success) return;
  const fields: Record<string, string> = {};
  for (const i of r.error.issues) fields[String(i.path[0])] ??= i.message;
  throw new AppError(ErrorCode.listingIncomplete, m.incomplete, fields);
}

/** A new draft from the form's first step; the cancellation policy defaults to financial.refundPolicy. */
export async function createListing(ctx: AppContext, host: AuthUser, input: ListingCreateInput) {
  const now = ctx.clock.now();
  const values = {
    id: newId(),
    hostId: host.id,
    type: input.type,
    cancellationPolicy: await defaultPolicy(ctx),
    minDuration: 1,
    minDurationUnit: 'day',
    ...(await columnsOf(ctx, input)),
    createdAt: now,
    updatedAt: now,
  } as NewListingRow & { id: string };
  const row = await ctx.db.transaction().execute((tx) => createListingRow(ctx, tx, host, values));
  return hostListingOf(ctx.db, row);
}

export async function hostListings(
  ctx: AppContext,
  host: AuthUser,
  q: { status?: ListingStatus | 'all'; page: number; pageSize: number },
) {
  const { total, rows } = await repo.hostPage(ctx.db, host.id, {
    status: q.status,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { items: rows.map(toHostItem), total, page: q.page, pageSize: q.pageSize };
}

export async function hostListing(ctx: AppContext, host: AuthUser, id: string) {
  return hostListingOf(ctx.db, await findOwned(ctx.db, host, id));
}

const reviewedFields = ['title', 'regionCode', 'provinceCode', 'cityCode', 'barangayCode', 'street', 'postalCode'];

/**
 * Saves any fields, at any step of the form. A draft or rejected listing may be unfinished;
 * one under review or live must stay complete. Capacity cannot drop below the units blocked
 * on any day from today on.
 */
export async function updateListing(ctx: AppContext, host: AuthUser, id: string, input: ListingDraftInput) {
  const row = await ctx.db.transaction().execute(async (tx) => {
    const current = await lockOwned(tx, host, id);
    if (!editableStatuses.includes(current.status)) throw new AppError(ErrorCode.listingNotEditable, m.archived);
    const patch = await columnsOf(ctx, input, current);
    if (completeStatuses.includes(current.status)) {
      assertComplete({ ...toListingInput(current), ...input });
    }
    if (patch.capacity != null && patch.capacity < current.capacity) {
      const { timezone } = (await ctx.settings.get()).general;
      const busiest = await busiestDaySince(tx, id, await today(ctx), timezone);
      if (busiest && busiest.units > patch.capacity) {
        throw fieldError('capacity', m.capacityBelowBlocks(busiest.units, busiest.date), ErrorCode.capacityInUse);
      }
    }
    const changed = reviewedFields.some(
      (k) => k in input && input[k as keyof ListingDraftInput] !== current[k as keyof ListingRow],
    );
    return saveReviewed(ctx, tx, host, current, patch, changed);
  });
  return hostListingOf(ctx.db, row);
}

/**
 * Which checks the platform requires before publishing, as the words of the refusal: the host's
 * own (email, phone, ID), then the background check staff make (security.backgroundCheckRequired).
 */
async function assertVerified(ctx: AppContext, host: AuthUser) {
  const req = await myRequirements(ctx, host);
  if (req.satisfied) return;
  const missing = (['email', 'phone', 'id'] as const).filter((k) => req[k].required && !req[k].done);
  const checkMissing = req.backgroundCheck.required && !req.backgroundCheck.done;
  const message = missing.length
    ? [
        m.verificationRequired(joinList(missing.map((k) => m.verificationItems[k]))),
        checkMissing && m.backgroundCheckPending,
      ]
        .filter(Boolean)
        .join(' ')
    : m.backgroundCheckOnly;
  throw new AppError(ErrorCode.verificationRequired, message);
}

/**
 * Sends a draft or a rejected listing to review: complete (every field valid, the address
 * consistent, at least one photo) and the host verified as the security settings require.
 * Fields that do not apply to the type (vehicles of a storage room) are cleared.
 */
export async function submitListing(ctx: AppContext, host: AuthUser, id: string) {
  const row = await ctx.db.transaction().execute(async (tx) => {
    const current = await lockOwned(tx, host, id);
    if (!canTransition('submit', current.status, 'host')) throw notAllowed('submit', current.status);
    assertComplete(toListingInput(current));
    if ((await photos.listFor(tx, id)).length === 0)
      throw fieldError('photos', m.photos.required, ErrorCode.listingIncomplete);
    await assertVerified(ctx, host);
    return (await applyListingTransition(ctx, tx, current, 'submit', 'host', { userId: host.id })).row;
  });
  return hostListingOf(ctx.db, row);
}

/** Pause, resume or archive by the host. A listing staff paused goes back to review when resumed. */
export async function hostAction(ctx: AppContext, host: AuthUser, id: string, action: 'pause' | 'resume' | 'archive') {
  const row = await ctx.db.transaction().execute(async (tx) => {
    const current = await lockOwned(tx, host, id);
    // Archiving ends a listing for good: not while bookings still need its units (pausing keeps them).
    const open = action === 'archive' ? await openBookingCount(tx, id, ctx.clock.now()) : 0;
    if (open > 0) throw new AppError(ErrorCode.openBookings, bookingMessages.listingHasBookings(open));
    return (await applyListingTransition(ctx, tx, current, action, 'host', { userId: host.id })).row;
  });
  return hostListingOf(ctx.db, row);
}

/** Columns copied by duplicate: the listing's details, not its status, history or blocks. */
function detailsOf(r: ListingRow) {
  const { id: _i, hostId: _h, status: _s, area: _a, rejectionReason: _r, pausedByStaff: _p, ...rest } = r;
  const { submittedAt: _su, approvedAt: _ap, createdAt: _c, updatedAt: _u, ...dated } = rest;
  const { rating: _ra, totalRatings: _tr, ...details } = dated; // a new listing has no reviews
  return { ...details, vehicleTypes: JSON.stringify(r.vehicleTypes), features: JSON.stringify(r.features) };
}

/** A new draft with the same details and copies of the photos, for a similar space. */
export async function duplicateListing(ctx: AppContext, storage: FileStorage, host: AuthUser, id: string) {
  const row = await ctx.db.transaction().execute(async (tx) => {
    const source = await lockOwned(tx, host, id);
    const now = ctx.clock.now();
    const copy = await createListingRow(
      ctx,
      tx,
      host,
      { ...detailsOf(source), id: newId(), hostId: host.id, createdAt: now, updatedAt: now },
      'duplicate',
    );
    await copyPhotos(ctx, storage, tx, source.id, copy.id, now);
    return copy;
  });
  return hostListingOf(ctx.db, row);
}
