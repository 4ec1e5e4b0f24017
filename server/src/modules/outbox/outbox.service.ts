import {
  AppError,
  ErrorCode,
  outboxMessages as m,
  type DeliveriesQuery,
  type DeliveriesPage,
  type PushMessage,
} from '@espasyo/domain';
import type { Actor, AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import type { OutboundMessage } from '../../lib/mailer';
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
 * A call to a payment gateway that a committed change owes (decision 0034): the refund the
 * refunds row describes, sent with its own idempotency key; closing the checkout of a payment
 * closed here. The rows say what is owed, so the task carries only their id.
 */
export interface RefundPayload {
  refundId: string;
}
export interface CloseCheckoutPayload {
  paymentId: string;
}
/** A gateway's webhook event, recorded (webhook_events) and still to be processed. */
export interface WebhookPayload {
  gateway: string;
  eventId: string;
}

/** A payout to send (the sandbox's transfer); the row says what and where. */
export interface PayoutPayload {
  payoutId: string;
}

/** The live pushes of a staff notice's notifications to a group, a page at a time after `after` (decision 0045). */
export interface NoticeFanOutPayload {
  noticeId: string;
  after: string | null;
}

/** A Web Push to every device of a user (decision 0044): what the service worker shows. */
export interface PushPayload {
  userId: string;
  message: PushMessage;
  /** High priority or a new booking: the push service wakes the device at once. */
  urgent: boolean;
}

/** A page of an announcement emailed as news to those who agreed (notifications.marketingEmails). */
export interface AnnouncementEmailPayload {
  announcementId: string;
  /** The last recipient's id of the page before; null for the first page. */
  after: string | null;
}

/** A page of the email telling users maintenance has begun (notifications.maintenanceNotifications). */
export interface MaintenanceEmailPayload {
  /** general.maintenanceMessage when maintenance mode was switched on. */
  message: string;
  after: string | null;
}

/** Every kind with its payload. A new kind (a notification) adds a line here and a handler. */
export interface TaskPayloads {
  email: MessagePayload;
  sms: MessagePayload;
  'file.delete': FileDeletePayload;
  realtime: RealtimePayload;
  'payment.refund': RefundPayload;
  'payment.close_checkout': CloseCheckoutPayload;
  'payment.webhook': WebhookPayload;
  'payout.send': PayoutPayload;
  'notification.fanout': NoticeFanOutPayload;
  push: PushPayload;
  'announcement.email': AnnouncementEmailPayload;
  'maintenance.email': MaintenanceEmailPayload;
}
export type TaskKind = keyof TaskPayloads;
export type OutboxTask = { [K in TaskKind]: { kind: K; payload: TaskPayloads[K] } }[TaskKind];

/** An email or a text message, exactly as built (auth.emails.ts and the like). */
export function messageTask(message: OutboundMessage): OutboxTask {
  const { kind, to, subject, text, html } = message;
  return { kind, payload: { to, subject, text, ...(html === undefined ? {} : { html }) } };
}

export function fileDeleteTask(keys: string[]): OutboxTask {
  return { kind: 'file.delete', payload: { keys } };
}

export function realtimeTask(
  topic: string,
  data: unknown,
  opts: { origin?: string | null; latestOnly?: boolean } = {},
): OutboxTask {
  return { kind: 'realtime', payload: { topic, data, origin: opts.origin ?? null, latestOnly: !!opts.latestOnly } };
}

export function refundTask(refundId: string): OutboxTask {
  return { kind: 'payment.refund', payload: { refundId } };
}

export function closeCheckoutTask(paymentId: string): OutboxTask {
  return { kind: 'payment.close_checkout', payload: { paymentId } };
}

export function webhookTask(gateway: string, eventId: string): OutboxTask {
  return { kind: 'payment.webhook', payload: { gateway, eventId } };
}

export function payoutTask(payoutId: string): OutboxTask {
  return { kind: 'payout.send', payload: { payoutId } };
}

export function noticeFanOutTask(noticeId: string, after: string | null): OutboxTask {
  return { kind: 'notification.fanout', payload: { noticeId, after } };
}

export function announcementEmailTask(announcementId: string, after: string | null): OutboxTask {
  return { kind: 'announcement.email', payload: { announcementId, after } };
}

export function maintenanceEmailTask(message: string, after: string | null): OutboxTask {
  return { kind: 'maintenance.email', payload: { message, after } };
}

export function pushTask(userId: string, message: PushMessage, urgent: boolean): OutboxTask {
  return { kind: 'push', payload: { userId, message, urgent } };
}

/** Who a message is for: what staff see, and what an account's deletion removes. */
function recipientOf(task: OutboxTask): string | null {
  return task.kind === 'email' || task.kind === 'sms' ? task.payload.to : null;
}

/** What staff see of a task besides its recipient: never a message's text or link. */
export function summaryOf(task: OutboxTask): string {
  switch (task.kind) {
    case 'email':
    case 'sms':
      return task.payload.subject.slice(0, 300);
    case 'file.delete': {
      const { keys } = task.payload;
      const shown = keys.slice(0, 3).join(', ');
      return `${keys.length} file${keys.length === 1 ? '' : 's'}: ${shown}${keys.length > 3 ? ', …' : ''}`;
    }
    case 'realtime':
      return `topic ${task.payload.topic}`;
    case 'payment.refund':
      return `refund ${task.payload.refundId}`;
    case 'payment.close_checkout':
      return `checkout of payment ${task.payload.paymentId}`;
    case 'payment.webhook':
      return `${task.payload.gateway} event ${task.payload.eventId}`;
    case 'payout.send':
      return `payout ${task.payload.payoutId}`;
    case 'notification.fanout':
      return `notice ${task.payload.noticeId}${task.payload.after ? ` after ${task.payload.after}` : ''}`;
    case 'push':
      return `push to user ${task.payload.userId}`;
    case 'announcement.email':
      return `news email of announcement ${task.payload.announcementId}${task.payload.after ? ` after ${task.payload.after}` : ''}`;
    case 'maintenance.email':
      return `maintenance email${task.payload.after ? ` after ${task.payload.after}` : ''}`;
  }
}

/**
 * Writes `task` in the caller's transaction: it exists only if the change commits. The
 * worker of this process is told after the commit (db/write-watch.ts), and every worker
 * polls, so it is delivered at once, or after a crash by whichever instance runs next.
 * `at` is ctx.clock.now(); the task is due from then, or from `dueAt` (a later moment).
 */
export async function enqueue(tx: Executor, task: OutboxTask, at: Date, dueAt: Date = at): Promise<string> {
  const id = newId();
  await repo.insert(tx, {
    id,
    kind: task.kind,
    payload: task.payload,
    recipient: recipientOf(task),
    summary: summaryOf(task),
    at,
    dueAt,
  });
  return id;
}

/** Files to delete after a change that did not commit (uploads written before it): in their own transaction. */
export async function discardFiles(ctx: AppContext, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await enqueue(ctx.db, fileDeleteTask(keys), ctx.clock.now()).catch((err) =>
    console.error('could not queue the clean-up of unused files', keys, err),
  );
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
