import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDisputeDetail,
  AdminDisputesPage,
  BookingDisputes,
  Dispute,
  MyDisputesPage,
  OpenDisputeInput,
  ResolveDisputeInput,
} from '@espasyo/domain/contracts/disputes';
import type { DisputeStatus } from '@espasyo/domain/disputes/disputes';
import { generic } from '@espasyo/domain/messages/frame';
import { href } from '@espasyo/domain/paths';
import { ApiError, ClientErrorCode, api, toApiError } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';
import { useAuth } from '@/lib/auth';

export const ADMIN_DISPUTES_PAGE_SIZE = 20;
export const MY_DISPUTES_PAGE_SIZE = 20;

export const disputeKeys = {
  all: () => ['disputes'] as const,
  booking: (bookingId: string) => [...disputeKeys.all(), 'booking', bookingId] as const,
  mine: (page: number) => [...disputeKeys.all(), 'mine', page] as const,
  one: (id: string) => [...disputeKeys.all(), 'one', id] as const,
  adminList: (status: DisputeStatus, page: number) => [...disputeKeys.all(), 'admin', 'list', status, page] as const,
  adminOne: (id: string) => [...disputeKeys.all(), 'admin', 'one', id] as const,
};

const enc = encodeURIComponent;

/** GET /api/disputes?page: the disputes on the user's own bookings, open ones first. */
export const myDisputesQuery = (page: number) =>
  queryOptions({
    queryKey: disputeKeys.mine(page),
    queryFn: ({ signal }) =>
      api.get<MyDisputesPage>(href('/api/disputes', { page, pageSize: MY_DISPUTES_PAGE_SIZE }), signal),
    placeholderData: keepPreviousData,
  });

export const useMyDisputes = (page: number) => useQuery(myDisputesQuery(page));

/** GET /api/disputes/booking/:bookingId: may the viewer open one, and the booking's disputes. */
export const bookingDisputesQuery = (bookingId: string) =>
  queryOptions({
    queryKey: disputeKeys.booking(bookingId),
    queryFn: ({ signal }) => api.get<BookingDisputes>(`/api/disputes/booking/${enc(bookingId)}`, signal),
  });

export const useBookingDisputes = (bookingId: string) => useQuery(bookingDisputesQuery(bookingId));

/** GET /api/disputes/:id: a dispute the viewer is a side of. */
export const disputeQuery = (id: string) =>
  queryOptions({
    queryKey: disputeKeys.one(id),
    queryFn: ({ signal }) => api.get<Dispute>(`/api/disputes/${enc(id)}`, signal),
  });

export const useDispute = (id: string) => useQuery(disputeQuery(id));

/** POST …/photos with the photo in the multipart field `file`: the dispute as it is after. */
export async function uploadDisputePhoto(disputeId: string, file: File): Promise<Dispute> {
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(`/api/disputes/${enc(disputeId)}/photos`, {
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
  return data as Dispute;
}

/** Opens a dispute, then adds the chosen photos one by one; answers the dispute and how many photos failed. */
export function useOpenDispute(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      photos,
      onProgress,
    }: {
      input: OpenDisputeInput;
      photos: File[];
      onProgress?: (done: number) => void;
    }) => {
      let dispute = await api.post<Dispute>('/api/disputes', input);
      let failed = 0;
      for (const [i, file] of photos.entries()) {
        try {
          dispute = await uploadDisputePhoto(dispute.id, file);
        } catch {
          failed++;
        }
        onProgress?.(i + 1);
      }
      return { dispute, failed };
    },
    onSuccess: ({ dispute }) => client.setQueryData(disputeKeys.one(dispute.id), dispute),
    onSettled: () => void client.invalidateQueries({ queryKey: disputeKeys.booking(bookingId) }),
  });
}

export function useAddDisputePhoto(disputeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadDisputePhoto(disputeId, file),
    onSuccess: (d) => client.setQueryData(disputeKeys.one(disputeId), d),
  });
}

/** POST a message: the sides' route, or the admins' (staff replies carry their name). */
export function useSendDisputeMessage(disputeId: string, staff: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<Dispute>(`/api/${staff ? 'admin/' : ''}disputes/${enc(disputeId)}/messages`, { body }),
    onSuccess: (d) => {
      if (staff) {
        client.setQueryData<AdminDisputeDetail>(disputeKeys.adminOne(disputeId), (old) =>
          old ? { ...old, dispute: d } : old,
        );
      } else client.setQueryData(disputeKeys.one(disputeId), d);
    },
  });
}

/** GET /api/admin/disputes?status&page: open ones oldest first, resolved ones newest first. */
export const adminDisputesQuery = (status: DisputeStatus, page: number) =>
  queryOptions({
    queryKey: disputeKeys.adminList(status, page),
    queryFn: ({ signal }) =>
      api.get<AdminDisputesPage>(
        href('/api/admin/disputes', { status, page, pageSize: ADMIN_DISPUTES_PAGE_SIZE }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const useAdminDisputes = (status: DisputeStatus, page: number) => useQuery(adminDisputesQuery(status, page));

export const adminDisputeQuery = (id: string) =>
  queryOptions({
    queryKey: disputeKeys.adminOne(id),
    queryFn: ({ signal }) => api.get<AdminDisputeDetail>(`/api/admin/disputes/${enc(id)}`, signal),
  });

export const useAdminDispute = (id: string) => useQuery(adminDisputeQuery(id));

export function useResolveDispute(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveDisputeInput) => api.post<Dispute>(`/api/admin/disputes/${enc(id)}/resolve`, body),
    onSettled: () => void client.invalidateQueries({ queryKey: disputeKeys.all() }),
  });
}

/**
 * Live: the sides hear `dispute.updated` on their user topic, admins on `disputes`; every
 * dispute query is read again (the thread, photos and status change without a reload).
 */
export function useLiveDisputes(staff: boolean) {
  const { user } = useAuth();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: disputeKeys.all() });
  useRealtime<{ type?: string }>(
    staff ? 'disputes' : user ? `user:${user.id}` : null,
    (msg) => {
      if (msg?.type === 'dispute.updated') refresh();
    },
    refresh,
  );
}
