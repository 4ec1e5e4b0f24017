import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Conversation, conversationUnreadSchema } from '@espasyo/domain/contracts/messaging';
import { generic } from '@espasyo/domain/messages/frame';
import { ErrorCode } from '@espasyo/domain/errors';
import { api, ApiError } from '@/lib/api-client';
import { FRAME_STALE_MS } from '@/lib/query-client';
import { conversationsPath, messageKeys, type ChatScope } from './keys';
import type { ConversationList } from './types';

type Unread = z.infer<typeof conversationUnreadSchema>;

/** GET /api/conversations (staff: /api/admin/chat/conversations): the conversations, latest activity first. */
export const conversationsQuery = (scope: ChatScope) =>
  queryOptions({
    queryKey: messageKeys.list(scope),
    queryFn: ({ signal }) => api.get<ConversationList>(conversationsPath(scope), signal),
  });

export function useConversations(scope: ChatScope) {
  return useQuery(conversationsQuery(scope));
}

/**
 * One conversation for the thread's header. A user's is read on its own (GET /api/conversations/:id:
 * a link may open one the list has not shown yet), starting from the list's copy; staff's comes
 * from the support inbox's list.
 */
export function useConversation(scope: ChatScope, id: string | null) {
  const client = useQueryClient();
  const list = useConversations(scope);
  const fromList = list.data?.items.find((c) => c.id === id);
  const own = useQuery<Conversation>({
    queryKey: messageKeys.conversation(scope, id ?? ''),
    queryFn: ({ signal }) => api.get<Conversation>(conversationsPath(scope, id ?? ''), signal),
    enabled: scope === 'user' && !!id,
    placeholderData: () =>
      client.getQueryData<ConversationList>(messageKeys.list(scope))?.items.find((c) => c.id === id),
  });
  if (scope === 'user') return { data: own.data, isPending: own.isPending, error: own.error, refetch: own.refetch };
  return {
    data: fromList,
    isPending: list.isPending,
    // Not in staff's list: the generic 'Not found', which LoadError shows in the page's language.
    error: list.isSuccess && !fromList ? new ApiError(404, ErrorCode.notFound, generic.notFound) : list.error,
    refetch: list.refetch,
  };
}

/** GET /api/conversations/unread-count: the messages the user has not read, for the navigation's badge. */
export const unreadMessagesQuery = () =>
  queryOptions({
    queryKey: messageKeys.unread,
    queryFn: async ({ signal }) => (await api.get<Unread>('/api/conversations/unread-count', signal)).unread,
    staleTime: FRAME_STALE_MS,
  });

export function useUnreadMessages(enabled = true) {
  return useQuery({ ...unreadMessagesQuery(), enabled });
}

/** Put a conversation the server answered into the caches, so the thread opens without another read. */
function useStoreConversation() {
  const client = useQueryClient();
  return (c: Conversation) => {
    client.setQueryData(messageKeys.conversation('user', c.id), c);
    void client.invalidateQueries({ queryKey: messageKeys.list('user') });
  };
}

/** POST /api/conversations {listingId}: opens (or finds) the conversation with the listing's host. */
export function useStartConversation() {
  const store = useStoreConversation();
  return useMutation({
    mutationFn: (listingId: string) => api.post<Conversation>('/api/conversations', { listingId }),
    onSuccess: store,
  });
}

/** POST /api/conversations/support: the user's one conversation with support, made on first use. */
export function useStartSupport() {
  const store = useStoreConversation();
  return useMutation({
    mutationFn: () => api.post<Conversation>('/api/conversations/support'),
    onSuccess: store,
  });
}
