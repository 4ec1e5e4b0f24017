/**
 * The documents the server writes as PDFs (issue 34): the acknowledgement receipt of a payment or
 * a refund (issue 20; the same words as the web's printable receipt, en/payments.ts) and the
 * platform's fee invoice or credit memo to a host (decision 0039). English word for word as
 * domain/src/messages/receipts.ts, payments.ts and invoices.ts had it. Server only: the web never
 * loads it. Plain data: ICU MessageFormat strings.
 */
export default {
  receipt: {
    /** The heading of every receipt. */
    heading: 'Acknowledgement receipt',
    subheading: { payment: 'Payment received', refund: 'Refund sent' },
    /** The PDF's title (its metadata). */
    title: '{platform} acknowledgement receipt · {kind, select, refund {refund} other {payment}}',
    number: 'Receipt no.',
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
    /** Why money went back. */
    reasons: {
      cancellation: 'Booking cancelled',
      deposit: 'Security deposit returned after move-out',
      late_payment: 'Paid after the booking had closed',
      duplicate_payment: 'Paid twice for one booking',
      unconfirmed_payment: 'The payment could not confirm the booking',
      admin: 'Refunded by Espasyo support',
    },
    /** A cancellation's refund: 'Booking cancelled by the host'. */
    cancelledBy: {
      client: 'Booking cancelled by you',
      host: 'Booking cancelled by the host',
      admin: 'Booking cancelled by Espasyo support',
      system: 'Booking cancelled automatically',
    },
    gateways: { sandbox: 'Sandbox (test gateway)', stripe: 'Stripe', paymongo: 'PayMongo' },
    methods: { gcash: 'GCash', maya: 'Maya', card: 'Card', bank_transfer: 'Bank transfer' },
    noMethod: 'Not paid',
  },
  /**
   * A fee invoice or credit memo. "Invoice" (never "Official Receipt": RA 11976, RR 7-2024),
   * "Credit memo", TIN, VAT and "VATable sales" are the BIR's terms, the same in both languages.
   */
  invoice: {
    kinds: { invoice: 'Invoice', credit_note: 'Credit memo' },
    /** The PDF's title (its metadata): 'Espasyo Invoice INV-2026-000001'. */
    title: '{platform} {kind} {number}',
    number: 'No.',
    date: 'Date',
    period: 'Period',
    seller: 'From',
    buyer: 'Billed to',
    creditedTo: 'Credited to',
    tin: 'TIN',
    address: 'Address',
    email: 'Email',
    tinNotGiven: 'Not given',
    description: 'Description',
    amount: 'Amount',
    /** `booking` is the booking's short reference (its id's last 8 characters). */
    lineFee: 'Platform fee, booking {booking}: {listing}',
    lineRefund: 'Platform fee refunded, booking {booking}: {listing}',
    vatable: 'VATable sales',
    vat: 'VAT ({rate})',
    total: 'Total amount',
    totalCredit: 'Total credited',
    feeIncludesVat: 'Fees include VAT.',
    nonVat: 'No VAT charged on these fees.',
    invoiceIntro:
      'Platform service fees on your bookings paid in {month}. They were already deducted from your earnings: there is nothing to pay.',
    creditIntro:
      'Platform fees returned on refunds made in {month}. They reduce the fees invoiced to you; nothing is owed either way.',
    footer: 'This invoice is issued electronically by the platform for its own service. Keep it for your records.',
    footerCredit:
      'This credit memo is issued electronically by the platform for its own service. Keep it for your records.',
  },
} as const;
