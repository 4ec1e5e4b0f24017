import type {
  AppNotification,
  NotificationData,
  NotificationPriority,
  NotificationSubType,
  NotificationType,
} from '@espasyo/domain';
import { NOTIFICATIONS_LIMIT } from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { languageOfUser } from '../../lib/i18n';
import { newId } from '../../lib/ids';
import { enqueue, enqueueAll, realtimeTask, type OutboxTask } from '../outbox/outbox.service';
import { findUser, type UserRow } from '../users/accounts.service';
import { copiesOf } from './notification-channels.service';
import { notificationsRepository as repo, type NotificationRow } from './notifications.repository';

/**
 * In-app notifications (issue 21, requirements §3): `notify` writes one in the transaction of the
 * change it tells of, and queues its live push to the user's topic through the outbox (decision
 * 0032), so none is lost if the process dies after the commit; with it, its copies by email, SMS
 * and Web Push as the platform's settings and the user's preferences allow (decision 0044).
 */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  subType: NotificationSubType;
  /** Its words: stored as written at creation, in the recipient's language (each has one recipient). */
  title: Said;
  message: Said;
  priority?: NotificationPriority;
  data?: NotificationData;
  actionUrl?: string | null;
  requiresAction?: boolean;
  /** Default true: the open tab plays the sound (if the user allows it). */
  soundAlert?: boolean;
  /** Default true: a Web Push goes to the user's devices (if the platform and the user allow it). */
  pushNotification?: boolean;
}

/**
 * A text said in its reader's language (issue 34, decision 0092): as it is, or the function that
 * says it in a language (notify calls it with the recipient's users.language, English when null).
 */
export type Said = string | ((lang: Language) => string);

export const say = (s: Said, lang: Language): string => (typeof s === 'string' ? s : s(lang));

/** The recipient's row and language, when a notification's words depend on it (else `user` as given). */
async function reader(tx: Executor, n: NewNotification, user: UserRow | undefined) {
  const needed = typeof n.title !== 'string' || typeof n.message !== 'string';
  user ??= needed ? await findUser(tx, n.userId) : undefined;
  return { user, lang: languageOfUser(user) };
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function toNotification(r: NotificationRow): AppNotification {
  return {
    id: r.id,
    type: r.type as NotificationType,
    subType: r.subType as NotificationSubType,
    hostId: r.userId,
    title: r.title,
    message: r.message,
    priority: r.priority,
    data: (r.data ?? {}) as NotificationData,
    actionUrl: r.actionUrl,
    requiresAction: r.requiresAction,
    soundAlert: r.soundAlert,
    pushNotification: r.pushNotification,
    isRead: r.isRead,
    readAt: iso(r.readAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
}

/** The user's topic: what a signed-in tab subscribes to (realtime/topics.ts: 'user:'). */
export const userTopic = (userId: string) => `user:${userId}`;

/** What a caller of notify may hand it: fewer round trips inside its transaction. */
export interface NotifyOptions {
  /** The user's row, read in this transaction (else notify reads it for the copies). */
  user?: UserRow;
  /** Other tasks of the same change (the change's own email), queued after the notification's, in the same statement. */
  alsoQueue?: OutboxTask[];
}

export async function notify(
  ctx: AppContext,
  tx: Executor,
  n: NewNotification,
  opts: NotifyOptions = {},
): Promise<AppNotification> {
  const now = ctx.clock.now();
  const { user, lang } = await reader(tx, n, opts.user);
  const row = await repo.insert(tx, {
    id: newId(),
    userId: n.userId,
    type: n.type,
    subType: n.subType,
    title: say(n.title, lang).slice(0, 200),
    message: say(n.message, lang).slice(0, 2000),
    priority: n.priority ?? 'normal',
    data: JSON.stringify(n.data ?? {}),
    actionUrl: n.actionUrl ?? null,
    requiresAction: n.requiresAction ?? false,
    soundAlert: n.soundAlert ?? true,
    pushNotification: n.pushNotification ?? true,
    createdAt: now,
    updatedAt: now,
  });
  const notification = toNotification(row);
  const live = realtimeTask(userTopic(n.userId), { type: 'notification', notification });
  const copies = await copiesOf(ctx, tx, notification, user);
  await enqueueAll(tx, [live, ...copies, ...(opts.alsoQueue ?? [])], now);
  return notification;
}

/**
 * A notification about a conversation (a new message): while the user still has an unread one of
 * the same subType about it, that one is brought up to date (the latest text, moved to the top)
 * rather than a second added, so a burst of messages is one line in the list and one in the count
 * (decision 0041). Its live push says `notification.updated`; a new one goes through notify().
 */
export async function notifyAboutConversation(
  ctx: AppContext,
  tx: Executor,
  n: NewNotification & { data: NotificationData & { conversationId: string } },
): Promise<AppNotification> {
  const open = await repo.findUnreadAbout(tx, n.userId, n.subType, n.data.conversationId);
  if (!open) return notify(ctx, tx, n);
  const now = ctx.clock.now();
  const { lang } = await reader(tx, n, undefined);
  const row = await repo.refresh(tx, open.id, {
    title: say(n.title, lang).slice(0, 200),
    message: say(n.message, lang).slice(0, 2000),
    data: JSON.stringify(n.data),
    at: now,
  });
  const notification = toNotification(row);
  await enqueue(tx, realtimeTask(userTopic(n.userId), { type: 'notification.updated', notification }), now);
  return notification;
}

/** The user read a conversation: its notifications are read too (the bell's count follows). */
export async function markReadAboutConversation(ctx: AppContext, tx: Executor, userId: string, conversationId: string) {
  const now = ctx.clock.now();
  const marked = await repo.markReadAbout(tx, userId, conversationId, now);
  if (!marked) return;
  const unread = await repo.unreadCount(tx, userId);
  await enqueue(tx, realtimeTask(userTopic(userId), { type: 'notifications.read', unread }), now);
}

/** GET /api/me/notifications: the 50 newest (or the unread ones) and the unread count. */
export async function myNotifications(ctx: AppContext, userId: string, unreadOnly: boolean) {
  const [rows, unread] = await Promise.all([
    repo.list(ctx.db, userId, NOTIFICATIONS_LIMIT, unreadOnly),
    repo.unreadCount(ctx.db, userId),
  ]);
  return { items: rows.map(toNotification), unread };
}

export async function unreadCount(ctx: AppContext, userId: string) {
  return { unread: await repo.unreadCount(ctx.db, userId) };
}

/** The demo users' notifications (db/seed): read, as people read them, all but the `keep` newest. */
export function readAllButNewest(ctx: AppContext, userId: string, keep: number): Promise<number> {
  return repo.markReadExceptNewest(ctx.db, userId, keep, ctx.clock.now());
}

/**
 * The retention job: read notifications older than notifications.notificationRetentionDays are
 * deleted, in one statement; unread ones stay however old.
 */
export async function purgeReadNotifications(ctx: AppContext): Promise<number> {
  const { notifications } = await ctx.settings.get();
  const cutoff = new Date(ctx.clock.now().getTime() - notifications.notificationRetentionDays * 86_400_000);
  return repo.deleteReadBefore(ctx.db, cutoff);
}

/**
 * Marks one, several or all of the user's notifications read (`readAt` now); someone else's ids
 * change nothing. The other tabs hear the new count.
 */
export async function markRead(ctx: AppContext, userId: string, ids: string[] | 'all') {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const marked = await repo.markRead(tx, userId, ids, now);
    const unread = await repo.unreadCount(tx, userId);
    if (marked) await enqueue(tx, realtimeTask(userTopic(userId), { type: 'notifications.read', unread }), now);
    return { marked, unread };
  });
}
