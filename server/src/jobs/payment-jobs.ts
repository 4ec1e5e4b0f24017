import { reconcilePayments, redeliverSandboxWebhooks } from '../modules/payments/reconciliation/reconcile.service';
import { RECONCILIATION_DAILY_AT, reconcileYesterday } from '../modules/payments/reconciliation/reconciliation.service';
import { formatPesos } from '@espasyo/domain';
import { depositsHeldReport, runDepositTimers } from '../modules/payments/deposits/deposits.service';
import { DAY, MINUTE, type JobDefinition } from './job';

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
    name: 'payments-reconcile-daily',
    description:
      "Compares yesterday's ledger (the platform's time zone) with each payment gateway's own payments and refunds and writes the reconciliation report; admins are emailed when anything does not match. Daily at 02:30.",
    intervalMs: DAY,
    dailyAt: RECONCILIATION_DAILY_AT,
    async run(ctx) {
      const { day, reports } = await reconcileYesterday(ctx);
      return `${day}: ${reports.map((r) => `${r.gateway} ${r.status} (${r.matched} matched, ${r.discrepancyCount} discrepancies)`).join('; ')}.`;
    },
  },
  {
    name: 'deposit-returns',
    description:
      'Security deposits (issue 33): reports what is held for clients, checked against the ledger (a difference fails the run), returns in full each deposit whose return came due with no claim (7 days after the move-out checklist both sides signed; 9 days after the end when nobody started one), and takes a claim the client left unanswered for 7 days as accepted. Claimed with SKIP LOCKED: two instances never move one deposit twice.',
    intervalMs: 5 * MINUTE,
    async run(ctx) {
      const r = await runDepositTimers(ctx);
      const done =
        r.returned + r.lapsed ? `Returned ${r.returned}, ${r.lapsed} claim(s) taken as accepted.` : 'No deposit due.';
      // The report line: client money held as deposits, checked against the ledger's own account.
      const { held } = await depositsHeldReport(ctx.db);
      return `${done} Held for clients: ${formatPesos(held)}, as in the ledger.`;
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
