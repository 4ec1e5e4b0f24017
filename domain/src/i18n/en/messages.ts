/**
 * Messaging (issue 21, design §7): the client's and host's /messages and staff's /chat — the
 * conversation list, the thread, the composer, photos, the masking notes. English word for word
 * as domain/src/messages/chat.ts had it. The server's own texts (refusals, support's name, the
 * new_message notification) stay in domain/src/messages/conversations.ts.
 */
export default {
  title: 'Messages',
  clientDescription: 'Your conversations with hosts and with Espasyo support.',
  hostDescription: 'Your conversations with renters and with Espasyo support.',
  staffTitle: 'Support Chat',
  staffDescription: 'Messages from clients and hosts who need help, shared by the whole team.',
  listLabel: 'Conversations',
  listError: 'Your conversations could not be loaded.',
  loadingList: 'Loading your conversations',
  loadingThread: 'Loading the conversation',
  threadError: 'This conversation could not be loaded.',
  olderError: 'Older messages could not be loaded.',
  empty: {
    title: 'No messages yet',
    client: 'Ask a host about their space from its listing page with ‘Message host’, or write to support.',
    host: 'Renters’ questions about your spaces will appear here. You can also write to support.',
    staff: 'No one has written to support yet. New conversations appear here as they arrive.',
  },
  browse: 'Browse spaces',
  pick: {
    title: 'Pick a conversation',
    body: 'Choose a conversation on the left to read it and reply.',
  },
  contactSupport: 'Contact support',
  startingSupport: 'Opening…',
  starting: 'Opening the conversation…',
  startError: 'The conversation could not be started.',
  back: 'Back to conversations',
  support: 'Espasyo support',
  /** A support answer's sender in a client's or host's thread. */
  supportSender: 'Espasyo support · {name}',
  answeredBy: 'Answered by {names}',
  notAnswered: 'Not answered yet',
  /** The list's preview of our own last message. */
  yourMessage: 'You: {text}',
  roles: { client: 'Client', host: 'Host', support: 'Support' },
  image: 'Photo',
  noMessages: 'No messages yet. Say hello and ask what you need to know.',
  loadOlder: 'Load older messages',
  loadingOlder: 'Loading older messages…',
  beginning: 'This is the beginning of the conversation.',
  today: 'Today',
  yesterday: 'Yesterday',
  seen: 'Seen',
  unread: '{count} unread',
  maskedNote: 'Contact details are hidden until a booking is confirmed.',
  /** Under a message its sender (or staff) sees as typed while the other side sees it masked. */
  hiddenFrom: {
    host: 'Hidden from the host until the booking is confirmed.',
    client: 'Hidden from the client until the booking is confirmed.',
  },
  contactsBanner:
    'For everyone’s safety, phone numbers, email addresses and messaging handles are hidden until a booking is confirmed. Keep payments on Espasyo.',
  composer: {
    label: 'Message',
    placeholder: 'Write a message',
    hint: 'Enter to send, Shift+Enter for a new line',
    send: 'Send',
    attach: 'Attach a photo',
    removeImage: 'Remove photo',
    imageType: 'Choose a photo in {types}.',
    imageSize: 'A photo can be up to {max}.',
    counter: '{count, number} characters left',
  },
  pending: {
    sending: 'Sending…',
    waiting: 'Waiting for connection',
    failed: 'Not sent',
    retry: 'Try again',
    remove: 'Delete',
  },
  /** The photo button's name: 'Open photo: Photo from Ana'. */
  openImageLabel: 'Open photo: {alt}',
  imageAlt: 'Photo from {sender}',
} as const;
