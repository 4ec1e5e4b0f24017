import { reconcilePayments, redeliverSandboxWebhooks } from '../modules/bookings/payments/reconcile.service';
import { MINUTE, type JobDefinition } from './job';

const summary = (counts: Record<string, number>, none: string) => {
  const parts = Object.entries(counts);
  return parts.length ? `${parts.map(([k, n]) => `${n} × ${k.replace(/_/g, ' ')}`).join(', ')}.` : none;
};

/** Payments (design §6): reconciliation with the gateway, and the sandbox gateway's webhook retries. */
export const paymentJobs: JobDefinition[] = [
  {
    name: 'payments-reconcile',
    description:
      'Asks the payment gateway about checkouts open for 10 minutes (a lost webhook loses nothing), sends refunds still pending again and processes webhook events whose processing failed.',
    intervalMs: 5 * MINUTE,
    async run(ctx) {
      return summary(await reconcilePayments(ctx), 'Nothing to reconcile.');
    },
  },
  {
    name: 'sandbox-webhooks',
    description:
      "The sandbox payment gateway's retries: webhooks the app has not yet answered with 2xx are signed and sent again, with backoff, for 3 days.",
    intervalMs: MINUTE,
    async run(ctx) {
      const { delivered, failed } = await redeliverSandboxWebhooks(ctx);
      return delivered + failed ? `Delivered ${delivered}, ${failed} still failing.` : 'No webhook waiting.';
    },
  },
];
