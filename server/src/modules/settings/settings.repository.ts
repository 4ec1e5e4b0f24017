import type { Executor } from '../../db/client';

const ID = 'platform';

export const settingsRepository = {
  async find(db: Executor) {
    return db.selectFrom('settings').selectAll().where('id', '=', ID).executeTakeFirst();
  },
  async insert(db: Executor, data: object, userId: string | null) {
    await db
      .insertInto('settings')
      .values({ id: ID, data: JSON.stringify(data), lastUpdatedBy: userId })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
  async save(db: Executor, data: object, userId: string | null, opts: { imported?: boolean } = {}) {
    await db
      .updateTable('settings')
      .set({ data: JSON.stringify(data), lastUpdatedBy: userId, updatedAt: new Date(), ...(opts.imported ? { importedAt: new Date() } : {}) })
      .where('id', '=', ID)
      .execute();
  },
  async addHistory(
    db: Executor,
    entry: { id: string; category: string; changes: object; userId: string | null; changeType: 'update' | 'action' },
  ) {
    await db.insertInto('settingsHistory').values({ ...entry, changes: JSON.stringify(entry.changes) }).execute();
  },
};
