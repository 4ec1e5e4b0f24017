import { z } from 'zod';
import { bookingKinds } from '../tenancies/kinds';
import { pageOf } from './common';
import { paymentGateways, paymentMethods, refundReasons } from './payments';

/**
 * A client's payments page (issue 20, "Money"): GET /api/me/payments lists the signed-in
 * client's payments and refunds, newest first; GET /api/me/payments/:id/receipt answers the
 * acknowledgement receipt of a paid payment or a refund that went through (its id is the
 * payment's or the refund's), and /receipt.pdf the same as a PDF. Money is integer centavos.
 */

const page = z.coerce.number().int().min(1).max(1000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

export const myPaymentsQuerySchema = z.object({ page, pageSize });
export type MyPaymentsQuery = z.infer<typeof myPaymentsQuerySchema>;

/** What the list and the receipt say of the booking a payment was for. */
export const receiptBookingSchema = z.object({
  id: z.string(),
  listingTitle: z.string(),
  kind: z.enum(bookingKinds),
  /** Calendar dates 'YYYY-MM-DD', both included. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  units: z.number(),
});
export type ReceiptBooking = z.infer<typeof receiptBookingSchema>;

/**
 * The statuses a listed payment or refund can have: a payment's (an open checkout is not listed)
 * or a refund's (pending, succeeded, failed).
 */
export const paymentHistoryStatuses = [
  'paid',
  'under_review',
  'refunded',
  'partially_refunded',
  'failed',
  'expired',
  'pending',
  'succeeded',
] as const;
export type PaymentHistoryStatus = (typeof paymentHistoryStatuses)[number];

/**
 * One line of the client's payments: a payment (paid, under review, refunded, partly refunded,
 * failed or expired) or a refund (pending, succeeded or failed), with its booking and host.
 */
export const paymentHistoryItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'refund']),
  status: z.enum(paymentHistoryStatuses),
  /** The payment's method (a refund goes back the way its payment came); null when never paid. */
  method: z.enum(paymentMethods).nullable(),
  amount: z.number(),
  currency: z.literal('PHP'),
  /** When it was paid (or, unpaid, when its checkout opened); a refund: when it was made. */
  at: z.string(),
  gateway: z.enum(paymentGateways),
  /** Made through the sandbox gateway: no real money moved ("Test mode"). */
  testMode: z.boolean(),
  reference: z.string().nullable(),
  /** A refund's reason; null for a payment. */
  reason: z.enum(refundReasons).nullable(),
  /** The payment itself, or the payment a refund gave money back from. */
  paymentId: z.string(),
  /** True when it has a receipt: a payment that was paid, a refund that went through. */
  receipt: z.boolean(),
  booking: receiptBookingSchema,
  host: z.object({ name: z.string() }),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const myPaymentsPageSchema = pageOf(paymentHistoryItemSchema).extend({
  /** True while new payments run through the sandbox gateway ("Test mode"). */
  testMode: z.boolean(),
});
export type MyPaymentsPage = z.infer<typeof myPaymentsPageSchema>;

const receiptQuoteLineSchema = z.object({
  unit: z.enum(['hour', 'day', 'month']),
  count: z.number(),
  price: z.number(),
  amount: z.number(),
});

/** The acknowledgement receipt of a payment, or of a refund of one. */
export const receiptSchema = z.object({
  /** The payment's id, or the refund's: the receipt's number. */
  id: z.string(),
  kind: z.enum(['payment', 'refund']),
  /** general.platformName: who acknowledges the payment ("Espasyo"). */
  platformName: z.string(),
  /** general.timezone: the zone its dates are shown in. */
  timeZone: z.string(),
  testMode: z.boolean(),
  client: z.object({ name: z.string(), email: z.string() }),
  host: z.object({ name: z.string() }),
  booking: receiptBookingSchema,
  /** The quote as made when the client booked: each line for one unit, × units, tax, total. */
  quote: z.object({
    lines: z.array(receiptQuoteLineSchema),
    units: z.number(),
    subtotal: z.number(),
    taxRate: z.number(),
    tax: z.number(),
    total: z.number(),
  }),
  payment: z.object({
    id: z.string(),
    amount: z.number(),
    currency: z.literal('PHP'),
    method: z.enum(paymentMethods).nullable(),
    gateway: z.enum(paymentGateways),
    reference: z.string().nullable(),
    paidAt: z.string(),
    /** What went back of it so far (refunds that went through). */
    refunded: z.number(),
  }),
  /** A refund's receipt: what went back, when and why. */
  refund: z
    .object({
      id: z.string(),
      amount: z.number(),
      reason: z.enum(refundReasons),
      /** Who cancelled the booking, for a refund by cancellation. */
      cancelledBy: z.enum(['client', 'host', 'admin', 'system']).nullable(),
      reference: z.string().nullable(),
      createdAt: z.string(),
      refundedAt: z.string(),
    })
    .nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;
