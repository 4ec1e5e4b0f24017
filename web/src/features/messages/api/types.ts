import type { z } from 'zod';
import type { conversationListSchema, messagesPageSchema } from '@espasyo/domain/contracts/messaging';

/** GET /api/conversations (and staff's inbox): the conversations and the viewer's unread total. */
export type ConversationList = z.infer<typeof conversationListSchema>;
/** GET …/:id/messages: one page, oldest first. */
export type MessagesPage = z.infer<typeof messagesPageSchema>;
