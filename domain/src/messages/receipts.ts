/**
 * Copy for the client's payments page and the acknowledgement receipts of payments and refunds
 * (issue 20, "Money"). Our wording: the spec fixes none of it but "Test mode" (payments.ts). A
 * receipt is an acknowledgement that the platform received (or sent back) the money, never an
 * "Official Receipt" or an invoice, which only the host can issue.
 */
export const receiptMessages = {
  page: {
    title: 'Payments',
    description: 'What you paid for your bookings and what came back, each with its receipt.',
    heading: 'Your payments and refunds',
    loading: 'Loading your payments',
    error: 'Your payments could not be loaded',
    pages: 'Pages of payments',
    /** The count above the list: '3 transactions'. */
    noun: 'transaction',
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
  cancelledBy: { client: 'by you', host: 'by the host', admin: 'by Espasyo support', system: 'automatically' },
  gateways: { sandbox: 'Sandbox (test gateway)', stripe: 'Stripe', paymongo: 'PayMongo' },
  noMethod: 'Not paid',
  hostLine: (name: string) => `Host: ${name}`,
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
    whose: (what: string, date: string) => `of the ${what} on ${date}`,
    downloadPdf: 'Download PDF',
    print: 'Print',
    back: 'Back to payments',
    viewBooking: 'View booking',
  },
  receipt: {
    /** The heading of every receipt. */
    heading: 'Acknowledgement receipt',
    subheading: { payment: 'Payment received', refund: 'Refund sent' },
    title: (platform: string, kind: 'payment' | 'refund') =>
      `${platform} acknowledgement receipt · ${kind === 'payment' ? 'payment' : 'refund'}`,
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
      tax: (percent: string) => `Tax (${percent})`,
      total: 'Total',
      /** Paid beside the price, held by Espasyo (issue 33): no fee or VAT on it. */
      deposit: 'Security deposit, returned after move-out (no fee or VAT)',
      totalPaid: 'Total paid',
    },
    onBehalf: (platform: string) => `${platform}, on behalf of the host`,
    testMode: 'Test mode: made through the sandbox gateway. No real money moved.',
    footer: (platform: string) =>
      `${platform} acknowledges the amount above for the booking shown. This is an acknowledgement receipt, not an official receipt or an invoice.`,
    issued: (when: string) => `Issued ${when}`,
  },
  /** A booking's page: what was paid for it and what came back, to which method, and how far it is. */
  booking: {
    heading: 'Payment',
    paid: (method: string | null, when: string) => `Paid${method ? ` by ${method}` : ''} on ${when}`,
    clientPaid: (method: string | null, when: string) => `The client paid${method ? ` by ${method}` : ''} on ${when}`,
    refund: 'Refund',
    /** To the payment's method (null: the gateway did not say which). */
    refundTo: {
      client: (amount: string, method: string | null) => `${amount} back to ${method ? `your ${method}` : 'you'}`,
      host: (amount: string, method: string | null) => `${amount} back to the client${method ? `’s ${method}` : ''}`,
    },
    hostRefundNote: {
      pending: 'On its way back to the client.',
      failed: 'Taking longer than usual: our team is on it.',
    },
    receipt: 'Receipt',
    refundReceipt: 'Refund receipt',
    allPayments: 'All your payments',
  },
  clientsOnly: 'Payments and receipts are for client accounts.',
} as const;
