import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/client';
import type { PushSubscriptionsTable } from '../../db/schema';

/** SQL for Web Push's key pair and subscriptions (migration 0023). */
export const pushRepository = {
  /** The stored key pair, or null before the first start made one. */
  findKeys(db: Executor) {
    return db.selectFrom('pushVapidKeys').select(['publicKey', 'privateKey']).where('id', '=', 1).executeTakeFirst();
  },

  /** Stores a pair unless one is there: of several instances starting at once, the first one's wins. */
  async insertKeysIfNone(db: Executor, keys: { publicKey: string; privateKey: string }) {
    await db
      .insertInto('pushVapidKeys')
      .values({ id: 1, ...keys })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },

  /** One user's subscriptions are changed one request at a time (the device cap holds under a burst). */
  async lockUser(tx: Executor, userId: string) {
    await sql`select pg_advisory_xact_lock(hashtext(${`push:${userId}`}))`.execute(tx);
  },

  /**
   * Subscribes an endpoint for `row.userId`, or gives it its new keys when this user has it
   * already. Undefined when another user has it: it stays theirs (decision 0057). One statement
   * over the endpoint's unique index, so two users posting one endpoint at once cannot both get it.
   */
  subscribe(tx: Executor, row: Insertable<PushSubscriptionsTable>) {
    return tx
      .insertInto('pushSubscriptions')
      .values(row)
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet((eb) => ({
            p256dh: eb.ref('excluded.p256dh'),
            auth: eb.ref('excluded.auth'),
            device: eb.ref('excluded.device'),
          }))
          .where('pushSubscriptions.userId', '=', row.userId),
      )
      .returningAll()
      .executeTakeFirst();
  },

  /** Keeps the user's `keep` most recently used subscriptions and deletes the others; answers how many went. */
  /** Deletes the user's devices past the `keep` used last; the ids deleted. */
  async trim(tx: Executor, userId: string, keep: number): Promise<string[]> {
    const rows = await tx
      .deleteFrom('pushSubscriptions')
      .where('userId', '=', userId)
      .where(
        'id',
        'not in',
        tx
          .selectFrom('pushSubscriptions')
          .select('id')
          .where('userId', '=', userId)
          .orderBy(sql`coalesce(last_success_at, created_at)`, 'desc')
          .orderBy('id', 'desc')
          .limit(keep),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  },

  listForUser(db: Executor, userId: string) {
    return db
      .selectFrom('pushSubscriptions')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  async countForUser(db: Executor, userId: string) {
    const r = await db
      .selectFrom('pushSubscriptions')
      .select(sql<number>`count(*)`.as('n'))
      .where('userId', '=', userId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  },

  /** Deletes one of the user's own; answers whether there was one. */
  async deleteOwn(db: Executor, userId: string, id: string) {
    const r = await db
      .deleteFrom('pushSubscriptions')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  },

  /** A push service said the endpoint is gone (404/410), or the endpoint is refused (decision 0057). */
  async deleteById(db: Executor, id: string) {
    return db.deleteFrom('pushSubscriptions').where('id', '=', id).returning(['id', 'userId']).executeTakeFirst();
  },

  async markSuccess(db: Executor, id: string, at: Date) {
    await db.updateTable('pushSubscriptions').set({ lastSuccessAt: at }).where('id', '=', id).execute();
  },
};

export type PushSubscriptionRow = Awaited<ReturnType<typeof pushRepository.listForUser>>[number];
