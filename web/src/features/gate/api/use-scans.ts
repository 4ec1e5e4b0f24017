import { queryOptions, useQuery } from '@tanstack/react-query';
import type { passScansSchema } from '@espasyo/domain/contracts/access-pass';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { gateKeys } from './keys';

export type PassScans = z.infer<typeof passScansSchema>;

/** GET /api/bookings/:id/scans: every scan of the booking's pass (its client and its host). */
export const scansQuery = (bookingId: string) =>
  queryOptions({
    queryKey: gateKeys.scans(bookingId),
    // Scans are made at the gate by the other side: asked again whenever the booking's page shows.
    staleTime: 0,
    queryFn: ({ signal }) => api.get<PassScans>(`/api/bookings/${encodeURIComponent(bookingId)}/scans`, signal),
  });

export function useScans(bookingId: string) {
  return useQuery(scansQuery(bookingId));
}
