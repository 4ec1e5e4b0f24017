/**
 * Conversations' copy that the server sends (issue 21, design §7): refusals, the support side's
 * name, the recipient's new_message notification. Our wording:
 * the spec fixes none of it.
 */
export const conversationMessages = {
  /** How a user sees the other side of their support conversation. */
  supportName: 'Espasyo support',
  notFound: 'That conversation was not found.',
  ownListing: 'This is your own space: there is no one to message about it.',
  clientsOnly: 'Only client accounts can message a host about a space.',
  staffAnswer: 'Staff answer support conversations in Chat; they have none of their own.',
  messageNotFound: 'That message was not found in this conversation.',
  clientMessageIdUsed: 'This message id was already used in another conversation.',
  imageNotFound: 'That picture was not found. Attach it again.',
  imageMissing: 'Choose a picture to send.',
  imageUnreadable: 'This picture could not be read. Send a JPEG, PNG or WebP photo.',
  imageTooManyPixels: 'This picture is too large to process. Send one of at most 40 megapixels.',
  unexpectedField: (name: string) => `Unexpected field "${name}": send the picture in the field "file".`,
  tooFast: 'You are sending messages too fast. Wait a minute, then send it again.',
  tooManyThisHour: 'You have sent a lot of messages this hour. Wait a while, then send it again.',
  /** The recipient's in-app notification (type message, subType new_message). */
  notification: {
    title: (senderName: string) => `New message from ${senderName}`,
    photo: 'Sent a photo.',
  },
} as const;
