import { createHash } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  adminPaymentsMessages,
  paths,
  paymentMessages,
  type PaymentGatewayName,
  type WebhookAck,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { messagesFor } from '../../../lib/i18n';
import { newId } from '../../../lib/ids';
import { raiseSystemAlertAlone } from '../../notifications/staff/system-alerts.service';
import { enqueue, type Handlers, type OutboxTask } from '../../outbox/outbox.service';
import {
  acceptableEvent,
  WebhookRejected,
  type GatewayCheckout,
  type PaymentGateway,
  type WebhookHeaders,
} from '../../gateways/gateway.types';
import { webhookGateway } from '../../gateways/gateways.service';
import { paymentsRepository as repo } from '../payments.repository';
import { settleCheckout } from './settle.service';

const m = paymentMessages;

const noGateway = () => new AppError(ErrorCode.notFound, 'Not found');

const rejectionMessage = (reason: WebhookRejected['reason'], testKey: boolean) =>
  ({
    signature: m.webhookSignature,
    stale: m.webhookStale,
    no_id: m.webhookNoId,
    mode: testKey ? m.webhookLiveToTestKey : m.webhookTestToLiveKey,
  })[reason];

/**
 * POST /api/webhooks/payments/:gateway. The signature and timestamp are checked against the raw
 * body first (a bad or stale one answers 400 and changes nothing), and the event must have its id
 * and be of the key's mode (400 otherwise, issue 29); then the event is recorded,
 * once per event id, with an outbox task that processes it (processEvent), in one transaction,
 * and the gateway gets its answer at once: a gateway that waits too long retries, and some
 * disable a slow endpoint. A failed processing is retried by the outbox and, past that, by
 * reconciliation. A replayed event id answers 200 and changes nothing.
 */
export async function receiveWebhook(
  ctx: AppContext,
  gatewayName: PaymentGatewayName,
  rawBody: Buffer,
  headers: WebhookHeaders,
  /** false: record only, and the caller processes it (the demo data's payer, at its story's moment). */
  opts: { queue: boolean } = { queue: true },
): Promise<WebhookAck & { eventId: string }> {
  const gateway = webhookGateway(ctx, gatewayName);
  if (!gateway) throw noGateway();
  const now = ctx.clock.now();
  let event;
  try {
    event = acceptableEvent(gateway, gateway.verifyWebhook(rawBody, headers, now));
  } catch (err) {
    if (err instanceof WebhookRejected) {
      ctx.metrics.webhookEvents.inc({ gateway: gatewayName, outcome: 'rejected' });
      throw new AppError(ErrorCode.webhookRejected, rejectionMessage(err.reason, gateway.testMode));
    }
    throw err;
  }
  const recorded = await ctx.db.transaction().execute(async (tx) => {
    const fresh = await repo.recordEvent(tx, {
      id: newId(),
      gateway: gatewayName,
      eventId: event.id,
      type: event.type,
      bodySha256: createHash('sha256').update(rawBody).digest('hex'),
      payload: JSON.stringify(event.payload),
      receivedAt: now,
    });
    if (fresh && opts.queue) await enqueue(tx, webhookTask(gatewayName, event.id), now);
    return fresh;
  });
  ctx.metrics.webhookEvents.inc({ gateway: gatewayName, outcome: recorded ? 'accepted' : 'duplicate' });
  return { received: true, duplicate: !recorded, eventId: event.id };
}

/**
 * Processes a recorded event once: its row is locked, so of deliveries of one event arriving at
 * once the others wait and then find it processed ('replay'). Settling the checkout and marking
 * the event processed commit together; a failure is noted on the event and thrown.
 */
/**
 * A recorded event's paid checkout with what its gateway adds (completePaid), or null when there
 * is nothing to add or the gateway did not answer (the payment is settled without the fee then,
 * and the daily reconciliation reports it).
 */
async function completedCheckout(
  ctx: AppContext,
  gateway: PaymentGateway,
  gatewayName: PaymentGatewayName,
  eventId: string,
): Promise<GatewayCheckout | null> {
  if (!gateway.completePaid) return null;
  const row = await repo.findEvent(ctx.db, gatewayName, eventId);
  if (!row || row.processedAt) return null;
  const checkout = gateway.eventFrom(JSON.parse(row.payloadText) as Record<string, unknown>).checkout;
  if (!checkout || checkout.status !== 'paid') return null;
  return gateway.completePaid(checkout).catch(() => null);
}

export async function processEvent(
  ctx: AppContext,
  gatewayName: PaymentGatewayName,
  eventId: string,
): Promise<'processed' | 'replay'> {
  const gateway = webhookGateway(ctx, gatewayName);
  if (!gateway) throw noGateway();
  let recordedId: string | null = null;
  try {
    // What the event leaves out (Stripe's fee) is asked for first: no gateway call in a transaction.
    const completed = await completedCheckout(ctx, gateway, gatewayName, eventId);
    const outcome = await ctx.db.transaction().execute(async (tx) => {
      const row = await repo.lockEvent(tx, gatewayName, eventId);
      if (!row || row.processedAt) return 'replay' as const;
      recordedId = row.id;
      const event = gateway.eventFrom(JSON.parse(row.payloadText) as Record<string, unknown>);
      const checkout = completed ?? event.checkout;
      const result = checkout ? await settleCheckout(ctx, tx, gatewayName, checkout) : 'ignored';
      await repo.updateEvent(tx, row.id, { processedAt: ctx.clock.now(), result, error: null });
      return 'processed' as const;
    });
    ctx.metrics.webhookEvents.inc({ gateway: gatewayName, outcome });
    return outcome;
  } catch (err) {
    ctx.metrics.webhookEvents.inc({ gateway: gatewayName, outcome: 'failed' });
    if (recordedId) {
      const error = err instanceof Error ? err.message : String(err);
      await repo.failEvent(ctx.db, recordedId, error);
      // Admins are alerted (decision 0045: at most once an hour per gateway).
      await raiseSystemAlertAlone(ctx, {
        source: `webhook:${gatewayName}`,
        title: (lang) =>
          messagesFor(lang, 'mailStaff').alerts.webhook.title({
            gateway: adminPaymentsMessages.gateways[gatewayName] ?? gatewayName,
          }),
        message: (lang) =>
          messagesFor(lang, 'mailStaff').alerts.webhook.message({ event: eventId, error: error.slice(0, 300) }),
        actionUrl: paths.admin.payments.getHref(),
      });
    }
    throw err;
  }
}

/** The outbox's task of this module: a gateway's webhook event, recorded (webhook_events) and still to be processed. */
export interface WebhookPayload {
  gateway: PaymentGatewayName;
  eventId: string;
}
declare module '../../outbox/outbox.service' {
  interface TaskPayloads {
    'payment.webhook': WebhookPayload;
  }
}

function webhookTask(gateway: PaymentGatewayName, eventId: string): OutboxTask {
  return { kind: 'payment.webhook', payload: { gateway, eventId }, summary: `${gateway} event ${eventId}` };
}

/**
 * Its delivery, composed in modules/index.ts. Processing an event twice finds it processed the
 * second time (its row's lock and processedAt).
 */
export const webhookHandlers: Handlers<'payment.webhook'> = {
  'payment.webhook': async (ctx, p) => void (await processEvent(ctx, p.gateway, p.eventId)),
};
