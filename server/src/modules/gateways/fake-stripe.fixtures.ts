import { FakeGatewayServer, pageAfter, randomId, type FakeReply, type SeenRequest } from './fake-gateway.fixtures';
import { signatureHeader } from './webhook-signature';

export const STRIPE_TEST_KEY = 'sk_test_fakestripe00000000000000';
export const STRIPE_WEBHOOK_SECRET = 'whsec_fakestripewebhook0000000000';

type Session = Record<string, unknown> & { id: string };
type Listed = Record<string, unknown> & { id: string; created: number };

/** `prefix[key]` fields of a form as a map (`metadata[bookingId]` → bookingId). */
const mapOf = (f: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([k]) => k.startsWith(`${prefix}[`))
      .map(([k, v]) => [k.slice(prefix.length + 1, -1), v]),
  );

const error = (status: number, type: string, message: string, code?: string): FakeReply => ({
  status,
  body: { error: { type, message, ...(code && { code }) } },
});

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Stripe's API as its reference shows it (docs.stripe.com/api): Checkout Sessions (create,
 * retrieve, expire) and refunds, form-encoded bodies, bearer auth with the secret key, JSON
 * answers; and its webhooks, signed in `Stripe-Signature: t=…,v1=…` (HMAC-SHA256 of `<t>.<body>`).
 */
export class FakeStripe extends FakeGatewayServer {
  readonly sessions = new Map<string, Session>();
  readonly refunds: Listed[] = [];
  /** PaymentIntents made when a session is paid (or added by a test), with their charge. */
  readonly intents: Listed[] = [];
  private readonly intentMetadata = new Map<string, Record<string, string>>();
  /** Sessions that asked to keep the card (`payment_intent_data[setup_future_usage]`), with their customer ask. */
  private readonly saving = new Map<string, { customer: string | null; email: string | null }>();
  /** Cards kept under customers (PaymentMethods attached by a paid saving session). */
  readonly paymentMethods = new Map<string, Listed & { customer: string }>();
  /** How a kept card answers an off-session charge (default: it goes through). */
  readonly cardBehaviour = new Map<string, 'approve' | 'authenticate' | 'decline'>();

  constructor(private readonly key = STRIPE_TEST_KEY) {
    super();
    this.routes.push(
      ['POST', /^\/v1\/checkout\/sessions$/, (r) => this.authed(r) ?? this.create(r)],
      ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (r, m) => this.authed(r) ?? this.retrieve(m[1])],
      ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (r, m) => this.authed(r) ?? this.expire(m[1])],
      ['POST', /^\/v1\/refunds$/, (r) => this.authed(r) ?? this.refund(r)],
      ['GET', /^\/v1\/payment_intents$/, (r) => this.authed(r) ?? this.list(r, this.intents, '/v1/payment_intents')],
      ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (r, m) => this.authed(r) ?? this.intent(r, m[1])],
      ['POST', /^\/v1\/payment_intents$/, (r) => this.authed(r) ?? this.chargeOffSession(r)],
      ['POST', /^\/v1\/payment_methods\/([^/]+)\/detach$/, (r, m) => this.authed(r) ?? this.detach(m[1])],
      ['GET', /^\/v1\/refunds$/, (r) => this.authed(r) ?? this.list(r, this.refunds, '/v1/refunds')],
    );
  }

  /** A form-encoded body as a flat map (`line_items[0][price_data][unit_amount]` → value). */
  static form(r: SeenRequest): Record<string, string> {
    return Object.fromEntries(new URLSearchParams(r.body));
  }

  private authed(r: SeenRequest): FakeReply | null {
    return r.headers.authorization === `Bearer ${this.key}`
      ? null
      : error(401, 'invalid_request_error', 'Invalid API Key provided');
  }

  private create(r: SeenRequest): FakeReply {
    const f = FakeStripe.form(r);
    const id = randomId('cs_test_');
    const metadata = mapOf(f, 'metadata');
    this.intentMetadata.set(id, mapOf(f, 'payment_intent_data[metadata]'));
    if (f['payment_intent_data[setup_future_usage]']) {
      this.saving.set(id, { customer: f.customer ?? null, email: f.customer_email ?? null });
    }
    const session: Session = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode: f.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(f['line_items[0][price_data][unit_amount]']) * Number(f['line_items[0][quantity]'] ?? 1),
      currency: f['line_items[0][price_data][currency]'],
      client_reference_id: f.client_reference_id ?? null,
      metadata,
      expires_at: Number(f.expires_at),
      payment_intent: null,
      customer: f.customer ?? null,
      payment_method_types: Object.entries(f)
        .filter(([k]) => k.startsWith('allowed_payment_method_types['))
        .map(([, v]) => v),
      livemode: false,
    };
    this.sessions.set(id, session);
    return { status: 200, body: session };
  }

  private retrieve(id: string): FakeReply {
    const s = this.sessions.get(id);
    return s ? { status: 200, body: s } : error(404, 'invalid_request_error', `No such checkout.session: '${id}'`);
  }

  private expire(id: string): FakeReply {
    const s = this.sessions.get(id);
    if (!s) return error(404, 'invalid_request_error', `No such checkout.session: '${id}'`);
    if (s.status !== 'open') {
      return error(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired.`);
    }
    s.status = 'expired';
    return { status: 200, body: s };
  }

  private refund(r: SeenRequest): FakeReply {
    const f = FakeStripe.form(r);
    const session = [...this.sessions.values()].find((s) => s.payment_intent === f.payment_intent);
    if (!session) return error(404, 'invalid_request_error', `No such payment_intent: '${f.payment_intent}'`);
    const refund = {
      id: randomId('re_'),
      object: 'refund',
      amount: Number(f.amount),
      currency: 'php',
      payment_intent: f.payment_intent,
      reason: f.reason ?? null,
      metadata: mapOf(f, 'metadata'),
      status: 'succeeded',
      created: unix(new Date()),
    };
    this.refunds.push(refund);
    return { status: 200, body: refund };
  }

  /**
   * A list endpoint: `created[gte]` / `created[lt]`, newest first, `limit` and `starting_after`;
   * a PaymentIntent's charge and balance transaction only when `expand[]` asks for them.
   */
  private list(r: SeenRequest, items: Listed[], url: string): FakeReply {
    const gte = Number(r.query.get('created[gte]') ?? -Infinity);
    const lt = Number(r.query.get('created[lt]') ?? Infinity);
    const expanded = [...r.query.entries()].some(([k, v]) => k.startsWith('expand') && v.includes('latest_charge'));
    const matching = items.filter((i) => i.created >= gte && i.created < lt).sort((a, b) => b.created - a.created);
    const { data, hasMore } = pageAfter(matching, Number(r.query.get('limit') ?? 10), r.query.get('starting_after'));
    const shown = data.map((i) =>
      i.object === 'payment_intent' && !expanded ? { ...i, latest_charge: (i.latest_charge as { id: string }).id } : i,
    );
    return { status: 200, body: { object: 'list', data: shown, has_more: hasMore, url } };
  }

  /** GET /v1/payment_intents/:id, its charge and balance transaction expanded when asked. */
  private intent(r: SeenRequest, id: string): FakeReply {
    const i = this.intents.find((x) => x.id === id);
    if (!i) return error(404, 'invalid_request_error', `No such payment_intent: '${id}'`);
    const expanded = [...r.query.entries()].some(([k, v]) => k.startsWith('expand') && v.includes('latest_charge'));
    const withMethod = [...r.query.entries()].some(([k, v]) => k.startsWith('expand') && v === 'payment_method');
    const pm = typeof i.payment_method === 'string' ? this.paymentMethods.get(i.payment_method) : undefined;
    return {
      status: 200,
      body: {
        ...i,
        ...(!expanded && { latest_charge: (i.latest_charge as { id: string }).id }),
        ...(withMethod && pm && { payment_method: pm }),
      },
    };
  }

  /** POST /v1/payment_methods/:id/detach: the card leaves its customer (a second detach is refused as Stripe does). */
  private detach(id: string): FakeReply {
    const pm = this.paymentMethods.get(id);
    if (!pm) return error(404, 'invalid_request_error', `No such PaymentMethod: '${id}'`, 'resource_missing');
    if (!pm.customer) {
      return error(400, 'invalid_request_error', 'The payment method you provided is not attached to a customer.');
    }
    pm.customer = '';
    return { status: 200, body: { ...pm, customer: null } };
  }

  /**
   * POST /v1/payment_intents confirmed off-session with a kept card: succeeded, or Stripe's 402 card
   * error — `authentication_required` (the card wants 3-D Secure) or a decline — naming the
   * PaymentIntent it left `requires_payment_method`, as Stripe's "charge the saved payment method" says.
   */
  private chargeOffSession(r: SeenRequest): FakeReply {
    const f = FakeStripe.form(r);
    const pm = this.paymentMethods.get(f.payment_method);
    if (!pm || pm.customer !== f.customer) {
      return error(400, 'invalid_request_error', `No such PaymentMethod: '${f.payment_method}'`);
    }
    const behaviour = this.cardBehaviour.get(pm.id) ?? 'approve';
    if (behaviour === 'approve') {
      const intent = this.addIntent({ amount: Number(f.amount), metadata: mapOf(f, 'metadata') });
      Object.assign(intent, { customer: f.customer, payment_method: pm.id });
      return { status: 200, body: intent };
    }
    const failed = {
      id: randomId('pi_'),
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: Number(f.amount),
      currency: 'php',
      customer: f.customer,
      payment_method: pm.id,
    };
    const code = behaviour === 'authenticate' ? 'authentication_required' : 'card_declined';
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code,
          decline_code: behaviour === 'authenticate' ? 'authentication_required' : 'insufficient_funds',
          message: behaviour === 'authenticate' ? 'This payment requires authentication.' : 'Your card was declined.',
          payment_intent: failed,
        },
      },
    };
  }

  /** A succeeded PaymentIntent with its charge and the fee Stripe kept (3.5% + ₱15 unless told). */
  addIntent(o: { amount: number; metadata?: Record<string, string>; at?: Date; fee?: number }): Listed {
    const created = unix(o.at ?? new Date());
    const intent: Listed = {
      id: randomId('pi_'),
      object: 'payment_intent',
      amount: o.amount,
      amount_received: o.amount,
      currency: 'php',
      status: 'succeeded',
      created,
      metadata: o.metadata ?? {},
      latest_charge: {
        id: randomId('ch_'),
        object: 'charge',
        created,
        balance_transaction: {
          id: randomId('txn_'),
          object: 'balance_transaction',
          fee: o.fee ?? Math.round(o.amount * 0.035) + 1500,
        },
      },
      livemode: false,
    };
    this.intents.push(intent);
    return intent;
  }

  /** The payer pays the session by card (its PaymentIntent made then, with its charge): answers the session. */
  pay(sessionId: string, o: { at?: Date; amount?: number } = {}): Session {
    const s = this.sessions.get(sessionId)!;
    const intent = this.addIntent({
      amount: o.amount ?? Number(s.amount_total),
      metadata: this.intentMetadata.get(sessionId),
      at: o.at,
    });
    Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    // Saving the card: the PaymentMethod is attached to the session's customer (made now unless given).
    const save = this.saving.get(sessionId);
    if (save) {
      const customer = save.customer ?? randomId('cus_');
      const pm = {
        id: randomId('pm_'),
        object: 'payment_method',
        type: 'card',
        created: unix(new Date()),
        customer,
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      };
      this.paymentMethods.set(pm.id, pm);
      Object.assign(intent, { customer, payment_method: pm.id, setup_future_usage: 'off_session' });
      s.customer = customer;
    }
    return s;
  }

  /** An event about `session`, as Stripe posts it. */
  event(type: string, session: Session, at = new Date()) {
    return {
      id: randomId('evt_'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: unix(at),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: structuredClone(session) },
    };
  }
}

/** The `Stripe-Signature` header Stripe sends: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const stripeSignature = (body: string, opts: { at: Date; secret?: string }) =>
  signatureHeader(opts.secret ?? STRIPE_WEBHOOK_SECRET, unix(opts.at), body);
