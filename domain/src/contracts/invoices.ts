import { z } from 'zod';
import { invoiceMessages as m } from '../messages/invoices';
import { invoiceKinds } from '../money/invoices';
import { isoMonthSchema, yearRange } from '../schemas/dates';
import { pageOf } from './common';

/**
 * The platform's fee invoices and credit memos to hosts, the host's TIN and the withholding
 * summary (issue 20, decision 0039): GET /api/host/invoices (+ /{id}.pdf), /api/host/tax-details,
 * /api/host/withholding; staff's GET /api/admin/invoices and POST /api/admin/invoices/issue.
 * Money in centavos.
 */
export const invoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(invoiceKinds),
  number: z.string(),
  /** The month it covers, 'YYYY-MM'. */
  month: z.string(),
  issuedAt: z.string(),
  /** The fees (VAT included), or the fees refunded for a credit memo. */
  amount: z.number(),
  vatable: z.number(),
  vat: z.number(),
  /** The VAT rate (%) when tax calculation was on at issue; null: no VAT shown. */
  vatRate: z.number().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicesPageSchema = pageOf(invoiceSchema);
export type InvoicesPage = z.infer<typeof invoicesPageSchema>;

export const adminInvoiceSchema = invoiceSchema.extend({
  host: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;
export const adminInvoicesPageSchema = pageOf(adminInvoiceSchema);
export type AdminInvoicesPage = z.infer<typeof adminInvoicesPageSchema>;

const page = z.coerce.number().int().min(1).max(1000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
export const invoicesQuerySchema = z.object({ page, pageSize });
export const adminInvoicesQuerySchema = z.object({ page, pageSize, month: isoMonthSchema(m.field.month).optional() });

/** A PDF's id: /api/host/invoices/{id}.pdf. */
export const invoicePdfParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const issueInvoicesBodySchema = z.object({ month: isoMonthSchema(m.field.month) });
export type IssueInvoicesBody = z.infer<typeof issueInvoicesBodySchema>;
export const issueInvoicesResultSchema = z.object({
  month: z.string(),
  invoices: z.number(),
  creditNotes: z.number(),
});
export type IssueInvoicesResult = z.infer<typeof issueInvoicesResultSchema>;

/** The host's TIN as kept ('123-456-789-00000'), or null. */
export const taxDetailsViewSchema = z.object({ tin: z.string().nullable() });
export type TaxDetailsView = z.infer<typeof taxDetailsViewSchema>;

export const withholdingQuerySchema = z.object({
  year: z.coerce
    .number({ error: m.field.year })
    .int({ error: m.field.year })
    .min(yearRange.min, { error: m.field.year })
    .max(yearRange.max, { error: m.field.year }),
});
const quarterSchema = z.object({ quarter: z.number(), gross: z.number(), withheld: z.number(), payouts: z.number() });
export const withholdingSummarySchema = z.object({
  year: z.number(),
  quarters: z.array(quarterSchema),
  total: quarterSchema.omit({ quarter: true }),
  /** Whether any payout of the host's, any year, had tax withheld: the wallet shows the section then. */
  any: z.boolean(),
});
export type WithholdingSummary = z.infer<typeof withholdingSummarySchema>;
