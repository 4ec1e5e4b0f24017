/**
 * The ledger's postings for a security deposit (issue 33, decision 0089; accounts in
 * money/ledger.ts). Held: a `payment` transaction of the payment that brought it (so the daily
 * reconciliation, which sums a payment's gateway_clearing lines, finds the whole amount the
 * gateway took): gateway_clearing +deposit, deposits_held −deposit. Returned: a `refund`
 * transaction of the refund that sends it back: deposits_held +returned, gateway_clearing
 * −returned. Kept by the host (a claim accepted or decided): `deposit_claim`: deposits_held +kept,
 * host_available −kept — earnings for no fee and no tax, available at once.
 */
import { lines, type LedgerTransaction } from '../money/ledger';
import { negCentavos, type Centavos } from '../money/amounts';

export const depositHeldPostings = (deposit: Centavos): LedgerTransaction => ({
  kind: 'payment',
  lines: lines([
    ['gateway_clearing', deposit],
    ['deposits_held', negCentavos(deposit)],
  ]),
});

export const depositReturnPostings = (returned: Centavos): LedgerTransaction => ({
  kind: 'refund',
  lines: lines([
    ['deposits_held', returned],
    ['gateway_clearing', negCentavos(returned)],
  ]),
});

export const depositClaimPostings = (kept: Centavos): LedgerTransaction => ({
  kind: 'deposit_claim',
  lines: lines([
    ['deposits_held', kept],
    ['host_available', negCentavos(kept)],
  ]),
});
