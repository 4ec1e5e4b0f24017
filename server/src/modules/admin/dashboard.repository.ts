import { sql } from 'kysely';
import type { Executor } from '../../db/client';

/** Counts for the admin dashboard, straight from the accounts tables. */
export const dashboardRepository = {
  /** Role as requirements §6 resolves it: admin if userType/type is admin or isAdmin is true. */
  async usersByType(db: Executor) {
    const role = sql<string>`case when is_admin or user_type = 'admin' or type = 'admin' then 'admin' else user_type end`;
    return db
      .selectFrom('users')
      .select([role.as('role'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(role)
      .execute();
  },
  usersByStatus(db: Executor) {
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
  /** People (not sessions: one person may be signed in on a phone and a laptop) seen since `since`. */
  async signedInUsers(db: Executor, since: Date) {
    const r = await db
      .selectFrom('sessions')
      .select((eb) => eb.fn.count<number>('userId').distinct().as('n'))
      .where('lastSeenAt', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
};
