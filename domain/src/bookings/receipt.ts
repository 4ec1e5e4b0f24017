/**
 * An acknowledgement receipt as words (issue 20): the heading, the amount and its sections of
 * labelled rows, with money as ₱1,234.50 and dates in the platform's time zone. Pure: the
 * server's PDF and the web's printable page lay out the same document, so they never disagree.
 */
import type { Receipt } from '../contracts/receipts';
import { formatDayTime } from '../format';
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

const unitWords = { hour: ['hour', 'hours'], day: ['day', 'days'], month: ['month', 'months'] } as const;
const count = (n: number, unit: keyof typeof unitWords) => `${n} ${unitWords[unit][n === 1 ? 0 : 1]}`;
const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

/** '12%', '12.5%' (a quote's taxRate is a percentage). */
const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

function charges(r: Receipt): ReceiptSection {
  const q = r.quote;
  const deposit = Math.max(0, r.payment.amount - q.total);
  return {
    heading: m.receipt.sections.charges,
    amounts: true,
    rows: [
      ...q.lines.map((l) => ({
        label: `${pesos(l.price)} × ${count(l.count, l.unit)}${q.units > 1 ? ` × ${units(q.units)}` : ''}`,
        value: pesos(l.amount * q.units),
      })),
      { label: m.receipt.rows.subtotal, value: pesos(q.subtotal) },
      ...(q.tax > 0 ? [{ label: m.receipt.rows.tax(percent(q.taxRate)), value: pesos(q.tax) }] : []),
      { label: m.receipt.rows.total, value: pesos(q.total), strong: !deposit },
      // The first payment's security deposit, its own line beside the price (issue 33).
      ...(deposit
        ? [
            { label: m.receipt.rows.deposit, value: pesos(deposit) },
            { label: m.receipt.rows.totalPaid, value: pesos(r.payment.amount), strong: true },
          ]
        : []),
    ],
  };
}

function booking(r: Receipt): ReceiptSection {
  return {
    heading: m.receipt.sections.booking,
    rows: [
      { label: m.receipt.rows.bookingId, value: r.booking.id },
      { label: m.receipt.rows.listing, value: r.booking.listingTitle },
      { label: m.receipt.rows.dates, value: bookingDates(r.booking, r.timeZone) },
      { label: m.receipt.rows.units, value: String(r.booking.units) },
    ],
  };
}

function parties(r: Receipt): ReceiptSection {
  return {
    heading: m.receipt.sections.parties,
    rows: [
      { label: m.receipt.rows.receivedFrom, value: `${r.client.name} (${r.client.email})` },
      { label: m.receipt.rows.host, value: r.host.name },
      { label: m.receipt.rows.platform, value: m.receipt.onBehalf(r.platformName) },
    ],
  };
}

const method = (r: Receipt) => (r.payment.method ? paymentMessages.methods[r.payment.method] : m.noMethod);

function payment(r: Receipt, heading: string): ReceiptSection {
  const p = r.payment;
  return {
    heading,
    rows: [
      { label: m.receipt.rows.amountPaid, value: pesos(p.amount), strong: r.kind === 'payment' },
      { label: m.receipt.rows.datePaid, value: formatDayTime(new Date(p.paidAt), r.timeZone) },
      { label: m.receipt.rows.method, value: method(r) },
      { label: m.receipt.rows.gateway, value: m.gateways[p.gateway] },
      ...(p.reference ? [{ label: m.receipt.rows.reference, value: p.reference }] : []),
      ...(r.kind === 'payment' && p.refunded > 0
        ? [{ label: m.receipt.rows.refundedSoFar, value: pesos(p.refunded) }]
        : []),
      ...(r.kind === 'refund' ? [{ label: m.receipt.rows.paymentReceipt, value: p.id }] : []),
    ],
  };
}

function refund(r: Receipt, f: NonNullable<Receipt['refund']>): ReceiptSection {
  const reason =
    f.reason === 'cancellation' && f.cancelledBy
      ? `${m.reasons.cancellation} ${m.cancelledBy[f.cancelledBy]}`
      : m.reasons[f.reason];
  return {
    heading: m.receipt.sections.refund,
    rows: [
      { label: m.receipt.rows.amountRefunded, value: pesos(f.amount), strong: true },
      { label: m.receipt.rows.dateRefunded, value: formatDayTime(new Date(f.refundedAt), r.timeZone) },
      { label: m.receipt.rows.reason, value: reason },
      { label: m.receipt.rows.refundedTo, value: method(r) },
      ...(f.reference ? [{ label: m.receipt.rows.refundReference, value: f.reference }] : []),
    ],
  };
}

/** The receipt's words: a payment's (what was paid, for what, to whom) or a refund's (and the payment it came from). */
export function receiptDocument(r: Receipt): ReceiptDocument {
  const f = r.refund;
  const moved = f ? f.refundedAt : r.payment.paidAt;
  return {
    heading: m.receipt.heading,
    subheading: m.receipt.subheading[r.kind],
    platformName: r.platformName,
    number: r.id,
    date: formatDayTime(new Date(moved), r.timeZone),
    amountLabel: f ? m.receipt.amountRefunded : m.receipt.amountPaid,
    amount: pesos(f ? f.amount : r.payment.amount),
    testMode: r.testMode ? m.receipt.testMode : null,
    sections: f
      ? [refund(r, f), payment(r, m.receipt.sections.originalPayment), parties(r), booking(r), charges(r)]
      : [payment(r, m.receipt.sections.payment), parties(r), booking(r), charges(r)],
    footer: m.receipt.footer(r.platformName),
  };
}
