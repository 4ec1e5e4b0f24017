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
      .select(sql<string>`count(*)`.as('n'))
      .where('userId', '=', userId)
      .where('isRead', '=', false)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
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
};

export type NotificationRow = Awaited<ReturnType<typeof notificationsRepository.insert>>;
