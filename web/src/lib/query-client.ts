import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { FrameErrorCode } from './frame-error-codes';
import { isApiError, retryDelay, shouldRetry } from './api-client';

export const authKey = ['auth', 'me'] as const;

/**
 * How long what every page's frame shows stays fresh (decision 0062): the session, the public
 * settings, the unread counts, announcements, notification preferences, verification and
 * two-factor state are read once and kept while the tab moves from page to page, not read again
 * by each layout or guard that mounts. The tab's socket keeps the live ones current (and they
 * are read again after a reconnect); the actions that change the others update them.
 */
export const FRAME_STALE_MS = 5 * 60_000;

/**
 * One client for the app. `unauthenticated` on any call means the session ended (idle timeout,
 * signed out in another tab), so the auth state is re-read and the guards take over.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // The auth query itself must not trigger its own refetch (that would loop).
      onError: (error, query) => query.queryKey[0] !== authKey[0] && onUnauthenticated(error),
    }),
    mutationCache: new MutationCache({ onError: (error) => onUnauthenticated(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  function onUnauthenticated(error: unknown) {
    if (isApiError(error, FrameErrorCode.unauthenticated)) void client.invalidateQueries({ queryKey: authKey });
  }
  return client;
}
