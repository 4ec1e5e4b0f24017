import { moneyMessages } from '@espasyo/domain';
import type { PayoutMethodRow, PayoutRow } from './payouts.repository';

/**
 * What sends a payout to a host's GCash, Maya or bank account. The sandbox stands in while the
 * payment gateway is in test mode (no real money moves there either); otherwise payouts wait for
 * staff, who send them from the bank (the CSV export) and mark each processed or failed. A real
 * disbursement adapter (PayMongo Transfers, a bank's API) implements the same interface.
 */
export interface PayoutProcessor {
  readonly name: string;
  /** Sends the payout's net amount; answers the transfer's reference, or why it failed. */
  send(
    payout: PayoutRow,
    method: PayoutMethodRow,
  ): Promise<{ ok: true; reference: string } | { ok: false; reason: string }>;
}

/** How long the sandbox takes, like a real transfer that is not instant. */
export const SANDBOX_PAYOUT_DELAY_MS = 60_000;

/**
 * The sandbox: every payout succeeds with a reference, except to an account number ending in
 * 0000, which fails as a wrong account does (to try the failure path).
 */
export const sandboxPayouts: PayoutProcessor = {
  name: 'sandbox',
  async send(payout, method) {
    if (method.accountNumber.endsWith('0000')) return { ok: false, reason: moneyMessages.sandboxFailure };
    return { ok: true, reference: `SBX-${payout.id.slice(-10).toUpperCase()}` };
  },
};
