/**
 * Copy for payments (issue 19, design §6): the checkout's refusals, the payment methods' names and
 * the sandbox gateway's hosted checkout page. Our wording: the spec fixes only "Test mode".
 */
export const paymentMessages = {
  testMode: 'Test mode',
  methods: { gcash: 'GCash', maya: 'Maya', card: 'Card', bank_transfer: 'Bank transfer' },
  expired: 'The time to pay for this booking has run out.',
  /** A payment or refund that moved on meanwhile (its process refused the change; issue 31). */
  movedOn: 'This payment has changed meanwhile. Reload to see where it stands.',
  clientPays: 'Only the client who booked pays for a booking.',
  gatewayUnavailable: 'The payment service did not answer. Nothing was charged: try again in a moment.',
  webhookSignature: 'The signature of this event does not check out.',
  webhookStale: 'This event is too old or from the future: its timestamp is outside the 5-minute window.',
  webhookNoId: 'This event has no id, so a repeat of it could not be recognised: it was not taken.',
  webhookLiveToTestKey: 'This is a live-mode event, but this gateway runs with a test key: it was not taken.',
  webhookTestToLiveKey: 'This is a test-mode event, but this gateway runs with a live key: it was not taken.',
  /** No method offered takes the amount in one payment (domain/bookings/payment-limits.ts). */
  noMethodFits: (amount: string, min: string, max: string) =>
    `No payment method takes ${amount} in one payment: payments run from ${min} to ${max}. Contact support to arrange this booking.`,
  /** PayMongo refuses refunds under ₱1.00; we refuse them first, with this (staff see it on the refund). */
  refundTooSmall: (amount: string) =>
    `PayMongo does not refund less than ₱1.00 (100 centavos); this refund is ${amount}. Settle it with the client another way.`,
  /**
   * A payment under review (decision 0061): the gateway took an amount or currency other than
   * what was asked, so it cannot confirm the booking; it goes back in full when the booking can
   * no longer be paid (it expires, or is cancelled).
   */
  underReview: {
    checkout:
      'A payment for this booking is under review: the amount the payment gateway reported does not match the booking. You cannot pay again while it is. All of it goes back to you the way you paid when the time to pay runs out, or at once if you cancel the booking.',
    title: 'Your payment is under review',
    note: (deadline: string) =>
      `We received a payment for this booking, but the amount the payment gateway reported does not match it, so the booking is not confirmed and our team is looking into it. You cannot pay again meanwhile. All of the payment goes back to you the way you paid when the time to pay runs out (${deadline}), or at once if you cancel the booking.`,
    hostNote:
      'The client paid, but the amount the payment gateway reported does not match the booking: it is not confirmed, and the payment goes back to them if it expires.',
    staffRefund:
      'This payment is under review: it is refunded in full on its own when the booking can no longer be paid. To refund it now, cancel the booking.',
  },
  /** Staff refunding a payment on /payments (issue 20): the form's and the server's refusals. */
  adminRefund: {
    notFound: 'This payment does not exist.',
    amountRequired: 'Enter the amount to refund, in pesos.',
    amountPositive: 'Enter an amount above ₱0.00.',
    amountWhole: 'Enter pesos with at most two decimals (₱1,234.50).',
    amountTooLarge: 'This is more than any payment on the platform.',
    tooMuch: (left: string) => `At most ${left} is left to refund on this payment.`,
    notPaid: 'Only a paid payment can be refunded: this one was never paid, or is refunded in full already.',
    reasonRequired: 'Write why you are refunding this payment.',
    reasonTooLong: (max: number) => `Keep the reason under ${max} characters.`,
  },
  /** Admin settings: which gateway really takes payments, and why (decision 0037). */
  gatewayStatus: {
    sandboxChosen:
      'The sandbox is chosen: payments go through the built-in test gateway (Test mode). No real money moves.',
    configured: (name: string, key: string) => `${name} is chosen and ${key} is set: payments go through ${name}.`,
    configuredTest: (name: string, key: string) =>
      `${name} is chosen and ${key} is a test key: payments go through ${name}'s test mode (Test mode). No real money moves.`,
    missingKey: (name: string, key: string) =>
      `${name} is chosen but ${key} is not set: payments go through the sandbox (Test mode).`,
    names: { sandbox: 'The sandbox', stripe: 'Stripe', paymongo: 'PayMongo' },
  },
  sandbox: {
    title: 'Sandbox checkout',
    intro: 'This is the built-in test gateway. No real money moves.',
    payTo: (merchant: string) => `Pay ${merchant}`,
    chooseMethod: 'Choose how to pay',
    authorise: 'Authorise payment',
    fail: 'Fail payment',
    back: 'Return without paying',
    expiresAt: (when: string) => `This checkout closes on ${when}.`,
    notFound: 'This checkout does not exist.',
    closed: {
      paid: 'This checkout has been paid.',
      failed: 'This payment failed. Go back to try again.',
      expired: 'This checkout has expired.',
    },
    returnLink: 'Back to the booking',
    refused: 'This form has expired. Reload the page and try again.',
    /** The checkout asked to keep the card (a tenancy's autopay, issue 32): which test card is saved. */
    savesCard: 'If you pay by card, the card is saved for the next bills.',
    testCard: 'Test card to save',
    testCards: {
      approve: 'Visa •••• 4242: later charges go through',
      authenticate: 'Visa •••• 3184: later charges need the card holder (3-D Secure)',
      decline: 'Visa •••• 0341: later charges are declined',
    },
  },
} as const;
