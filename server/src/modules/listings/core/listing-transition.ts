import {
  listingProcess,
  type ListingAction,
  type ListingActor,
  type ListingEffect,
  type ListingStatus,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { create, transition, type ProcessBinding } from '../../../process/engine';
import type { AuthUser } from '../../users/user.mapper';
import { listingNotFound, needsReviewAgain, notAllowed } from './listings.common';
import {
  listingColumns,
  listingsRepository as repo,
  type ListingPatch,
  type ListingRow,
  type NewListingRow,
} from './listings.repository';

export interface ListingTransitioned {
  row: ListingRow;
  from: ListingStatus;
  /** The effects the table gave (email_host: the host's email, queued in the outbox by the caller's `tellHost`). */
  effects: ListingEffect[];
}

/** What a listing's transition is run with: staff's decision email (review/), the one effect run after the write. */
export interface ListingEffectInput {
  tellHost?: (row: ListingRow) => Promise<void>;
}

/**
 * The listing process (domain/src/listings/status.ts) bound to the listings table: the resume
 * guards (who paused it), the effects that are columns written with the status (the submission or
 * approval time, the rejection reason, a staff pause, fields that do not apply to the type), and
 * staff's email to the host, run after the write in the same transaction.
 */
export const listingLifecycle: ProcessBinding<typeof listingProcess, ListingRow, ListingEffectInput> = {
  process: listingProcess,
  table: 'listings',
  columns: listingColumns,
  guards: {
    paused_by_host: (f) => !f.row?.pausedByStaff,
    paused_by_staff: (f) => !!f.row?.pausedByStaff,
  },
  effects: {
    // Written with the status (write, below).
    stamp_submitted: null,
    stamp_approved: null,
    clear_rejection: null,
    set_rejection: null,
    mark_staff_pause: null,
    clear_staff_pause: null,
    clear_unused_fields: null,
    email_host: async (e) => e.input?.tellHost?.(e.moved.row),
  },
  write: (f) => {
    const cols: ListingPatch = {};
    for (const effect of f.effects) {
      if (effect === 'stamp_submitted') cols.submittedAt = f.now;
      else if (effect === 'stamp_approved') cols.approvedAt = f.now;
      else if (effect === 'clear_rejection') cols.rejectionReason = null;
      else if (effect === 'set_rejection') cols.rejectionReason = f.reason;
      else if (effect === 'mark_staff_pause') cols.pausedByStaff = true;
      else if (effect === 'clear_staff_pause') cols.pausedByStaff = false;
      else if (effect === 'clear_unused_fields' && f.row?.type !== 'parking') {
        Object.assign(cols, { vehicleTypes: '[]', covered: null, pricePerHour: null });
      }
    }
    return cols;
  },
  refused: (action, status) => notAllowed(action as ListingAction, status ?? 'draft'),
  notFound: listingNotFound,
};

/**
 * The only way a listing's status changes once made (issue 19, issue 31): the process engine
 * checks the table (whether `actorRole` may take `action` from the listing's status, where it
 * leads — a staff-paused listing resumes into review), writes the status with the columns its
 * effects name, `opts.patch` and the event row, and runs staff's email (`tellHost`).
 */
export async function applyListingTransition(
  ctx: AppContext,
  tx: Executor,
  current: ListingRow,
  action: ListingAction,
  actorRole: string,
  opts: {
    reason?: string | null;
    patch?: ListingPatch;
    userId?: string | null;
    tellHost?: ListingEffectInput['tellHost'];
  } = {},
): Promise<ListingTransitioned> {
  const moved = await transition(ctx, tx, listingLifecycle, {
    id: current.id,
    action,
    actor: { role: actorRole as ListingActor, userId: opts.userId ?? null },
    reason: opts.reason ?? null,
    patch: opts.patch,
    input: { tellHost: opts.tellHost },
  });
  return { row: moved.row, from: current.status, effects: moved.effects };
}

/** A new listing (a draft, or a duplicate's draft) through the table's creation row, with its first event. */
export async function createListingRow(
  ctx: AppContext,
  tx: Executor,
  host: AuthUser,
  values: NewListingRow & { id: string },
  action: 'create' | 'duplicate' = 'create',
): Promise<ListingRow> {
  const made = await create(ctx, tx, listingLifecycle, { values, action, actor: { role: 'host', userId: host.id } });
  return made.row;
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
