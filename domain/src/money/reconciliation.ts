/**
 * The daily reconciliation (issue 20, decision 0040): what our ledger says was paid and
 * refunded through a gateway against what the gateway itself lists, for one day. Pure: the
 * server reads both sides (a wider window than the day, so an item near midnight finds its other
 * half) and this decides what matches.
 *
 * Matching: a ledger item and a gateway item of the same kind are one when they share our
 * reference (our payment id; a refund's idempotency key) or the gateway's id (its payment or
 * refund id), each used once. A matched pair belongs to the day of the ledger's item (the ledger
 * follows the gateway, so one paid at 23:59 and booked at 00:00 is counted once); an item left
 * alone belongs to its own day. Only what belongs to the day is reported.
 */

export const reconciliationItemKinds = ['payment', 'refund'] as const;
export type ReconciliationItemKind = (typeof reconciliationItemKinds)[number];

/** One payment or refund as one side has it. Money in centavos, `at` an ISO instant. */
export interface ReconciliationItem {
  kind: ReconciliationItemKind;
  /** Ours: the payment's id, or the refund's idempotency key (null when the gateway does not echo it). */
  ref: string | null;
  /** The gateway's id of the payment or refund (null on our side until the gateway answered). */
  gatewayId: string | null;
  amount: number;
  /** What the gateway kept of a payment; null when unknown on that side. */
  fee: number | null;
  at: string;
  bookingId?: string | null;
}

export const discrepancyKinds = ['missing_at_gateway', 'missing_in_ledger', 'amount_mismatch', 'fee_mismatch'] as const;
export type DiscrepancyKind = (typeof discrepancyKinds)[number];

/** A fee that differs is told (informative); every other kind makes the day a mismatch. */
export const isInformative = (k: DiscrepancyKind) => k === 'fee_mismatch';

export interface Discrepancy {
  kind: DiscrepancyKind;
  item: ReconciliationItemKind;
  ref: string | null;
  gatewayId: string | null;
  bookingId: string | null;
  ledgerAmount: number | null;
  gatewayAmount: number | null;
  ledgerFee: number | null;
  gatewayFee: number | null;
  at: string;
}

export interface SideTotals {
  payments: number;
  paymentsTotal: number;
  refunds: number;
  refundsTotal: number;
}

export interface ReconciliationResult {
  status: 'ok' | 'mismatch';
  /** Pairs of the day whose amounts agree (a fee that differs still counts). */
  matched: number;
  ledger: SideTotals;
  gateway: SideTotals;
  discrepancies: Discrepancy[];
}

export interface ReconciliationInput {
  ledger: readonly ReconciliationItem[];
  gateway: readonly ReconciliationItem[];
  /** The day: [from, to). */
  from: Date;
  to: Date;
}

const emptyTotals = (): SideTotals => ({ payments: 0, paymentsTotal: 0, refunds: 0, refundsTotal: 0 });

function add(t: SideTotals, i: ReconciliationItem) {
  if (i.kind === 'payment') {
    t.payments++;
    t.paymentsTotal += i.amount;
  } else {
    t.refunds++;
    t.refundsTotal += i.amount;
  }
}

const keysOf = (i: ReconciliationItem) =>
  [i.ref && `r:${i.ref}`, i.gatewayId && `g:${i.gatewayId}`]
    .filter((k): k is string => !!k)
    .map((k) => `${i.kind}|${k}`);

function discrepancy(
  kind: DiscrepancyKind,
  ours: ReconciliationItem | null,
  theirs: ReconciliationItem | null,
): Discrepancy {
  const any = (ours ?? theirs)!;
  return {
    kind,
    item: any.kind,
    ref: ours?.ref ?? theirs?.ref ?? null,
    gatewayId: theirs?.gatewayId ?? ours?.gatewayId ?? null,
    bookingId: ours?.bookingId ?? theirs?.bookingId ?? null,
    ledgerAmount: ours?.amount ?? null,
    gatewayAmount: theirs?.amount ?? null,
    ledgerFee: ours?.fee ?? null,
    gatewayFee: theirs?.fee ?? null,
    at: any.at,
  };
}

/** Compares the two sides for the day [from, to) (see the file's comment for the rules). */
export function reconcile({ ledger, gateway, from, to }: ReconciliationInput): ReconciliationResult {
  const inDay = (i: ReconciliationItem) => {
    const t = Date.parse(i.at);
    return t >= from.getTime() && t < to.getTime();
  };
  const byKey = new Map<string, number>();
  gateway.forEach((g, n) => {
    for (const k of keysOf(g)) if (!byKey.has(k)) byKey.set(k, n);
  });
  const taken = new Set<number>();
  const result: ReconciliationResult = {
    status: 'ok',
    matched: 0,
    ledger: emptyTotals(),
    gateway: emptyTotals(),
    discrepancies: [],
  };

  for (const ours of ledger) {
    const n = keysOf(ours)
      .map((k) => byKey.get(k))
      .find((x): x is number => x !== undefined && !taken.has(x));
    const theirs = n === undefined ? null : gateway[n];
    if (n !== undefined) taken.add(n);
    if (!inDay(ours)) continue;
    add(result.ledger, ours);
    if (!theirs) {
      result.discrepancies.push(discrepancy('missing_at_gateway', ours, null));
      continue;
    }
    add(result.gateway, theirs);
    if (theirs.amount !== ours.amount) {
      result.discrepancies.push(discrepancy('amount_mismatch', ours, theirs));
      continue;
    }
    result.matched++;
    if (ours.fee !== null && theirs.fee !== null && ours.fee !== theirs.fee) {
      result.discrepancies.push(discrepancy('fee_mismatch', ours, theirs));
    }
  }

  gateway.forEach((theirs, n) => {
    if (taken.has(n) || !inDay(theirs)) return;
    add(result.gateway, theirs);
    result.discrepancies.push(discrepancy('missing_in_ledger', null, theirs));
  });

  result.status = result.discrepancies.some((d) => !isInformative(d.kind)) ? 'mismatch' : 'ok';
  return result;
}
