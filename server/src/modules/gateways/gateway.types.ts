import type { PaymentGatewayName, PaymentMethod } from '@espasyo/domain';

/**
 * A payment gateway as the booking payments see it (design §6, decision 0034). Shaped on hosted
 * Checkout Sessions (Stripe, PayMongo): the server creates a checkout with an idempotency key,
 * sends the payer to its page, and learns the outcome from a signed webhook (or by asking, when a
 * webhook is lost). The built-in sandbox implements it with its own tables and page; the Stripe
 * and PayMongo adapters ("Money" issue) implement the same methods over their APIs.
 *
 * No method is called inside a database transaction: a gateway is a remote service (the sandbox
 * keeps its state through its own connections, as a real one keeps it on its side).
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** True for the sandbox: every payment screen says "Test mode". */
  readonly testMode: boolean;
  /**
   * Creates a hosted checkout. The same idempotency key answers the same checkout, however
   * often it is sent (a retry after a timeout never makes a second one).
   */
  createCheckout(input: CreateCheckoutInput): Promise<GatewayCheckout>;
  /** The checkout as the gateway has it now; null when it does not know the id. */
  retrieveCheckout(checkoutId: string): Promise<GatewayCheckout | null>;
  /**
   * Closes an open checkout so it can no longer be paid, and answers its state: `expired`, or
   * `paid` / `failed` when the payer finished before it closed (never an error for that).
   */
  expireCheckout(checkoutId: string): Promise<GatewayCheckout>;
  /** Sends `amount` of a paid checkout back to the payer; the same key answers the same refund. */
  refund(input: RefundInput): Promise<GatewayRefund>;
  /**
   * Checks a webhook against the raw body exactly as received: the signature (HMAC-SHA256 over
   * `${timestamp}.${rawBody}` for the sandbox; each adapter its gateway's scheme) and the
   * timestamp within ±300 s of `now`. Throws WebhookRejected; answers the event otherwise.
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, now: Date): GatewayEvent;
  /**
   * Fills in what a paid checkout's event leaves out (Stripe: the fee, on the charge's balance
   * transaction). Optional; called outside any transaction, before the payment is settled.
   */
  completePaid?(checkout: GatewayCheckout): Promise<GatewayCheckout>;
  /** Reads an event recorded earlier from its payload (verified when it arrived), to process it again. */
  eventFrom(payload: Record<string, unknown>): GatewayEvent;
  /**
   * What the gateway settled in [from, to) by its own records: the payments it took and the
   * refunds it made (the daily reconciliation, decision 0040). Pages through the gateway's lists;
   * throws GatewayError when it cannot be asked.
   */
  listSettled(window: SettledWindow): Promise<GatewaySettled>;
  /**
   * Charges a card the gateway vaulted at an earlier checkout (`saveCard`), without its holder
   * (off-session): paid, or the issuer wants the holder (3-D Secure: `requires_action`), or
   * declined (`failed`). The same idempotency key answers the same charge, however often it is
   * sent. Throws GatewayError when the outcome is unknown (no answer): the caller keeps the key and
   * asks again. Absent on a gateway whose checkout does not vault cards (PayMongo, decision 0085):
   * its checkouts never offer to save one.
   */
  chargeSavedCard?(input: ChargeSavedCardInput): Promise<SavedCardCharge>;
  /** Forgets a saved card at the gateway (the client removed it): it can never be charged again. With chargeSavedCard. */
  forgetCard?(card: GatewayCardRef): Promise<void>;
}

/** A card the gateway keeps: its customer there and the card's payment method under it. */
export interface GatewayCardRef {
  customerRef: string;
  methodRef: string;
}

/** A card the gateway vaulted at a paid checkout, with what the client is shown of it. */
export interface GatewaySavedCard extends GatewayCardRef {
  /** Lower case, as the networks are named ('visa', 'mastercard'). */
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

export interface ChargeSavedCardInput {
  /** Centavos. */
  amount: number;
  currency: 'PHP';
  description: string;
  /** Our payment id. */
  reference: string;
  metadata: Record<string, string>;
  card: GatewayCardRef;
  idempotencyKey: string;
}

export interface SavedCardCharge {
  status: 'paid' | 'requires_action' | 'failed';
  /** The gateway's id of the charge (Stripe's PaymentIntent); null when it made none. */
  id: string | null;
  amount: number;
  currency: string;
  fee: number | null;
  paidAt: Date | null;
  /** Why it was declined, in the gateway's words (a decline code), for staff. */
  declineCode: string | null;
}

export interface SettledWindow {
  from: Date;
  to: Date;
  /**
   * The gateway's ids of our payments refunded in the window: a gateway that lists refunds only
   * per payment (PayMongo) asks about these; the others list refunds by time.
   */
  refundedPayments: readonly string[];
}

/** A payment the gateway took, as its list shows it. */
export interface SettledPayment {
  /** Our payment id when the gateway echoes it (the checkout's reference or metadata); else null. */
  reference: string | null;
  /** The gateway's id of the payment (our payment's gatewayReference). */
  gatewayId: string;
  bookingId: string | null;
  /** Centavos taken; the fee the gateway kept, null when it does not say. */
  amount: number;
  fee: number | null;
  at: Date;
}

/** A refund the gateway made (succeeded or still processing; failed ones are left out). */
export interface SettledRefund {
  /** Our refund's idempotency key when the gateway keeps it; else null. */
  reference: string | null;
  gatewayId: string;
  amount: number;
  at: Date;
}

export interface GatewaySettled {
  payments: SettledPayment[];
  refunds: SettledRefund[];
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface CreateCheckoutInput {
  /** Centavos. */
  amount: number;
  currency: 'PHP';
  /** What is paid for, as the payer sees it (the listing's title). */
  description: string;
  /** Our payment id (Stripe's client_reference_id, PayMongo's reference_number). */
  reference: string;
  /** Echoed back on the checkout and its events. */
  metadata: Record<string, string>;
  methods: readonly PaymentMethod[];
  /** Where the payer goes after paying, and after failing or leaving. Absolute URLs. */
  successUrl: string;
  cancelUrl: string;
  /** When the checkout stops taking payment (the booking's payment deadline). */
  expiresAt: Date;
  idempotencyKey: string;
  /**
   * Keep the card the payer pays with, for charges without them (a tenancy's autopay): under the
   * customer the client already has at this gateway, else a new one. Only a gateway with
   * chargeSavedCard is asked.
   */
  saveCard?: { customerRef: string | null; email: string } | null;
}

export type GatewayCheckoutStatus = 'open' | 'paid' | 'failed' | 'expired';

export interface GatewayCheckout {
  id: string;
  /** The hosted page to send the payer to. */
  url: string;
  status: GatewayCheckoutStatus;
  /** What was asked, or once paid what was taken. Centavos. */
  amount: number;
  currency: string;
  reference: string;
  metadata: Record<string, string>;
  expiresAt: Date;
  /** Once paid: how, the charge's reference at the gateway, its fee, when. */
  method: PaymentMethod | null;
  paymentReference: string | null;
  fee: number | null;
  paidAt: Date | null;
  /** Once paid, the card the gateway kept when the checkout asked it to (absent or null: none). */
  savedCard?: GatewaySavedCard | null;
}

export interface RefundInput {
  checkoutId: string;
  paymentReference: string | null;
  amount: number;
  reason: string;
  idempotencyKey: string;
}

export interface GatewayRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  amount: number;
}

/** A verified event: its id (processed once), its type, and the checkout it is about. */
export interface GatewayEvent {
  /** Empty when the event names none: such an event is refused (acceptableEvent). */
  id: string;
  /** The gateway's own type string, recorded as sent. */
  type: string;
  /** Whether the gateway says it is a live-mode event; null when it has no modes (the sandbox) or does not say. */
  livemode: boolean | null;
  /** The checkout the event reports on, in its state at the event; null for events we do not act on. */
  checkout: GatewayCheckout | null;
  payload: Record<string, unknown>;
}

const rejections = {
  signature: 'Webhook signature does not match',
  stale: 'Webhook timestamp outside the window',
  no_id: 'Webhook event without an id',
  mode: 'Webhook event of the other mode than the key',
} as const;

/**
 * A webhook that must change nothing: a bad signature, a timestamp outside the window, an event
 * without its id, or one of the other mode than the gateway's key (a live event to a test key).
 */
export class WebhookRejected extends Error {
  constructor(readonly reason: keyof typeof rejections) {
    super(rejections[reason]);
    this.name = 'WebhookRejected';
  }
}

/** An event's id as the gateway sent it: a non-empty string, else '' (refused by acceptableEvent). */
export const eventIdOf = (id: unknown): string => (typeof id === 'string' ? id : '');

/**
 * A verified event the webhook service may record: it names itself (its id is how a repeat is
 * known: without one, every id-less event after the first would pass for a duplicate), and it is
 * of the key's mode — a live event never reaches a test key's books, nor a test event a live one's.
 */
export function acceptableEvent(gateway: PaymentGateway, event: GatewayEvent): GatewayEvent {
  if (!event.id) throw new WebhookRejected('no_id');
  if (event.livemode !== null && event.livemode === gateway.testMode) throw new WebhookRejected('mode');
  return event;
}

/**
 * How long one call to a real gateway's API may wait for its answer: api.webhookTimeout, read
 * live at each call (docs/product/settings.md). A call not answered in time is abandoned.
 */
export type GatewayTimeout = () => Promise<number>;

export const gatewayTimeoutOf =
  (settings: { get(): Promise<{ api: { webhookTimeout: number } }> }): GatewayTimeout =>
  async () =>
    (await settings.get()).api.webhookTimeout;

/** The gateway did not answer, or refused the call. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}
