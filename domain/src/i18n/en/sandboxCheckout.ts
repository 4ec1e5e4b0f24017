/**
 * The sandbox gateway's hosted checkout page, /sandbox/checkout/{id} (decision 0034), which the
 * server writes itself: what a client sees when paying in test mode. English word for word as
 * domain/src/messages/payments.ts (`paymentMessages.sandbox`) had it; the spec fixes only "Test
 * mode". Server only. Plain data: ICU MessageFormat strings.
 */
export default {
  testMode: 'Test mode',
  methods: { gcash: 'GCash', maya: 'Maya', card: 'Card', bank_transfer: 'Bank transfer' },
  title: 'Sandbox checkout',
  intro: 'This is the built-in test gateway. No real money moves.',
  payTo: 'Pay {merchant}',
  chooseMethod: 'Choose how to pay',
  authorise: 'Authorise payment',
  fail: 'Fail payment',
  back: 'Return without paying',
  expiresAt: 'This checkout closes on {when}.',
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
} as const;
