import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgreementSignInput } from '@espasyo/domain/bookings/agreement';
import type { BookingChecklists, ChecklistSlug } from '@espasyo/domain/contracts/handover';
import type { ChecklistContent } from '@espasyo/domain/handover/checklists';
import { generic } from '@espasyo/domain/messages/frame';
import { api, ApiError, ClientErrorCode, toApiError } from '@/lib/api-client';
import { bookingPath } from './use-booking';
import { bookingKeys } from './keys';

const listPath = (id: string) => `${bookingPath(id)}/checklists`;
const onePath = (id: string, slug: ChecklistSlug) => `${listPath(id)}/${slug}`;

/** GET /api/bookings/:id/checklists: both checklists, for the booking's two sides and staff (read only). */
export const checklistsQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.checklists(id),
    queryFn: ({ signal }) => api.get<BookingChecklists>(listPath(id), signal),
  });

export const useChecklists = (id: string, enabled = true) => useQuery({ ...checklistsQuery(id), enabled });

/** POST …/photos?area= with the photo in the multipart field `file`: both checklists as they are after. */
export async function uploadChecklistPhoto(
  id: string,
  slug: ChecklistSlug,
  area: string,
  file: File,
): Promise<BookingChecklists> {
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(`${onePath(id, slug)}/photos?area=${encodeURIComponent(area)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(0, ClientErrorCode.network, generic.network);
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw toApiError(res.status, data);
  return data as BookingChecklists;
}

/**
 * The changes of one checklist: save the content, add or remove a photo, sign. Each answers both
 * checklists, which replace the cached ones; a refusal of the state (signed meanwhile, complete,
 * closed) reads them again.
 */
export function useChecklistChanges(id: string, slug: ChecklistSlug) {
  const client = useQueryClient();
  const key = bookingKeys.checklists(id);
  const done = {
    onSuccess: (c: BookingChecklists) => client.setQueryData(key, c),
    onError: (e: unknown) => {
      if (e instanceof ApiError && e.status === 409) void client.invalidateQueries({ queryKey: key });
    },
  };
  return {
    save: useMutation({
      mutationFn: (content: ChecklistContent) => api.put<BookingChecklists>(onePath(id, slug), content),
      ...done,
    }),
    addPhoto: useMutation({
      mutationFn: ({ area, file }: { area: string; file: File }) => uploadChecklistPhoto(id, slug, area, file),
      ...done,
    }),
    removePhoto: useMutation({
      mutationFn: (photoId: string) =>
        api.delete<BookingChecklists>(`${onePath(id, slug)}/photos/${encodeURIComponent(photoId)}`),
      ...done,
    }),
    sign: useMutation({
      mutationFn: (input: AgreementSignInput) => api.post<BookingChecklists>(`${onePath(id, slug)}/sign`, input),
      ...done,
    }),
  };
}
