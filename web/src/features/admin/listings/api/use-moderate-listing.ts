import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminListing } from '@espasyo/domain/contracts/listings';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export type Moderation =
  | { id: string; action: 'approve' }
  | { id: string; action: 'reject'; reason: string }
  | { id: string; action: 'pause'; reason?: string };

/** Approve, reject with a reason or pause: the listing as it is now, and the queue refreshed. */
export function useModerateListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, ...body }: Moderation) =>
      api.post<AdminListing>(`/api/admin/listings/${encodeURIComponent(id)}/${action}`, body),
    onSuccess: (listing) => {
      client.setQueryData(adminKeys.listing(listing.id), listing);
      void client.invalidateQueries({ queryKey: adminKeys.listings() });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
