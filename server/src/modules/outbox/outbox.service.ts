import { AppError, ErrorCode, outboxMessages as m, type DeliveriesQuery, type DeliveriesPage } from '@espasyo/domain';
import type { Actor, AppContext } from '../../context';
import type { Database, Executor, Tx } from '../../db/client';
import { afterCommit, afterRollback, databaseOf } from '../../db/transactions';
import { newId } from '../../lib/ids';
import type { OutboundMessage } from '../../lib/mailer';
import { smsSender } from '../../lib/sms';
import { record } from '../audit/audit.service';
import { toDelivery } from './outbox.mapper';
import { outboxRepository as repo } from './outbox.repository';

/*
 * The outbox (decision 0032): an effect of a change (an email, a text message, deleting files,
 * a realtime push, a refund or a closed checkout at a payment gateway) is a row written by
 * enqueue(tx, task) in the change's own transaction, so the two commit together or not at all.
 * The worker (outbox-worker.service.ts) delivers it after the commit, retries with backoff and
 * at last marks it failed, for staff to see and retry on /admin-tools. Delivery is at least
 * once: a worker that dies mid-delivery leaves the task to be delivered again after its lease,
 * so handlers tolerate a second run.
 */

/** A message through ctx.mailer: SMTP or the mail store the development mailbox reads. */
export interface MessagePayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
/** Files of lib/storage to delete; one already gone counts as deleted. */
export interface FileDeletePayload {
  keys: string[];
}
/**
 * `data` to the sockets subscribed to `topic` on every instance. `origin`: the instance whose
 * change it is (it has applied it already). `latestOnly`: the data is the topic's whole state,
 * so a push queued later makes this one pointless (a late retry must not undo a newer one).
 */
export interface RealtimePayload {
  topic: string;
  data: unknown;
  origin: string | null;
  latestOnly: boolean;
}

/**
 * Every kind with its payload: the outbox's own four here. A module that queues a kind of its
 * own declares it where it delivers it, by adding it to this interface (TypeScript's declaration
 * merging: `declare module '…/outbox/outbox.service' { interface TaskPayloads { … } }`), and
 * hands its handler to the one composition, modules/index.ts, which the compiler holds to a
 * handler for every kind.
 */
export interface TaskPayloads {
  email: MessagePayload;
  sms: MessagePayload;
  'file.delete': FileDeletePayload;
  realtime: RealtimePayload;
}
export type TaskKind = keyof TaskPayloads;

/**
 * A task as queued: its kind and payload, what staff see of it (`summary`: never a message's text
 * or link) and, for a message, whom it is for (what an account's deletion removes).
 */
export type OutboxTask = {
  [K in TaskKind]: { kind: K; payload: TaskPayloads[K]; summary: string; recipient?: string };
}[TaskKind];

/** The task being delivered, for a handler that needs more than its payload. */
export interface TaskInfo {
  id: string;
  kind: string;
  summary: string;
}

/**
 * How a kind is delivered. A handler may run twice for one task (a worker that died after
 * delivering but before recording it), so each is safe to repeat or harmless when repeated.
 */
export type Handler<K extends TaskKind> = (ctx: AppContext, payload: TaskPayloads[K], task: TaskInfo) => Promise<void>;
/** Handlers by kind: a module's for its own kinds, or every kind's (the composition). */
export type Handlers<K extends TaskKind = TaskKind> = { [Kind in K]: Handler<Kind> };

/** A task given up after its last attempt. */
export interface GivenUpTask {
  kind: string;
  summary: string;
  /** The short, safe error staff see. */
  error: string;
}

/** What the worker is handed by the composition (modules/index.ts): every kind's handler, and who is told of a task given up. */
export interface Delivery {
  handlers: Handlers;
  givenUp(ctx: AppContext, task: GivenUpTask): Promise<void>;
}

/** An email or a text message, exactly as built (auth.emails.ts and the like). */
export function messageTask(message: OutboundMessage): OutboxTask {
  const { kind, to, subject, text, html } = message;
  return {
    kind,
    payload: { to, subject, text, ...(html === undefined ? {} : { html }) },
    summary: subject.slice(0, 300),
    recipient: to,
  };
}

export function fileDeleteTask(keys: string[]): OutboxTask {
  const shown = keys.slice(0, 3).join(', ');
  const summary = `${keys.length} file${keys.length === 1 ? '' : 's'}: ${shown}${keys.length > 3 ? ', …' : ''}`;
  return { kind: 'file.delete', payload: { keys }, summary };
}

export function realtimeTask(
  topic: string,
  data: unknown,
  opts: { origin?: string | null; latestOnly?: boolean } = {},
): OutboxTask {
  return {
    kind: 'realtime',
    payload: { topic, data, origin: opts.origin ?? null, latestOnly: !!opts.latestOnly },
    summary: `topic ${topic}`,
  };
}

/** How the outbox's own kinds are delivered (composed with every module's in modules/index.ts). */
export const outboxHandlers: Handlers<'email' | 'sms' | 'file.delete' | 'realtime'> = {
  email: (ctx, p) => ctx.mailer.send({ kind: 'email', ...p }),
  // The SMS interface (lib/sms.ts): Semaphore when configured, else the development outbox.
  sms: (ctx, p) => smsSender(ctx.env, ctx.mailer).send(p),
  // Both storages delete with force: a file already gone is not an error.
  'file.delete': async (ctx, p) => void (await Promise.all(p.keys.map((k) => ctx.storage.delete(k)))),
  // A push marked latestOnly is skipped when a later one on its topic exists (see RealtimePayload).
  realtime: async (ctx, p, task) => {
    if (p.latestOnly && (await repo.hasNewer(ctx.db, task.kind, task.summary, task.id))) return;
    await ctx.realtime.publish(p.topic, p.data, p.origin ?? undefined);
  },
};

/** The workers to wake when tasks were queued on a database (OutboxWorker.followCommits). */
const queuedListeners = new WeakMap<Database, Set<() => void>>();

/** Runs `listener` each time tasks queued on `db` have committed. Returns the function that stops it. */
export function onTasksQueued(db: Database, listener: () => void): () => void {
  const listeners = queuedListeners.get(db) ?? new Set();
  queuedListeners.set(db, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Writes `task` in the caller's transaction: it exists only if the change commits. The
 * transaction's after-commit hook (db/transactions.ts) then wakes this process's worker, and
 * every worker polls, so it is delivered at once, or after a crash by whichever instance runs
 * next. `at` is ctx.clock.now(); the task is due from then, or from `dueAt` (a later moment).
 */
export async function enqueue(tx: Executor, task: OutboxTask, at: Date, dueAt: Date = at): Promise<string> {
  const [id] = await enqueueAll(tx, [task], at, dueAt);
  return id;
}

/**
 * Several tasks of one change, written in one statement (one round trip inside the change's
 * transaction, where a lock may be held), in the order given: the worker delivers them in that
 * order. Returns their ids; none given, nothing is written.
 */
export async function enqueueAll(tx: Executor, tasks: OutboxTask[], at: Date, dueAt: Date = at): Promise<string[]> {
  if (!tasks.length) return [];
  const rows = tasks.map(({ kind, payload, summary, recipient = null }) => ({
    id: newId(),
    kind,
    payload,
    recipient,
    summary,
    at,
    dueAt,
  }));
  await repo.insert(tx, rows);
  const db = databaseOf(tx);
  await afterCommit(tx, () => queuedListeners.get(db)?.forEach((wake) => wake()));
  return rows.map((r) => r.id);
}

/** Files to delete after a change that did not commit, through the outbox: in their own small transaction. */
async function discardFiles(ctx: AppContext, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await enqueue(ctx.db, fileDeleteTask(keys), ctx.clock.now()).catch((err: unknown) =>
    ctx.log.error({ err, keys }, 'could not queue the clean-up of unused files'),
  );
}

/**
 * Runs `change`, which refers to files already written to the storage (an upload is stored
 * before its transaction, so no reader sees a row without its file). If it fails, the files go
 * through the outbox's file.delete like every other deletion, and the error goes on.
 */
export async function discardFilesIfFailed<T>(ctx: AppContext, keys: string[], change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (err) {
    await discardFiles(ctx, keys);
    throw err;
  }
}

/** Files written inside `tx` (copies made in the transaction): deleted through the outbox if it rolls back. */
export function discardFilesOnRollback(ctx: AppContext, tx: Tx, keys: string[]): void {
  afterRollback(tx, () => discardFiles(ctx, keys));
}

/** /admin-tools: the tasks staff asked for, `open` ones (not delivered) by default. */
export async function listDeliveries(ctx: AppContext, q: DeliveriesQuery): Promise<DeliveriesPage> {
  const { total, items } = await repo.page(ctx.db, q);
  return { items: items.map(toDelivery), total, page: q.page, pageSize: q.pageSize };
}

/**
 * Staff's retry of a failed (or waiting) task: due now with a fresh count of attempts,
 * audited in the same transaction; then this process delivers what is due and the answer is
 * the task as it then stands.
 */
export async function retryDelivery(ctx: AppContext, id: string, actor: Actor) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const row = await repo.findForUpdate(tx, id);
    if (!row) throw new AppError(ErrorCode.notFound, m.notFound);
    if (row.status !== 'failed' && row.status !== 'pending') {
      throw new AppError(ErrorCode.deliveryNotRetryable, m.notRetryable);
    }
    await repo.requeue(tx, id, now);
    await record(tx, {
      ...actor,
      action: 'outbox.retry',
      targetType: 'outbox_task',
      targetId: id,
      before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
      after: { status: 'pending', attempts: 0 },
      at: now,
    });
  });
  await ctx.outbox.deliverDue();
  return toDelivery((await repo.find(ctx.db, id))!);
}

/** In an account's deletion: its queued and past messages go with it, like its stored ones. */
export function forgetRecipients(tx: Executor, recipients: string[]): Promise<void> {
  return repo.deleteForRecipients(tx, recipients);
}

/** Deletes tasks delivered before `cutoff` (the purge job); returns how many. */
export function purgeDeliveredTasks(db: Executor, cutoff: Date): Promise<number> {
  return repo.deleteDeliveredBefore(db, cutoff);
}
