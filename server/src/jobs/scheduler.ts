import { AppError, ErrorCode, en, paths } from '@espasyo/domain';
import type { ScheduledJob } from '@espasyo/domain';
import type { Actor, AppContext, JobRunner } from '../context';
import { messagesFor } from '../lib/i18n';
import { newId } from '../lib/ids';
import { withLog, type Logger } from '../lib/log-context';
import { record } from '../modules/audit/audit.service';
import { raiseSystemAlert } from '../modules/notifications/staff/system-alerts.service';
import { nextDailyRun, type JobDefinition } from './job';
import { jobRunsRepository as repo } from './job-runs.repository';

/** A job that has not finished within this long is presumed dead and may be claimed again. */
const LEASE_MS = 10 * 60_000;
const TICK_MS = 15_000;

/**
 * A tiny scheduler: each job has a row in job_runs with its next run time and a lock. Every
 * tick, each due job is claimed with one UPDATE (so of several instances only one runs it),
 * run, and its result stored. Started by main.ts only; tests call runNow().
 */
export class Scheduler implements JobRunner {
  readonly instanceId = newId();
  private timer: NodeJS.Timeout | null = null;
  private ready: Promise<void> | null = null;
  private stopped = false;
  /** Runs under way in this process: stop() waits for them (a graceful shutdown). */
  private readonly running = new Set<Promise<boolean>>();

  /** `ctxOf` rather than the context itself: the scheduler is built inside the context. */
  constructor(
    private readonly ctxOf: () => AppContext,
    readonly jobs: JobDefinition[],
    private readonly log: Logger,
  ) {}

  private get ctx() {
    return this.ctxOf();
  }

  start() {
    this.stopped = false;
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
    void this.tick();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.running]);
  }

  async list(): Promise<ScheduledJob[]> {
    await this.ensureRows();
    const rows = new Map((await repo.list(this.ctx.db)).map((r) => [r.name, r]));
    const now = this.ctx.clock.now();
    const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
    return this.jobs.map((j) => {
      const r = rows.get(j.name);
      return {
        name: j.name,
        description: j.description,
        intervalMs: j.intervalMs,
        running: !!r?.lockedUntil && new Date(r.lockedUntil) > now,
        lastStartedAt: iso(r?.lastStartedAt),
        lastFinishedAt: iso(r?.lastFinishedAt),
        lastStatus: r?.lastStatus ?? null,
        lastResult: r?.lastResult ?? null,
        lastDurationMs: r?.lastDurationMs ?? null,
        nextRunAt: iso(r?.nextRunAt),
        runCount: r?.runCount ?? 0,
      };
    });
  }

  /** Runs one job now (admin tools). Refused while another run holds its lock. */
  async runNow(name: string, actor?: Actor) {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) throw new AppError(ErrorCode.notFound, en.admin.jobNotFound);
    await this.ensureRows();
    const ran = await this.runIfClaimed(job, true, actor);
    if (!ran) throw new AppError(ErrorCode.jobRunning, en.admin.jobRunning);
    return (await this.list()).find((j) => j.name === name)!;
  }

  /** One pass over all jobs: run those that are due and not locked elsewhere. */
  async tick() {
    try {
      await this.ensureRows();
      for (const job of this.jobs) {
        if (this.stopped) return; // shutting down: the next due job is left to another instance
        await this.runIfClaimed(job, false);
      }
    } catch (err) {
      this.log.warn({ err }, 'scheduler tick failed');
    }
  }

  private ensureRows() {
    this.ready ??= (async () => {
      const now = this.ctx.clock.now();
      for (const j of this.jobs) await repo.ensure(this.ctx.db, j.name, await this.nextRun(j, now, true));
    })().catch((e) => {
      this.ready = null;
      throw e;
    });
    return this.ready;
  }

  /** When a job runs next: its time of day for a daily job, else after its interval (or now, the first time). */
  private async nextRun(job: JobDefinition, after: Date, first = false): Promise<Date> {
    if (job.dailyAt) return nextDailyRun(after, job.dailyAt, (await this.ctx.settings.get()).general.timezone);
    return first ? after : new Date(after.getTime() + job.intervalMs);
  }

  private runIfClaimed(job: JobDefinition, force: boolean, actor?: Actor): Promise<boolean> {
    const run = this.claimAndRun(job, force, actor);
    this.running.add(run);
    void run.catch(() => undefined).finally(() => this.running.delete(run));
    return run;
  }

  private async claimAndRun(job: JobDefinition, force: boolean, actor?: Actor): Promise<boolean> {
    const started = this.ctx.clock.now();
    const claimed = await repo.claim(
      this.ctx.db,
      job.name,
      this.instanceId,
      started,
      new Date(started.getTime() + LEASE_MS),
      force,
    );
    if (!claimed) return false;
    // The run's own logger: every line written inside it names the job and this run.
    const log = this.log.child({ job: job.name, runId: newId() });
    return withLog(log, () => this.runClaimed(job, log, actor));
  }

  private async runClaimed(job: JobDefinition, log: Logger, actor?: Actor): Promise<boolean> {
    const t0 = performance.now();
    let status: 'ok' | 'failed' = 'ok';
    let result: string;
    let error: unknown;
    try {
      result = await job.run(this.ctx);
    } catch (err) {
      status = 'failed';
      error = err;
      result = err instanceof Error ? err.message : String(err);
    }
    const seconds = (performance.now() - t0) / 1000;
    this.ctx.metrics.jobRuns.inc({ job: job.name, status });
    this.ctx.metrics.jobDuration.observe({ job: job.name }, seconds);
    const line = { status, result, durationMs: Math.round(seconds * 1000) };
    if (status === 'failed') log.warn({ ...line, err: error }, 'job run');
    else log.info(line, 'job run');
    const finishedAt = this.ctx.clock.now();
    await this.ctx.db.transaction().execute(async (tx) => {
      const outcome = {
        by: this.instanceId,
        finishedAt,
        status,
        result,
        durationMs: Math.round(performance.now() - t0),
      };
      await repo.finish(tx, job.name, { ...outcome, nextRunAt: await this.nextRun(job, finishedAt) });
      // Admins hear of a failed run (decision 0045: at most once an hour per job).
      if (status === 'failed') {
        await raiseSystemAlert(this.ctx, tx, {
          source: `job:${job.name}`,
          title: (lang) => messagesFor(lang, 'mailStaff').alerts.job.title({ job: job.name }),
          message: (lang) => messagesFor(lang, 'mailStaff').alerts.job.message({ error: result }),
          actionUrl: paths.admin.tools.getHref(),
        });
      }
      if (actor) {
        await record(tx, {
          ...actor,
          action: 'job.run',
          targetType: 'job',
          targetId: job.name,
          after: { status, result },
          at: finishedAt,
        });
      }
    });
    return true;
  }
}
