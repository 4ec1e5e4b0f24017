import type { PaymentGatewayName } from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { gatewayNamed } from '../../gateways/gateways.service';
import { sandboxGatewayOf } from '../../gateways/sandbox.gateway';
import { paidBookings as bookings } from '../bookings-paid.repository';
import { refundUnderReview, sendRefund } from '../refunds/payment-effects.service';
import { paymentsRepository as repo } from '../payments.repository';
import { settleCheckout } from '../webhooks/settle.service';
import { processEvent } from '../webhooks/webhooks.service';

const MINUTE = 60_000;
/** A checkout open this long without a word from the gateway is asked about (design §6). */
export const RECONCILE_AFTER_MS = 10 * MINUTE;
/** Rows taken per pass and kind; the next pass takes the rest. */
const BATCH = 100;

const bump = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

/**
 * The payments' reconciliation pass (design §6), so that nothing hangs on a lost message:
 * - checkouts open for 10 minutes, and those closed here while the gateway last said open or
 *   paid, are asked about (retrieveCheckout, expireCheckout) and settled as a webhook would
 *   settle them (a lost webhook loses nothing);
 * - refunds still pending 10 minutes after their last attempt are sent again, with their own
 *   idempotency keys (the outbox sends them first: see payment-effects.service.ts);
 * - recorded webhook events whose processing failed are processed again;
 * - a payment under review whose booking can no longer be paid goes back (its expiry or
 *   cancellation refunds it; this catches one flagged before under review existed).
 * Each step is exactly-once by the same locks as the webhook's. Answers counts by outcome.
 */
export async function reconcilePayments(ctx: AppContext): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const now = ctx.clock.now();
  for (const id of await repo.toReconcile(ctx.db, new Date(now.getTime() - RECONCILE_AFTER_MS), BATCH)) {
    try {
      const p = await repo.find(ctx.db, id);
      if (!p?.checkoutId) continue;
      const gateway = gatewayNamed(ctx, p.gateway);
      let checkout = await gateway.retrieveCheckout(p.checkoutId);
      if (!checkout) continue;
      if (checkout.status === 'open' && p.status !== 'open') checkout = await gateway.expireCheckout(p.checkoutId);
      const found = checkout;
      const result = await ctx.db.transaction().execute((tx) => settleCheckout(ctx, tx, p.gateway, found));
      bump(counts, result);
    } catch {
      bump(counts, 'errors');
    }
  }
  // The outbox sends a refund at once and retries it for about an hour; this catches one it gave
  // up on, and asks again about one the gateway is still processing.
  for (const id of await repo.pendingRefunds(ctx.db, new Date(now.getTime() - RECONCILE_AFTER_MS), BATCH)) {
    bump(counts, (await sendRefund(ctx, id)) === 'succeeded' ? 'refunds_sent' : 'refunds_pending');
  }
  for (const e of await repo.unprocessedEvents(ctx.db, new Date(now.getTime() - MINUTE), BATCH)) {
    try {
      await processEvent(ctx, e.gateway as PaymentGatewayName, e.eventId);
      bump(counts, 'events_processed');
    } catch {
      bump(counts, 'errors');
    }
  }
  for (const bookingId of await repo.underReviewOfClosedBookings(ctx.db, BATCH)) {
    // The booking's lock, then its payments': the order of every writer of both.
    const refunded = await ctx.db.transaction().execute(async (tx) => {
      const b = await bookings.lock(tx, bookingId);
      return b && b.status !== 'awaiting_payment' ? refundUnderReview(ctx, tx, b) : 0;
    });
    if (refunded) bump(counts, 'under_review_refunded');
  }
  return counts;
}

/** The sandbox gateway's own retries of its undelivered webhooks (what a real gateway does on its side). */
export const redeliverSandboxWebhooks = (ctx: AppContext) => sandboxGatewayOf(ctx).deliverPending();
