/**
 * The platform's fee invoices to hosts (issue 20, decision 0039): pure rules — the VAT split of
 * a VAT-inclusive fee, the document numbers, the calendar months and quarters they cover, and a
 * host's TIN. The server takes the serials and the amounts from the database; these decide the rest.
 */
import { calendarDayIn } from '../format';
import {
  basisPoints,
  centavos,
  minusCentavos,
  mulDivHalfUp,
  negCentavos,
  timesCentavos,
  type Centavos,
} from './amounts';
import { dayStartIn } from '../bookings/time';

export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** Each series' prefix: invoices ESP-2026-000123, credit memos ESP-CM-2026-000004. */
export const invoicePrefixes: Record<InvoiceKind, string> = { invoice: 'ESP', credit_note: 'ESP-CM' };

/** The document number: the series' prefix, the year issued, the serial (never reset) in 6 digits or more. */
export function invoiceNumber(kind: InvoiceKind, issuedYear: number, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1) throw new Error(`Invalid serial ${serial}`);
  return `${invoicePrefixes[kind]}-${issuedYear}-${String(serial).padStart(6, '0')}`;
}

export interface VatSplit {
  /** The sale before VAT. */
  vatable: Centavos;
  vat: Centavos;
}

/**
 * The VAT in a VAT-inclusive amount: VATable = amount / (1 + rate/100) rounded to the centavo
 * (half away from zero), VAT = amount − VATable, so the two always add up to the amount.
 * `ratePercent` null (tax calculation off) or 0: no VAT.
 */
export function vatSplit(amount: Centavos, ratePercent: number | null): VatSplit {
  if (!ratePercent) return { vatable: amount, vat: centavos(0) };
  // In basis points so 12% is exact: amount × 10000 / (10000 + 1200), half away from zero.
  const divisor = 10_000 + basisPoints(ratePercent);
  const vatable = timesCentavos(
    mulDivHalfUp(amount < 0 ? negCentavos(amount) : amount, 10_000, divisor),
    Math.sign(amount),
  );
  return { vatable, vat: minusCentavos(amount, vatable) };
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** 'YYYY-MM' of the moment `at` in `timeZone`. */
export const monthIn = (timeZone: string, at: Date): string => calendarDayIn(timeZone, at).slice(0, 7);

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [, y, m] = MONTH.exec(month)!;
  const year = Number(y);
  const mon = Number(m);
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, '0')}`;
}

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [, y, m] = MONTH.exec(month)!;
  const year = Number(y);
  const mon = Number(m);
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
}

/** The month as [start, end) instants in `timeZone`. */
export function monthBounds(month: string, timeZone: string): { start: Date; end: Date } {
  return { start: dayStartIn(`${month}-01`, timeZone), end: dayStartIn(`${nextMonth(month)}-01`, timeZone) };
}

/** 'March 2026'. */
export function monthLabel(month: string): string {
  const [, y, m] = MONTH.exec(month)!;
  return new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(y), Number(m) - 1, 15)),
  );
}

/** A month is invoiced once it has ended in the platform's zone. */
export const monthHasEnded = (month: string, now: Date, timeZone: string) => monthIn(timeZone, now) > month;

/** The year's quarters as [start, end) instants in `timeZone`. */
export function quarterBounds(year: number, timeZone: string): { quarter: 1 | 2 | 3 | 4; start: Date; end: Date }[] {
  return ([1, 2, 3, 4] as const).map((quarter) => {
    const first = `${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}`;
    const end = quarter === 4 ? `${year + 1}-01` : `${year}-${String(quarter * 3 + 1).padStart(2, '0')}`;
    return { quarter, start: dayStartIn(`${first}-01`, timeZone), end: dayStartIn(`${end}-01`, timeZone) };
  });
}

/** The quarter (1–4) of `at` in `timeZone`. */
export const quarterOf = (at: Date, timeZone: string) =>
  Math.floor((Number(monthIn(timeZone, at).slice(5)) - 1) / 3) + 1;

export interface WithheldPayout {
  processedAt: Date;
  amount: number;
  withholding: number;
}

export interface QuarterWithholding {
  quarter: number;
  gross: number;
  withheld: number;
  payouts: number;
}

/** The year's payouts with tax withheld, summed per quarter of the day they were sent (BIR Form 2307 is per quarter). */
export function withholdingByQuarter(rows: WithheldPayout[], timeZone: string): QuarterWithholding[] {
  const quarters = [1, 2, 3, 4].map((quarter) => ({ quarter, gross: 0, withheld: 0, payouts: 0 }));
  for (const r of rows) {
    const q = quarters[quarterOf(r.processedAt, timeZone) - 1];
    q.gross += r.amount;
    q.withheld += r.withholding;
    q.payouts += 1;
  }
  return quarters;
}

/**
 * A TIN as the BIR writes it: 9 digits, then a branch code of 3 digits (the older form) or 5
 * (since 2024), grouped ###-###-###[-###|-#####]. Spaces and dashes typed are ignored; null when
 * it is not a TIN.
 */
export function normaliseTin(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || ![9, 12, 14].includes(digits.length)) return null;
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)];
  if (digits.length > 9) groups.push(digits.slice(9));
  return groups.join('-');
}
