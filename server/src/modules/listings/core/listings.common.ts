import {
  AppError,
  ErrorCode,
  calendarDayIn,
  listingMessages,
  type HostListing,
  type ListingAction,
  type ListingStatus,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import type { AuthUser } from '../../users/user.mapper';
import { listingPhotosRepository as photos } from '../photos/listing-photos.repository';
import { toHostListing } from './listings.mapper';
import { listingsRepository as repo, type ListingRow } from './listings.repository';

/** What every listings service shares: refusals, the owner's lock, today's date, the reply. */
const m = listingMessages;

export const listingNotFound = () => new AppError(ErrorCode.notFound, m.notFound);
/** A refusal shown under one field of the form. */
export const fieldError = (field: string, message: string, code: ErrorCode = ErrorCode.validation) =>
  new AppError(code, message, { [field]: message });
export const notAllowed = (action: ListingAction, status: ListingStatus) =>
  new AppError(ErrorCode.invalidTransition, m.notAllowed(m.actionDone[action], m.statusLabels[status].toLowerCase()));

/** The host's own listing, locked for this transaction; anyone else's is "not found", so ids cannot be probed. */
export async function lockOwned(tx: Executor, host: AuthUser, id: string): Promise<ListingRow> {
  const row = await repo.lock(tx, id);
  if (!row || row.hostId !== host.id) throw listingNotFound();
  return row;
}

/** The host's own listing (not locked), or "not found". */
export async function findOwned(db: Executor, host: AuthUser, id: string): Promise<ListingRow> {
  const row = await repo.findById(db, id);
  if (!row || row.hostId !== host.id) throw listingNotFound();
  return row;
}

/** Today in the platform's time zone: blocks and availability are calendar dates there. */
export async function today(ctx: AppContext): Promise<string> {
  return calendarDayIn((await ctx.settings.get()).general.timezone, ctx.clock.now());
}

export async function hostListingOf(db: Executor, row: ListingRow, actor = 'host'): Promise<HostListing> {
  return toHostListing(row, await photos.listFor(db, row.id), actor);
}

/**
 * An active listing whose title, address or photos change goes back to review only when the
 * platform requires ID verification and the host has none (docs/product/marketplace.md#listings).
 */
export async function needsReviewAgain(ctx: AppContext, host: AuthUser, row: ListingRow): Promise<boolean> {
  if (row.status !== 'active') return false;
  const { security } = await ctx.settings.get();
  return security.requireIdVerification && !host.idVerifiedAt;
}
