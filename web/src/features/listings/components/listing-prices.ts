import type { PublicListing } from '@espasyo/domain/contracts/listings';

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
