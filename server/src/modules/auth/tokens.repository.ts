import type { Executor } from '../../db/client';
import type { AuthTokensTable } from '../../db/schema';

export type TokenKind = AuthTokensTable['kind'];

/** SQL for auth_tokens: reset links, email-verification and email-change links and phone codes, all stored hashed. */
export const tokensRepository = {
  async insert(
    db: Executor,
    row: {
      id: string;
      userId: string;
      kind: TokenKind;
      tokenHash: string;
      expiresAt: Date;
      now: Date;
      newEmail?: string;
    },
  ) {
    await db
      .insertInto('authTokens')
      .values({
        id: row.id,
        userId: row.userId,
        kind: row.kind,
        tokenHash: row.tokenHash,
        expiresAt: row.expiresAt,
        createdAt: row.now,
        newEmail: row.newEmail ?? null,
      })
      .execute();
  },
  findByHash(db: Executor, kind: TokenKind, tokenHash: string) {
    return db
      .selectFrom('authTokens')
      .selectAll()
      .where('kind', '=', kind)
      .where('tokenHash', '=', tokenHash)
      .executeTakeFirst();
  },
  /** The user's newest token of a kind that is not used yet (phone codes: one at a time). */
  latestOpen(db: Executor, userId: string, kind: TokenKind) {
    return db
      .selectFrom('authTokens')
      .selectAll()
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .where('usedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },
  /** Marks a token used only if nobody else did first; false means it was already used. */
  async markUsed(db: Executor, id: string, at: Date): Promise<boolean> {
    const res = await db
      .updateTable('authTokens')
      .set({ usedAt: at })
      .where('id', '=', id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },
  /** Closes every open token of a kind for a user (a new phone code replaces the old one). */
  async closeOpen(db: Executor, userId: string, kind: TokenKind, at: Date) {
    await db
      .updateTable('authTokens')
      .set({ usedAt: at })
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .where('usedAt', 'is', null)
      .execute();
  },
  async incrementAttempts(db: Executor, id: string): Promise<number> {
    const row = await db
      .updateTable('authTokens')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .returning('attempts')
      .executeTakeFirstOrThrow();
    return row.attempts;
  },
  /** Every token of a user, used or not (account deletion). */
  async deleteForUser(db: Executor, userId: string) {
    await db.deleteFrom('authTokens').where('userId', '=', userId).execute();
  },
  /** Deletes tokens used or expired before `cutoff`; returns how many. */
  async deleteSpentBefore(db: Executor, cutoff: Date): Promise<number> {
    const r = await db
      .deleteFrom('authTokens')
      .where((eb) => eb.or([eb('usedAt', '<', cutoff), eb('expiresAt', '<', cutoff)]))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  },
  /** How many tokens of a kind were issued to a user since a moment (per-account rate limits). */
  async countSince(db: Executor, userId: string, kind: TokenKind, since: Date): Promise<number> {
    const row = await db
      .selectFrom('authTokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .where('createdAt', '>=', since)
      .executeTakeFirstOrThrow();
    return row.n;
  },
};
