import type { Executor } from '../../db/client';

/** SQL for the sessions table. Ids are sha256 of the cookie value, never the value itself. */
export const sessionsRepository = {
  async insert(
    db: Executor,
    row: { id: string; userId: string; now: Date; ip: string | null; userAgent: string | null },
  ) {
    await db
      .insertInto('sessions')
      .values({
        id: row.id,
        userId: row.userId,
        createdAt: row.now,
        lastSeenAt: row.now,
        ip: row.ip,
        userAgent: row.userAgent,
      })
      .execute();
  },
  /** The session and its user in one round trip (every API request does this). */
  findWithUser(db: Executor, id: string) {
    return db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .selectAll('users')
      .select([
        'sessions.id as sessionId',
        'sessions.createdAt as sessionCreatedAt',
        'sessions.lastSeenAt as sessionLastSeenAt',
      ])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
  },
  /** When this session was created, which is when its user signed in (re-authentication window). */
  async signedInAt(db: Executor, id: string): Promise<Date | null> {
    const row = await db.selectFrom('sessions').select('createdAt').where('id', '=', id).executeTakeFirst();
    return row ? new Date(row.createdAt) : null;
  },
  async touch(db: Executor, id: string, at: Date) {
    await db.updateTable('sessions').set({ lastSeenAt: at }).where('id', '=', id).execute();
  },
  async delete(db: Executor, id: string) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
  },
  /** Ends every session of a user, or all but one (the caller's own). Returns how many ended. */
  async deleteForUser(db: Executor, userId: string, exceptId?: string | null): Promise<number> {
    let q = db.deleteFrom('sessions').where('userId', '=', userId);
    if (exceptId) q = q.where('id', '!=', exceptId);
    const res = await q.executeTakeFirst();
    return Number(res.numDeletedRows);
  },
  async countForUser(db: Executor, userId: string): Promise<number> {
    const r = await db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return r.n;
  },
  /** People (not sessions: one person may be signed in on a phone and a laptop) seen since `since`. */
  async countUsersSeenSince(db: Executor, since: Date): Promise<number> {
    const r = await db
      .selectFrom('sessions')
      .select((eb) => eb.fn.count<number>('userId').distinct().as('n'))
      .where('lastSeenAt', '>=', since)
      .executeTakeFirstOrThrow();
    return r.n;
  },
  /** Deletes sessions last used before `cutoff`; returns how many. */
  async deleteIdleSince(db: Executor, cutoff: Date): Promise<number> {
    const r = await db.deleteFrom('sessions').where('lastSeenAt', '<', cutoff).executeTakeFirst();
    return Number(r.numDeletedRows);
  },
  listForUser(db: Executor, userId: string) {
    return db
      .selectFrom('sessions')
      .select(['id', 'createdAt', 'lastSeenAt', 'ip', 'userAgent'])
      .where('userId', '=', userId)
      .orderBy('lastSeenAt', 'desc')
      .execute();
  },
};
