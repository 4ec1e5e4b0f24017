import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { AdminUsersQuery } from '@espasyo/domain';
import type { Executor } from '../../db/client';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;

/** LIKE pattern for a search term: %, _ and \ match themselves. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Role as docs/product/roles.md resolves it: admin if userType/type is admin or isAdmin is true. */
const isAdminRow = sql<boolean>`(is_admin or user_type = 'admin' or type = 'admin')`;

/**
 * SQL for the users table. This module owns it: other modules reach it through
 * accounts.service.ts, never here.
 */
export const usersRepository = {
  findById(db: Executor, id: string) {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },
  /** The users with these ids; none asked, none read (`in ()` is not SQL). */
  findByIds(db: Executor, ids: string[]) {
    if (!ids.length) return Promise.resolve([]);
    return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  },
  /** The row, locked until the transaction ends (two admins acting at once). */
  findForUpdate(db: Executor, id: string) {
    return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },
  findByEmailForUpdate(db: Executor, email: string) {
    return db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .forUpdate()
      .executeTakeFirst();
  },
  /** Every user, oldest first (the admin data export). */
  all(db: Executor) {
    return db.selectFrom('users').selectAll().orderBy('createdAt', 'asc').orderBy('id', 'asc').execute();
  },
  /** The admin search: name, email, phone (any way of writing it) or id; type and status filters; newest first. */
  async search(db: Executor, q: AdminUsersQuery) {
    let base = db.selectFrom('users');
    if (q.q) {
      const like = contains(q.q);
      // Philippine numbers are written 0917… or +63 917…: compare what follows the prefix.
      const digits = q.q.replace(/\D/g, '').replace(/^(63|0)/, '');
      base = base.where((eb) =>
        eb.or([
          eb('name', 'ilike', like),
          eb('email', 'ilike', like),
          eb('phone', 'ilike', like),
          eb('id', '=', q.q!),
          // "0917 123 4567" finds "+63 917-123-4567": digits only.
          ...(digits.length >= 4
            ? [eb(sql<string>`regexp_replace(phone, '[^0-9]', '', 'g')`, 'like', `%${digits}%`)]
            : []),
        ]),
      );
    }
    if (q.type)
      base =
        q.type === 'admin'
          ? base.where((eb) => eb.or([eb('userType', '=', 'admin'), eb('isAdmin', '=', true)]))
          : base.where('userType', '=', q.type);
    if (q.status) base = base.where('status', '=', q.status);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    return { total: Number(total), rows };
  },
  /** Users per resolved role (the dashboard). */
  countByRole(db: Executor) {
    const role = sql<string>`case when ${isAdminRow} then 'admin' else user_type end`;
    return db
      .selectFrom('users')
      .select([role.as('role'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(role)
      .execute();
  },
  countByStatus(db: Executor) {
    return db
      .selectFrom('users')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
  },
  /** Sign-ups per calendar day in `timeZone` since `since`. */
  signupsPerDay(db: Executor, timeZone: string, since: Date) {
    const day = sql<string>`to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
    return db
      .selectFrom('users')
      .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('createdAt', '>=', since)
      .groupBy(sql`1`) // the time zone is a parameter: grouping by the expression would not match it
      .execute();
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
  /** The active administrators, oldest first (system alerts go to each). */
  /**
   * A page of active clients and hosts (`types`, by `type`, admins left out) who have
   * `preference` of their NotificationPreferences on (`fallback` when they never chose), in id
   * order after `after`: the recipients of an email sent to many (modules/notifications/bulk-email).
   */
  bulkEmailPage(
    db: Executor,
    q: { types: ('client' | 'host')[]; preference: string; fallback: boolean; after: string | null; limit: number },
  ) {
    let query = db
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'type', 'language'])
      .where('status', '=', 'active')
      .where('type', 'in', q.types)
      .where(sql<boolean>`not ${isAdminRow}`)
      .where(sql<boolean>`coalesce((notification_preferences ->> ${q.preference})::boolean, ${q.fallback})`);
    if (q.after) query = query.where('id', '>', q.after);
    return query.orderBy('id').limit(q.limit).execute();
  },
  activeAdmins(db: Executor) {
    return db
      .selectFrom('users')
      .selectAll()
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('userType', '=', 'admin'), eb('type', '=', 'admin'), eb('isAdmin', '=', true)]))
      .orderBy('createdAt')
      .execute();
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
