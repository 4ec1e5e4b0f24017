/** Who reads the conversations: a client or host their own (`/api/conversations`), staff the support inbox (`/api/admin/chat`). */
export type ChatScope = 'user' | 'staff';

/** The query keys of messaging (one object, so an invalidation names the same key the query uses). */
export const messageKeys = {
  all: ['messages'] as const,
  scope: (scope: ChatScope) => ['messages', scope] as const,
  list: (scope: ChatScope) => ['messages', scope, 'list'] as const,
  /** The unread count of the navigation's badge (clients and hosts). */
  unread: ['messages', 'user', 'unread'] as const,
  conversation: (scope: ChatScope, id: string) => ['messages', scope, 'conversation', id] as const,
  thread: (scope: ChatScope, id: string) => ['messages', scope, 'thread', id] as const,
};

/** The API's base path for a scope's conversations. */
export const conversationsPath = (scope: ChatScope, id?: string) =>
  `${scope === 'staff' ? '/api/admin/chat/conversations' : '/api/conversations'}${id ? `/${encodeURIComponent(id)}` : ''}`;
