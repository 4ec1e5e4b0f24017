import type { Executor } from '../db/client';

/** SQL for job_runs: one row per job, also the lock that stops two instances running it at once. */
export const jobRunsRepository = {
  async ensure(db: Executor, name: string, nextRunAt: Date) {
    await db
      .insertInto('jobRuns')
      .values({ name, nextRunAt })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  },
  list(db: Executor) {
    return db.selectFrom('jobRuns').selectAll().execute();
  },
  /**
   * Takes the job's lock row if it is free (and due, unless `force`). One UPDATE, so of two
   * instances that try at once exactly one gets the row back.
   */
  claim(db: Executor, name: string, by: string, now: Date, leaseUntil: Date, force: boolean) {
    let q = db
      .updateTable('jobRuns')
      .set({ lockedUntil: leaseUntil, lockedBy: by, lastStartedAt: now })
      .where('name', '=', name)
      .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]));
    if (!force) q = q.where('nextRunAt', '<=', now);
    return q.returningAll().executeTakeFirst();
  },
  async finish(
    db: Executor,
    name: string,
    r: { by: string; finishedAt: Date; status: 'ok' | 'failed'; result: string; durationMs: number; nextRunAt: Date },
  ) {
    await db
      .updateTable('jobRuns')
      .set((eb) => ({
        lockedUntil: null,
        lockedBy: null,
        lastFinishedAt: r.finishedAt,
        lastStatus: r.status,
        lastResult: r.result.slice(0, 1000),
        lastDurationMs: r.durationMs,
        nextRunAt: r.nextRunAt,
        runCount: eb('runCount', '+', 1),
      }))
      .where('name', '=', name)
      .where('lockedBy', '=', r.by)
      .execute();
  },
};
