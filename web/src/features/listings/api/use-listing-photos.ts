import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostListing, ListingPhoto, ListingPhotos } from '@espasyo/domain/contracts/listings';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

const url = (id: string) => `/api/host/listings/${encodeURIComponent(id)}/photos`;

/** The listing's photos as the server now has them, into the listing the form shows. */
export function usePutPhotos(listingId: string) {
  const client = useQueryClient();
  return (photos: ListingPhoto[]) => {
    client.setQueryData<HostListing>(listingKeys.hostListing(listingId), (l) => (l ? { ...l, photos } : l));
    void client.invalidateQueries({ queryKey: listingKeys.host, predicate: (q) => q.queryKey[2] !== 'one' });
    void client.invalidateQueries({ queryKey: listingKeys.public(listingId) });
  };
}

/**
 * Reorder, choose the cover, delete. A new order shows at once and goes back if the server
 * refuses it; the answer (every photo) is what stays.
 */
export function usePhotoActions(listingId: string) {
  const client = useQueryClient();
  const put = usePutPhotos(listingId);
  const current = () => client.getQueryData<HostListing>(listingKeys.hostListing(listingId))?.photos ?? [];

  const order = useMutation({
    mutationFn: (photos: ListingPhoto[]) =>
      api.put<ListingPhotos>(`${url(listingId)}/order`, { photoIds: photos.map((p) => p.id) }),
    onMutate: (photos) => {
      const before = current();
      put(photos.map((p, position) => ({ ...p, position })));
      return { before };
    },
    onError: (_e, _photos, context) => context && put(context.before),
    onSuccess: ({ photos }) => put(photos),
  });
  const cover = useMutation({
    mutationFn: (photoId: string) => api.put<ListingPhotos>(`${url(listingId)}/cover`, { photoId }),
    onSuccess: ({ photos }) => put(photos),
  });
  const remove = useMutation({
    mutationFn: (photoId: string) => api.delete<ListingPhotos>(`${url(listingId)}/${encodeURIComponent(photoId)}`),
    onSuccess: ({ photos }) => put(photos),
  });
  return { order, cover, remove };
}
