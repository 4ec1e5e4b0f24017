import { z } from 'zod';
import { reconciliationMessages as m } from '../messages/reconciliation';
import { discrepancyKinds, reconciliationItemKinds } from '../money/reconciliation';
import { isoDateSchema } from '../schemas/dates';
import { pageOf } from './common';
import { paymentGateways } from './payments';

/**
 * The daily reconciliation reports (issue 20, decision 0040), admins only:
 * GET /api/admin/payments/reconciliation?page= (newest day first),
 * GET /api/admin/payments/reconciliation/:id (with its discrepancies) and
 * POST /api/admin/payments/reconciliation { day } (a run for that day, audited). Centavos.
 */

export const reconciliationStatuses = ['ok', 'mismatch', 'failed'] as const;
export type ReconciliationStatus = (typeof reconciliationStatuses)[number];

export const reconciliationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

const side = z.object({
  payments: z.number(),
  paymentsTotal: z.number(),
  refunds: z.number(),
  refundsTotal: z.number(),
});

export const reconciliationReportSchema = z.object({
  id: z.string(),
  /** 'YYYY-MM-DD' in the platform's time zone. */
  day: z.string(),
  gateway: z.enum(paymentGateways),
  status: z.enum(reconciliationStatuses),
  matched: z.number(),
  /** Every discrepancy, informative fee differences included. */
  discrepancyCount: z.number(),
  ledger: side,
  gatewaySide: side,
  /** Why the gateway could not be asked (status failed). */
  error: z.string().nullable(),
  runs: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

export const reconciliationReportsPageSchema = pageOf(reconciliationReportSchema);
export type ReconciliationReportsPage = z.infer<typeof reconciliationReportsPageSchema>;

export const discrepancySchema = z.object({
  kind: z.enum(discrepancyKinds),
  item: z.enum(reconciliationItemKinds),
  ref: z.string().nullable(),
  gatewayId: z.string().nullable(),
  bookingId: z.string().nullable(),
  ledgerAmount: z.number().nullable(),
  gatewayAmount: z.number().nullable(),
  ledgerFee: z.number().nullable(),
  gatewayFee: z.number().nullable(),
  at: z.string(),
});
export type DiscrepancyItem = z.infer<typeof discrepancySchema>;

export const reconciliationReportDetailSchema = reconciliationReportSchema.extend({
  discrepancies: z.array(discrepancySchema),
});
export type ReconciliationReportDetail = z.infer<typeof reconciliationReportDetailSchema>;

/** Staff's run for a day that has ended (the server refuses today and later). */
export const reconciliationRunSchema = z.object({
  day: isoDateSchema(m.run.dayRequired, m.run.dayRequired),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

export const reconciliationRunResultSchema = z.object({
  reports: z.array(reconciliationReportSchema),
});
export type ReconciliationRunResult = z.infer<typeof reconciliationRunResultSchema>;
