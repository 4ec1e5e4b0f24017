import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckIn,
  CheckInRequest,
  checkInListingsSchema,
  OpenCheckIns,
} from '@espasyo/domain/contracts/access-pass';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { gateKeys } from './keys';

export type CheckInListings = z.infer<typeof checkInListingsSchema>;
export type CheckInListing = CheckInListings['items'][number];

/** GET /api/host/check-in/listings: the listings whose gate the signed-in person may check (own + keeper). */
export const checkInListingsQuery = () =>
  queryOptions({
    queryKey: gateKeys.checkInListings,
    queryFn: ({ signal }) => api.get<CheckInListings>('/api/host/check-in/listings', signal),
  });

export function useCheckInListings() {
  return useQuery(checkInListingsQuery());
}

/** GET /api/host/check-ins?listingId=…: who is checked in now at that gate, or at every gate (no listing). */
export const checkedInQuery = (listingId?: string) =>
  queryOptions({
    queryKey: gateKeys.checkedIn(listingId ?? 'all'),
    queryFn: ({ signal }) =>
      api.get<OpenCheckIns>(
        listingId ? `/api/host/check-ins?listingId=${encodeURIComponent(listingId)}` : '/api/host/check-ins',
        signal,
      ),
  });

export function useCheckedIn(listingId?: string) {
  return useQuery(checkedInQuery(listingId));
}

/** POST /api/host/check-ins: the scanned token or the typed PIN (and `at`, for one typed offline). */
export const postCheckIn = (body: CheckInRequest) => api.post<CheckIn>('/api/host/check-ins', body);

/** A check-in or check-out changes who is in, and the booking's scans. */
function useGateRefresh() {
  const qc = useQueryClient();
  return (c: CheckIn) => {
    void qc.invalidateQueries({ queryKey: gateKeys.checkedInAll });
    void qc.invalidateQueries({ queryKey: gateKeys.scans(c.bookingId) });
  };
}

export function useCheckInPass() {
  const refresh = useGateRefresh();
  return useMutation({ mutationFn: postCheckIn, onSuccess: refresh });
}

/** POST /api/host/check-ins/:id/check-out. */
export function useCheckOut() {
  const refresh = useGateRefresh();
  return useMutation({
    mutationFn: (id: string) => api.post<CheckIn>(`/api/host/check-ins/${encodeURIComponent(id)}/check-out`, {}),
    onSuccess: refresh,
  });
}
