import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserMessageResult } from '@espasyo/domain/contracts/auth';
import { api } from '@/lib/api-client';
import { authKeys } from './keys';

/** A POST that runs once when its page opens: as a query it is sent once, even when React mounts twice. */
export const once = { retry: false, staleTime: Infinity, gcTime: Infinity } as const;

/** POST /api/auth/verify-email {token} (the emailed link). */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => api.post<UserMessageResult>('/api/auth/verify-email', { token }),
    ...once,
  });

/**
 * Verifying is a POST, but it runs once when the page opens; as a query it is sent once
 * even when React mounts the page twice in development, and never retried.
 */
export function useVerifyEmail(token: string) {
  return useQuery({ ...verifyEmailQuery(token), enabled: token.length > 0 });
}
