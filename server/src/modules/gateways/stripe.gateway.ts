import Stripe from 'stripe';
import type { PaymentMethod } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Env } from '../../env';
import {
  eventIdOf,
  GatewayError,
  gatewayTimeoutOf,
  WebhookRejected,
  type GatewayTimeout,
  type ChargeSavedCardInput,
  type CreateCheckoutInput,
  type GatewayCardRef,
  type GatewayCheckout,
  type GatewayEvent,
  type GatewayRefund,
  type GatewaySettled,
  type PaymentGateway,
  type GatewaySavedCard,
  type RefundInput,
  type SavedCardCharge,
  type SettledWindow,
  type WebhookHeaders,
} from './gateway.types';
import { headerOf, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/**
 * Our methods as Stripe Checkout's `payment_method_types` for PHP charges. Stripe Checkout offers
 * no GCash, Maya or Philippine bank transfer, and its GrabPay settles in SGD and MYR only, so a
 * Stripe checkout takes cards (decision 0037).
 */
export const stripeMethodTypes: Record<PaymentMethod, readonly 'card'[]> = {
  gcash: [],
  maya: [],
  card: ['card'],
  bank_transfer: [],
};

/** Stripe's refund reasons (`duplicate`, `fraudulent`, `requested_by_customer`); any other of ours is the customer's. */
const refundReason: Record<string, 'duplicate' | 'requested_by_customer'> = {
  cancellation: 'requested_by_customer',
  duplicate_payment: 'duplicate',
  late_payment: 'requested_by_customer',
  unconfirmed_payment: 'requested_by_customer',
  admin: 'requested_by_customer',
};

/** Stripe takes a Checkout Session's `expires_at` from 30 minutes to 24 hours after it is made. */
const MIN_EXPIRY_S = 31 * 60;
const MAX_EXPIRY_S = 23 * 3600 + 55 * 60;

/** The session's metadata key that says it asked Stripe to keep the card (read back once it is paid). */
export const STRIPE_SAVE_CARD_KEY = 'espasyo_save_card';

/**
 * The card a PaymentIntent's payment method is, under its customer (its `payment_method` expanded,
 * else the charge's card details); null when it is not a card kept under a customer.
 */
function savedCardOf(intent: Stripe.PaymentIntent): GatewaySavedCard | null {
  const customer = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
  const pm = intent.payment_method;
  const methodRef = typeof pm === 'string' ? pm : (pm?.id ?? null);
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = (typeof pm === 'object' ? pm?.card : null) ?? charge?.payment_method_details?.card ?? null;
  if (!customer || !methodRef || !card?.last4) return null;
  return {
    customerRef: customer,
    methodRef,
    brand: card.brand ?? 'card',
    last4: card.last4,
    expMonth: card.exp_month ?? null,
    expYear: card.exp_year ?? null,
  };
}

const paidStatus = (s: Stripe.Checkout.Session) =>
  s.payment_status === 'paid' || s.payment_status === 'no_payment_required';

/** A Checkout Session as our GatewayCheckout: paid once its payment is, else open or expired. */
export function stripeCheckoutOf(s: Stripe.Checkout.Session, eventType = '', at: Date | null = null): GatewayCheckout {
  const failed = eventType === 'checkout.session.async_payment_failed';
  const paid = !failed && paidStatus(s);
  const intent = typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null);
  return {
    id: s.id,
    url: s.url ?? '',
    status: paid ? 'paid' : failed ? 'failed' : s.status === 'expired' ? 'expired' : 'open',
    amount: s.amount_total ?? 0,
    currency: (s.currency ?? 'php').toUpperCase(),
    reference: s.client_reference_id ?? '',
    metadata: { ...(s.metadata ?? {}) },
    expiresAt: new Date(s.expires_at * 1000),
    method: paid ? 'card' : null,
    paymentReference: paid ? intent : null,
    fee: null,
    paidAt: paid ? at : null,
  };
}

/** STRIPE_API_URL as the Stripe client's host, port and protocol (tests point it at a local server). */
function apiAddress(url: string | undefined) {
  if (!url) return {};
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: u.hostname, port: u.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe (https://docs.stripe.com/api), through the official `stripe` package: hosted Checkout
 * Sessions in PHP (centavos), refunds of their PaymentIntent, idempotency keys on both, and
 * webhooks checked by the package's own `stripe.webhooks.constructEvent` over the raw body.
 * A `sk_test_…` key is Stripe's test mode: no money moves, and the screens say "Test mode".
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  private readonly stripe: Stripe;
  private readonly timeout: GatewayTimeout;

  constructor(private readonly ctx: Pick<AppContext, 'env' | 'clock' | 'settings'>) {
    this.timeout = gatewayTimeoutOf(ctx.settings);
    const env: Env = ctx.env;
    this.testMode = !env.STRIPE_SECRET_KEY?.includes('_live_');
    // Without a secret key the client still verifies webhooks (constructEvent needs no key).
    this.stripe = new Stripe(env.STRIPE_SECRET_KEY ?? 'sk_test_unset', {
      ...apiAddress(env.STRIPE_API_URL),
      maxNetworkRetries: 1,
      telemetry: false,
    });
  }

  private get keyed(): Stripe {
    if (!this.ctx.env.STRIPE_SECRET_KEY) throw new GatewayError('STRIPE_SECRET_KEY is not set');
    return this.stripe;
  }

  /** Each request's options: its idempotency key, and api.webhookTimeout read live for each attempt. */
  private async options(idempotencyKey?: string): Promise<Stripe.RequestOptions> {
    return { timeout: await this.timeout(), ...(idempotencyKey ? { idempotencyKey } : {}) };
  }

  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError) {
        throw new GatewayError(
          `Stripe refused to ${what} (${err.statusCode ?? 'no answer'}${err.code ? `, ${err.code}` : ''})`,
        );
      }
      throw err;
    }
  }

  async createCheckout(input: CreateCheckoutInput): Promise<GatewayCheckout> {
    const now = Math.floor(this.ctx.clock.now().getTime() / 1000);
    const wanted = Math.floor(input.expiresAt.getTime() / 1000);
    const expiresAt = Math.min(Math.max(wanted, now + MIN_EXPIRY_S), now + MAX_EXPIRY_S);
    const types = [...new Set(input.methods.flatMap((m) => stripeMethodTypes[m]))];
    const options = await this.options(input.idempotencyKey);
    // Keeping the card (a tenancy's autopay): the PaymentIntent saves its card for charges without
    // the payer, under the client's Customer (or one Checkout makes), as Stripe's "save during payment" says.
    const save = input.saveCard;
    const metadata = save ? { ...input.metadata, [STRIPE_SAVE_CARD_KEY]: '1' } : input.metadata;
    const customer: Partial<Stripe.Checkout.SessionCreateParams> = !save
      ? {}
      : save.customerRef
        ? { customer: save.customerRef }
        : { customer_creation: 'always', customer_email: save.email };
    const session = await this.call('create the checkout', () =>
      this.keyed.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'php',
                unit_amount: input.amount,
                product_data: { name: input.description },
              },
            },
          ],
          allowed_payment_method_types: types.length ? types : ['card'],
          client_reference_id: input.reference,
          metadata,
          payment_intent_data: { metadata: input.metadata, ...(save && { setup_future_usage: 'off_session' }) },
          ...customer,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: expiresAt,
        },
        options,
      ),
    );
    return stripeCheckoutOf(session);
  }

  async retrieveCheckout(checkoutId: string): Promise<GatewayCheckout | null> {
    let checkout: GatewayCheckout;
    try {
      checkout = stripeCheckoutOf(await this.keyed.checkout.sessions.retrieve(checkoutId, {}, await this.options()));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) return null;
      return this.call('read the checkout', () => Promise.reject(err));
    }
    return this.completePaid(checkout);
  }

  /**
   * A session's events do not carry the fee: it is on the PaymentIntent's charge's balance
   * transaction, read here (expanded in one call). Left null when Stripe has not settled it yet.
   */
  async completePaid(checkout: GatewayCheckout): Promise<GatewayCheckout> {
    const saving = checkout.metadata[STRIPE_SAVE_CARD_KEY] === '1' && !checkout.savedCard;
    if (checkout.status !== 'paid' || !checkout.paymentReference) return checkout;
    if (checkout.fee !== null && !saving) return checkout;
    const options = await this.options();
    const expand = ['latest_charge.balance_transaction', ...(saving ? ['payment_method'] : [])];
    const intent = await this.call('read the payment', () =>
      this.keyed.paymentIntents.retrieve(checkout.paymentReference!, { expand }, options),
    );
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const bt = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
    return {
      ...checkout,
      fee: bt ? bt.fee : checkout.fee,
      ...(saving && { savedCard: savedCardOf(intent) }),
    };
  }

  /**
   * A saved card charged without its holder: a PaymentIntent confirmed at once with `off_session`
   * (docs.stripe.com/payments/save-during-payment, "Charge the saved payment method later"). Stripe
   * answers a card that wants 3-D Secure with a card error `authentication_required` (the payer must
   * come back), and a decline with its decline code; both are outcomes, not failures to ask.
   */
  async chargeSavedCard(input: ChargeSavedCardInput): Promise<SavedCardCharge> {
    const options = await this.options(input.idempotencyKey);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.keyed.paymentIntents.create(
        {
          amount: input.amount,
          currency: 'php',
          customer: input.card.customerRef,
          payment_method: input.card.methodRef,
          // A card needs no redirect; without this Stripe wants a return_url for methods that do.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: input.metadata,
          expand: ['latest_charge.balance_transaction'],
        },
        options,
      );
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        const code = err.code === 'authentication_required' ? 'requires_action' : 'failed';
        return {
          status: code,
          id: err.payment_intent?.id ?? null,
          amount: input.amount,
          currency: 'PHP',
          fee: null,
          paidAt: null,
          declineCode: err.decline_code ?? err.code ?? null,
        };
      }
      return this.call('charge the saved card', () => Promise.reject(err));
    }
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const bt = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
    const base = { id: intent.id, amount: intent.amount, currency: intent.currency.toUpperCase(), declineCode: null };
    if (intent.status === 'succeeded') {
      const at = new Date((charge?.created ?? intent.created) * 1000);
      return { ...base, status: 'paid', amount: intent.amount_received, fee: bt ? bt.fee : null, paidAt: at };
    }
    if (intent.status === 'requires_action') return { ...base, status: 'requires_action', fee: null, paidAt: null };
    if (intent.status === 'requires_payment_method') return { ...base, status: 'failed', fee: null, paidAt: null };
    // Processing, or anything else: not known yet; asked again with the same key.
    throw new GatewayError(`Stripe left the charge ${intent.status}`);
  }

  /**
   * Detaches the payment method from its customer (docs.stripe.com/api/payment_methods/detach): it
   * can no longer be charged. One already detached or gone is what was asked.
   */
  async forgetCard(card: GatewayCardRef): Promise<void> {
    try {
      await this.keyed.paymentMethods.detach(card.methodRef, {}, await this.options());
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return;
      if (err instanceof Stripe.errors.StripeInvalidRequestError && /not attached/i.test(err.message)) return;
      await this.call('forget the saved card', () => Promise.reject(err));
    }
  }

  async expireCheckout(checkoutId: string): Promise<GatewayCheckout> {
    try {
      return stripeCheckoutOf(await this.keyed.checkout.sessions.expire(checkoutId, {}, await this.options()));
    } catch (err) {
      // Only an open session expires; one paid or expired already is answered as it is.
      const now =
        err instanceof Stripe.errors.StripeInvalidRequestError ? await this.retrieveCheckout(checkoutId) : null;
      if (now && now.status !== 'open') return now;
      return this.call('close the checkout', () => Promise.reject(err));
    }
  }

  async refund(input: RefundInput): Promise<GatewayRefund> {
    const intent = input.paymentReference ?? (await this.retrieveCheckout(input.checkoutId))?.paymentReference;
    if (!intent) throw new GatewayError('The checkout has no paid payment at Stripe');
    const options = await this.options(input.idempotencyKey);
    const refund = await this.call('refund', () =>
      this.keyed.refunds.create(
        {
          payment_intent: intent,
          amount: input.amount,
          reason: refundReason[input.reason] ?? 'requested_by_customer',
          // The key rides along so the daily reconciliation's list of refunds names our refund.
          metadata: { reason: input.reason, checkoutId: input.checkoutId, idempotency_key: input.idempotencyKey },
        },
        options,
      ),
    );
    const status = refund.status ?? 'pending';
    return {
      id: refund.id,
      status:
        status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending',
      amount: refund.amount,
    };
  }

  /**
   * The PaymentIntents that succeeded and the refunds made in the window (`created` range,
   * auto-paginated). A PaymentIntent carries our payment id in its metadata (set through the
   * session's `payment_intent_data`); its charge's balance transaction gives the fee. A refund
   * carries our refund's idempotency key in its metadata.
   */
  async listSettled({ from, to }: SettledWindow): Promise<GatewaySettled> {
    const created = { gte: Math.floor(from.getTime() / 1000), lt: Math.ceil(to.getTime() / 1000) };
    const options = await this.options();
    return this.call('list payments and refunds', async () => {
      const out: GatewaySettled = { payments: [], refunds: [] };
      const intents = this.keyed.paymentIntents.list(
        { created, limit: 100, expand: ['data.latest_charge.balance_transaction'] },
        options,
      );
      for await (const pi of intents) {
        if (pi.status !== 'succeeded') continue;
        const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
        const bt = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
        out.payments.push({
          reference: pi.metadata?.paymentId ?? null,
          gatewayId: pi.id,
          bookingId: pi.metadata?.bookingId ?? null,
          amount: pi.amount_received,
          fee: bt ? bt.fee : null,
          at: new Date((charge?.created ?? pi.created) * 1000),
        });
      }
      for await (const r of this.keyed.refunds.list({ created, limit: 100 }, options)) {
        if (r.status === 'failed' || r.status === 'canceled') continue;
        out.refunds.push({
          reference: r.metadata?.idempotency_key ?? null,
          gatewayId: r.id,
          amount: r.amount,
          at: new Date(r.created * 1000),
        });
      }
      return out;
    });
  }

  /**
   * `Stripe-Signature: t=…,v1=…` checked by `stripe.webhooks.constructEvent` with a 300 s
   * tolerance measured at `now`; a timestamp more than 300 s ahead is refused too (Stripe's
   * check looks only back).
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, now: Date): GatewayEvent {
    const secret = this.ctx.env.STRIPE_WEBHOOK_SECRET;
    const header = headerOf(headers, STRIPE_SIGNATURE_HEADER);
    if (!secret || !header) throw new WebhookRejected('signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        header,
        secret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
    } catch (err) {
      const stale = err instanceof Error && /tolerance/i.test(err.message);
      throw new WebhookRejected(stale ? 'stale' : 'signature');
    }
    const t = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
    if (t - now.getTime() / 1000 > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookRejected('stale');
    return this.eventFrom(event as unknown as Record<string, unknown>);
  }

  /**
   * `checkout.session.completed` (paid, or open while an asynchronous method is pending),
   * `checkout.session.async_payment_succeeded` and `_failed`, `checkout.session.expired` carry
   * the session; any other event is recorded without a checkout.
   */
  eventFrom(payload: Record<string, unknown>): GatewayEvent {
    const type = String(payload.type ?? '');
    const object = (payload.data as { object?: Stripe.Checkout.Session } | undefined)?.object;
    const isSession = type.startsWith('checkout.session.') && object?.object === 'checkout.session';
    const at = typeof payload.created === 'number' ? new Date(payload.created * 1000) : null;
    return {
      id: eventIdOf(payload.id),
      type,
      livemode: typeof payload.livemode === 'boolean' ? payload.livemode : null,
      checkout: isSession ? stripeCheckoutOf(object, type, at) : null,
      payload,
    };
  }
}

const gateways = new WeakMap<object, StripeGateway>();

/** The app's Stripe adapter (one client per app). */
export function stripeGatewayOf(ctx: Pick<AppContext, 'env' | 'clock' | 'settings'>): StripeGateway {
  let g = gateways.get(ctx);
  if (!g) gateways.set(ctx, (g = new StripeGateway(ctx)));
  return g;
}
