import { createHmac } from 'node:crypto';
import { FakeGatewayServer, pageAfter, randomId, type FakeReply, type SeenRequest } from './fake-gateway.fixtures';

export const PAYMONGO_TEST_KEY = 'sk_test_fakepaymongo0000000000';
export const PAYMONGO_WEBHOOK_SECRET = 'whsk_fakepaymongowebhook000000';

type Attributes = Record<string, unknown>;
interface Resource {
  id: string;
  type: string;
  attributes: Attributes;
}

const error = (status: number, code: string, detail: string): FakeReply => ({
  status,
  body: { errors: [{ code, detail }] },
});

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * PayMongo's API as its reference shows it (developers.paymongo.com/reference): Checkout
 * Sessions (create, retrieve, expire) and refunds, JSON:API bodies, basic auth with the secret
 * key; and its webhooks, signed in `Paymongo-Signature: t=…,te=…,li=…`.
 */
export class FakePayMongo extends FakeGatewayServer {
  readonly sessions = new Map<string, Resource>();
  readonly refunds: Resource[] = [];
  /** Every payment, of a session or added by a test (the same objects a session holds). */
  readonly payments: Resource[] = [];

  constructor(private readonly key = PAYMONGO_TEST_KEY) {
    super();
    this.routes.push(
      ['POST', /^\/v1\/checkout_sessions$/, (r) => this.authed(r) ?? this.create(r)],
      ['GET', /^\/v1\/checkout_sessions\/([^/]+)$/, (r, m) => this.authed(r) ?? this.retrieve(m[1])],
      ['POST', /^\/v1\/checkout_sessions\/([^/]+)\/expire$/, (r, m) => this.authed(r) ?? this.expire(m[1])],
      ['POST', /^\/v1\/refunds$/, (r) => this.authed(r) ?? this.refund(r)],
      ['GET', /^\/v1\/payments$/, (r) => this.authed(r) ?? this.listPayments(r)],
      ['GET', /^\/v1\/refunds$/, (r) => this.authed(r) ?? this.listRefunds(r)],
    );
  }

  private authed(r: SeenRequest): FakeReply | null {
    const ok = r.headers.authorization === `Basic ${Buffer.from(`${this.key}:`).toString('base64')}`;
    return ok ? null : error(401, 'authentication_failed', 'Invalid API key');
  }

  private create(r: SeenRequest): FakeReply {
    const a = (JSON.parse(r.body) as { data: { attributes: Attributes } }).data.attributes;
    const id = randomId('cs_');
    const now = unix(new Date());
    const session: Resource = {
      id,
      type: 'checkout_session',
      attributes: {
        ...a,
        checkout_url: `https://checkout.paymongo.test/${id}`,
        livemode: false,
        status: 'active',
        payments: [],
        payment_intent: {
          id: randomId('pi_'),
          type: 'payment_intent',
          attributes: { status: 'awaiting_payment_method' },
        },
        created_at: now,
        updated_at: now,
      },
    };
    this.sessions.set(id, session);
    return { status: 200, body: { data: session } };
  }

  private retrieve(id: string): FakeReply {
    const s = this.sessions.get(id);
    return s ? { status: 200, body: { data: s } } : error(404, 'resource_not_found', `No such checkout session ${id}`);
  }

  private expire(id: string): FakeReply {
    const s = this.sessions.get(id);
    if (!s) return error(404, 'resource_not_found', `No such checkout session ${id}`);
    if (s.attributes.status !== 'active' || (s.attributes.payments as Resource[]).length) {
      return error(400, 'resource_failed_state', 'The checkout session cannot be expired.');
    }
    s.attributes.status = 'expired';
    return { status: 200, body: { data: s } };
  }

  private refund(r: SeenRequest): FakeReply {
    const a = (JSON.parse(r.body) as { data: { attributes: Attributes } }).data.attributes;
    const payment = this.payments.find((p) => p.id === a.payment_id);
    if (!payment) return error(404, 'resource_not_found', 'No such payment');
    const amount = Number(a.amount);
    if (amount < 100) return error(400, 'parameter_below_minimum', 'amount cannot be less than 100.');
    const done = this.refunds.filter((x) => x.attributes.payment_id === payment.id);
    const left = Number(payment.attributes.amount) - done.reduce((s, x) => s + Number(x.attributes.amount), 0);
    if (amount > left) return error(400, 'parameter_above_maximum', 'amount is more than is left to refund.');
    const refund: Resource = {
      id: randomId('ref_'),
      type: 'refund',
      attributes: {
        amount,
        payment_id: payment.id,
        reason: a.reason,
        notes: a.notes,
        status: 'succeeded',
        currency: 'PHP',
        created_at: unix(new Date()),
        updated_at: unix(new Date()),
      },
    };
    this.refunds.push(refund);
    (payment.attributes.refunds as Resource[]).push(refund);
    return { status: 200, body: { data: refund } };
  }

  /** `GET /v1/payments`: newest first, `limit` (default 10), `after` a payment id; `has_more`. */
  private listPayments(r: SeenRequest): FakeReply {
    const sorted = [...this.payments].sort((a, b) => Number(b.attributes.created_at) - Number(a.attributes.created_at));
    const { data, hasMore } = pageAfter(sorted, Number(r.query.get('limit') ?? 10), r.query.get('after'));
    return { status: 200, body: { data, has_more: hasMore } };
  }

  /** `GET /v1/refunds?payment_id=`: the refunds of one payment (PayMongo lists them per payment). */
  private listRefunds(r: SeenRequest): FakeReply {
    const paymentId = r.query.get('payment_id');
    if (!paymentId) return error(400, 'parameter_required', 'payment_id is required.');
    return {
      status: 200,
      body: { data: this.refunds.filter((x) => x.attributes.payment_id === paymentId), has_more: false },
    };
  }

  /** A paid payment (of a session, or on its own: one we do not know). */
  addPayment(o: { amount: number; type?: string; at?: Date; metadata?: Record<string, string> }): Resource {
    const at = unix(o.at ?? new Date());
    const payment: Resource = {
      id: randomId('pay_'),
      type: 'payment',
      attributes: {
        amount: o.amount,
        currency: 'PHP',
        status: 'paid',
        fee: Math.round(o.amount * 0.025),
        net_amount: o.amount - Math.round(o.amount * 0.025),
        source: { id: randomId('src_'), type: o.type ?? 'gcash' },
        metadata: o.metadata ?? null,
        refunds: [],
        created_at: at,
        paid_at: at,
        updated_at: at,
      },
    };
    this.payments.push(payment);
    return payment;
  }

  /** The payer pays the session with `type` (gcash, paymaya, card, dob…): answers the session. */
  pay(sessionId: string, type = 'gcash', at = new Date(), amount?: number): Resource {
    const s = this.sessions.get(sessionId)!;
    const items = s.attributes.line_items as { amount: number }[];
    const payment = this.addPayment({ amount: amount ?? items[0].amount, type, at });
    (s.attributes.payments as Resource[]).push(payment);
    return s;
  }

  /** An event about `resource`, as PayMongo posts it. */
  event(type: string, resource: Resource, at = new Date()) {
    return {
      data: {
        id: randomId('evt_'),
        type: 'event',
        attributes: {
          type,
          livemode: false,
          data: structuredClone(resource),
          previous_data: {},
          created_at: unix(at),
          updated_at: unix(at),
        },
      },
    };
  }
}

/**
 * The `Paymongo-Signature` header PayMongo sends: `t`, then `te` (test mode) and `li` (live mode),
 * the mode's field holding the hex HMAC-SHA256 of `<t>.<body>` under the webhook secret and the
 * other left empty.
 */
export function paymongoSignature(body: string, opts: { at: Date; secret?: string; mode?: 'test' | 'live' }): string {
  const t = unix(opts.at);
  const sig = createHmac('sha256', opts.secret ?? PAYMONGO_WEBHOOK_SECRET)
    .update(`${t}.${body}`)
    .digest('hex');
  return opts.mode === 'live' ? `t=${t},te=,li=${sig}` : `t=${t},te=${sig},li=`;
}
