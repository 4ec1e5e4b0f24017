import type { ListingSearchItem } from '@espasyo/domain/contracts/listings';
import type { PriceUnit } from '@espasyo/domain/listings/search-options';
import { formatMoney } from '@/lib/format';

/** The price a result leads with: the unit the search compares in, else the listing's first price. */
export function leadPrice(item: ListingSearchItem, unit: PriceUnit): { amount: number; unit: PriceUnit } | null {
  const byUnit = { hour: item.pricePerHour, day: item.pricePerDay, month: item.pricePerMonth };
  const chosen = byUnit[unit] != null ? unit : (['day', 'month', 'hour'] as const).find((u) => byUnit[u] != null);
  return chosen ? { amount: byUnit[chosen]!, unit: chosen } : null;
}

/**
 * A map marker's label: '₱90' in the unit the search compares, '₱2,800/mo' in another one (`w`:
 * the search's `map.marker` messages).
 */
export const shortPrice = (
  p: { amount: number; unit: PriceUnit },
  searchUnit: PriceUnit,
  w: { short: (v: { amount: string; unit: PriceUnit }) => string },
) => (p.unit === searchUnit ? formatMoney(p.amount) : w.short({ amount: formatMoney(p.amount), unit: p.unit }));

/** '₱2,800 a month': the same, read aloud. */
export const spokenPrice = (
  p: { amount: number; unit: PriceUnit },
  w: { spoken: (v: { amount: string; unit: PriceUnit }) => string },
) => w.spoken({ amount: formatMoney(p.amount), unit: p.unit });

/** '300 m away', '2.4 km away', in the page's language (`m`: the search's `card` messages). */
export const distanceText = (
  km: number,
  m: { metresAway: (v: { n: number }) => string; kmAway: (v: { n: number }) => string },
) => (km < 1 ? m.metresAway({ n: Math.round(km * 1000) }) : m.kmAway({ n: Number(km.toFixed(1)) }));
