import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

export interface AccountSession {
  id: string;
  createdAt: string;
  lastSeenAt: string | null;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
}

/** GET /api/me/sessions; the current session first, then the most recently used. */
export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: async ({ signal }) => {
      const answer = await api.get<AccountSession[] | { sessions: AccountSession[] }>('/api/me/sessions', signal);
      const list = Array.isArray(answer) ? answer : (answer?.sessions ?? []);
      return [...list].sort(
        (a, b) =>
          Number(b.current) - Number(a.current) ||
          (b.lastSeenAt ?? b.createdAt).localeCompare(a.lastSeenAt ?? a.createdAt),
      );
    },
  });
}
