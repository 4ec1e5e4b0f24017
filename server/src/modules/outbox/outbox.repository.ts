import { sql } from 'kysely';
import type { DeliveriesQuery } from '@espasyo/domain';
import type { Executor } from '../../db/client';
import type { OutboxTaskStatus } from '../../db/schema';

export interface NewTaskRow {
  id: string;
  kind: string;
  payload: unknown;
  recipient: string | null;
  summary: string;
  at: Date;
  /** When it is first tried: `at`, or later. */
  dueAt: Date;
}

/** SQL for outbox_tasks: the effects after a commit and where each stands (decision 0032). */
export const outboxRepository = {
  /** The tasks in one statement, in the order given. */
  async insert(db: Executor, tasks: NewTaskRow[]) {
    if (!tasks.length) return;
    await db
      .insertInto('outboxTasks')
      .values(
        tasks.map((t) => ({
          id: t.id,
          kind: t.kind,
          payload: JSON.stringify(t.payload),
          recipient: t.recipient,
          summary: t.summary,
          nextAttemptAt: t.dueAt,
          createdAt: t.at,
          updatedAt: t.at,
        })),
      )
      .execute();
  },

  /**
   * Takes up to `limit` due tasks for this worker in one statement: pending ones whose time
   * has come, and delivering ones whose lease ran out (their worker died). Each gets one more
   * attempt counted and a new lease. SKIP LOCKED: of several workers claiming at once on
   * PostgreSQL, each row goes to one; PGlite runs one statement at a time anyway.
   */
  claim(db: Executor, by: string, now: Date, leaseUntil: Date, limit: number) {
    const due = db
      .selectFrom('outboxTasks')
      .select('id')
      .where('status', 'in', ['pending', 'delivering'])
      .where('nextAttemptAt', '<=', now)
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    return db
      .updateTable('outboxTasks')
      .set((eb) => ({
        status: 'delivering',
        attempts: eb('attempts', '+', 1),
        lockedBy: by,
        nextAttemptAt: leaseUntil,
        updatedAt: now,
      }))
      .where('id', 'in', due)
      .returning(['id', 'kind', 'payload', 'summary', 'attempts', 'createdAt'])
      .execute()
      .then((rows) => rows.sort((a, b) => (a.id < b.id ? -1 : 1)));
  },

  /** The worker `by` is alive: every task it holds is leased until `leaseUntil` (its heartbeat). */
  async renew(db: Executor, by: string, now: Date, leaseUntil: Date) {
    await db
      .updateTable('outboxTasks')
      .set({ nextAttemptAt: leaseUntil, updatedAt: now })
      .where('lockedBy', '=', by)
      .where('status', '=', 'delivering')
      .execute();
  },

  /** Delivered: the payload goes (an email's text may hold a link's token); only this worker's claim counts. */
  async delivered(db: Executor, id: string, by: string, now: Date) {
    await db
      .updateTable('outboxTasks')
      .set({ status: 'delivered', payload: null, lockedBy: null, lastError: null, deliveredAt: now, updatedAt: now })
      .where('id', '=', id)
      .where('lockedBy', '=', by)
      .where('status', '=', 'delivering')
      .execute();
  },

  /** A failed attempt: back to pending at `next`, or failed for good. */
  async attemptFailed(
    db: Executor,
    id: string,
    by: string,
    r: { status: 'pending' | 'failed'; next: Date; error: string; now: Date },
  ) {
    await db
      .updateTable('outboxTasks')
      .set({ status: r.status, nextAttemptAt: r.next, lastError: r.error, lockedBy: null, updatedAt: r.now })
      .where('id', '=', id)
      .where('lockedBy', '=', by)
      .where('status', '=', 'delivering')
      .execute();
  },

  /** Whether a task of this kind and summary was queued after `id` (ids are time-ordered). */
  async hasNewer(db: Executor, kind: string, summary: string, id: string): Promise<boolean> {
    const row = await db
      .selectFrom('outboxTasks')
      .select('id')
      .where('kind', '=', kind)
      .where('summary', '=', summary)
      .where('id', '>', id)
      .limit(1)
      .executeTakeFirst();
    return !!row;
  },

  findForUpdate(db: Executor, id: string) {
    return db.selectFrom('outboxTasks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  find(db: Executor, id: string) {
    return db.selectFrom('outboxTasks').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Due again now with a fresh count of attempts (staff's retry). */
  async requeue(db: Executor, id: string, now: Date) {
    return db
      .updateTable('outboxTasks')
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedBy: null, updatedAt: now })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'failed'])
      .returningAll()
      .executeTakeFirst();
  },

  /** A page for staff, newest first; `open` is everything not delivered, failed first. */
  async page(db: Executor, q: DeliveriesQuery) {
    let base = db.selectFrom('outboxTasks');
    base = q.status === 'open' ? base.where('status', '<>', 'delivered') : base.where('status', '=', q.status);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let rows = base.selectAll();
    if (q.status === 'open') rows = rows.orderBy(sql`case when status = 'failed' then 0 else 1 end`);
    const items = await rows
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    return { total: Number(total), items };
  },

  /** Deletes every task addressed to these recipients (an account's deletion). */
  async deleteForRecipients(db: Executor, recipients: string[]) {
    if (recipients.length) await db.deleteFrom('outboxTasks').where('recipient', 'in', recipients).execute();
  },

  /** Deletes tasks delivered before `cutoff` (the purge job); returns how many. */
  async deleteDeliveredBefore(db: Executor, cutoff: Date): Promise<number> {
    const r = await db
      .deleteFrom('outboxTasks')
      .where('status', '=', 'delivered')
      .where('deliveredAt', '<', cutoff)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  },
};

export type OutboxTaskRow = NonNullable<Awaited<ReturnType<typeof outboxRepository.find>>>;
export type ClaimedTask = Awaited<ReturnType<typeof outboxRepository.claim>>[number];
export type { OutboxTaskStatus };
