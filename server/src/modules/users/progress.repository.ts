import type { Executor } from '../../db/client';

/** SQL for user_progress: completed step ids per user and guide. */
export const progressRepository = {
  find(db: Executor, userId: string, guide: string) {
    return db
      .selectFrom('userProgress')
      .selectAll()
      .where('userId', '=', userId)
      .where('guide', '=', guide)
      .executeTakeFirst();
  },
  listForUser(db: Executor, userId: string) {
    return db.selectFrom('userProgress').selectAll().where('userId', '=', userId).orderBy('guide').execute();
  },
  async deleteForUser(db: Executor, userId: string) {
    await db.deleteFrom('userProgress').where('userId', '=', userId).execute();
  },
  async upsert(db: Executor, userId: string, guide: string, completed: string[], at: Date) {
    await db
      .insertInto('userProgress')
      .values({ userId, guide, completed: JSON.stringify(completed), updatedAt: at })
      .onConflict((oc) =>
        oc.columns(['userId', 'guide']).doUpdateSet({ completed: JSON.stringify(completed), updatedAt: at }),
      )
      .execute();
  },
};
