import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyVerification } from '@espasyo/domain/contracts/verification';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** GET /api/me/verification: the state of the user's latest ID submission. */
export const verificationQuery = () =>
  queryOptions({
    queryKey: accountKeys.verification,
    queryFn: ({ signal }) => api.get<MyVerification>('/api/me/verification', signal),
  });

export function useVerification() {
  return useQuery(verificationQuery());
}
