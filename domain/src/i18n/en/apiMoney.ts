/**
 * The English messages the wallet, payout, payment, receipt, invoice and dispute endpoints and
 * their shared schemas send back (domain/src/messages/{money,payments,receipts,invoices,disputes}.ts,
 * domain/src/money/payouts.ts, domain/src/contracts/{money,disputes}.ts), word for word, for lookup
 * only: the server answers a Filipino page with the Filipino of its English message, and a form
 * shows a schema's message through LocalMessage. A message with arguments matches by its fixed parts.
 */
export default {
  payouts: {
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
    methodTooNew: 'A new payout method receives payouts 24 hours after it was added: from {from}.',
    noDefault: 'Add a payout method first.',
    belowMinimum: 'The minimum payout is {minimum}.',
    aboveAvailable: 'You can take out at most your available balance, {available}.',
    owes: 'You owe {debt} from a refund after a payout. It is taken from your next earnings; payouts resume once it is paid.',
    payoutNotFound: 'That payout was not found.',
    payoutSettled: 'This payout is no longer pending.',
    /** Why a sandbox payout failed, shown on the host's payout. */
    sandboxFailure: 'The receiving account was not found (sandbox: account numbers ending in 0000 always fail).',
  },
  payments: {
    expired: 'The time to pay for this booking has run out.',
    movedOn: 'This payment has changed meanwhile. Reload to see where it stands.',
    clientPays: 'Only the client who booked pays for a booking.',
    gatewayUnavailable: 'The payment service did not answer. Nothing was charged: try again in a moment.',
    noMethodFits:
      'No payment method takes {amount} in one payment: payments run from {min} to {max}. Contact support to arrange this booking.',
    underReview:
      'A payment for this booking is under review: the amount the payment gateway reported does not match the booking. You cannot pay again while it is. All of it goes back to you the way you paid when the time to pay runs out, or at once if you cancel the booking.',
    receiptNotFound: 'This receipt does not exist, or it is not yours.',
    clientsOnly: 'Payments and receipts are for client accounts.',
    cardNotFound: 'This card is not among your saved cards',
  },
  invoices: {
    month: 'Enter a month as YYYY-MM.',
    year: 'Enter a year from 2000 to 2100.',
    monthNotEnded: 'A month can be invoiced only once it has ended.',
    notFound: 'That invoice was not found.',
    tinInvalid: 'Enter your TIN as ###-###-###, with a 3- or 5-digit branch code if you have one.',
  },
  disputes: {
    noDeposit: 'This dispute is not about a security deposit.',
    notFound: 'That dispute was not found.',
    bookingNotEligible:
      'A dispute can be opened on a confirmed or active booking, or within 14 days after a completed one ends.',
    windowClosed: 'This booking ended more than 14 days ago: a dispute can no longer be opened.',
    alreadyOpen: 'This booking already has an open dispute. Write in its thread instead.',
    closed: 'This dispute is resolved: its thread is closed.',
    reasonRequired: 'Choose what the problem is.',
    descriptionRequired: 'Describe what happened.',
    descriptionTooShort: 'Describe what happened in at least {min} characters.',
    descriptionTooLong: 'Keep the description to {max} characters or fewer.',
    messageRequired: 'Write a message.',
    messageTooLong: 'Keep the message to {max} characters or fewer.',
    nothingToRefund: 'Nothing is left to refund on this booking.',
    photosFull: 'A dispute has at most {max} photos.',
    photoMissing: 'Choose a photo to add.',
    photoUnreadable: 'This photo could not be read. Add a JPEG, PNG or WebP photo.',
    photoTooManyPixels: 'This photo is too large to process. Add one of at most 40 megapixels.',
    photoNotFound: 'That photo was not found.',
  },
} as const;
