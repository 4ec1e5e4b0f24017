import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicAvailability } from '@espasyo/domain/contracts/listings';
import { apiQuery } from '@/lib/api-query';
import { listingKeys } from './keys';

/** GET /api/listings/:id/availability?month=: units free per day of a month, for anyone. */
export const publicAvailabilityQuery = (id: string, month: string) =>
  apiQuery<PublicAvailability>(
    listingKeys.publicAvailability(id, month),
    `/api/listings/${encodeURIComponent(id)}/availability?month=${month}`,
  );

export function usePublicAvailability(id: string, month: string) {
  return useQuery({ ...publicAvailabilityQuery(id, month), placeholderData: keepPreviousData });
}
