import { conversationMessages as m, type ChatMessage, type Conversation } from '@espasyo/domain';
import { photoUrl } from '../listings/core/listings.mapper';
import type {
  ChatMessageRow,
  ConversationRow,
  ConversationViewRow,
  MessageViewRow,
  Side,
} from './messaging.repository';

const iso = (d: Date | string) => new Date(d).toISOString();
const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** A picture of a conversation is served through the conversation's access check. */
export const chatImageUrl = (conversationId: string, imageId: string) =>
  `/api/conversations/${encodeURIComponent(conversationId)}/images/${encodeURIComponent(imageId)}`;

/** How a user of a support conversation shows: as the host or client they are. */
const userRole = (userType: string): 'client' | 'host' => (userType === 'host' ? 'host' : 'client');

/**
 * The read mark of the side that did not send a message: the message was read once it passed it.
 * The conversation's user wrote it → the counterpart's mark (the host's, or staff's); else the user's.
 */
export function readAtOf(c: Pick<ConversationRow, 'userId' | 'userReadAt' | 'counterpartReadAt'>, msg: MessageViewRow) {
  const mark = msg.senderId === c.userId ? c.counterpartReadAt : c.userReadAt;
  return mark && new Date(mark) >= new Date(msg.createdAt) ? iso(mark) : null;
}

/** Who reads a message: a member of its conversation, or staff (admin /chat, a dispute's evidence). */
export type Reader = { id: string } | 'staff';

/**
 * A message's text as `reader` may see it (decision 0059). A masked message keeps the text as
 * typed beside the masked one: its sender and staff read that, marked with the side it is hidden
 * from; the other side reads the masked text until a booking between the two is confirmed
 * (`contactsVisible`), and the text as typed from then on. Messages masked before the typed text
 * was kept (migration 0030) have only their masked text.
 */
export function shownText(
  r: Pick<ChatMessageRow, 'senderId' | 'senderRole' | 'body' | 'originalBody' | 'masked'>,
  reader: Reader,
  contactsVisible: boolean,
): Pick<ChatMessage, 'body' | 'masked' | 'hiddenFrom'> {
  if (r.originalBody === null) return { body: r.body, masked: r.masked, hiddenFrom: null };
  if (contactsVisible) return { body: r.originalBody, masked: false, hiddenFrom: null };
  if (reader === 'staff' || reader.id === r.senderId) {
    return { body: r.originalBody, masked: false, hiddenFrom: r.senderRole === 'host' ? 'client' : 'host' };
  }
  return { body: r.body, masked: true, hiddenFrom: null };
}

export function toChatMessage(
  c: Pick<ConversationRow, 'userId' | 'userReadAt' | 'counterpartReadAt'>,
  r: MessageViewRow,
  reader: Reader,
  contactsVisible: boolean,
): ChatMessage {
  return {
    id: r.id,
    conversationId: r.conversationId,
    senderId: r.senderId,
    senderName: name(r.senderFirstName, r.senderLastName),
    senderRole: r.senderRole,
    ...shownText(r, reader, contactsVisible),
    imageUrl: r.imageId ? chatImageUrl(r.conversationId, r.imageId) : null,
    clientMessageId: r.clientMessageId,
    createdAt: iso(r.createdAt),
    readAt: readAtOf(c, r),
  };
}

/**
 * A conversation as `viewer` sees it: 'user' (the client, or the user of a support one),
 * 'counterpart' (the listing's host) or 'staff' (a support conversation in admin /chat).
 */
export function toConversation(r: ConversationViewRow, viewer: Side | 'staff', answeredBy?: string[]): Conversation {
  const theUser: Conversation['other'] = {
    id: r.userId,
    name: name(r.userFirstName, r.userLastName),
    avatarUrl: r.userAvatar,
    role: r.kind === 'support' ? userRole(r.userType) : 'client',
  };
  const other =
    viewer !== 'user'
      ? theUser
      : r.kind === 'support'
        ? { id: null, name: m.supportName, avatarUrl: null, role: 'support' as const }
        : { id: r.hostId, name: name(r.hostFirstName, r.hostLastName), avatarUrl: r.hostAvatar, role: 'host' as const };
  return {
    id: r.id,
    kind: r.kind,
    listing:
      r.kind === 'listing' && r.listingId
        ? { id: r.listingId, title: r.listingTitle ?? '', coverUrl: r.coverKey ? photoUrl(r.coverKey) : null }
        : null,
    other,
    lastMessage: r.lastCreatedAt
      ? {
          body: shownText(
            {
              senderId: r.lastSenderId ?? '',
              senderRole: r.lastSenderRole ?? 'client',
              body: r.lastBody ?? '',
              originalBody: r.lastOriginal,
              masked: !!r.lastMasked,
            },
            viewer === 'staff' ? 'staff' : { id: viewer === 'user' ? r.userId : r.hostId! },
            r.confirmedBooking,
          ).body,
          senderId: r.lastSenderId ?? '',
          hasImage: !!r.lastHasImage,
          createdAt: iso(r.lastCreatedAt),
        }
      : null,
    unread: r.unread,
    contactsVisible: r.kind === 'support' || r.confirmedBooking,
    ...(viewer === 'staff' ? { answeredBy: answeredBy ?? [] } : {}),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}
