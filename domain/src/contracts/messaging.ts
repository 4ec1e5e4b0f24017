import { z } from 'zod';
import { textSchema } from '../schemas/text';
import { MESSAGE_MAX } from '../messaging/messaging';
import { groupDigits } from '../format';

/**
 * Conversations and messages (issue 21, design §7): one conversation per client and listing,
 * one per user with support. Every event a participant should see live is pushed to their
 * `user:<id>` topic (staff: the `support` topic for support conversations):
 *   { type: 'message.new', conversationId, message }          a message was posted
 *   { type: 'message.read', conversationId, readerId, readAt } the other side read up to now
 * so a tab needs no topic per conversation; on reconnect it refetches what it shows.
 */

export const conversationKinds = ['listing', 'support'] as const;
export type ConversationKind = (typeof conversationKinds)[number];

/** Who wrote a message, as the thread shows it. Support answers carry the staff member's name. */
export const senderRoles = ['client', 'host', 'support'] as const;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  senderRole: z.enum(senderRoles),
  /**
   * The text as this reader may see it (decision 0059): to the other side, with contact details
   * replaced by [hidden] while `masked`; to its sender (and staff), as typed. Shown as text, never HTML.
   */
  body: z.string(),
  /** The resized, stripped copy, served through the app's access checks. */
  imageUrl: z.string().nullable(),
  /** True when phone numbers, emails or handles in `body` are hidden from this reader (no confirmed booking yet). */
  masked: z.boolean(),
  /**
   * Set when this reader sees the text as typed but the other side does not yet: its sender, or
   * staff. The side it is hidden from ('host' when a client wrote it, 'client' when the host did);
   * null once a booking between the two is confirmed, and for messages with nothing hidden.
   */
  hiddenFrom: z.enum(['client', 'host']).nullable(),
  /** The sender's own id for this message (offline resend sends it again; never stored twice). */
  clientMessageId: z.string().nullable(),
  createdAt: z.string(),
  /** When the other side read it (read receipts), null until then. */
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  kind: z.enum(conversationKinds),
  /** The listing talked about (kind 'listing'), null for support. */
  listing: z.object({ id: z.string(), title: z.string(), coverUrl: z.string().nullable() }).nullable(),
  /** The person on the other side for the viewer; for support seen by a user: { name: 'Espasyo support' }. */
  other: z.object({
    id: z.string().nullable(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    role: z.enum(senderRoles),
  }),
  lastMessage: z
    .object({ body: z.string(), senderId: z.string(), hasImage: z.boolean(), createdAt: z.string() })
    .nullable(),
  /** Messages the viewer has not read. */
  unread: z.number(),
  /** A booking between the two is confirmed: new messages are shown as written. */
  contactsVisible: z.boolean(),
  /** Staff only (admin /chat): the staff members who answered, by name. */
  answeredBy: z.array(z.string()).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({ items: z.array(conversationSchema), unread: z.number() });
export const conversationUnreadSchema = z.object({ unread: z.number() });

/** POST /api/conversations: open (or find) the conversation about a listing with its host. */
export const startConversationSchema = z.object({ listingId: z.string().min(1).max(100) });

/** GET …/messages: newest page first; `before` a message id to load older ones on scroll. */
export const messagesQuerySchema = z.object({
  before: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const messagesPageSchema = z.object({
  /** Oldest first within the page. */
  items: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});

/** POST …/messages. Text, an image uploaded first (POST …/images), or both. */
export const sendMessageSchema = z
  .object({
    body: textSchema({ error: 'Write a message.' }, { multiline: true })
      .trim()
      .max(MESSAGE_MAX, { error: `A message can be up to ${groupDigits(MESSAGE_MAX)} characters.` })
      .optional()
      .default(''),
    imageId: z.string().min(1).max(100).optional(),
    clientMessageId: z.string().min(1).max(100).optional(),
  })
  .refine((m) => m.body.length > 0 || m.imageId, { error: 'Write a message.', path: ['body'] });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** POST …/images (multipart, field `file`): the stored image to send with the next message. */
export const messageImageSchema = z.object({ imageId: z.string(), imageUrl: z.string() });

export const conversationParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** GET …/images/:imageId: a picture of the conversation, for its participants (and staff for support). */
export const chatImageParamsSchema = z.object({
  id: z.string().min(1).max(100),
  imageId: z.string().min(1).max(100),
});

/** POST …/read: the read mark moved to now (the other side hears `message.read`). */
export const conversationReadSchema = z.object({ readAt: z.string().nullable(), unread: z.number() });
