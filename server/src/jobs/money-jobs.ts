import { formatPesos } from '@espasyo/domain';
import { INVOICES_DAILY_AT, issueLastMonth } from '../modules/money/invoices/invoices.service';
import { runAutoPayouts } from '../modules/money/payouts/payouts.service';
import { MONEY_DAILY_AT, releaseDueEarnings } from '../modules/money/wallet/wallet.service';
import { DAY, type JobDefinition } from './job';

/**
 * The host's money (issue 20), once a day at 02:00 in the platform's zone: earnings become
 * available, then (financial.autoPayouts) available balances are paid out. In this order: the
 * scheduler runs a tick's jobs one after the other.
 */
export const moneyJobs: JobDefinition[] = [
  {
    name: 'earnings-release',
    description:
      "Makes hosts' earnings available financial.hostPayoutDelay days after each booking starts, paying any debt from them first. Daily at 02:00.",
    intervalMs: DAY,
    dailyAt: MONEY_DAILY_AT,
    async run(ctx) {
      const r = await releaseDueEarnings(ctx);
      return r.released ? `Released ${formatPesos(r.amount)} of ${r.released} booking(s).` : 'Nothing due.';
    },
  },
  {
    name: 'auto-payouts',
    description:
      'With automatic payouts on, pays every host whose available balance reaches the minimum payout the whole of it, to their default payout method. Daily at 02:00.',
    intervalMs: DAY,
    dailyAt: MONEY_DAILY_AT,
    async run(ctx) {
      const r = await runAutoPayouts(ctx);
      if (!r.requested && !r.skipped) return 'No payout due.';
      return `Requested ${r.requested} payout(s), ${formatPesos(r.amount)}; ${r.skipped} skipped.`;
    },
  },
  {
    name: 'fee-invoices',
    description:
      "Issues last month's platform-fee invoices and credit memos to hosts (decision 0039). Daily at 02:00: on the 1st it issues the month before; any later day it issues only what a missed run left, never twice.",
    intervalMs: DAY,
    dailyAt: INVOICES_DAILY_AT,
    async run(ctx) {
      const r = await issueLastMonth(ctx);
      if (!r.invoices && !r.creditNotes) return `Nothing to issue for ${r.month}.`;
      return `${r.month}: ${r.invoices} invoice(s) and ${r.creditNotes} credit memo(s) issued.`;
    },
  },
];
