import type { AppContext } from '../../context';
import { smsSender } from '../../lib/sms';
import type { PaymentGatewayName } from '@espasyo/domain';
import { closeAtGateway, deliverRefund } from '../bookings/payments/payment-effects.service';
import { processEvent } from '../bookings/payments/webhooks.service';
import { deliverPayout } from '../money/payouts/payouts.service';
import { fanOutNotice } from '../notifications/staff/staff-notices.service';
import { deliverPush } from '../push/push.service';
import { emailAnnouncementPage } from '../announcements/announcements.service';
import { emailMaintenancePage } from '../settings/maintenance-notice.service';
import { outboxRepository as repo } from './outbox.repository';
import type { TaskKind, TaskPayloads } from './outbox.service';

/** The task being delivered, for a handler that needs more than its payload. */
export interface TaskInfo {
  id: string;
  kind: string;
  summary: string;
}

export type Handler<K extends TaskKind> = (ctx: AppContext, payload: TaskPayloads[K], task: TaskInfo) => Promise<void>;
export type Handlers = { [K in TaskKind]: Handler<K> };

/**
 * How each kind is delivered. A handler may run twice for one task (a worker that died after
 * delivering but before recording it), so each is safe to repeat or harmless when repeated.
 */
export const handlers: Handlers = {
  email: (ctx, p) => ctx.mailer.send({ kind: 'email', ...p }),
  // The SMS interface (lib/sms.ts): Semaphore when configured, else the development outbox.
  sms: (ctx, p) => smsSender(ctx.env, ctx.mailer).send(p),
  // Both storages delete with force: a file already gone is not an error.
  'file.delete': async (ctx, p) => void (await Promise.all(p.keys.map((k) => ctx.storage.delete(k)))),
  realtime: async (ctx, p, task) => {
    if (p.latestOnly && (await repo.hasNewer(ctx.db, task.kind, task.summary, task.id))) return;
    await ctx.realtime.publish(p.topic, p.data, p.origin ?? undefined);
  },
  // Gateway calls with the idempotency keys of their rows: a repeat is answered, never done twice.
  'payment.refund': (ctx, p) => deliverRefund(ctx, p.refundId),
  'payment.close_checkout': (ctx, p) => closeAtGateway(ctx, p.paymentId),
  // Processing an event twice finds it processed the second time (its row's lock and processedAt).
  'payment.webhook': async (ctx, p) => void (await processEvent(ctx, p.gateway as PaymentGatewayName, p.eventId)),
  // A payout no longer pending is left alone (settled under its row's lock).
  'payout.send': (ctx, p) => deliverPayout(ctx, p.payoutId),
  // A page pushed twice reaches the same tabs with the same notifications: harmless.
  'notification.fanout': (ctx, p) => fanOutNotice(ctx, p.noticeId, p.after),
  // To every device of the user; a repeat carries the same tag, so a device replaces rather than adds.
  push: (ctx, p) => deliverPush(ctx, p),
  // A page queued twice (a crash between its commit and this task's record) may email its page twice.
  'announcement.email': (ctx, p) => emailAnnouncementPage(ctx, p.announcementId, p.after),
  'maintenance.email': (ctx, p) => emailMaintenancePage(ctx, p.message, p.after),
};
