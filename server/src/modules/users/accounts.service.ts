import type { AdminUsersQuery } from '@espasyo/domain';
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/client';
import type { UsersTable } from '../../db/schema';
import { usersRepository as users, type NewUserRow, type UserRow } from './users.repository';

export type { NewUserRow, UserRow };
export type UserPatch = Updateable<UsersTable>;

/*
 * The users table as other modules use it (auth, two-factor, verification, admin). This
 * module owns the table: they call these, never its repository. Each takes the executor,
 * so a caller's transaction stays one transaction.
 */

export function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  return users.findById(db, id);
}

/** Several users in one query (those that exist), in no particular order. */
export function findUsers(db: Executor, ids: string[]): Promise<UserRow[]> {
  return users.findByIds(db, ids);
}

/** Emails are compared case-insensitively (the unique index is on lower(email)). */
export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return users.findByEmail(db, email);
}

/** The row, locked until the transaction ends (two admins acting at once). */
export function lockUser(db: Executor, id: string): Promise<UserRow | undefined> {
  return users.findForUpdate(db, id);
}

export function lockUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return users.findByEmailForUpdate(db, email);
}

export function insertUser(db: Executor, row: NewUserRow): Promise<UserRow> {
  return users.insert(db, row);
}

export function updateUser(db: Executor, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  return users.update(db, id, patch);
}

/** Ids of the active administrators, locked until the transaction ends (last-admin checks). */
export function lockActiveAdminIds(db: Executor): Promise<string[]> {
  return users.lockActiveAdminIds(db);
}

/** See usersRepository.reserveLoginAttempt: the failure count with this attempt, or null while locked. */
export function reserveLoginAttempt(
  db: Executor,
  id: string,
  now: Date,
  max: number,
  lockUntil: Date,
): Promise<number | null> {
  return users.reserveLoginAttempt(db, id, now, max, lockUntil);
}

export function clearLoginFailures(db: Executor, id: string): Promise<void> {
  return users.clearLoginFailures(db, id);
}

/** The active administrators (system alerts, e.g. a reconciliation that does not match). */
export function activeAdmins(db: Executor): Promise<UserRow[]> {
  return users.activeAdmins(db);
}

export function adminExists(db: Executor): Promise<boolean> {
  return users.adminExists(db);
}

/** The admin search, one page, newest first. */
export function searchUsers(db: Executor, q: AdminUsersQuery): Promise<{ total: number; rows: UserRow[] }> {
  return users.search(db, q);
}

/** Every user, oldest first (the admin data export). */
export function allUsers(db: Executor): Promise<UserRow[]> {
  return users.all(db);
}

/** Users per resolved role and per status, and sign-ups per day in `timeZone` since `since` (the dashboard). */
export async function userCounts(db: Executor, timeZone: string, since: Date) {
  const [byRole, byStatus, signups] = await Promise.all([
    users.countByRole(db),
    users.countByStatus(db),
    users.signupsPerDay(db, timeZone, since),
  ]);
  return { byRole, byStatus, signups };
}

/** One page of the recipients of an email sent to many (usersRepository.bulkEmailPage). */
export function bulkEmailRecipients(db: Executor, q: Parameters<typeof users.bulkEmailPage>[1]) {
  return users.bulkEmailPage(db, q);
}
