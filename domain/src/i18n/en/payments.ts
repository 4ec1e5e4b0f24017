/**
 * The client's payments page, /client/payments, with its saved cards, and the acknowledgement
 * receipts of payments and refunds (issue 20, "Money"; decision 0085). English word for word as
 * domain/src/messages/receipts.ts, payments.ts and tenancies.ts had it; the spec fixes none of it
 * but "Test mode". A receipt is an acknowledgement, never an "Official Receipt" or an invoice.
 */
export default {
  testMode: 'Test mode',
  methods: { gcash: 'GCash', maya: 'Maya', card: 'Card', bank_transfer: 'Bank transfer' },
  page: {
    title: 'Payments',
    description: 'What you paid for your bookings and what came back, each with its receipt.',
    heading: 'Your payments and refunds',
    loading: 'Loading your payments',
    error: 'Your payments could not be loaded',
    pages: 'Pages of payments',
    /** The count above the list: '3 transactions'. */
    count: '{count, plural, one {# transaction} other {# transactions}}',
    empty: {
      title: 'No payments yet',
      text: 'When you pay for a booking, the payment and its receipt show here, and so does any refund.',
      action: 'See my bookings',
    },
  },
  columns: {
    date: 'Date',
    booking: 'Booking',
    method: 'Method',
    status: 'Status',
    amount: 'Amount',
    receipt: 'Receipt',
  },
  kinds: { payment: 'Payment', refund: 'Refund' },
  /** A payment's status, and a refund's (kept apart: 'failed' means different things). */
  paymentStatus: {
    paid: 'Paid',
    under_review: 'Under review',
    refunded: 'Refunded',
    partially_refunded: 'Partly refunded',
    failed: 'Failed',
    expired: 'Expired',
  },
  refundStatus: { pending: 'Processing', succeeded: 'Refunded', failed: 'Delayed' },
  /** Why money went back, as the client reads it. */
  reasons: {
    cancellation: 'Booking cancelled',
    deposit: 'Security deposit returned after move-out',
    late_payment: 'Paid after the booking had closed',
    duplicate_payment: 'Paid twice for one booking',
    unconfirmed_payment: 'The payment could not confirm the booking',
    admin: 'Refunded by Espasyo support',
  },
  /** A cancellation's refund on a receipt: 'Booking cancelled by the host'. */
  cancelledBy: {
    client: 'Booking cancelled by you',
    host: 'Booking cancelled by the host',
    admin: 'Booking cancelled by Espasyo support',
    system: 'Booking cancelled automatically',
  },
  gateways: { sandbox: 'Sandbox (test gateway)', stripe: 'Stripe', paymongo: 'PayMongo' },
  noMethod: 'Not paid',
  hostLine: 'Host: {name}',
  unpaidNote: {
    failed: 'The payment did not go through. Nothing was charged.',
    expired: 'The checkout closed before it was paid. Nothing was charged.',
  },
  /** Under a payment under review (decision 0061). */
  reviewNote:
    'The amount the payment gateway reported does not match the booking, so it is not confirmed. All of it goes back to you when the time to pay runs out, or at once if you cancel the booking.',
  refundNote: {
    pending: 'On its way back to you.',
    failed: 'Taking longer than usual: our team is on it.',
  },
  actions: {
    receipt: 'Receipt',
    /** What a row's Receipt and Download PDF links are for, for screen readers: 'of the payment on Tue, 24 Nov 2026'. */
    whose: '{kind, select, refund {of the refund on {date}} other {of the payment on {date}}}',
    downloadPdf: 'Download PDF',
    print: 'Print',
    back: 'Back to payments',
  },
  receipt: {
    /** The heading of every receipt. */
    heading: 'Acknowledgement receipt',
    subheading: { payment: 'Payment received', refund: 'Refund sent' },
    title: '{platform} acknowledgement receipt · {kind, select, refund {refund} other {payment}}',
    number: 'Receipt no.',
    loading: 'Loading the receipt',
    notFound: 'This receipt does not exist, or it is not yours.',
    error: 'The receipt could not be loaded',
    amountPaid: 'Amount paid',
    amountRefunded: 'Amount refunded',
    sections: {
      payment: 'Payment',
      refund: 'Refund',
      originalPayment: 'Original payment',
      parties: 'From and to',
      booking: 'Booking',
      charges: 'What was paid for',
    },
    rows: {
      amountPaid: 'Amount paid',
      datePaid: 'Date paid',
      method: 'Method',
      gateway: 'Paid through',
      reference: 'Gateway reference',
      refundedSoFar: 'Refunded so far',
      amountRefunded: 'Amount refunded',
      dateRefunded: 'Date refunded',
      reason: 'Reason',
      refundedTo: 'Refunded to',
      refundReference: 'Refund reference',
      paymentReceipt: 'Payment receipt no.',
      receivedFrom: 'Received from',
      host: 'Host',
      platform: 'Received by',
      bookingId: 'Booking ID',
      listing: 'Listing',
      dates: 'Dates',
      units: 'Units',
      subtotal: 'Subtotal',
      tax: 'Tax ({percent})',
      total: 'Total',
      /** Paid beside the price, held by Espasyo (issue 33): no fee or VAT on it. */
      deposit: 'Security deposit, returned after move-out (no fee or VAT)',
      totalPaid: 'Total paid',
    },
    /** A price line's count: '3 hours', and the units: '2 units'. */
    count: {
      hour: '{count, plural, one {# hour} other {# hours}}',
      day: '{count, plural, one {# day} other {# days}}',
      month: '{count, plural, one {# month} other {# months}}',
    },
    units: '{count, plural, one {# unit} other {# units}}',
    onBehalf: '{platform}, on behalf of the host',
    testMode: 'Test mode: made through the sandbox gateway. No real money moved.',
    footer:
      '{platform} acknowledges the amount above for the booking shown. This is an acknowledgement receipt, not an official receipt or an invoice.',
  },
  /** The client's saved cards (decision 0085). */
  cards: {
    heading: 'Saved cards',
    /** 'Visa •••• 4242'. */
    card: '{brand} •••• {last4}',
    savedOn: 'Saved {day}',
    expires: 'Expires {month}/{year}',
    paysFor: 'Pays the monthly bills of {titles}',
    remove: 'Remove',
    removeFor: 'Remove {card}',
    removing: 'Removing...',
    removeTitle: 'Remove {card}?',
    removeBody: 'It is deleted from Espasyo and from the payment provider, and can no longer be charged.',
    removeAutopay:
      '{count, plural, one {The monthly rental it pays goes back to paying each bill through its checkout.} other {The # monthly rentals it pays go back to paying each bill through their checkouts.}}',
    removed: 'Card removed.',
  },
} as const;
