import type { InvoiceRecord } from '@espasyo/domain';
import type { Invoice } from '@espasyo/domain/contracts/invoices';
import type { Selectable } from 'kysely';
import type { InvoicesTable } from '../../../db/schema';

type InvoiceRow = Selectable<InvoicesTable>;

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const rate = (v: InvoiceRow['vatRate']) => (v === null ? null : Number(v));

/** An issued document as the API lists it. */
export function toInvoice(r: InvoiceRow): Invoice {
  return {
    id: r.id,
    kind: r.kind,
    number: r.number,
    month: r.month,
    issuedAt: new Date(r.issuedAt).toISOString(),
    amount: r.amount,
    vatable: r.vatable,
    vat: r.vat,
    vatRate: rate(r.vatRate),
  };
}

/** An issued document with what it said when issued, for its PDF. */
export function toInvoiceRecord(r: InvoiceRow): InvoiceRecord {
  return {
    ...toInvoice(r),
    seller: json(r.seller),
    buyer: json(r.buyer),
    lines: json(r.lines),
  };
}
