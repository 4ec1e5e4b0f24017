import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { NoticeGroup, SentNoticesQuery } from '@espasyo/domain';
import type { Executor } from '../../../db/client';
import type { StaffNoticesTable } from '../../../db/schema';

/**
 * The role of a users row in SQL, as domain/roles.ts resolves it: admin by userType, type or
 * isAdmin; else a known userType, else a known type, else client.
 */
const role = sql<string>`case
  when u.user_type = 'admin' or u.type = 'admin' or u.is_admin then 'admin'
  when u.user_type in ('client', 'host', 'moderator') then u.user_type
  when u.type in ('client', 'host', 'moderator') then u.type
  else 'client' end`;

const inGroup = (group: NoticeGroup): RawBuilder<boolean> =>
  group === 'staff'
    ? sql<boolean>`${role} in ('admin', 'moderator')`
    : sql<boolean>`${role} = ${group === 'clients' ? 'client' : 'host'}`;

/** A UUID v7 made by the database for `at` (lib/ids makes the same in the app): one per row of a set-based insert. */
const uuidv7At = (at: Date) => sql<string>`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing
  substring(int8send(floor(extract(epoch from ${at}::timestamptz) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid::text`;

/** SQL for staff's notices and alerts (migration 0024) and the notifications a group send writes. */
export const staffNoticesRepository = {
  async insertNotice(db: Executor, row: Insertable<StaffNoticesTable>) {
    await db.insertInto('staffNotices').values(row).execute();
  },

  /** How many active users are in the group. */
  async countGroup(db: Executor, group: NoticeGroup): Promise<number> {
    const r = await db
      .selectFrom('users as u')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('u.status', '=', 'active')
      .where(inGroup(group))
      .executeTakeFirstOrThrow();
    return r.n;
  },

  /**
   * One notification for every active user of the group, in one statement (INSERT … SELECT),
   * each carrying the notice's id (`batchId`) for the live push. Answers how many it wrote.
   */
  async notifyGroup(
    db: Executor,
    n: { batchId: string; group: NoticeGroup; title: string; message: string; actionUrl: string | null; at: Date },
  ): Promise<number> {
    await db
      .insertInto('notifications')
      .columns([
        'id',
        'userId',
        'type',
        'subType',
        'title',
        'message',
        'priority',
        'data',
        'actionUrl',
        'requiresAction',
        'createdAt',
        'updatedAt',
        'batchId',
      ])
      .expression((eb) =>
        eb
          .selectFrom('users as u')
          .select([
            uuidv7At(n.at).as('id'),
            'u.id as userId',
            sql.lit('system').as('type'),
            sql.lit('staff_notice').as('subType'),
            sql<string>`${n.title}::text`.as('title'),
            sql<string>`${n.message}::text`.as('message'),
            sql.lit('normal').as('priority'),
            sql`'{}'::jsonb`.as('data'),
            sql<string | null>`${n.actionUrl}::text`.as('actionUrl'),
            sql.lit(false).as('requiresAction'),
            sql`${n.at}::timestamptz`.as('createdAt'),
            sql`${n.at}::timestamptz`.as('updatedAt'),
            sql<string>`${n.batchId}::text`.as('batchId'),
          ])
          .where('u.status', '=', 'active')
          .where(inGroup(n.group)),
      )
      .execute();
    // Counted through its index: the drivers do not all report an INSERT … SELECT's row count.
    const written = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('batchId', '=', n.batchId)
      .executeTakeFirstOrThrow();
    return written.count;
  },

  /** The next `limit` notifications of a send after `after` (by id), for its live push. */
  batch(db: Executor, batchId: string, after: string | null, limit: number) {
    let q = db.selectFrom('notifications').selectAll().where('batchId', '=', batchId);
    if (after) q = q.where('id', '>', after);
    return q.orderBy('id').limit(limit).execute();
  },

  one(db: Executor, id: string) {
    return db
      .selectFrom('staffNotices as n')
      .leftJoin('users as s', 's.id', 'n.sentBy')
      .selectAll('n')
      .select('s.name as senderName')
      .where('n.id', '=', id)
      .executeTakeFirst();
  },

  /** The list of what was sent (notices) or raised (alerts), newest first, with the sender's name. */
  async page(db: Executor, q: SentNoticesQuery) {
    const base = db.selectFrom('staffNotices as n').where('n.kind', '=', q.kind);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const items = await base
      .leftJoin('users as s', 's.id', 'n.sentBy')
      .selectAll('n')
      .select('s.name as senderName')
      .orderBy('n.createdAt', 'desc')
      .orderBy('n.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    return { total: Number(total), items };
  },

  /**
   * Takes the source's alert slot for the hour: answers how many alerts were held back since its
   * last one, or null when it alerted less than `windowMs` ago (this one is counted as held back).
   * The source's row is locked until the transaction ends, so of alerts raised at once one goes out.
   */
  async claimAlertSlot(db: Executor, source: string, now: Date, windowMs: number): Promise<number | null> {
    await db
      .insertInto('systemAlertSources')
      .values({ source, lastAlertAt: new Date(0), suppressed: 0 })
      .onConflict((oc) => oc.column('source').doNothing())
      .execute();
    const row = await db
      .selectFrom('systemAlertSources')
      .selectAll()
      .where('source', '=', source)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (new Date(row.lastAlertAt).getTime() > now.getTime() - windowMs) {
      await db
        .updateTable('systemAlertSources')
        .set((eb) => ({ suppressed: eb('suppressed', '+', 1) }))
        .where('source', '=', source)
        .execute();
      return null;
    }
    await db
      .updateTable('systemAlertSources')
      .set({ lastAlertAt: now, suppressed: 0 })
      .where('source', '=', source)
      .execute();
    return row.suppressed;
  },
};

export type SentNoticeRow = Awaited<ReturnType<typeof staffNoticesRepository.page>>['items'][number];
