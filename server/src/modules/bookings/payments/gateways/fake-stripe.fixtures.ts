import { FakeGatewayServer, randomId, type FakeReply, type SeenRequest } from './fake-gateway.fixtures';
import { signatureHeader } from './webhook-signature';

export const STRIPE_TEST_KEY = 'sk_test_fakestripe00000000000000';
export const STRIPE_WEBHOOK_SECRET = 'whsec_fakestripewebhook0000000000';

type Session = Record<string, unknown> & { id: string };

const error = (status: number, type: string, message: string): FakeReply => ({
  status,
  body: { error: { type, message } },
});

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Stripe's API as its reference shows it (docs.stripe.com/api): Checkout Sessions (create,
 * retrieve, expire) and refunds, form-encoded bodies, bearer auth with the secret key, JSON
 * answers; and its webhooks, signed in `Stripe-Signature: t=…,v1=…` (HMAC-SHA256 of `<t>.<body>`).
 */
export class FakeStripe extends FakeGatewayServer {
  readonly sessions = new Map<string, Session>();
  readonly refunds: Record<string, unknown>[] = [];

  constructor(private readonly key = STRIPE_TEST_KEY) {
    super();
    this.routes.push(
      ['POST', /^\/v1\/checkout\/sessions$/, (r) => this.authed(r) ?? this.create(r)],
      ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (r, m) => this.authed(r) ?? this.retrieve(m[1])],
      ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (r, m) => this.authed(r) ?? this.expire(m[1])],
      ['POST', /^\/v1\/refunds$/, (r) => this.authed(r) ?? this.refund(r)],
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
    const metadata = Object.fromEntries(
      Object.entries(f)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice(9, -1), v]),
    );
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
      status: 'succeeded',
    };
    this.refunds.push(refund);
    return { status: 200, body: refund };
  }

  /** The payer pays the session by card: answers the session. */
  pay(sessionId: string): Session {
    const s = this.sessions.get(sessionId)!;
    Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: randomId('pi_') });
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
