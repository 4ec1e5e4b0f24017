import type { Executor } from '../../db/client';

const ID = 'platform';

export interface HistoryEntryRow {
  id: string;
  category: string;
  changes: object;
  userId: string | null;
  changeType: 'update' | 'action';
  action?: string | null;
  timestamp: Date;
}

export const settingsRepository = {
  async find(db: Executor) {
    return db.selectFrom('settings').selectAll().where('id', '=', ID).executeTakeFirst();
  },
  /** The row, locked until the transaction ends: writes are read-modify-write. */
  async findForUpdate(db: Executor) {
    return db.selectFrom('settings').selectAll().where('id', '=', ID).forUpdate().executeTakeFirst();
  },
  async insert(db: Executor, data: object, userId: string | null) {
    await db
      .insertInto('settings')
      .values({ id: ID, data: JSON.stringify(data), lastUpdatedBy: userId })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
  async save(db: Executor, data: object, userId: string | null, opts: { imported?: boolean; at?: Date } = {}) {
    const at = opts.at ?? new Date();
    await db
      .updateTable('settings')
      .set({
        data: JSON.stringify(data),
        lastUpdatedBy: userId,
        updatedAt: at,
        ...(opts.imported ? { importedAt: at } : {}),
      })
      .where('id', '=', ID)
      .execute();
  },
  async addHistory(db: Executor, entry: HistoryEntryRow) {
    await db
      .insertInto('settingsHistory')
      .values({ ...entry, changes: JSON.stringify(entry.changes) })
      .execute();
  },
  /** Newest first; ids are UUID v7, so (timestamp, id) is a stable order for the cursor. */
  async listHistory(db: Executor, q: { category?: string; limit: number; before?: { timestamp: Date; id: string } }) {
    let query = db
      .selectFrom('settingsHistory')
      .leftJoin('users', 'users.id', 'settingsHistory.userId')
      .selectAll('settingsHistory')
      .select(['users.name as userName', 'users.email as userEmail']);
    if (q.category) query = query.where('category', '=', q.category);
    if (q.before) {
      const b = q.before;
      query = query.where((eb) =>
        eb.or([
          eb('settingsHistory.timestamp', '<', b.timestamp),
          eb.and([eb('settingsHistory.timestamp', '=', b.timestamp), eb('settingsHistory.id', '<', b.id)]),
        ]),
      );
    }
    return query
      .orderBy('settingsHistory.timestamp', 'desc')
      .orderBy('settingsHistory.id', 'desc')
      .limit(q.limit)
      .execute();
  },
  /** Every entry, oldest first (the admin data export). */
  allHistory(db: Executor) {
    return db.selectFrom('settingsHistory').selectAll().orderBy('timestamp', 'asc').orderBy('id', 'asc').execute();
  },
  findHistoryEntry(db: Executor, id: string) {
    return db.selectFrom('settingsHistory').select(['id', 'timestamp']).where('id', '=', id).executeTakeFirst();
  },
};
