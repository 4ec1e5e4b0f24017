import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Deposit, DepositClaimInput } from '@espasyo/domain/contracts/deposits';
import { generic } from '@espasyo/domain/messages/frame';
import { ApiError, api, ClientErrorCode, isApiError, toApiError } from '@/lib/api-client';
import { ErrorCode } from '@espasyo/domain/errors';

const enc = encodeURIComponent;
const path = (bookingId: string) => `/api/bookings/${enc(bookingId)}/deposit`;

export const depositKeys = {
  all: ['deposits'] as const,
  one: (bookingId: string) => ['deposits', bookingId] as const,
};

/** GET /api/bookings/:id/deposit: the booking's security deposit; none (404): null. */
export const depositQuery = (bookingId: string) =>
  queryOptions({
    queryKey: depositKeys.one(bookingId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Deposit>(path(bookingId), signal);
      } catch (e) {
        if (isApiError(e, ErrorCode.notFound)) return null;
        throw e;
      }
    },
  });

export const useDeposit = (bookingId: string, enabled = true) => useQuery({ ...depositQuery(bookingId), enabled });

/** POST …/deposit/photos with the photo in the multipart field `file`: the deposit after. */
export async function uploadDepositPhoto(bookingId: string, file: File): Promise<Deposit> {
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(`${path(bookingId)}/photos`, {
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
  return data as Deposit;
}

function useSetDeposit(bookingId: string) {
  const client = useQueryClient();
  return (d: Deposit) => {
    client.setQueryData(depositKeys.one(bookingId), d);
    // The booking's payments show the deposit's refund.
    void client.invalidateQueries({ predicate: (q) => q.queryKey.includes(bookingId) });
  };
}

export function useAddDepositPhoto(bookingId: string) {
  const set = useSetDeposit(bookingId);
  return useMutation({ mutationFn: (file: File) => uploadDepositPhoto(bookingId, file), onSuccess: set });
}

export function useClaimDeposit(bookingId: string) {
  const set = useSetDeposit(bookingId);
  return useMutation({
    mutationFn: (input: DepositClaimInput) => api.post<Deposit>(`${path(bookingId)}/claim`, input),
    onSuccess: set,
  });
}

export function useAnswerClaim(bookingId: string) {
  const set = useSetDeposit(bookingId);
  return useMutation({
    mutationFn: (a: { accept: true } | { accept: false; description: string }) =>
      a.accept
        ? api.post<Deposit>(`${path(bookingId)}/accept`, {})
        : api.post<Deposit>(`${path(bookingId)}/dispute`, { description: a.description }),
    onSuccess: set,
  });
}
