import type { PublicListing } from '@espasyo/domain/contracts/listings';
import type { CancellationPolicy } from '@espasyo/domain/listings/fields';

/** The cancellation policies in plain words (docs/product/marketplace.md, booking); the listing form shows them too. */
export const cancellationWords: Record<CancellationPolicy, string> = {
  flexible: 'Full refund, less the cancellation fee, until 24 hours before the start.',
  moderate: 'Full refund, less the cancellation fee, until 5 days before the start; half after that.',
  strict: 'Half refunded until 14 days before the start; nothing after that.',
};

export interface UnitPrice {
  amount: number;
  unit: 'hour' | 'day' | 'month';
}

type Prices = Pick<PublicListing, 'pricePerHour' | 'pricePerDay' | 'pricePerMonth'>;

/** A listing's prices, by the hour, day and month, those it has. */
export function prices(listing: Prices): UnitPrice[] {
  return (
    [
      { amount: listing.pricePerHour, unit: 'hour' },
      { amount: listing.pricePerDay, unit: 'day' },
      { amount: listing.pricePerMonth, unit: 'month' },
    ] as const
  ).filter((p): p is UnitPrice => p.amount != null);
}

/** The price a short line shows: the daily or monthly one, the hourly only when it is all there is. */
export const leadPrice = (listing: Prices): UnitPrice | undefined =>
  prices(listing).find((p) => p.unit !== 'hour') ?? prices(listing)[0];
