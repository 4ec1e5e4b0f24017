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
  /** One more failed sign-in, counted in the database so parallel attempts all count. */
  async incrementFailedLogins(db: Executor, id: string): Promise<number> {
    const row = await db
      .updateTable('users')
      .set((eb) => ({ failedLoginCount: eb('failedLoginCount', '+', 1) }))
      .where('id', '=', id)
      .returning('failedLoginCount')
      .executeTakeFirstOrThrow();
    return row.failedLoginCount;
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
