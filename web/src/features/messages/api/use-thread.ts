import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@espasyo/domain/contracts/messaging';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { conversationsPath, messageKeys, type ChatScope } from './keys';
import { markIncomingRead, setConversationRead } from './cache';
import type { MessagesPage } from './types';

/** Messages a page: the newest first, then older ones as the reader scrolls up. */
export const THREAD_PAGE_SIZE = 30;

/**
 * GET …/:id/messages?before&limit: the newest page first; each next page is older (`before`
 * the oldest message shown). Items are oldest first within a page.
 */
export const threadQuery = (scope: ChatScope, id: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(scope, id),
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagesPage>(
        href(`${conversationsPath(scope, id)}/messages`, { before: pageParam, limit: THREAD_PAGE_SIZE }),
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items[0]?.id : undefined),
  });

export function useThread(scope: ChatScope, id: string) {
  return useInfiniteQuery(threadQuery(scope, id));
}

/** The loaded pages as one list, oldest first. */
export function threadMessages(pages: MessagesPage[] | undefined): ChatMessage[] {
  return pages ? [...pages].reverse().flatMap((p) => p.items) : [];
}

/** POST …/:id/read: everything the other side wrote so far is read; the badge and the list follow. */
export function useMarkRead(scope: ChatScope, id: string) {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: () => api.post<unknown>(`${conversationsPath(scope, id)}/read`),
    onSuccess: () => {
      markIncomingRead(client, scope, id, user?.id, new Date().toISOString());
      setConversationRead(client, scope, id);
      if (scope === 'user') void client.invalidateQueries({ queryKey: messageKeys.unread });
    },
  });
}
