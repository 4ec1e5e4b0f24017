import {
  AppError,
  ErrorCode,
  conversationMessages as m,
  maskContacts,
  paths,
  resolveRole,
  type ChatMessage,
  type SendMessageInput,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { messagesFor } from '../../lib/i18n';
import { newId } from '../../lib/ids';
import { record } from '../audit/audit.service';
import { notifyAboutConversation } from '../notifications/notifications.service';
import { enqueue } from '../outbox/outbox.service';
import type { AuthUser } from '../users/user.mapper';
import { conversationNotFound, memberConversation, supportConversation } from './conversations.service';
import { audiencesOf, newMessageEvent } from './messaging.events';
import { toChatMessage, type Reader } from './messaging.mapper';
import {
  messagingRepository as repo,
  type ConversationRow,
  type ConversationViewRow,
  type Side,
} from './messaging.repository';

/** Posting is limited per user (decision 0041): a person typing never reaches it, a script does. */
export const MESSAGES_PER_MINUTE = 20;
export const MESSAGES_PER_HOUR = 200;
const PAGE = 30;

/** A page of a conversation's messages as `reader` sees them: the newest `limit` before `before`, oldest first. */
async function page(db: Executor, c: ConversationRow, reader: Reader, q: { before?: string; limit?: number }) {
  const limit = q.limit ?? PAGE;
  let before: { createdAt: Date; id: string } | undefined;
  if (q.before) {
    before = await repo.findMessage(db, c.id, q.before);
    if (!before) throw new AppError(ErrorCode.validation, m.messageNotFound, { before: m.messageNotFound });
  }
  const [rows, contactsVisible] = await Promise.all([
    repo.messages(db, c.id, limit + 1, before),
    repo.contactsVisible(db, c),
  ]);
  return {
    items: rows
      .slice(0, limit)
      .reverse()
      .map((r) => toChatMessage(c, r, reader, contactsVisible)),
    hasMore: rows.length > limit,
  };
}

export async function myMessages(ctx: AppContext, user: AuthUser, id: string, q: { before?: string; limit?: number }) {
  const { c } = await memberConversation(ctx.db, user, id);
  return page(ctx.db, c, { id: user.id }, q);
}

export async function supportMessages(ctx: AppContext, id: string, q: { before?: string; limit?: number }) {
  return page(ctx.db, await supportConversation(ctx.db, id), 'staff', q);
}

/**
 * Staff's read of a client's conversation with a listing's host, the newest `limit` oldest first
 * (a dispute's evidence, disputes/); none when they never wrote. Pictures are left out: they are
 * served to the conversation's members only. Staff read what was typed, with the mark of what the
 * other side did not see (decision 0059).
 */
export async function listingConversationForStaff(ctx: AppContext, clientId: string, listingId: string, limit = 100) {
  const c = await repo.findListingConversation(ctx.db, clientId, listingId);
  if (!c) return [];
  return (await page(ctx.db, c, 'staff', { limit })).items.map((msg) => ({ ...msg, imageUrl: null }));
}

/** Who writes: a side of the conversation, or staff answering a support one. */
type Writer =
  | { user: AuthUser; side: Side; staff: false }
  | { user: AuthUser; side: 'counterpart'; staff: true; ip: string | null };

/** POST /api/conversations/:id/messages. */
export async function sendMessage(ctx: AppContext, user: AuthUser, id: string, input: SendMessageInput) {
  const { c, side } = await memberConversation(ctx.db, user, id);
  return post(ctx, c, { user, side, staff: false }, input);
}

/** POST /api/admin/chat/conversations/:id/messages: staff answer as 'support', with their name; audited. */
export async function answerSupport(
  ctx: AppContext,
  staff: AuthUser,
  ip: string | null,
  id: string,
  input: SendMessageInput,
) {
  const c = await supportConversation(ctx.db, id);
  return post(ctx, c, { user: staff, side: 'counterpart', staff: true, ip }, input);
}

/**
 * Stores a message and everything it causes, in one transaction: masked before a booking between
 * the two is confirmed (the masked text for the other side, the text as typed beside it for the
 * sender, decision 0059); the sender's read mark moved (they have seen the thread); the recipient's
 * notification; the live `message.new` to every participant through the outbox; for staff, the
 * audit row. A `clientMessageId` sent again (an offline resend) answers the message stored the
 * first time. A sender's posts wait for each other on one lock, so the rate limit holds under a burst.
 */
async function post(
  ctx: AppContext,
  c: ConversationRow,
  w: Writer,
  input: SendMessageInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const body = (input.body ?? '').trim();
  const cmid = input.clientMessageId ?? null;
  const again = async (db: Executor) => {
    if (!cmid) return null;
    const found = await repo.findByClientMessageId(db, w.user.id, cmid);
    if (!found) return null;
    if (found.conversationId !== c.id) {
      throw new AppError(ErrorCode.idempotencyConflict, m.clientMessageIdUsed, {
        clientMessageId: m.clientMessageIdUsed,
      });
    }
    const seenBy = await messageOf(db, found.id, await repo.contactsVisible(db, c));
    return { message: seenBy({ id: w.user.id }), created: false };
  };
  const earlier = await again(ctx.db);
  if (earlier) return earlier;

  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    await repo.lockSender(tx, w.user.id);
    const repeated = await again(tx);
    if (repeated) return repeated;
    const sent = await repo.sentSince(
      tx,
      w.user.id,
      new Date(now.getTime() - 60_000),
      new Date(now.getTime() - 3_600_000),
    );
    if (sent.minute >= MESSAGES_PER_MINUTE) throw new AppError(ErrorCode.messageRateLimited, m.tooFast);
    if (sent.hour >= MESSAGES_PER_HOUR) throw new AppError(ErrorCode.messageRateLimited, m.tooManyThisHour);

    if (input.imageId) {
      const image = await repo.findImage(tx, c.id, input.imageId);
      if (!image || image.uploaderId !== w.user.id || (await repo.imageInUse(tx, image.id))) {
        throw new AppError(ErrorCode.validation, m.imageNotFound, { imageId: m.imageNotFound });
      }
    }
    const view = await repo.view(tx, c.id, w.side);
    if (!view) throw conversationNotFound();
    const shown = c.kind === 'listing' && !view.confirmedBooking ? maskContacts(body) : { text: body, masked: false };
    const messageId = newId();
    const inserted = await repo.insertMessage(tx, {
      id: messageId,
      conversationId: c.id,
      senderId: w.user.id,
      senderRole: w.staff ? 'support' : roleIn(c, w.user, w.side),
      body: shown.text,
      originalBody: shown.masked ? body : null,
      imageId: input.imageId ?? null,
      masked: shown.masked,
      clientMessageId: cmid,
      createdAt: now,
    });
    if (!inserted) return (await again(tx))!;
    await repo.touch(tx, c.id, now);
    await repo.markRead(tx, c.id, w.side, now);
    const seenBy = await messageOf(tx, messageId, view.confirmedBooking);
    await tellRecipient(ctx, tx, c, w, seenBy, view);
    for (const { topic, reader } of audiencesOf(c)) await enqueue(tx, newMessageEvent(topic, seenBy(reader)), now);
    if (w.staff) {
      await record(tx, {
        actorId: w.user.id,
        action: 'chat.reply',
        targetType: 'conversation',
        targetId: c.id,
        after: { messageId, userId: c.userId },
        ip: w.ip,
        at: now,
      });
    }
    return { message: seenBy({ id: w.user.id }), created: true };
  });
}

/** The role a member writes as: in a support conversation, the client or host they are. */
function roleIn(c: ConversationRow, user: AuthUser, side: Side): 'client' | 'host' {
  if (c.kind === 'listing') return side === 'user' ? 'client' : 'host';
  return resolveRole(user) === 'host' ? 'host' : 'client';
}

/**
 * A stored message, to be shown to each reader as they may see it (decision 0059): its sender's
 * answer and topic carry the text as typed, the other side's topic and notification the masked one.
 */
async function messageOf(db: Executor, messageId: string, contactsVisible: boolean) {
  const row = (await repo.messageView(db, messageId))!;
  const c = (await repo.findById(db, row.conversationId))!;
  return (reader: Reader) => toChatMessage(c, row, reader, contactsVisible);
}

/**
 * The recipient's in-app notification (type message, subType new_message): the host or client
 * on the other side, or the user when staff answer. Staff hear a user's support message on the
 * `support` topic, not one notification each. Its link opens the conversation on their page.
 * Its title (and a photo's line) in the recipient's language (issue 34, namespace `emails.chat`);
 * the message's own text as written.
 */
async function tellRecipient(
  ctx: AppContext,
  tx: Executor,
  c: ConversationRow,
  w: Writer,
  seenBy: (reader: Reader) => ChatMessage,
  view: Pick<ConversationViewRow, 'listingTitle' | 'userType'>,
) {
  if (c.kind === 'support' && !w.staff) return;
  const recipientId = w.side === 'user' ? c.hostId! : c.userId;
  const message = seenBy({ id: recipientId });
  const recipientIsHost = c.kind === 'listing' ? recipientId === c.hostId : view.userType === 'host';
  const listingTitle = view.listingTitle;
  const senderName = w.staff ? `${message.senderName} (${m.supportName})` : message.senderName;
  await notifyAboutConversation(ctx, tx, {
    userId: recipientId,
    type: 'message',
    subType: 'new_message',
    title: (lang) => messagesFor(lang, 'emails').chat.newMessage({ name: senderName }),
    message: message.body || ((lang) => messagesFor(lang, 'emails').chat.photo),
    data: { conversationId: c.id, senderName, ...(listingTitle ? { listingTitle } : {}) },
    actionUrl: recipientIsHost ? paths.host.messages.getHref(c.id) : paths.client.messages.getHref(c.id),
  });
}
