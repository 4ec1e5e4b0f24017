/**
 * A fee invoice or credit memo as words (issue 20, decision 0039): the heading ("Invoice", never
 * "Official Receipt": RA 11976, RR 7-2024), the number, the date, the seller's registered name,
 * address and TIN, the host billed with their TIN when given, the lines, and — when the fee
 * carried VAT — the VATable sale and the VAT apart from the total. Pure: the server's PDF lays it out.
 */
import type { ReceiptSection } from '../bookings/receipt';
import { pesos } from '../bookings/agreement';
import { formatDay, type FormatLanguage } from '../format';
import { invoiceMessages as m } from '../messages/invoices';
import { monthLabel, type InvoiceKind } from './invoices';

export interface InvoiceSeller {
  name: string;
  address: string;
  tin: string;
}

export interface InvoiceBuyer {
  name: string;
  email: string;
  tin: string | null;
}

/** One booking's fee (or fee refunded): what the line says. */
export interface InvoiceLine {
  bookingId: string;
  listingTitle: string;
  amount: number;
}

/** An issued document as stored: what it said the day it was issued. */
export interface InvoiceRecord {
  kind: InvoiceKind;
  number: string;
  month: string;
  issuedAt: string;
  amount: number;
  vatable: number;
  vat: number;
  vatRate: number | null;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
}

export interface InvoiceDocument {
  heading: string;
  number: string;
  date: string;
  period: string;
  sellerName: string;
  sellerRows: { label: string; value: string }[];
  buyerHeading: string;
  buyerRows: { label: string; value: string }[];
  intro: string;
  sections: ReceiptSection[];
  note: string;
  footer: string;
}

const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

type DocumentWords = typeof m.document;

/**
 * An invoice's words in one language (issue 34): English (`englishInvoiceWords`, as
 * messages/invoices.ts says them) or the catalogue's (the server's PDF in its reader's language).
 */
export interface InvoiceWords {
  lang: FormatLanguage;
  kinds: Record<InvoiceKind, string>;
  document: {
    [K in Exclude<keyof DocumentWords, 'title'>]: DocumentWords[K] extends string ? string : DocumentWords[K];
  };
  /** The month's name and year: 'November 2026'. */
  month: (month: string) => string;
}

export const englishInvoiceWords: InvoiceWords = {
  lang: 'en',
  kinds: m.kinds,
  document: m.document,
  month: monthLabel,
};

export function invoiceDocument(
  r: InvoiceRecord,
  timeZone: string,
  w: InvoiceWords = englishInvoiceWords,
): InvoiceDocument {
  const d = w.document;
  const credit = r.kind === 'credit_note';
  const month = w.month(r.month);
  const totals = [
    ...(r.vatRate
      ? [
          { label: d.vatable, value: pesos(r.vatable) },
          { label: d.vat(percent(r.vatRate)), value: pesos(r.vat) },
        ]
      : []),
    { label: credit ? d.totalCredit : d.total, value: pesos(r.amount), strong: true },
  ];
  return {
    heading: w.kinds[r.kind],
    number: r.number,
    date: formatDay(r.issuedAt, timeZone, w.lang),
    period: month,
    sellerName: r.seller.name,
    sellerRows: [
      ...(r.seller.address ? [{ label: d.address, value: r.seller.address }] : []),
      { label: d.tin, value: r.seller.tin || d.tinNotGiven },
    ],
    buyerHeading: credit ? d.creditedTo : d.buyer,
    buyerRows: [
      { label: d.buyer, value: r.buyer.name },
      { label: d.email, value: r.buyer.email },
      { label: d.tin, value: r.buyer.tin ?? d.tinNotGiven },
    ],
    intro: credit ? d.creditIntro(month) : d.invoiceIntro(month),
    sections: [
      {
        heading: d.description,
        amounts: true,
        rows: r.lines.map((l) => ({
          label: (credit ? d.lineRefund : d.lineFee)(l.listingTitle, l.bookingId),
          value: pesos(l.amount),
        })),
      },
      { heading: d.amount, amounts: true, rows: totals },
    ],
    note: r.vatRate ? d.feeIncludesVat : d.nonVat,
    footer: credit ? d.footerCredit : d.footer,
  };
}
