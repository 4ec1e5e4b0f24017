import { resolveTransition, type ListingAction, type ListingEffect, type ListingStatus } from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import type { AuthUser } from '../../users/user.mapper';
import { needsReviewAgain, notAllowed } from './listings.common';
import { listingsRepository as repo, type ListingPatch, type ListingRow } from './listings.repository';

export interface ListingTransitioned {
  row: ListingRow;
  from: ListingStatus;
  /** What the caller still does, in the same transaction (email_host: the host's email, queued in the outbox). */
  effects: ListingEffect[];
}

/**
 * The only way a listing's status changes (issue 19): the status table (domain/src/listings/
 * status.ts) decides whether `actorRole` may take `action` from the listing's status, where it
 * leads (a staff-paused listing resumes into review) and what else it writes; this turns those
 * effects into columns in the caller's transaction, on a row the caller has locked.
 */
export async function applyListingTransition(
  ctx: AppContext,
  tx: Executor,
  current: ListingRow,
  action: ListingAction,
  actorRole: string,
  opts: { reason?: string | null; patch?: ListingPatch } = {},
): Promise<ListingTransitioned> {
  const resolved = resolveTransition(action, current, actorRole);
  if (!resolved) throw notAllowed(action, current.status);
  const now = ctx.clock.now();
  const patch: ListingPatch = { ...opts.patch, status: resolved.to, updatedAt: now };
  for (const effect of resolved.effects) {
    if (effect === 'stamp_submitted') patch.submittedAt = now;
    else if (effect === 'stamp_approved') patch.approvedAt = now;
    else if (effect === 'clear_rejection') patch.rejectionReason = null;
    else if (effect === 'set_rejection') patch.rejectionReason = opts.reason ?? null;
    else if (effect === 'mark_staff_pause') patch.pausedByStaff = true;
    else if (effect === 'clear_staff_pause') patch.pausedByStaff = false;
    else if (effect === 'clear_unused_fields' && current.type !== 'parking') {
      Object.assign(patch, { vehicleTypes: '[]', covered: null, pricePerHour: null });
    }
  }
  const row = await repo.update(tx, current.id, patch);
  return { row, from: current.status, effects: resolved.effects.filter((e) => e === 'email_host') };
}

/**
 * Writes the host's change to a listing (`patch`); when it touched what reviewers check (title,
 * address, photos: `reviewed`) and the listing must be looked at again, the same write sends it
 * back to review through the table (back_to_review).
 */
export async function saveReviewed(
  ctx: AppContext,
  tx: Executor,
  host: AuthUser,
  current: ListingRow,
  patch: ListingPatch,
  reviewed: boolean,
): Promise<ListingRow> {
  if (reviewed && (await needsReviewAgain(ctx, host, current))) {
    return (await applyListingTransition(ctx, tx, current, 'back_to_review', 'system', { patch })).row;
  }
  return repo.update(tx, current.id, { ...patch, updatedAt: ctx.clock.now() });
}
