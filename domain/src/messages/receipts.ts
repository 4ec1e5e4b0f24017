/**
 * Copy for the acknowledgement receipts of payments and refunds (issue 20, "Money"), as the server
 * prints and serves them (the web's pages read the catalogue: i18n/<lang>/payments.ts). Our
 * wording: the spec fixes none of it but "Test mode" (payments.ts). A receipt is an acknowledgement
 * that the platform received (or sent back) the money, never an "Official Receipt" or an invoice,
 * which only the host can issue.
 */
export const receiptMessages = {
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
  clientsOnly: 'Payments and receipts are for client accounts.',
} as const;
