import { z } from 'zod';
import { bookingKinds, anyBookingStatuses } from '../tenancies/kinds';
import { ledgerAccounts, ledgerKinds } from '../money/ledger';
import { adminPaymentsMessages as pm } from '../messages/admin-payments';
import { paymentMessages } from '../messages/payments';
import { MAX_SUBTOTAL_CENTAVOS } from '../pricing/fees';
import { isoDateSchema } from '../schemas/dates';
import { limits } from '../schemas/limits';
import { textSchema } from '../schemas/text';
import { pageOf } from './common';
import { paymentGateways, paymentMethods, paymentStatuses, refundReasons, refundStatuses } from './payments';

/**
 * Staff's payments (issue 20, "Money", admin /payments): GET /api/admin/payments lists every
 * payment, GET /api/admin/payments/:id opens one with its refunds, webhook events and ledger
 * entries, and POST /api/admin/payments/:id/refunds refunds it in full or in part. Admins only.
 * Money is integer centavos (PHP).
 */

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

export const adminPaymentsQuerySchema = z.object({
  /** A booking id, a payment id or the client's email (part of it). */
  q: textSchema()
    .trim()
    .max(limits.search, { error: pm.filters.searchTooLong(limits.search) })
    .optional(),
  status: z.enum(paymentStatuses).optional(),
  method: z.enum(paymentMethods).optional(),
  gateway: z.enum(paymentGateways).optional(),
  /** Created on or after this day, and on or before `to` (days in the platform's time zone). */
  from: isoDateSchema(pm.filters.date).optional(),
  to: isoDateSchema(pm.filters.date).optional(),
  page,
  pageSize,
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

const person = z.object({ id: z.string(), name: z.string() });

/** One payment in staff's list. */
export const adminPaymentSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  listingTitle: z.string(),
  client: person.extend({ email: z.string() }),
  host: person,
  amount: z.number(),
  /** Every refund made of it so far (pending ones included), centavos. */
  refunded: z.number(),
  method: z.enum(paymentMethods).nullable(),
  gateway: z.enum(paymentGateways),
  status: z.enum(paymentStatuses),
  /** Why staff must look at it (an amount the gateway reported that did not match). */
  flag: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsPageSchema = pageOf(adminPaymentSchema);
export type AdminPaymentsPage = z.infer<typeof adminPaymentsPageSchema>;

export const adminRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.enum(refundReasons),
  /** What staff wrote for a refund they made. */
  note: z.string().nullable(),
  status: z.enum(refundStatuses),
  attempts: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** A gateway's event about the payment's checkout, as received and processed. */
export const adminWebhookEventSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  receivedAt: z.string(),
  processedAt: z.string().nullable(),
  result: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
});
export type AdminWebhookEvent = z.infer<typeof adminWebhookEventSchema>;

/** A line of the ledger that names the payment (its payment, gateway fee and refunds). */
export const adminLedgerLineSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  kind: z.enum(ledgerKinds),
  account: z.enum(ledgerAccounts),
  /** Debit positive, credit negative. */
  amount: z.number(),
  host: person.nullable(),
  refundId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLedgerLine = z.infer<typeof adminLedgerLineSchema>;

export const adminPaymentDetailSchema = adminPaymentSchema.extend({
  reference: z.string().nullable(),
  checkoutId: z.string().nullable(),
  gatewayFee: z.number().nullable(),
  /** What staff may still refund: the amount less every refund made of it (0 unless paid). */
  refundable: z.number(),
  /** True when it went through the sandbox: no real money moved ("Test mode"). */
  testMode: z.boolean(),
  booking: z.object({
    id: z.string(),
    status: z.enum(anyBookingStatuses),
    kind: z.enum(bookingKinds),
    startDate: z.string(),
    endDate: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    units: z.number(),
    total: z.number(),
    subtotal: z.number(),
    tax: z.number(),
    platformFee: z.number(),
    hostEarnings: z.number(),
  }),
  refunds: z.array(adminRefundSchema),
  events: z.array(adminWebhookEventSchema),
  ledger: z.array(adminLedgerLineSchema),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;

const r = paymentMessages.adminRefund;

/**
 * POST /api/admin/payments/:id/refunds, and the Refund form (which types pesos and sends
 * centavos): the amount in whole centavos, above 0; the reason staff write (required). What is
 * left to refund is the server's to check, under the payment's lock. `idempotencyKey` (or the
 * Idempotency-Key header): the same key again answers the first refund.
 */
export const adminRefundRequestSchema = z.object({
  amount: z
    .number({ error: r.amountRequired })
    .int({ error: r.amountWhole })
    .positive({ error: r.amountPositive })
    .max(MAX_SUBTOTAL_CENTAVOS * 2, { error: r.amountTooLarge }),
  reason: textSchema({ error: r.reasonRequired }, { multiline: true })
    .trim()
    .min(1, { error: r.reasonRequired })
    .max(limits.reason, { error: r.reasonTooLong(limits.reason) }),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;

/** The Idempotency-Key header of a refund: a repeated click answers the first refund. */
export const adminRefundHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
});

export const adminRefundResultSchema = z.object({
  /** The refund made (or, for a key used before, the one it made then). */
  refundId: z.string(),
  /** True when the key had made this refund already: nothing new was done. */
  replayed: z.boolean(),
  payment: adminPaymentDetailSchema,
});
export type AdminRefundResult = z.infer<typeof adminRefundResultSchema>;
