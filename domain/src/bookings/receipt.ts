/**
 * An acknowledgement receipt as words (issue 20): the heading, the amount and its sections of
 * labelled rows, with money as ₱1,234.50 and dates in the platform's time zone. Pure: the
 * server's PDF and the web's printable page lay out the same document, so they never disagree.
 * Its words are English unless given (`ReceiptWords`: the web's page in its language, issue 34).
 */
import type { Receipt } from '../contracts/receipts';
import { formatDayTime, type FormatLanguage } from '../format';
import { paymentMessages } from '../messages/payments';
import { receiptMessages as m } from '../messages/receipts';
import { pesos } from './agreement';
import { bookingDates } from './dates';

export interface ReceiptRow {
  label: string;
  value: string;
  /** The total, or what the receipt is for: set in bold. */
  strong?: boolean;
}

export interface ReceiptSection {
  heading: string;
  rows: ReceiptRow[];
  /** A column of amounts: values line up on the right. */
  amounts?: boolean;
}

export interface ReceiptDocument {
  /** 'Acknowledgement receipt'. */
  heading: string;
  /** 'Payment received' or 'Refund sent'. */
  subheading: string;
  platformName: string;
  number: string;
  /** When the money moved: the date paid, or the date refunded. */
  date: string;
  amountLabel: string;
  amount: string;
  testMode: string | null;
  sections: ReceiptSection[];
  footer: string;
}

type Rows = typeof m.receipt.rows;

/** A receipt's words in one language: English (`englishReceiptWords`) or the catalogue's (web). */
export interface ReceiptWords {
  lang: FormatLanguage;
  heading: string;
  subheading: Record<Receipt['kind'], string>;
  amountPaid: string;
  amountRefunded: string;
  testMode: string;
  footer: (platform: string) => string;
  onBehalf: (platform: string) => string;
  sections: Record<keyof typeof m.receipt.sections, string>;
  rows: { [K in keyof Rows]: Rows[K] extends string ? string : (percent: string) => string };
  reasons: Record<NonNullable<Receipt['refund']>['reason'], string>;
  /** A cancellation's refund by who cancelled: 'Booking cancelled by the host'. */
  cancelledBy: Record<NonNullable<NonNullable<Receipt['refund']>['cancelledBy']>, string>;
  gateways: Record<Receipt['payment']['gateway'], string>;
  methods: Record<NonNullable<Receipt['payment']['method']>, string>;
  noMethod: string;
  /** A price line's count: '3 hours'. */
  count: (n: number, unit: 'hour' | 'day' | 'month') => string;
  /** '2 units'. */
  units: (n: number) => string;
}

const unitWords = { hour: ['hour', 'hours'], day: ['day', 'days'], month: ['month', 'months'] } as const;

/** The receipt's English words (the PDF's, and the web's in English). */
export const englishReceiptWords: ReceiptWords = {
  lang: 'en',
  heading: m.receipt.heading,
  subheading: m.receipt.subheading,
  amountPaid: m.receipt.amountPaid,
  amountRefunded: m.receipt.amountRefunded,
  testMode: m.receipt.testMode,
  footer: m.receipt.footer,
  onBehalf: m.receipt.onBehalf,
  sections: m.receipt.sections,
  rows: m.receipt.rows,
  reasons: m.reasons,
  cancelledBy: {
    client: `${m.reasons.cancellation} ${m.cancelledBy.client}`,
    host: `${m.reasons.cancellation} ${m.cancelledBy.host}`,
    admin: `${m.reasons.cancellation} ${m.cancelledBy.admin}`,
    system: `${m.reasons.cancellation} ${m.cancelledBy.system}`,
  },
  gateways: m.gateways,
  methods: paymentMessages.methods,
  noMethod: m.noMethod,
  count: (n, unit) => `${n} ${unitWords[unit][n === 1 ? 0 : 1]}`,
  units: (n) => `${n} ${n === 1 ? 'unit' : 'units'}`,
};

/** '12%', '12.5%' (a quote's taxRate is a percentage). */
const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

function charges(r: Receipt, w: ReceiptWords): ReceiptSection {
  const q = r.quote;
  const deposit = Math.max(0, r.payment.amount - q.total);
  return {
    heading: w.sections.charges,
    amounts: true,
    rows: [
      ...q.lines.map((l) => ({
        label: `${pesos(l.price)} × ${w.count(l.count, l.unit)}${q.units > 1 ? ` × ${w.units(q.units)}` : ''}`,
        value: pesos(l.amount * q.units),
      })),
      { label: w.rows.subtotal, value: pesos(q.subtotal) },
      ...(q.tax > 0 ? [{ label: w.rows.tax(percent(q.taxRate)), value: pesos(q.tax) }] : []),
      { label: w.rows.total, value: pesos(q.total), strong: !deposit },
      // The first payment's security deposit, its own line beside the price (issue 33).
      ...(deposit
        ? [
            { label: w.rows.deposit, value: pesos(deposit) },
            { label: w.rows.totalPaid, value: pesos(r.payment.amount), strong: true },
          ]
        : []),
    ],
  };
}

function booking(r: Receipt, w: ReceiptWords): ReceiptSection {
  return {
    heading: w.sections.booking,
    rows: [
      { label: w.rows.bookingId, value: r.booking.id },
      { label: w.rows.listing, value: r.booking.listingTitle },
      { label: w.rows.dates, value: bookingDates(r.booking, r.timeZone) },
      { label: w.rows.units, value: String(r.booking.units) },
    ],
  };
}

function parties(r: Receipt, w: ReceiptWords): ReceiptSection {
  return {
    heading: w.sections.parties,
    rows: [
      { label: w.rows.receivedFrom, value: `${r.client.name} (${r.client.email})` },
      { label: w.rows.host, value: r.host.name },
      { label: w.rows.platform, value: w.onBehalf(r.platformName) },
    ],
  };
}

const method = (r: Receipt, w: ReceiptWords) => (r.payment.method ? w.methods[r.payment.method] : w.noMethod);

function payment(r: Receipt, w: ReceiptWords, heading: string): ReceiptSection {
  const p = r.payment;
  return {
    heading,
    rows: [
      { label: w.rows.amountPaid, value: pesos(p.amount), strong: r.kind === 'payment' },
      { label: w.rows.datePaid, value: formatDayTime(new Date(p.paidAt), r.timeZone, w.lang) },
      { label: w.rows.method, value: method(r, w) },
      { label: w.rows.gateway, value: w.gateways[p.gateway] },
      ...(p.reference ? [{ label: w.rows.reference, value: p.reference }] : []),
      ...(r.kind === 'payment' && p.refunded > 0 ? [{ label: w.rows.refundedSoFar, value: pesos(p.refunded) }] : []),
      ...(r.kind === 'refund' ? [{ label: w.rows.paymentReceipt, value: p.id }] : []),
    ],
  };
}

function refund(r: Receipt, w: ReceiptWords, f: NonNullable<Receipt['refund']>): ReceiptSection {
  const reason = f.reason === 'cancellation' && f.cancelledBy ? w.cancelledBy[f.cancelledBy] : w.reasons[f.reason];
  return {
    heading: w.sections.refund,
    rows: [
      { label: w.rows.amountRefunded, value: pesos(f.amount), strong: true },
      { label: w.rows.dateRefunded, value: formatDayTime(new Date(f.refundedAt), r.timeZone, w.lang) },
      { label: w.rows.reason, value: reason },
      { label: w.rows.refundedTo, value: method(r, w) },
      ...(f.reference ? [{ label: w.rows.refundReference, value: f.reference }] : []),
    ],
  };
}

/** The receipt's words: a payment's (what was paid, for what, to whom) or a refund's (and the payment it came from). */
export function receiptDocument(r: Receipt, w: ReceiptWords = englishReceiptWords): ReceiptDocument {
  const f = r.refund;
  const moved = f ? f.refundedAt : r.payment.paidAt;
  return {
    heading: w.heading,
    subheading: w.subheading[r.kind],
    platformName: r.platformName,
    number: r.id,
    date: formatDayTime(new Date(moved), r.timeZone, w.lang),
    amountLabel: f ? w.amountRefunded : w.amountPaid,
    amount: pesos(f ? f.amount : r.payment.amount),
    testMode: r.testMode ? w.testMode : null,
    sections: f
      ? [refund(r, w, f), payment(r, w, w.sections.originalPayment), parties(r, w), booking(r, w), charges(r, w)]
      : [payment(r, w, w.sections.payment), parties(r, w), booking(r, w), charges(r, w)],
    footer: w.footer(r.platformName),
  };
}
