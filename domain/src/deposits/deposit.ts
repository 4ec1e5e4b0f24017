/**
 * Security deposits (issue 33, decision 0089). A host may ask for one on a listing, at most
 * two months' rent or ₱20,000, whichever is less. It is paid with the first payment (a fixed
 * booking's checkout, a tenancy's bill 0) but is no part of any price or bill: no platform fee and
 * no tax are charged on it. Espasyo holds it in its own ledger account (`deposits_held`), never in
 * the host's balance, and gives it back after move-out: in full 7 days after a move-out checklist
 * both sides signed unless the host claims part or all of it first; a claim the client accepts
 * (or leaves unanswered for 7 days) goes to the host, the rest back; a disputed claim is decided
 * by staff through the disputes. A booking cancelled before move-in returns it with its refund.
 */
import { centavos, minCentavos, timesCentavos, type Centavos } from '../money/amounts';

/** The most any listing may ask: ₱20,000. */
export const DEPOSIT_MAX: Centavos = centavos(2_000_000);

/** A move-out checklist both signed: the deposit goes back this many days later, unless claimed first. */
export const DEPOSIT_RETURN_DAYS = 7;
/** A claim the client leaves unanswered this many days is taken as accepted. */
export const DEPOSIT_CLAIM_RESPONSE_DAYS = 7;

/** A claim's reason, in characters (shared by the form and the route). */
export const DEPOSIT_CLAIM_REASON_MIN = 10;
export const DEPOSIT_CLAIM_REASON_MAX = 2_000;
/** Photos of a claim (at least one). */
export const DEPOSIT_CLAIM_PHOTOS_MAX = 6;

/**
 * The deposit a new booking holds: what its listing asks, except for a booking by the hour — a few
 * hours of parking, where a hold many times the price would turn the renter away and the gate's
 * pass and the host's photos cover the risk (decision 0089).
 */
export const depositOfBooking = (kind: 'days' | 'hours' | 'tenancy', asked: number): number =>
  kind === 'hours' ? 0 : asked;

export interface DepositPrices {
  pricePerHour?: number | null;
  pricePerDay?: number | null;
  pricePerMonth?: number | null;
}

/**
 * Two months' rent of a listing: twice its monthly price; without one, 60 days at its daily
 * price; an hourly-only parking, 60 days of 24 hours at its hourly price. Null: no price yet.
 */
export function twoMonthsRent(p: DepositPrices): Centavos | null {
  if (p.pricePerMonth != null) return timesCentavos(centavos(p.pricePerMonth), 2);
  if (p.pricePerDay != null) return timesCentavos(centavos(p.pricePerDay), 60);
  if (p.pricePerHour != null) return timesCentavos(centavos(p.pricePerHour), 60 * 24);
  return null;
}

/** The most a listing with these prices may ask as a deposit (₱20,000 while it has no price). */
export function depositCap(p: DepositPrices): Centavos {
  const rent = twoMonthsRent(p);
  return rent == null ? DEPOSIT_MAX : minCentavos(rent, DEPOSIT_MAX);
}

/** True when `deposit` (centavos; null or 0: none) is within the listing's cap. */
export const depositWithinCap = (deposit: number | null | undefined, p: DepositPrices) =>
  deposit == null || deposit === 0 || deposit <= depositCap(p);

/**
 * A claim's split: the part the host keeps, the rest back to the client. `claimed` may be all of
 * it; never more than held, never below 0.
 */
export function depositSplit(held: Centavos, kept: Centavos): { kept: Centavos; returned: Centavos } {
  if (kept < 0 || kept > held) throw new Error('A deposit keeps between nothing and all of it');
  return { kept, returned: centavos(held - kept) };
}
