import { sql, type Insertable, type Updateable } from 'kysely';
import type { AdminAnnouncementsQuery, AnnouncementAudience } from '@espasyo/domain';
import type { Executor } from '../../db/client';
import type { AnnouncementsTable } from '../../db/schema';

/** SQL for announcements and their dismissals (migration 0024). */
export const announcementsRepository = {
  insert(db: Executor, row: Insertable<AnnouncementsTable>) {
    return db.insertInto('announcements').values(row).returning('id').executeTakeFirstOrThrow();
  },

  update(db: Executor, id: string, patch: Updateable<AnnouncementsTable>) {
    return db.updateTable('announcements').set(patch).where('id', '=', id).execute();
  },

  /** The row, locked until the transaction ends (an edit, publish or unpublish at a time). */
  lock(db: Executor, id: string) {
    return db.selectFrom('announcements').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  /** Staff's list, newest first, with the author's name and the count of dismissals. */
  async page(db: Executor, q: AdminAnnouncementsQuery) {
    const { total } = await db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const items = await staffView(db)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    return { total: Number(total), items };
  },

  one(db: Executor, id: string) {
    return staffView(db).where('a.id', '=', id).executeTakeFirst();
  },

  /** Published, not ended at `now`, for one of `audiences`, and not dismissed by the user; newest first. */
  live(db: Executor, userId: string, audiences: AnnouncementAudience[], now: Date, id?: string) {
    let q = db
      .selectFrom('announcements as a')
      .select(['a.id', 'a.title', 'a.body', 'a.audience', 'a.publishedAt'])
      .where('a.status', '=', 'published')
      .where('a.audience', 'in', audiences)
      .where((eb) => eb.or([eb('a.endsAt', 'is', null), eb('a.endsAt', '>', now)]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('announcementDismissals as d')
              .select(sql`1`.as('one'))
              .whereRef('d.announcementId', '=', 'a.id')
              .where('d.userId', '=', userId),
          ),
        ),
      );
    if (id) q = q.where('a.id', '=', id);
    return q.orderBy('a.publishedAt', 'desc').orderBy('a.id', 'desc').limit(20).execute();
  },

  async dismissed(db: Executor, announcementId: string, userId: string): Promise<boolean> {
    const row = await db
      .selectFrom('announcementDismissals')
      .select('userId')
      .where('announcementId', '=', announcementId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return !!row;
  },

  /** Remembers the dismissal; a second one changes nothing. */
  async dismiss(db: Executor, announcementId: string, userId: string, at: Date) {
    await db
      .insertInto('announcementDismissals')
      .values({ announcementId, userId, dismissedAt: at })
      .onConflict((oc) => oc.columns(['announcementId', 'userId']).doNothing())
      .execute();
  },
};

function staffView(db: Executor) {
  return db
    .selectFrom('announcements as a')
    .leftJoin('users as u', 'u.id', 'a.authorId')
    .selectAll('a')
    .select((eb) => [
      'u.name as authorName',
      eb
        .selectFrom('announcementDismissals as d')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('d.announcementId', '=', 'a.id')
        .as('dismissals'),
    ]);
}

export type StaffAnnouncementRow = NonNullable<Awaited<ReturnType<typeof announcementsRepository.one>>>;
export type LiveAnnouncementRow = Awaited<ReturnType<typeof announcementsRepository.live>>[number];
