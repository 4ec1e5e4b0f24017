/**
 * A host's payouts and payout methods (issue 34), in the host's language: the emails and the
 * in-app payout_update notification. English word for word as domain/src/messages/money.ts said
 * it (the server's sent-words.test.ts compares them). The method's label ('GCash •••• 1234') and a
 * failure's reason come as they are.
 */
export default {
  methodAdded: {
    subject: 'A payout method was added to your Espasyo account',
    text: '{label} was added as a payout method on your Espasyo account. It can receive payouts from {from}.\n\nIf this was not you, change your password now and contact support: nothing will be paid to it before then.',
  },
  payoutFailed: {
    subject: 'Your Espasyo payout failed',
    text: 'Your payout of {amount} could not be sent: {reason}\n\nThe money is back in your available balance. Check your payout method and request it again.',
    notification: 'Your payout of {amount} could not be sent: {reason} The money is back in your available balance.',
  },
  payoutProcessed: {
    subject: 'Your Espasyo payout was sent',
    text: 'Your payout of {amount} was sent to {to}. Reference: {reference}.',
    notification: '{amount} was sent to {to}.',
  },
} as const;
