import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Quote } from '@espasyo/domain/contracts/listings';
import { href } from '@espasyo/domain/paths';
import { apiQuery } from '@/lib/api-query';
import { listingKeys } from './keys';

/** The stay the price box prices: calendar dates (both included), units, and hours for a same-day hourly stay. */
export interface Stay {
  from: string;
  to: string;
  units: number;
  hours?: number;
}

/**
 * GET /api/listings/:id/quote: the server's price for a stay (the same rule the booking will
 * charge). The last price stays on screen while the next one loads; a refusal (dates, minimum
 * stay, no free unit) is an ApiError whose `fields` name the input it is about.
 */
export function useQuote(listingId: string, stay: Stay | null) {
  const path = stay
    ? href(`/api/listings/${encodeURIComponent(listingId)}/quote`, {
        from: stay.from,
        to: stay.to,
        units: stay.units,
        hours: stay.hours,
      })
    : '';
  return useQuery({
    ...apiQuery<Quote>(listingKeys.quote(listingId, path), path),
    enabled: stay != null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
