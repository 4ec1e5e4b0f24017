import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSession, SessionsResult } from '@espasyo/domain/contracts/account';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

export type { AccountSession };

/** GET /api/me/sessions; the current session first, then the most recently used. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: async ({ signal }) => {
      const { sessions } = await api.get<SessionsResult>('/api/me/sessions', signal);
      return [...sessions].sort(
        (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
      );
    },
  });

export function useSessions() {
  return useQuery(sessionsQuery());
}
