import { z } from 'zod';

/**
 * A booking's payments (issue 19, design §6): POST /api/bookings/:id/checkout opens the
 * gateway's hosted checkout, GET /api/bookings/:id/payments lists its payments and refunds, and
 * POST /api/webhooks/payments/:gateway takes the gateway's signed events. Money is integer
 * centavos, always in PHP (general.currency only formats).
 */

/** How a payer pays at the gateway's checkout. */
export const paymentMethods = ['gcash', 'maya', 'card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The gateways financial.paymentGateway may name; without credentials the sandbox runs. */
export const paymentGateways = ['sandbox', 'stripe', 'paymongo'] as const;
export type PaymentGatewayName = (typeof paymentGateways)[number];

/**
 * A payment: `open` while its checkout waits on the payer; `paid` once the gateway took the
 * money; `under_review` when the gateway took an amount or currency other than what was asked
 * (the booking is not confirmed, no second checkout opens, and the money goes back in full when
 * the booking can no longer be paid; decision 0061); `failed` or `expired` when its checkout
 * ended unpaid; `refunded` or `partially_refunded` after a refund (a cancellation, a payment too
 * late or twice, or one under review).
 */
export const paymentStatuses = [
  'open',
  'paid',
  'under_review',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Why money went back: a cancellation, a payment that came after the booking ended or paid it
 * twice, one that could not confirm the booking (under review: its amount or currency did not
 * match) once the booking could no longer be paid, or staff refunding it on /payments (`admin`,
 * with their written reason).
 */
export const refundReasons = [
  'cancellation',
  'late_payment',
  'duplicate_payment',
  'unconfirmed_payment',
  'admin',
  /** A security deposit sent back after move-out, on its own (issue 33). */
  'deposit',
] as const;
export type RefundReason = (typeof refundReasons)[number];

/** The booking's open checkout: where to send the payer, until when, and whether it is the sandbox. */
export const checkoutSchema = z.object({
  paymentId: z.string(),
  /** The gateway's hosted page (the sandbox's is this app's own /sandbox/checkout/{id}). */
  checkoutUrl: z.string(),
  expiresAt: z.string(),
  /** True for the sandbox gateway: every payment screen says "Test mode". */
  testMode: z.boolean(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/**
 * What a checkout is asked with (POST /api/bookings/:id/checkout and a bill's): for a tenancy,
 * `saveCard` asks the gateway to keep the card paid with and pay the next bills with it (issue
 * 32, decision 0085). No body: a checkout as before.
 */
export const checkoutRequestSchema = z.object({ saveCard: z.boolean().optional() }).strict().nullish();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** A client's card as a gateway keeps it: what is shown of it. */
export const savedCardSchema = z.object({
  id: z.string(),
  /** Lower case, as the networks are named ('visa', 'mastercard'). */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().nullable(),
  expYear: z.number().nullable(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/**
 * A tenancy's automatic payment (GET, PUT, DELETE /api/bookings/:id/autopay; its client only):
 * on or off, the card that pays (on) or would pay (the client's latest card saved at the gateway
 * in use), and whether that gateway keeps cards at all (its checkout offers "Save this card").
 */
export const autopaySchema = z.object({
  enabled: z.boolean(),
  card: savedCardSchema.nullable(),
  canSaveCard: z.boolean(),
});
export type Autopay = z.infer<typeof autopaySchema>;

/** GET /api/me/saved-cards: the client's cards kept at a gateway, newest first, each with the tenancies it pays. */
export const myCardSchema = savedCardSchema.extend({
  savedAt: z.string(),
  /** The running tenancies whose bills this card pays on their due dates. */
  paysFor: z.array(z.object({ bookingId: z.string(), listingTitle: z.string() })),
});
export type MyCard = z.infer<typeof myCardSchema>;
export const myCardsSchema = z.object({ items: z.array(myCardSchema) });
export type MyCards = z.infer<typeof myCardsSchema>;

/** DELETE /api/me/saved-cards/:id: the card is forgotten here and at its gateway; the tenancies it paid go back to checkout. */
export const removedCardSchema = z.object({ autopayTurnedOff: z.number().int() });
export type RemovedCard = z.infer<typeof removedCardSchema>;

export const autopayRequestSchema = z.object({ enabled: z.boolean() }).strict();
export type AutopayRequest = z.infer<typeof autopayRequestSchema>;

export const refundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.enum(refundReasons),
  status: z.enum(refundStatuses),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  gateway: z.enum(paymentGateways),
  /** Chosen by the payer at the checkout; null until paid. */
  method: z.enum(paymentMethods).nullable(),
  amount: z.number(),
  currency: z.literal('PHP'),
  status: z.enum(paymentStatuses),
  /** The gateway's reference of the charge, once paid. */
  reference: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refunded: z.number(),
  refunds: z.array(refundSchema),
  /** Staff only: the gateway's fee, and why staff must look (an amount that did not match). */
  gatewayFee: z.number().nullable().optional(),
  flag: z.string().nullable().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const bookingPaymentsSchema = z.object({
  /** True while payments run through the sandbox gateway ("Test mode"). */
  testMode: z.boolean(),
  items: z.array(paymentSchema),
});
export type BookingPayments = z.infer<typeof bookingPaymentsSchema>;

export const webhookParamsSchema = z.object({ gateway: z.enum(paymentGateways) });

/** A gateway's event as it sends it: a JSON object, read from the raw body once its signature checks out. */
export const webhookBodySchema = z.record(z.string(), z.unknown());

export const webhookAckSchema = z.object({
  received: z.literal(true),
  /** True when this event id was processed before: nothing changed. */
  duplicate: z.boolean(),
});
export type WebhookAck = z.infer<typeof webhookAckSchema>;

/**
 * GET /api/admin/settings/payment-gateway (admins): the gateway financial.paymentGateway names,
 * the one new checkouts really go through, and why (decision 0037): the sandbox when it is
 * chosen, or when the chosen gateway's secret key is not set on the server.
 */
export const paymentGatewayStatusSchema = z.object({
  chosen: z.enum(paymentGateways),
  inUse: z.enum(paymentGateways),
  /** True when no real money moves: the sandbox, or a gateway's test key. */
  testMode: z.boolean(),
  reason: z.enum(['sandbox_chosen', 'configured', 'missing_key']),
  /** The line the settings page shows, e.g. "Stripe is chosen but STRIPE_SECRET_KEY is not set: …". */
  message: z.string(),
});
export type PaymentGatewayStatus = z.infer<typeof paymentGatewayStatusSchema>;
