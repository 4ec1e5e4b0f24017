import { sql, type Updateable } from 'kysely';
import type { AdminUsersQuery } from '@espasyo/domain';
import type { Executor } from '../../db/client';
import type { UsersTable } from '../../db/schema';

/** LIKE pattern for a search term: %, _ and \ match themselves. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Staff queries over the accounts tables (search, counts, status and role changes). The
 * accounts module owns these tables; this is the admin area's read/write view of them.
 */
export const adminUsersRepository = {
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
  findById(db: Executor, id: string) {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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
  update(db: Executor, id: string, patch: Updateable<UsersTable>) {
    return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  },
  async sessionCount(db: Executor, userId: string) {
    const r = await db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
};
