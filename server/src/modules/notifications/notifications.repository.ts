import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/client';
import type { NotificationsTable } from '../../db/schema';

/** SQL for notifications (migration 0021). */
export const notificationsRepository = {
  insert(db: Executor, row: Insertable<NotificationsTable>) {
    return db.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** The user's newest `limit`, unread only when asked. */
  list(db: Executor, userId: string, limit: number, unreadOnly: boolean) {
    let q = db.selectFrom('notifications').selectAll().where('userId', '=', userId);
    if (unreadOnly) q = q.where('isRead', '=', false);
    return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  },

  async unreadCount(db: Executor, userId: string) {
    const r = await db
      .selectFrom('notifications')
      .select(sql<number>`count(*)`.as('n'))
      .where('userId', '=', userId)
      .where('isRead', '=', false)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  },

  /** Whether the user has another unread notification of `subType` about the same conversation. */
  async hasEarlierUnread(db: Executor, userId: string, subType: string, conversationId: string, exceptId: string) {
    const r = await db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', userId)
      .where('isRead', '=', false)
      .where('subType', '=', subType)
      .where(sql<string>`data->>'conversationId'`, '=', conversationId)
      .where('id', '<>', exceptId)
      .limit(1)
      .executeTakeFirst();
    return !!r;
  },

  /** Deletes read notifications created before `cutoff` (the retention job), in one statement; answers how many. */
  async deleteReadBefore(db: Executor, cutoff: Date) {
    const r = await db
      .deleteFrom('notifications')
      .where('isRead', '=', true)
      .where('createdAt', '<', cutoff)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  },

  /**
   * Marks all but the user's `keep` newest read, as read an hour or two after they came (never
   * after `now`): the demo users' history (db/seed). Answers how many changed.
   */
  async markReadExceptNewest(db: Executor, userId: string, keep: number, now: Date) {
    const r = await db
      .updateTable('notifications')
      .set({
        isRead: true,
        readAt: sql`least(created_at + interval '90 minutes', ${now})`,
        updatedAt: sql`least(created_at + interval '90 minutes', ${now})`,
      })
      .where('userId', '=', userId)
      .where('isRead', '=', false)
      .where(
        'id',
        'not in',
        db
          .selectFrom('notifications')
          .select('id')
          .where('userId', '=', userId)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(keep),
      )
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  },

  /** Marks the user's own unread ones read (`ids`, or all); answers how many changed. */
  async markRead(db: Executor, userId: string, ids: string[] | 'all', at: Date) {
    let q = db
      .updateTable('notifications')
      .set({ isRead: true, readAt: at, updatedAt: at })
      .where('userId', '=', userId)
      .where('isRead', '=', false);
    if (ids !== 'all') q = q.where('id', 'in', ids.length ? ids : ['']);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows);
  },

  /** The user's unread one of `subType` about a conversation (messages: one per conversation while unread). */
  findUnreadAbout(db: Executor, userId: string, subType: string, conversationId: string) {
    return db
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', userId)
      .where('subType', '=', subType)
      .where('isRead', '=', false)
      .where(sql<boolean>`data->>'conversationId' = ${conversationId}`)
      .orderBy('createdAt', 'desc')
      .forUpdate()
      .executeTakeFirst();
  },

  /** Brings an unread one up to date: new text and data, and it moves to the top (createdAt now). */
  refresh(db: Executor, id: string, patch: { title: string; message: string; data: string; at: Date }) {
    return db
      .updateTable('notifications')
      .set({ title: patch.title, message: patch.message, data: patch.data, createdAt: patch.at, updatedAt: patch.at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Marks read the user's unread ones about a conversation; answers how many changed. */
  async markReadAbout(db: Executor, userId: string, conversationId: string, at: Date) {
    const r = await db
      .updateTable('notifications')
      .set({ isRead: true, readAt: at, updatedAt: at })
      .where('userId', '=', userId)
      .where('isRead', '=', false)
      .where(sql<boolean>`data->>'conversationId' = ${conversationId}`)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  },
};

export type NotificationRow = Awaited<ReturnType<typeof notificationsRepository.insert>>;
