import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Executor } from '../../db/client';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;

/** SQL for the users table, shared by modules/auth and modules/users (the accounts area). */
export const usersRepository = {
  findById(db: Executor, id: string) {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },
  /** Emails are compared case-insensitively (the unique index is on lower(email)). */
  findByEmail(db: Executor, email: string) {
    return db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
  },
  async insert(db: Executor, row: NewUserRow): Promise<UserRow> {
    return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
  },
  async update(db: Executor, id: string, patch: Updateable<UsersTable>): Promise<UserRow | undefined> {
    return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
  },
  /**
   * Reserves one password check before the password is verified, in one conditional update,
   * so parallel requests can never check more than `max` wrong passwords: each reservation
   * counts as a failure until the check succeeds (clearLoginFailures). The reservation that
   * reaches `max` also sets the lock until `lockUntil`; an expired lock starts the count
   * again. Returns the failure count including this attempt, or null while the account is
   * locked (nothing may be checked).
   */
  async reserveLoginAttempt(db: Executor, id: string, now: Date, max: number, lockUntil: Date): Promise<number | null> {
    const expired = sql<boolean>`locked_until is not null and locked_until <= ${now}`;
    const next = sql<number>`(case when ${expired} then 1 else failed_login_count + 1 end)`;
    const row = await db
      .updateTable('users')
      .set({
        failedLoginCount: next,
        lockedUntil: sql<Date | null>`case when ${next} >= ${max} then ${lockUntil}::timestamptz else null end`,
      })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
      .returning('failedLoginCount')
      .executeTakeFirst();
    return row ? row.failedLoginCount : null;
  },
  /** The right password: the reserved attempts no longer count and any lock is lifted. */
  async clearLoginFailures(db: Executor, id: string) {
    await db.updateTable('users').set({ failedLoginCount: 0, lockedUntil: null }).where('id', '=', id).execute();
  },
  /** Ids of the active administrators, locked until the transaction ends (last-admin checks). */
  async lockActiveAdminIds(db: Executor): Promise<string[]> {
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('userType', '=', 'admin'), eb('type', '=', 'admin'), eb('isAdmin', '=', true)]))
      .forUpdate()
      .execute();
    return rows.map((r) => r.id);
  },
  async adminExists(db: Executor): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('userType', '=', 'admin'), eb('type', '=', 'admin'), eb('isAdmin', '=', true)]))
      .limit(1)
      .executeTakeFirst();
    return !!row;
  },
};

/** True for PostgreSQL's unique_violation (both pg and PGlite report SQLSTATE 23505). */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
}
