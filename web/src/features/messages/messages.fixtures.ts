import { http, HttpResponse } from 'msw';
import type { ChatMessage, Conversation } from '@espasyo/domain/contracts/messaging';
import { server } from '@/testing/test-utils';

/** A client's conversation with a host about a listing, as GET /api/conversations lists it. */
export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    kind: 'listing',
    listing: { id: 'l1', title: 'Covered slot near Ayala Triangle', coverUrl: '/api/files/listings/p1-thumb.webp' },
    other: { id: 'h1', name: 'Ramon Dela Cruz', avatarUrl: null, role: 'host' },
    lastMessage: {
      body: 'Is it still free in December?',
      senderId: 'me',
      hasImage: false,
      createdAt: '2026-11-26T02:05:00.000Z',
    },
    unread: 0,
    contactsVisible: false,
    createdAt: '2026-11-25T01:00:00.000Z',
    updatedAt: '2026-11-26T02:05:00.000Z',
    ...overrides,
  };
}

/** A message as the server answers it. */
export function buildMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    conversationId: 'c1',
    senderId: 'me',
    senderName: 'Maria Santos',
    senderRole: 'client',
    body: 'Hello!',
    imageUrl: null,
    masked: false,
    hiddenFrom: null,
    clientMessageId: null,
    createdAt: '2026-11-26T02:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

/**
 * The user's conversations API: the list, one conversation, its messages (pages by `before`),
 * sending (stored with the sender's clientMessageId), read. Returns what the page sent.
 */
export function serveConversations({
  base = '/api/conversations',
  conversations,
  messages = [],
  pageSize = 100,
  me = 'me',
  intercept,
}: {
  base?: string;
  conversations: Conversation[];
  messages?: ChatMessage[];
  pageSize?: number;
  me?: string;
  /** Answers a send instead of storing it (a network error, a refusal) while it returns a response. */
  intercept?: (body: Record<string, string>) => Response | undefined;
}) {
  const sent: Record<string, unknown>[] = [];
  const reads: string[] = [];
  const asked: string[] = [];
  const stored = [...messages];
  server.use(
    http.get(base, () =>
      HttpResponse.json({ items: conversations, unread: conversations.reduce((n, c) => n + c.unread, 0) }),
    ),
    http.get(`${base}/:id`, ({ params }) => {
      const c = conversations.find((x) => x.id === params.id);
      return c
        ? HttpResponse.json(c)
        : HttpResponse.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
    }),
    http.get(`${base}/:id/messages`, ({ request, params }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const mine = stored.filter((m) => m.conversationId === params.id);
      const before = url.searchParams.get('before');
      const end = before ? mine.findIndex((m) => m.id === before) : mine.length;
      const items = mine.slice(Math.max(0, end - pageSize), end);
      return HttpResponse.json({ items, hasMore: end - pageSize > 0 });
    }),
    http.post(`${base}/:id/messages`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, string>;
      sent.push(body);
      const refused = intercept?.(body);
      if (refused) return refused;
      const message = buildMessage({
        id: `sent-${sent.length}`,
        conversationId: String(params.id),
        senderId: me,
        body: body.body ?? '',
        imageUrl: body.imageId ? `/api/files/messages/${body.imageId}.webp` : null,
        clientMessageId: body.clientMessageId ?? null,
        createdAt: new Date().toISOString(),
      });
      stored.push(message);
      return HttpResponse.json(message, { status: 201 });
    }),
    http.post(`${base}/:id/read`, ({ params }) => {
      reads.push(String(params.id));
      return HttpResponse.json({ unread: 0 });
    }),
  );
  return { sent, reads, asked };
}
