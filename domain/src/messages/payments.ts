/**
 * Copy for payments (issue 19, design §6): the checkout's refusals, the payment methods' names and
 * the sandbox gateway's hosted checkout page. Our wording: the spec fixes only "Test mode".
 */
export const paymentMessages = {
  testMode: 'Test mode',
  methods: { gcash: 'GCash', maya: 'Maya', card: 'Card', bank_transfer: 'Bank transfer' },
  expired: 'The time to pay for this booking has run out.',
  clientPays: 'Only the client who booked pays for a booking.',
  gatewayUnavailable: 'The payment service did not answer. Nothing was charged: try again in a moment.',
  webhookSignature: 'The signature of this event does not check out.',
  webhookStale: 'This event is too old or from the future: its timestamp is outside the 5-minute window.',
  sandbox: {
    title: 'Sandbox checkout',
    intro: 'This is the built-in test gateway. No real money moves.',
    payTo: (merchant: string) => `Pay ${merchant}`,
    chooseMethod: 'Choose how to pay',
    authorise: 'Authorise payment',
    fail: 'Fail payment',
    back: 'Return without paying',
    expiresAt: (when: string) => `This checkout closes at ${when}.`,
    notFound: 'This checkout does not exist.',
    closed: {
      paid: 'This checkout has been paid.',
      failed: 'This payment failed. Go back to try again.',
      expired: 'This checkout has expired.',
    },
    returnLink: 'Back to the booking',
    refused: 'This form has expired. Reload the page and try again.',
  },
} as const;
