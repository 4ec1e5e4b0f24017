import {
  AppError,
  ErrorCode,
  conversationMessages as m,
  isAdmin,
  resolveRole,
  type Conversation,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import { visibleListing } from '../listings/search/listings-public.service';
import { markReadAboutConversation } from '../notifications/notifications.service';
import { enqueue } from '../outbox/outbox.service';
import type { AuthUser } from '../users/user.mapper';
import { toConversation } from './messaging.mapper';
import { messagingRepository as repo, type ConversationRow, type Side } from './messaging.repository';
import { readEvent, topicsOf } from './messaging.events';

/** The newest conversations a list shows (a user's; the support inbox shows SUPPORT_LIST_MAX). */
const LIST_MAX = 100;
export const SUPPORT_LIST_MAX = 200;

export const conversationNotFound = () => new AppError(ErrorCode.notFound, m.notFound);
export const isStaff = (u: AuthUser) => isAdmin(u) || resolveRole(u) === 'moderator';

/**
 * Who `user` is in a conversation: its user (the client, or the user of a support one) or its
 * counterpart (the listing's host). Anyone else gets 404, so ids cannot be probed. Staff reach
 * support conversations through admin /chat (`asStaff`), never here.
 */
export function sideOf(user: AuthUser, c: ConversationRow): Side {
  if (c.userId === user.id) return 'user';
  if (c.kind === 'listing' && c.hostId === user.id) return 'counterpart';
  throw conversationNotFound();
}

/** A conversation the user belongs to, with their side. */
export async function memberConversation(db: Executor, user: AuthUser, id: string) {
  const c = await repo.findById(db, id);
  if (!c) throw conversationNotFound();
  return { c, side: sideOf(user, c) };
}

/** A support conversation, for staff (admin /chat); a listing conversation is not theirs to read. */
export async function supportConversation(db: Executor, id: string) {
  const c = await repo.findById(db, id);
  if (!c || c.kind !== 'support') throw conversationNotFound();
  return c;
}

async function viewOf(db: Executor, id: string, side: Side): Promise<Conversation> {
  const row = await repo.view(db, id, side);
  if (!row) throw conversationNotFound();
  return toConversation(row, side);
}

/** GET /api/conversations: the user's conversations, newest activity first, and their unread total. */
export async function myConversations(ctx: AppContext, user: AuthUser) {
  const [rows, unread] = await Promise.all([
    repo.listForUser(ctx.db, user.id, LIST_MAX),
    repo.unreadForUser(ctx.db, user.id),
  ]);
  return { items: rows.map((r) => toConversation(r, r.side)), unread };
}

export async function myUnreadMessages(ctx: AppContext, user: AuthUser) {
  return { unread: await repo.unreadForUser(ctx.db, user.id) };
}

export async function myConversation(ctx: AppContext, user: AuthUser, id: string) {
  const { side } = await memberConversation(ctx.db, user, id);
  return viewOf(ctx.db, id, side);
}

/**
 * POST /api/conversations: a client opens the conversation about a listing with its host, or finds
 * the one they have (one per client and listing: the unique index decides between two at once).
 * Refused for the listing's own host, for anyone but a client, and for a listing that is not live
 * (404, as its page is) unless the conversation exists already.
 */
export async function startConversation(ctx: AppContext, user: AuthUser, listingId: string) {
  const existing = await repo.findListingConversation(ctx.db, user.id, listingId);
  if (existing) return { conversation: await viewOf(ctx.db, existing.id, 'user'), created: false };
  const listing = await visibleListing(ctx.db, user, listingId);
  if (listing.hostId === user.id) throw new AppError(ErrorCode.ownListing, m.ownListing);
  if (resolveRole(user) !== 'client') throw new AppError(ErrorCode.chatClientsOnly, m.clientsOnly);
  if (listing.status !== 'active') await visibleListing(ctx.db, null, listingId); // 404 for a listing not live
  const now = ctx.clock.now();
  const made = await repo.insertConversation(ctx.db, {
    id: newId(),
    kind: 'listing',
    userId: user.id,
    hostId: listing.hostId,
    listingId,
    createdAt: now,
    updatedAt: now,
  });
  const id = made?.id ?? (await repo.findListingConversation(ctx.db, user.id, listingId))!.id;
  return { conversation: await viewOf(ctx.db, id, 'user'), created: !!made };
}

/** POST /api/conversations/support: the user's one conversation with support, made on first use. */
export async function openSupport(ctx: AppContext, user: AuthUser) {
  if (isStaff(user)) throw new AppError(ErrorCode.chatStaffAnswer, m.staffAnswer);
  const existing = await repo.findSupportConversation(ctx.db, user.id);
  if (existing) return { conversation: await viewOf(ctx.db, existing.id, 'user'), created: false };
  const now = ctx.clock.now();
  const made = await repo.insertConversation(ctx.db, {
    id: newId(),
    kind: 'support',
    userId: user.id,
    createdAt: now,
    updatedAt: now,
  });
  const id = made?.id ?? (await repo.findSupportConversation(ctx.db, user.id))!.id;
  return { conversation: await viewOf(ctx.db, id, 'user'), created: !!made };
}

/**
 * Moves a side's read mark to now. When there was something unread, both sides hear
 * `message.read` (the sender's receipts turn to read) and the reader's notifications about the
 * conversation are read too.
 */
export async function markSideRead(ctx: AppContext, c: ConversationRow, side: Side, readerId: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const before = await repo.view(tx, c.id, side);
    await repo.markRead(tx, c.id, side, now);
    if (side === 'user' || c.kind === 'listing') await markReadAboutConversation(ctx, tx, readerId, c.id);
    if (!before || before.unread === 0) return;
    for (const task of topicsOf(c).map((topic) => readEvent(topic, c.id, readerId, now))) await enqueue(tx, task, now);
  });
  return now;
}

/** POST /api/conversations/:id/read. */
export async function readConversation(ctx: AppContext, user: AuthUser, id: string) {
  const { c, side } = await memberConversation(ctx.db, user, id);
  const readAt = await markSideRead(ctx, c, side, user.id);
  return { readAt: readAt.toISOString(), unread: await repo.unreadForUser(ctx.db, user.id) };
}

/** GET /api/admin/chat/conversations: every support conversation, waiting for an answer first. */
export async function supportInbox(ctx: AppContext) {
  const rows = await repo.listSupport(ctx.db, SUPPORT_LIST_MAX);
  const answered = await repo.answeredBy(
    ctx.db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) => toConversation(r, 'staff', answered.get(r.id)));
  return { items, unread: items.reduce((n, c) => n + c.unread, 0) };
}

export async function supportConversationView(ctx: AppContext, id: string) {
  await supportConversation(ctx.db, id);
  const row = await repo.view(ctx.db, id, 'counterpart');
  if (!row) throw conversationNotFound();
  return toConversation(row, 'staff', (await repo.answeredBy(ctx.db, [id])).get(id));
}

/** POST /api/admin/chat/conversations/:id/read: the shared inbox's one read mark for staff. */
export async function readSupport(ctx: AppContext, staff: AuthUser, id: string) {
  const c = await supportConversation(ctx.db, id);
  const readAt = await markSideRead(ctx, c, 'counterpart', staff.id);
  const inbox = await supportInbox(ctx);
  return { readAt: readAt.toISOString(), unread: inbox.unread };
}
