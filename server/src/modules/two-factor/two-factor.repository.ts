import type { Executor } from '../../db/client';

/**
 * SQL for two-factor sign-in: its own tables (recovery codes, challenges) and the
 * users.totp_* columns, which this module alone writes (docs/decisions/0006).
 */
export const twoFactorRepository = {
  state(db: Executor, userId: string) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'language', 'passwordHash', 'totpSecret', 'totpEnabledAt', 'totpLastStep'])
      .where('id', '=', userId)
      .executeTakeFirst();
  },
  /** The same, locked until the transaction ends (an admin reset). */
  stateForUpdate(db: Executor, userId: string) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'language', 'totpEnabledAt'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  },
  async setPendingSecret(db: Executor, userId: string, sealed: string) {
    await db
      .updateTable('users')
      .set({ totpSecret: sealed, totpEnabledAt: null, totpLastStep: null })
      .where('id', '=', userId)
      .execute();
  },
  async enable(db: Executor, userId: string, at: Date, step: number) {
    await db
      .updateTable('users')
      .set({ totpEnabledAt: at, totpLastStep: step, updatedAt: at })
      .where('id', '=', userId)
      .execute();
  },
  async disable(db: Executor, userId: string, at: Date) {
    await db
      .updateTable('users')
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: at })
      .where('id', '=', userId)
      .execute();
    await db.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
    await db.deleteFrom('twoFactorChallenges').where('userId', '=', userId).execute();
  },
  /** Records the time step of an accepted code; false if that step (or a later one) was already used. */
  async useStep(db: Executor, userId: string, step: number): Promise<boolean> {
    const res = await db
      .updateTable('users')
      .set({ totpLastStep: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },
  async replaceRecoveryCodes(db: Executor, userId: string, rows: { id: string; codeHash: string }[], at: Date) {
    await db.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
    await db
      .insertInto('twoFactorRecoveryCodes')
      .values(rows.map((r) => ({ ...r, userId, createdAt: at })))
      .execute();
  },
  /** Marks an unused code used; false when there is no such unused code (single use, race-safe). */
  async useRecoveryCode(db: Executor, userId: string, codeHash: string, at: Date): Promise<boolean> {
    const res = await db
      .updateTable('twoFactorRecoveryCodes')
      .set({ usedAt: at })
      .where('userId', '=', userId)
      .where('codeHash', '=', codeHash)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },
  async recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
    const row = await db
      .selectFrom('twoFactorRecoveryCodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .executeTakeFirstOrThrow();
    return row.n;
  },
  /** Challenges older than `purgeBefore` go: expired long ago, and past the window failures are counted in. */
  async insertChallenge(
    db: Executor,
    row: { id: string; userId: string; expiresAt: Date; ip: string | null; userAgent: string | null; createdAt: Date },
    purgeBefore: Date,
  ) {
    await db.deleteFrom('twoFactorChallenges').where('createdAt', '<', purgeBefore).execute();
    await db.insertInto('twoFactorChallenges').values(row).execute();
  },
  /**
   * Locks the row of the user a challenge belongs to, until the transaction ends, so one
   * user's second-step checks run one at a time and the per-user cap holds under parallel
   * guesses. Users before challenges: the order turning 2FA off takes them in.
   */
  async lockUserOfChallenge(db: Executor, challengeId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', (eb) => eb.selectFrom('twoFactorChallenges').select('userId').where('id', '=', challengeId))
      .forUpdate()
      .executeTakeFirst();
    return row?.id;
  },
  findChallengeForUpdate(db: Executor, id: string) {
    return db.selectFrom('twoFactorChallenges').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },
  async countFailedSince(db: Executor, userId: string, since: Date): Promise<number> {
    const row = await db
      .selectFrom('twoFactorChallenges')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('attempts'), eb.lit(0)).as('n'))
      .where('userId', '=', userId)
      .where('createdAt', '>=', since)
      .executeTakeFirstOrThrow();
    return row.n;
  },
  async addAttempt(db: Executor, id: string) {
    await db
      .updateTable('twoFactorChallenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  },
  async useChallenge(db: Executor, id: string, at: Date) {
    await db.updateTable('twoFactorChallenges').set({ usedAt: at }).where('id', '=', id).execute();
  },
};
