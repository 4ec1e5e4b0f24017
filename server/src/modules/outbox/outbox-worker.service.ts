import { AsyncLocalStorage } from 'node:async_hooks';
import { outboxMessages as m } from '@espasyo/domain';
import type { AppContext, DeliveryWorker } from '../../context';
import { newId } from '../../lib/ids';
import { withLog, type Logger } from '../../lib/log-context';
import {
  BATCH,
  DELIVERY_TIMEOUT_MS,
  HEARTBEAT_MS,
  LEASE_MS,
  MAX_ATTEMPTS,
  POLL_MS,
  backoffMs,
} from './outbox.constants';
import { outboxRepository as repo, type ClaimedTask } from './outbox.repository';
import { onTasksQueued, type Delivery, type Handler, type TaskKind } from './outbox.service';

class TimedOut extends Error {}

/** An error's own code when it is a plain token (ECONNREFUSED, EAUTH): safe and useful for staff. */
function codeOf(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,30}$/.test(code) ? code : null;
}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A claimed batch in delivery order: realtime pushes first, because an open tab is waiting on
 * them while an email or a text is not held up by a few milliseconds; each kind keeps the order
 * it was queued in.
 */
export function liveFirst<T extends { kind: string }>(tasks: T[]): T[] {
  return [...tasks.filter((t) => t.kind === 'realtime'), ...tasks.filter((t) => t.kind !== 'realtime')];
}

/**
 * Delivers the outbox's tasks (decision 0032). Each pass claims due tasks in one statement
 * (outbox.repository.ts: a lease, SKIP LOCKED) and delivers them in the order they were
 * queued (realtime pushes ahead of the rest: liveFirst) through the handler of their kind,
 * renewing the lease of what it holds every HEARTBEAT_MS meanwhile (decision 0070), so a dead
 * worker's tasks are taken again within LEASE_MS. A failure is tried again after a backoff, up
 * to MAX_ATTEMPTS, then the task is failed, `delivery.givenUp` is told, and it waits for staff.
 * Several instances each run one; a task goes to one of them at a time. The handlers come from
 * the composition (modules/index.ts). Started by main.ts only; the test app follows commits.
 */
export class OutboxWorker implements DeliveryWorker {
  readonly instanceId = newId();
  private timer: NodeJS.Timeout | null = null;
  private unfollow: (() => void) | null = null;
  private stopped = false;
  private draining: Promise<number> | null = null;
  private again = false;
  /** Set inside a handler's run (see idle). */
  private readonly delivering = new AsyncLocalStorage<true>();

  /**
   * `ctxOf` rather than the context itself: the worker is built inside the context.
   * `heartbeatMs`: how often the leases are renewed (a test's shorter one).
   */
  constructor(
    private readonly ctxOf: () => AppContext,
    private readonly log: Logger,
    private readonly delivery: Delivery,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  private get ctx() {
    return this.ctxOf();
  }

  start() {
    this.followCommits();
    if (this.timer) return;
    this.timer = setInterval(() => this.nudge(), POLL_MS);
    this.timer.unref();
    this.nudge(); // whatever an earlier run (or a crash) left due
  }

  followCommits() {
    this.stopped = false;
    this.unfollow ??= onTasksQueued(this.ctx.db, () => this.nudge());
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unfollow?.();
    this.unfollow = null;
    await this.idle();
  }

  async idle() {
    // Asked from inside a delivery (a gateway call that reaches this app back, as the sandbox
    // posts its webhook through app.inject, whose reply waits for idle): waiting on the pass
    // that runs the asker would wait on itself until the delivery timed out.
    if (this.delivering.getStore()) return;
    while (this.draining) await this.draining.catch(() => undefined);
  }

  deliverDue(): Promise<number> {
    if (this.draining) {
      this.again = true; // something became due meanwhile: one more pass before this one ends
      return this.draining;
    }
    // While it runs, the leases of the tasks it holds are renewed: claimed, and delivering or waiting their turn.
    const heartbeat = setInterval(() => void this.renewLeases(), this.heartbeatMs);
    heartbeat.unref();
    this.draining = (async () => {
      let tried = 0;
      do {
        this.again = false;
        tried += await this.pass();
      } while (this.again && !this.stopped);
      return tried;
    })().finally(() => {
      clearInterval(heartbeat);
      this.draining = null;
    });
    return this.draining;
  }

  private async renewLeases() {
    const now = this.ctx.clock.now();
    await repo
      .renew(this.ctx.db, this.instanceId, now, new Date(now.getTime() + LEASE_MS))
      .catch((err: unknown) => this.log.warn({ err }, 'outbox lease renewal failed'));
  }

  private nudge() {
    if (this.stopped) return;
    void this.deliverDue().catch((err: unknown) => this.log.warn({ err }, 'outbox pass failed'));
  }

  /** Claims and delivers batches until nothing is due. */
  private async pass(): Promise<number> {
    let tried = 0;
    for (;;) {
      const now = this.ctx.clock.now();
      const tasks = await repo.claim(this.ctx.db, this.instanceId, now, new Date(now.getTime() + LEASE_MS), BATCH);
      // One after the other; each one's record travels while the next is delivered (deliverWith).
      const recorded: Promise<void>[] = [];
      for (const task of liveFirst(tasks)) {
        const { recorded: r } = await this.deliver(task);
        r.catch(() => {}); // handled below, once every delivery of the batch is done
        recorded.push(r);
      }
      await Promise.all(recorded);
      tried += tasks.length;
      if (tasks.length < BATCH || this.stopped) return tried;
    }
  }

  /** Each delivery with its own logger: every line written inside it names the task. */
  private deliver(task: ClaimedTask) {
    const log = this.log.child({ outboxTask: task.id, kind: task.kind, attempt: task.attempts });
    return withLog(log, () => this.deliverWith(task, log));
  }

  /**
   * Runs the task's handler; answers once it has, with `recorded`: its outcome being written. A
   * delivered task is marked at once, but the worker goes on to the next delivery without waiting
   * for the mark's round trip (a pass waits for every mark before it ends): each mark still follows
   * its own delivery straight away, so a crash repeats at most the deliveries under way, as before.
   */
  private async deliverWith(task: ClaimedTask, log: Logger): Promise<{ recorded: Promise<void> }> {
    const handler = this.delivery.handlers[task.kind as TaskKind] as Handler<TaskKind> | undefined;
    try {
      if (!handler) throw new Error(m.unknownKind(task.kind));
      await within(
        DELIVERY_TIMEOUT_MS,
        this.delivering.run(true, () => handler(this.ctx, task.payload as never, task)),
      );
    } catch (err) {
      await this.failed(task, log, handler, err);
      return { recorded: Promise.resolve() };
    }
    const recorded = repo.delivered(this.ctx.db, task.id, this.instanceId, this.ctx.clock.now()).then(
      () => void this.ctx.metrics.outboxDeliveries.inc({ kind: task.kind, outcome: 'delivered' }),
      (err: unknown) => this.failed(task, log, handler, err),
    );
    return { recorded };
  }

  /** A failed attempt (its handler threw or timed out, or its mark failed): tried again after a backoff, or given up. */
  private async failed(task: ClaimedTask, log: Logger, handler: Handler<TaskKind> | undefined, err: unknown) {
    const ref = newId().slice(-8);
    log.warn({ err, ref }, 'outbox delivery failed');
    const what = m.what(task.kind);
    const error = !handler
      ? m.unknownKind(task.kind)
      : err instanceof TimedOut
        ? m.timedOut(what, ref)
        : m.failed(what, codeOf(err), ref);
    const now = this.ctx.clock.now();
    const last = task.attempts >= MAX_ATTEMPTS;
    this.ctx.metrics.outboxDeliveries.inc({ kind: task.kind, outcome: last ? 'failed' : 'retry' });
    await repo.attemptFailed(this.ctx.db, task.id, this.instanceId, {
      status: last ? 'failed' : 'pending',
      next: last ? now : new Date(now.getTime() + backoffMs(task.attempts)),
      error,
      now,
    });
    if (last) await this.delivery.givenUp(this.ctx, { kind: task.kind, summary: task.summary, error });
  }
}
