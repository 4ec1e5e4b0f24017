import { AppError, errorStatus, type PaymentMethod } from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { gatewayKeys } from '../../gateways/gateways.service';
import { sandboxGatewayOf } from '../../gateways/sandbox.gateway';
import { processEvent, receiveWebhook } from '../webhooks/webhooks.service';

/**
 * The sandbox's payer without a browser or an HTTP server, for the demo data (db/seed/bookings.ts):
 * what the hosted page's form does, and the sandbox's webhooks handed to the webhook service in
 * the same process. Everything else is the real path: the sandbox signs its event, the webhook
 * service verifies it against the raw body and the context's clock and records it, and it is
 * processed at once (not left to the outbox, whose clock is the app's) to settle the checkout (pay through applyTransition, the ledger's entries). The context is one whose clock the
 * caller moves; the app's own sandbox keeps its HTTP transport (payments.routes.ts).
 */

/**
 * `ctx` as if no real gateway had its API key: its checkouts go through the sandbox, whatever
 * financial.paymentGateway names (the demo data, issue 29: with STRIPE_SECRET_KEY set it opened
 * real Stripe sessions, and stopped the first start where Stripe could not be reached).
 */
export function withSandboxPayments(ctx: AppContext): AppContext {
  const env = { ...ctx.env };
  for (const { secret } of Object.values(gatewayKeys)) env[secret] = undefined;
  return { ...ctx, env };
}

/** Delivers the sandbox's events of `ctx` straight to receiveWebhook, answering the status it would get. */
export function deliverSandboxWebhooksInProcess(ctx: AppContext): void {
  sandboxGatewayOf(ctx).transport = async (body, headers) => {
    try {
      // Recorded, then processed at once at the story's moment, not queued for the app's worker,
      // whose clock is the app's.
      const { eventId } = await receiveWebhook(ctx, 'sandbox', Buffer.from(body, 'utf8'), headers, { queue: false });
      await processEvent(ctx, 'sandbox', eventId);
      return 200;
    } catch (err) {
      return err instanceof AppError ? errorStatus[err.code] : 500;
    }
  };
}

/**
 * The payer's answer on a checkout's hosted page (its URL, /sandbox/checkout/{id}): authorised
 * with `method`, or failed. Answers the checkout's status afterwards ('paid', 'failed', 'expired').
 */
export async function answerSandboxCheckout(
  ctx: AppContext,
  checkoutUrl: string,
  outcome: 'authorise' | 'fail',
  method: PaymentMethod | null,
): Promise<string | null> {
  const checkoutId = checkoutUrl.split('/').pop() ?? '';
  const done = await sandboxGatewayOf(ctx).complete(checkoutId, outcome, method);
  return done?.status ?? null;
}
