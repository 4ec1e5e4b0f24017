import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@espasyo/domain/contracts/two-factor';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { FRAME_STALE_MS } from '@/lib/query-client';
import { accountKeys } from './keys';

/** GET /api/me/2fa: is two-factor sign-in on, and must it be? Keyed per user. */
export const twoFactorStatusQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: accountKeys.twoFactorOf(userId),
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/me/2fa', signal),
    staleTime: FRAME_STALE_MS,
    enabled: !!userId,
  });

export function useTwoFactorStatus() {
  const { user } = useAuth();
  return useQuery(twoFactorStatusQuery(user?.id));
}
