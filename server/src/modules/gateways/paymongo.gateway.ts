import { createHmac, timingSafeEqual } from 'node:crypto';
import { paymentMessages, pesos, type PaymentMethod } from '@espasyo/domain';
import type { AppContext } from '../../context';
import {
  eventIdOf,
  GatewayError,
  gatewayTimeoutOf,
  WebhookRejected,
  type CreateCheckoutInput,
  type GatewayCheckout,
  type GatewayEvent,
  type GatewayRefund,
  type GatewaySettled,
  type PaymentGateway,
  type RefundInput,
  type SettledRefund,
  type SettledWindow,
  type WebhookHeaders,
} from './gateway.types';
import { PayMongoApi, PayMongoApiError, type PayMongoResource } from './paymongo.api';
import { headerOf, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature';

/** The header PayMongo signs its webhooks in: `t=<unix>,te=<test signature>,li=<live signature>`. */
export const PAYMONGO_SIGNATURE_HEADER = 'paymongo-signature';

/** PayMongo refuses a refund under ₱1.00; we refuse it first, with a message staff can act on. */
export const PAYMONGO_MIN_REFUND = 100;

/**
 * Our methods as PayMongo's Checkout Session `payment_method_types`: GCash; Maya (`paymaya`);
 * cards; bank transfer as direct online banking (BPI `dob`, UnionBank `dob_ubp`), BDO, Landbank
 * and Metrobank through Brankas, and QR Ph (any bank or e-wallet's app scans it).
 */
export const paymongoMethodTypes: Record<PaymentMethod, readonly string[]> = {
  gcash: ['gcash'],
  maya: ['paymaya'],
  card: ['card'],
  bank_transfer: ['dob', 'dob_ubp', 'brankas_bdo', 'brankas_landbank', 'brankas_metrobank', 'qrph'],
};

/** A paid payment's source type back to our method. */
function methodOf(type: unknown): PaymentMethod | null {
  for (const [method, types] of Object.entries(paymongoMethodTypes)) {
    if (types.includes(String(type))) return method as PaymentMethod;
  }
  return null;
}

/**
 * Our refund reasons as PayMongo's (`duplicate`, `fraudulent`, `requested_by_customer`, `others`);
 * a reason not listed here (a new one) goes as `others`.
 */
const refundReason: Record<string, string> = {
  cancellation: 'requested_by_customer',
  duplicate_payment: 'duplicate',
  late_payment: 'others',
  unconfirmed_payment: 'others',
  admin: 'requested_by_customer',
};

/**
 * PayMongo's Checkout Sessions have no expiry of our choosing: we keep the booking's deadline
 * in the session's metadata (echoed back), and close the session ourselves when it passes.
 */
const EXPIRES_KEY = 'espasyo_expires_at';

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));

/** A Checkout Session as our GatewayCheckout: paid once one of its payments is, else open or expired. */
export function checkoutOf(session: PayMongoResource): GatewayCheckout {
  const a = session.attributes;
  const payments = (Array.isArray(a.payments) ? a.payments : []) as PayMongoResource[];
  const paid = payments.find((p) => p?.attributes?.status === 'paid');
  const items = (Array.isArray(a.line_items) ? a.line_items : []) as Record<string, unknown>[];
  const { [EXPIRES_KEY]: expires, ...metadata } = (a.metadata ?? {}) as Record<string, string>;
  const p = paid?.attributes;
  return {
    id: session.id,
    url: String(a.checkout_url ?? ''),
    status: paid ? 'paid' : a.status === 'expired' ? 'expired' : 'open',
    amount: p ? num(p.amount) : items.reduce((sum, i) => sum + num(i.amount) * num(i.quantity ?? 1), 0),
    currency: String(p?.currency ?? items[0]?.currency ?? 'PHP'),
    reference: String(a.reference_number ?? ''),
    metadata,
    expiresAt: new Date(expires ?? num(a.updated_at) * 1000),
    method: p ? methodOf((p.source as Record<string, unknown> | undefined)?.type) : null,
    paymentReference: paid?.id ?? null,
    fee: p && p.fee !== undefined ? num(p.fee) : null,
    paidAt: p?.paid_at ? new Date(num(p.paid_at) * 1000) : null,
  };
}

/** How many pages of payments the daily reconciliation reads at most (100 each). */
const MAX_LIST_PAGES = 200;

/** A refund resource as a settled refund, unless it failed. */
function settledRefund(r: PayMongoResource): SettledRefund | null {
  const a = r.attributes ?? {};
  if (a.status === 'failed') return null;
  const metadata = (a.metadata ?? {}) as Record<string, string>;
  return {
    reference: metadata.idempotency_key ?? null,
    gatewayId: r.id,
    amount: num(a.amount),
    at: new Date(num(a.created_at) * 1000),
  };
}

const hmac = (secret: string, t: number, rawBody: Buffer) =>
  createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();

/**
 * PayMongo (https://developers.paymongo.com): hosted Checkout Sessions (`/v1/checkout_sessions`,
 * not the deprecated Sources), refunds (`/v1/refunds`), and webhooks signed in the
 * `Paymongo-Signature` header. A `sk_test_…` key is PayMongo's test mode: no money moves, and the
 * screens say "Test mode"; its webhooks are checked against `te`, a live key's against `li`.
 */
export class PayMongoGateway implements PaymentGateway {
  readonly name = 'paymongo' as const;
  readonly testMode: boolean;
  private readonly api: PayMongoApi | null;
  private readonly env: AppContext['env'];

  constructor(ctx: Pick<AppContext, 'env' | 'settings'>) {
    const env = (this.env = ctx.env);
    const key = env.PAYMONGO_SECRET_KEY;
    this.api = key ? new PayMongoApi(env.PAYMONGO_API_URL, key, gatewayTimeoutOf(ctx.settings)) : null;
    const live = key ? key.startsWith('sk_live_') : !!env.PAYMONGO_PUBLIC_KEY?.startsWith('pk_live_');
    this.testMode = !live;
  }

  private get client(): PayMongoApi {
    if (!this.api) throw new GatewayError('PAYMONGO_SECRET_KEY is not set');
    return this.api;
  }

  async createCheckout(input: CreateCheckoutInput): Promise<GatewayCheckout> {
    const types = [...new Set(input.methods.flatMap((m) => paymongoMethodTypes[m]))];
    const session = await this.client.call(
      'POST',
      '/checkout_sessions',
      {
        line_items: [{ name: input.description, amount: input.amount, currency: input.currency, quantity: 1 }],
        payment_method_types: types,
        reference_number: input.reference,
        description: input.description,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        send_email_receipt: false,
        show_description: true,
        show_line_items: true,
        metadata: { ...input.metadata, [EXPIRES_KEY]: input.expiresAt.toISOString() },
      },
      input.idempotencyKey,
    );
    const checkout = checkoutOf(session);
    if (checkout.reference !== input.reference) {
      throw new GatewayError('Idempotency key reused with other parameters');
    }
    return checkout;
  }

  async retrieveCheckout(checkoutId: string): Promise<GatewayCheckout | null> {
    try {
      return checkoutOf(await this.client.call('GET', `/checkout_sessions/${encodeURIComponent(checkoutId)}`));
    } catch (err) {
      if (err instanceof PayMongoApiError && err.status === 404) return null;
      throw err;
    }
  }

  async expireCheckout(checkoutId: string): Promise<GatewayCheckout> {
    try {
      return checkoutOf(await this.client.call('POST', `/checkout_sessions/${encodeURIComponent(checkoutId)}/expire`));
    } catch (err) {
      // A session paid or expired already cannot be expired: answer it as it is.
      if (!(err instanceof PayMongoApiError) || err.status >= 500) throw err;
      const now = await this.retrieveCheckout(checkoutId);
      if (!now || now.status === 'open') throw err;
      return now;
    }
  }

  async refund(input: RefundInput): Promise<GatewayRefund> {
    if (input.amount < PAYMONGO_MIN_REFUND) throw new GatewayError(paymentMessages.refundTooSmall(pesos(input.amount)));
    const paymentId = input.paymentReference ?? (await this.retrieveCheckout(input.checkoutId))?.paymentReference;
    if (!paymentId) throw new GatewayError('The checkout has no paid payment at PayMongo');
    const refund = await this.client.call(
      'POST',
      '/refunds',
      {
        amount: input.amount,
        payment_id: paymentId,
        reason: refundReason[input.reason] ?? 'others',
        notes: input.reason,
      },
      input.idempotencyKey,
    );
    const status = String(refund.attributes.status);
    return {
      id: refund.id,
      status: status === 'succeeded' ? 'succeeded' : status === 'failed' ? 'failed' : 'pending',
      amount: num(refund.attributes.amount),
    };
  }

  /**
   * Payments paid in the window, from `GET /v1/payments` (newest first, `after` the last id of a
   * page) read until a page reaches back before the window; each payment's `refunds`. PayMongo
   * lists refunds only per payment (`GET /v1/refunds?payment_id=`), so the payments we refunded
   * in the window (`refundedPayments`) are asked too. A payment names our payment through its
   * metadata or external reference number when PayMongo carries the session's over; else it is
   * matched by its id (our payment's gatewayReference).
   */
  async listSettled({ from, to, refundedPayments }: SettledWindow): Promise<GatewaySettled> {
    const inWindow = (d: Date) => d >= from && d < to;
    const out: GatewaySettled = { payments: [], refunds: [] };
    const refunds = new Map<string, SettledRefund>();
    const keep = (r: PayMongoResource) => {
      const s = settledRefund(r);
      if (s && inWindow(s.at)) refunds.set(s.gatewayId, s);
    };
    let after: string | null = null;
    for (let pageNo = 0; pageNo < MAX_LIST_PAGES; pageNo++) {
      const page = await this.client.list('/payments', { limit: '100', ...(after ? { after } : {}) });
      for (const p of page.data) {
        const a = p.attributes ?? {};
        for (const r of (Array.isArray(a.refunds) ? a.refunds : []) as PayMongoResource[]) keep(r);
        const paidAt = a.paid_at ? new Date(num(a.paid_at) * 1000) : null;
        if (a.status !== 'paid' || !paidAt || !inWindow(paidAt)) continue;
        const metadata = (a.metadata ?? {}) as Record<string, string>;
        out.payments.push({
          reference: metadata.paymentId ?? (a.external_reference_number as string | undefined) ?? null,
          gatewayId: p.id,
          bookingId: metadata.bookingId ?? null,
          amount: num(a.amount),
          fee: a.fee === undefined || a.fee === null ? null : num(a.fee),
          at: paidAt,
        });
      }
      const last = page.data.at(-1);
      if (!page.hasMore || !last || num(last.attributes?.created_at) * 1000 < from.getTime()) break;
      after = last.id;
    }
    for (const paymentId of new Set(refundedPayments)) {
      const page = await this.client.list('/refunds', { payment_id: paymentId, limit: '100' });
      for (const r of page.data) keep(r);
    }
    out.refunds = [...refunds.values()];
    return out;
  }

  /**
   * `Paymongo-Signature: t=…,te=…,li=…`: each a hex HMAC-SHA256 of `<t>.<raw body>` under the
   * webhook's secret; the one for the key's mode must match (compared in constant time), and
   * `t` be within ±300 s of `now`.
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, now: Date): GatewayEvent {
    const secret = this.env.PAYMONGO_WEBHOOK_SECRET;
    if (!secret) throw new WebhookRejected('signature');
    const parts = new Map<string, string>();
    for (const item of (headerOf(headers, PAYMONGO_SIGNATURE_HEADER) ?? '').split(',')) {
      const [k, v] = item.trim().split('=', 2);
      if (k && v) parts.set(k, v);
    }
    const t = Number(parts.get('t'));
    const given = parts.get(this.testMode ? 'te' : 'li') ?? '';
    if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/i.test(given)) throw new WebhookRejected('signature');
    if (!timingSafeEqual(Buffer.from(given, 'hex'), hmac(secret, t, rawBody))) throw new WebhookRejected('signature');
    if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookRejected('stale');
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw new WebhookRejected('signature');
    }
    return this.eventFrom(payload);
  }

  /**
   * `{ data: { id: 'evt_…', attributes: { type, livemode, data: <resource> } } }`. An event whose
   * resource is a Checkout Session (`checkout_session.payment.paid`) carries the checkout; a
   * payment's own events (`payment.paid`, `payment.failed`, `payment.refunded`) name a payment,
   * not the session, and are recorded without one: the session's event, or reconciliation
   * asking for the session, settles it.
   */
  eventFrom(payload: Record<string, unknown>): GatewayEvent {
    const event = (payload.data ?? {}) as Partial<PayMongoResource>;
    const a = (event.attributes ?? {}) as Record<string, unknown>;
    const resource = a.data as PayMongoResource | undefined;
    const isSession = resource?.type === 'checkout_session' && typeof resource.id === 'string';
    return {
      id: eventIdOf(event.id),
      type: String(a.type ?? ''),
      livemode: typeof a.livemode === 'boolean' ? a.livemode : null,
      checkout: isSession && resource.attributes ? checkoutOf(resource) : null,
      payload,
    };
  }
}

const gateways = new WeakMap<object, PayMongoGateway>();

/** The app's PayMongo adapter (one per app). */
export function paymongoGatewayOf(ctx: Pick<AppContext, 'env' | 'settings'>): PayMongoGateway {
  let g = gateways.get(ctx);
  if (!g) gateways.set(ctx, (g = new PayMongoGateway(ctx)));
  return g;
}
