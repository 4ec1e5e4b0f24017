import {
  paths,
  resolveRole,
  type AdminListing,
  type ListingPauseInput,
  type ListingRejectInput,
  type ListingStatus,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { languageOfUser, messagesFor } from '../../../lib/i18n';
import { record } from '../../audit/audit.service';
import { enqueue, messageTask } from '../../outbox/outbox.service';
import { findUser } from '../../users/accounts.service';
import type { AuthUser } from '../../users/user.mapper';
import { hostListingOf, listingNotFound } from '../core/listings.common';
import { applyListingTransition } from '../core/listing-transition';
import { listingsRepository as repo, type ListingRow } from '../core/listings.repository';
import { toStaffItem } from './listing-review.mapper';

/** Listings for staff (admin /listings): the review queue by default, pending oldest first. */
export async function staffListings(
  ctx: AppContext,
  staff: AuthUser,
  q: { status: ListingStatus | 'all'; q?: string; page: number; pageSize: number },
) {
  const { total, rows } = await repo.staffPage(ctx.db, {
    status: q.status,
    q: q.q || undefined,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  const role = resolveRole(staff);
  return { items: rows.map((r) => toStaffItem(r, role)), total, page: q.page, pageSize: q.pageSize };
}

async function toAdminListing(db: Executor, row: ListingRow, staff: AuthUser): Promise<AdminListing> {
  const host = await findUser(db, row.hostId);
  return {
    ...(await hostListingOf(db, row, resolveRole(staff))),
    host: { id: row.hostId, name: host?.name ?? '', email: host?.email ?? '', verified: host?.verified ?? false },
  };
}

export async function staffListing(ctx: AppContext, staff: AuthUser, id: string) {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw listingNotFound();
  return toAdminListing(ctx.db, row, staff);
}

type StaffAction = 'approve' | 'reject' | 'pause';

/**
 * One staff decision: the status change and its audit row in one transaction, under the
 * listing's lock (two moderators deciding at once: the second finds it already decided),
 * with the host's email queued in the same transaction.
 */
async function decide(
  ctx: AppContext,
  staff: AuthUser,
  id: string,
  action: StaffAction,
  ip: string | null,
  reason: string | null = null,
) {
  const role = resolveRole(staff);
  const platform = await ctx.settings.platformName();
  const row = await ctx.db.transaction().execute(async (tx) => {
    const current = await repo.lock(tx, id);
    if (!current) throw listingNotFound();
    const now = ctx.clock.now();
    // The host's email is the transition's effect (email_host) where the table names it.
    const tellHostOf = (row: ListingRow) => tellHost(ctx, tx, row, action, reason, platform, now);
    const done = await applyListingTransition(ctx, tx, current, action, role, {
      reason,
      userId: staff.id,
      tellHost: tellHostOf,
    });
    const updated = done.row;
    await record(tx, {
      actorId: staff.id,
      action: `listing.${action}`,
      targetType: 'listing',
      targetId: id,
      before: { status: current.status, hostId: current.hostId },
      after: { status: updated.status, hostId: current.hostId, ...(reason ? { reason } : {}) },
      ip,
      at: now,
    });
    return updated;
  });
  return toAdminListing(ctx.db, row, staff);
}

/** The host's email about a decision, queued with it: the outbox delivers it after the commit (decision 0032). */
async function tellHost(
  ctx: AppContext,
  tx: Executor,
  row: ListingRow,
  action: StaffAction,
  reason: string | null,
  platform: string,
  at: Date,
) {
  const host = await findUser(tx, row.hostId);
  if (!host) return;
  const title = row.title ?? '';
  const link = `${ctx.env.publicUrl}${paths.host.editListing.getHref(row.id)}`;
  const w = messagesFor(languageOfUser(host), 'mailAccount').listing;
  const facts = { name: host.firstName, title, link, platform, reason: reason ?? '' };
  const message =
    action === 'approve'
      ? { subject: w.approvedSubject(facts), text: w.approved(facts) }
      : action === 'reject'
        ? { subject: w.rejectedSubject(facts), text: w.rejected(facts) }
        : { subject: w.pausedSubject(facts), text: (reason ? w.pausedReason : w.paused)(facts) };
  await enqueue(tx, messageTask({ kind: 'email', to: host.email, ...message }), at);
}

export function approveListing(ctx: AppContext, staff: AuthUser, id: string, ip: string | null) {
  return decide(ctx, staff, id, 'approve', ip);
}

export function rejectListing(
  ctx: AppContext,
  staff: AuthUser,
  id: string,
  input: ListingRejectInput,
  ip: string | null,
) {
  return decide(ctx, staff, id, 'reject', ip, input.reason);
}

export function pauseListing(
  ctx: AppContext,
  staff: AuthUser,
  id: string,
  input: ListingPauseInput,
  ip: string | null,
) {
  return decide(ctx, staff, id, 'pause', ip, input.reason ?? null);
}

/** The admin dashboard's listing figures: live listings, and those waiting for review. */
export const listingDashboardCounts = (ctx: AppContext) => repo.dashboardCounts(ctx.db);
