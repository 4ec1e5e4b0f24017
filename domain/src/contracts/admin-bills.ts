import { z } from 'zod';
import { tenancyMessages } from '../messages/tenancies';
import { limits } from '../schemas/limits';
import { textSchema } from '../schemas/text';
import { billStatuses } from '../tenancies/process';
import { anyBookingStatuses } from '../tenancies/kinds';
import { billSchema } from './bookings';
import { pageOf } from './common';

/**
 * Staff's bills of monthly tenancies (issue 32): GET /api/admin/bills lists them (the overdue ones
 * first of all, for staff to chase), POST /api/admin/bills/:id/void voids an unpaid one with a
 * reason, through the bill's process table (audited, both sides told). Admins only.
 */

const w = tenancyMessages.bills;

/** POST /api/admin/bills/:id/void and staff's Void bill dialog: the reason, kept in the audit log and told to both sides. */
export const billVoidRequestSchema = z.object({
  reason: textSchema({ error: w.voidReasonRequired }, { multiline: true })
    .trim()
    .min(1, { error: w.voidReasonRequired })
    .max(limits.reason, { error: w.voidReasonTooLong(limits.reason) }),
});
export type BillVoidRequest = z.infer<typeof billVoidRequestSchema>;

/** GET /api/admin/bills?status&page&pageSize: bills in one status (any when left out), the oldest due first. */
export const adminBillsQuerySchema = z.object({
  status: z.enum(billStatuses).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminBillsQuery = z.infer<typeof adminBillsQuerySchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

/** A bill as staff's list shows it: the bill as an admin reads it, and its tenancy's listing, sides and status. */
export const adminBillSchema = billSchema.extend({
  bookingId: z.string(),
  listingTitle: z.string(),
  bookingStatus: z.enum(anyBookingStatuses),
  client: personSchema,
  host: personSchema,
});
export type AdminBill = z.infer<typeof adminBillSchema>;

export const adminBillsPageSchema = pageOf(adminBillSchema);
export type AdminBillsPage = z.infer<typeof adminBillsPageSchema>;
