import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyVerification } from '@espasyo/domain/contracts/verification';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** GET /api/me/verification: the state of the user's latest ID submission, and how long review usually takes. */
export const verificationQuery = () =>
  queryOptions({
    queryKey: accountKeys.verification,
    queryFn: ({ signal }) => api.get<MyVerification>('/api/me/verification', signal),
  });

/** `pollWhilePending`: read it again every minute while the ID waits for review (a page that waits for it). */
export function useVerification({ pollWhilePending = false }: { pollWhilePending?: boolean } = {}) {
  return useQuery({
    ...verificationQuery(),
    refetchInterval: (query) => (pollWhilePending && query.state.data?.status === 'pending' ? 60_000 : false),
  });
}
