/**
 * Copy for the host's wallet and payouts (issue 20, design §6). Our wording: the spec fixes only
 * the payout statuses (processed, pending, failed) and the high-priority failed payout.
 */
export const moneyMessages = {
  methodTypes: { gcash: 'GCash', maya: 'Maya', bank: 'Bank account' },
  payoutStatuses: { processed: 'Processed', pending: 'Pending', failed: 'Failed' },
  field: {
    type: 'Choose GCash, Maya or a bank account.',
    mobile: 'Enter the 11-digit mobile number of the account, e.g. 0917 123 4567.',
    accountName: 'Enter the name on the account.',
    accountNameLong: 'The name on the account is at most 100 characters.',
    bank: 'Choose the bank.',
    accountNumber: 'Enter the account number: 10 to 16 digits.',
    amount: 'Enter an amount in pesos, with at most two decimals.',
  },
  methodNotFound: 'That payout method was not found.',
  methodLimit: 'You can keep at most 5 payout methods. Remove one first.',
  methodTooNew: (from: string) => `A new payout method receives payouts 24 hours after it was added: from ${from}.`,
  noDefault: 'Add a payout method first.',
  belowMinimum: (minimum: string) => `The minimum payout is ${minimum}.`,
  aboveAvailable: (available: string) => `You can take out at most your available balance, ${available}.`,
  owes: (debt: string) =>
    `You owe ${debt} from a refund after a payout. It is taken from your next earnings; payouts resume once it is paid.`,
  payoutNotFound: 'That payout was not found.',
  payoutSettled: 'This payout is no longer pending.',
  referenceRequired: 'Enter the transfer reference.',
  reasonRequired: 'Enter the reason.',
  adjustmentZero: 'Enter an amount other than zero.',
  emails: {
    methodAdded: {
      subject: 'A payout method was added to your Espasyo account',
      text: (label: string, from: string) =>
        `${label} was added as a payout method on your Espasyo account. It can receive payouts from ${from}.\n\nIf this was not you, change your password now and contact support: nothing will be paid to it before then.`,
    },
    payoutFailed: {
      subject: 'Your Espasyo payout failed',
      text: (amount: string, reason: string) =>
        `Your payout of ${amount} could not be sent: ${reason}\n\nThe money is back in your available balance. Check your payout method and request it again.`,
    },
    payoutProcessed: {
      subject: 'Your Espasyo payout was sent',
      text: (amount: string, to: string, reference: string) =>
        `Your payout of ${amount} was sent to ${to}. Reference: ${reference}.`,
    },
  },
  sandboxFailure: 'The receiving account was not found (sandbox: account numbers ending in 0000 always fail).',
} as const;
