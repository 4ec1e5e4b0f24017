/**
 * Copy for the outbox of effects after a commit (decision 0032): staff's refusals on
 * /admin-tools and the short errors a failed delivery shows. Our wording: the spec fixes none.
 */
const what: Record<string, string> = {
  email: 'Sending the email',
  sms: 'Sending the text message',
  'file.delete': 'Deleting the files',
  realtime: 'The realtime push',
  'payment.refund': 'Sending the refund to the payment gateway',
  'payment.close_checkout': 'Closing the checkout at the payment gateway',
  'payment.webhook': "Processing the payment gateway's event",
  'payout.send': 'Sending the payout',
  'notification.fanout': 'The live push of a notification sent to a group',
  'announcement.email': 'Emailing an announcement to those who chose news and offers',
  'maintenance.email': 'Emailing users that maintenance has begun',
};

export const outboxMessages = {
  notFound: 'No delivery with this id.',
  notRetryable: 'Only a failed or waiting delivery can be retried.',
  /** What a task of this kind does, as the start of a sentence. */
  what: (kind: string) => what[kind] ?? 'The delivery',
  /** A failure as staff see it: no internals, an error code when there is one, and the log's reference. */
  failed: (what: string, code: string | null, ref: string) =>
    `${what} failed${code ? ` (${code})` : ''}. Reference ${ref} in the server log.`,
  timedOut: (what: string, ref: string) => `${what} took longer than a minute. Reference ${ref} in the server log.`,
  unknownKind: (kind: string) => `No handler for deliveries of kind "${kind}".`,
};
