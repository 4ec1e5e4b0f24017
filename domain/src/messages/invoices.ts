/**
 * Copy for the platform's fee invoices and credit memos to hosts, the host's TIN and the
 * withholding summary (issue 20, decision 0039). Our wording. Under the Ease of Paying Taxes Act
 * (RA 11976, RR 7-2024) the platform's sale of its service is evidenced by an "Invoice"; it is
 * never called an "Official Receipt".
 */
export const invoiceMessages = {
  kinds: { invoice: 'Invoice', credit_note: 'Credit memo' },
  document: {
    title: (platformName: string, kind: string, number: string) => `${platformName} ${kind} ${number}`,
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
    lineFee: (listingTitle: string, bookingId: string) =>
      `Platform fee, booking ${bookingId.slice(-8).toUpperCase()}: ${listingTitle}`,
    lineRefund: (listingTitle: string, bookingId: string) =>
      `Platform fee refunded, booking ${bookingId.slice(-8).toUpperCase()}: ${listingTitle}`,
    vatable: 'VATable sales',
    vat: (rate: string) => `VAT (${rate})`,
    total: 'Total amount',
    totalCredit: 'Total credited',
    feeIncludesVat: 'Fees include VAT.',
    nonVat: 'No VAT charged on these fees.',
    invoiceIntro: (month: string) =>
      `Platform service fees on your bookings paid in ${month}. They were already deducted from your earnings: there is nothing to pay.`,
    creditIntro: (month: string) =>
      `Platform fees returned on refunds made in ${month}. They reduce the fees invoiced to you; nothing is owed either way.`,
    footer: 'This invoice is issued electronically by the platform for its own service. Keep it for your records.',
    footerCredit:
      'This credit memo is issued electronically by the platform for its own service. Keep it for your records.',
  },
  /** The host's TIN (host profile). */
  tax: {
    title: 'Tax details',
    description: 'Your Taxpayer Identification Number (TIN) appears on the invoices Espasyo issues you for its fees.',
    tinLabel: 'TIN',
    tinHelp: 'For example 123-456-789 or 123-456-789-00000 with your branch code. Leave empty to leave it off.',
    tinInvalid: 'Enter your TIN as ###-###-###, with a 3- or 5-digit branch code if you have one.',
    save: 'Save tax details',
    saving: 'Saving...',
    saved: 'Tax details saved. New invoices will show them.',
    error: 'Your tax details could not be loaded',
  },
  admin: {
    title: 'Fee invoices',
    description: 'Invoices and credit memos issued to hosts for the platform fee, newest first.',
    listHeading: 'Invoices issued',
    loading: 'Loading invoices',
    error: 'The invoices could not be loaded',
    empty: 'No invoices issued yet.',
    pages: 'Pages of invoices',
    noun: 'document',
    columns: { number: 'Number', host: 'Host', month: 'Month', amount: 'Amount', vat: 'VAT', issued: 'Issued' },
    issueMonth: 'Month to issue',
    issueHelp: 'Issues the month now for every host with fees not yet invoiced. Running it again issues nothing twice.',
    issue: 'Issue invoices',
    issuing: 'Issuing...',
    issued: (invoices: number, credits: number) =>
      `${invoices} invoice${invoices === 1 ? '' : 's'} and ${credits} credit memo${credits === 1 ? '' : 's'} issued.`,
  },
  field: {
    month: 'Enter a month as YYYY-MM.',
    year: 'Enter a year from 2000 to 2100.',
  },
  monthNotEnded: 'A month can be invoiced only once it has ended.',
  notFound: 'That invoice was not found.',
} as const;
