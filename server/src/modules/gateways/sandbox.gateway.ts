import { createHmac } from 'node:crypto';
import { centavos, paths, paymentMethods, percentOf, type PaymentMethod } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Env } from '../../env';
import { newId } from '../../lib/ids';
import { serverKey } from '../../lib/server-key';
import {
  eventIdOf,
  GatewayError,
  type ChargeSavedCardInput,
  type CreateCheckoutInput,
  type GatewayCardRef,
  type GatewayCheckout,
  type GatewayEvent,
  type GatewayRefund,
  type GatewaySettled,
  type PaymentGateway,
  type RefundInput,
  type SavedCardCharge,
  type SettledWindow,
  type WebhookHeaders,
} from './gateway.types';
import { sandboxRepository as repo, type SandboxCardRow, type SandboxCheckoutRow } from './sandbox.repository';
import { headerOf, signatureHeader, verifySignatureHeader } from './webhook-signature';

/** The header the sandbox signs its webhooks in (`t=…,v1=…`, webhook-signature.ts). */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/**
 * The sandbox's webhook secret, derived from the server's key (lib/server-key.ts), so every
 * instance sharing SECRET_KEY signs and checks alike and nothing secret is stored.
 */
export const sandboxWebhookSecret = (env: Env) =>
  `whsec_sandbox_${createHmac('sha256', serverKey(env)).update('sandbox-webhook-secret').digest('base64url')}`;

/** Posts a signed event to the app's webhook endpoint; answers the HTTP status. */
export type WebhookTransport = (body: string, headers: Record<string, string>) => Promise<number>;

/**
 * The sandbox's fees, invented but shaped like a Philippine gateway's: a percentage by method,
 * and a flat fee for cards and bank transfers. Centavos, half up.
 */
export function sandboxFee(method: PaymentMethod, checkoutAmount: number): number {
  const amount = centavos(checkoutAmount); // the sandbox's own row: whole centavos, as asked
  switch (method) {
    case 'gcash':
      return percentOf(amount, 2.5);
    case 'maya':
      return percentOf(amount, 2);
    case 'card':
      return percentOf(amount, 3.5) + 1500;
    case 'bank_transfer':
      return 1500;
  }
}

/** Retries of an undelivered webhook: 1, 2, 4 … minutes, at most an hour apart, for 3 days. */
const retryDelayMs = (attempts: number) => Math.min(2 ** attempts, 60) * 60_000;
const GIVE_UP_AFTER_MS = 3 * 24 * 3_600_000;

/**
 * The sandbox's test cards, as the hosted page offers them when the checkout asks to save the
 * card: how each answers a later charge without its holder (Stripe's test cards of the same last
 * four digits behave alike: 4242 goes through, 3184 always wants 3-D Secure, 0341 is declined).
 */
export const sandboxTestCards = {
  approve: { brand: 'visa', last4: '4242' },
  authenticate: { brand: 'visa', last4: '3184' },
  decline: { brand: 'visa', last4: '0341' },
} as const;
export type SandboxTestCard = keyof typeof sandboxTestCards;
const SANDBOX_CHARGE_PREFIX = 'sbx_ch_';
export const sandboxTestCardNames = Object.keys(sandboxTestCards) as SandboxTestCard[];

const toCheckout = (r: SandboxCheckoutRow, card?: SandboxCardRow | null): GatewayCheckout => ({
  id: r.id,
  url: paths.sandbox.checkout.getHref(r.id),
  status: r.status,
  amount: r.amount,
  currency: r.currency,
  reference: r.reference,
  metadata: r.metadata,
  expiresAt: new Date(r.expiresAt),
  method: (paymentMethods as readonly string[]).includes(r.method ?? '') ? (r.method as PaymentMethod) : null,
  paymentReference: r.paymentReference,
  fee: r.fee === null ? null : r.fee,
  paidAt: r.status === 'paid' && r.completedAt ? new Date(r.completedAt) : null,
  savedCard: card
    ? {
        customerRef: card.customerId,
        methodRef: card.id,
        brand: card.brand,
        last4: card.last4,
        expMonth: 12,
        expYear: 2034,
      }
    : null,
});

/** The checkout as it travels in an event (JSON: dates as ISO strings). */
const wireCheckout = (c: GatewayCheckout) => ({
  ...c,
  expiresAt: c.expiresAt.toISOString(),
  paidAt: c.paidAt?.toISOString() ?? null,
});

function fromWire(raw: unknown): GatewayCheckout | null {
  if (!raw || typeof raw !== 'object') return null;
  const c = raw as Record<string, unknown>;
  if (typeof c.id !== 'string' || typeof c.amount !== 'number' || typeof c.status !== 'string') return null;
  return {
    ...(c as unknown as GatewayCheckout),
    expiresAt: new Date(String(c.expiresAt)),
    paidAt: c.paidAt ? new Date(String(c.paidAt)) : null,
  };
}

/**
 * The built-in sandbox gateway (decision 0034): a gateway in every respect but the money. It
 * keeps its checkouts, refunds and webhook deliveries in its own tables, serves its hosted page
 * (/sandbox/checkout/{id}, sandbox-page.routes.ts), honours idempotency keys, expires checkouts
 * at their time, and tells the app what happened by signed webhooks (HMAC-SHA256 over
 * `${timestamp}.${rawBody}`) posted to /api/webhooks/payments/sandbox, retried with backoff
 * until answered 2xx, each signed anew at its delivery like a real gateway's retries.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly testMode = true;
  /** How events reach the app (set by the webhook routes: an in-process HTTP request). */
  transport: WebhookTransport | null = null;

  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private now() {
    return this.ctx.clock.now();
  }

  async createCheckout(input: CreateCheckoutInput): Promise<GatewayCheckout> {
    const row = await repo.createCheckout(this.db, {
      id: newId(),
      idempotencyKey: input.idempotencyKey,
      reference: input.reference,
      description: input.description,
      amount: input.amount,
      currency: input.currency,
      methods: JSON.stringify(input.methods),
      metadata: JSON.stringify(input.metadata),
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      status: 'open',
      expiresAt: input.expiresAt,
      createdAt: this.now(),
      saveCard: !!input.saveCard,
      customerRef: input.saveCard?.customerRef ?? null,
    });
    // As Stripe does: a key reused for another request is refused, never answered with the first.
    if (row.amount !== input.amount || row.reference !== input.reference) {
      throw new GatewayError('Idempotency key reused with other parameters');
    }
    return this.view(await this.expireIfDue(row));
  }

  async retrieveCheckout(checkoutId: string): Promise<GatewayCheckout | null> {
    const row = await repo.checkout(this.db, checkoutId);
    return row ? this.view(await this.expireIfDue(row)) : null;
  }

  async expireCheckout(checkoutId: string): Promise<GatewayCheckout> {
    const row = await this.close(checkoutId, (r) => (r.status === 'open' ? { status: 'expired' } : null));
    if (!row) throw new GatewayError(`No such checkout: ${checkoutId}`);
    return this.view(row);
  }

  /** A checkout with the card it saved. */
  private async view(row: SandboxCheckoutRow): Promise<GatewayCheckout> {
    return toCheckout(row, row.cardId ? await repo.card(this.db, row.cardId) : null);
  }

  /**
   * An off-session charge of a card saved at one of its checkouts: the card's test behaviour
   * decides (4242 paid, 3184 wants the holder, 0341 declined). One charge per idempotency key.
   */
  async chargeSavedCard(input: ChargeSavedCardInput): Promise<SavedCardCharge> {
    const card = await repo.card(this.db, input.card.methodRef);
    if (!card || card.customerId !== input.card.customerRef || card.detachedAt) {
      throw new GatewayError('No such saved card');
    }
    const status =
      card.behaviour === 'approve' ? 'paid' : card.behaviour === 'authenticate' ? 'requires_action' : 'failed';
    const row = await repo.createCharge(this.db, {
      id: `${SANDBOX_CHARGE_PREFIX}${newId()}`,
      idempotencyKey: input.idempotencyKey,
      cardId: card.id,
      reference: input.reference,
      amount: input.amount,
      currency: input.currency,
      metadata: JSON.stringify(input.metadata),
      status,
      fee: status === 'paid' ? sandboxFee('card', input.amount) : null,
      createdAt: this.now(),
    });
    if (row.amount !== input.amount || row.reference !== input.reference) {
      throw new GatewayError('Idempotency key reused with other parameters');
    }
    return {
      status: row.status,
      id: row.id,
      amount: row.amount,
      currency: row.currency,
      fee: row.fee === null ? null : row.fee,
      paidAt: row.status === 'paid' ? new Date(row.createdAt) : null,
      declineCode:
        row.status === 'requires_action' ? 'authentication_required' : row.status === 'failed' ? 'card_declined' : null,
    };
  }

  /** The card is detached from its customer, as Stripe's detach: never charged again. */
  async forgetCard(card: GatewayCardRef): Promise<void> {
    await repo.detachCard(this.db, card.methodRef, card.customerRef, this.now());
  }

  async refund(input: RefundInput): Promise<GatewayRefund> {
    // An off-session charge's payment names the charge where a checkout's names its checkout.
    if (input.checkoutId.startsWith(SANDBOX_CHARGE_PREFIX)) return this.refundCharge(input, input.checkoutId);
    const done = await this.db.transaction().execute(async (tx) => {
      const earlier = await repo.refundByKey(tx, input.idempotencyKey);
      if (earlier) return earlier;
      const c = await repo.lockCheckout(tx, input.checkoutId);
      if (!c || c.status !== 'paid') return null;
      if (input.amount <= 0 || c.refunded + input.amount > c.amount) return null;
      await repo.updateCheckout(tx, c.id, { refunded: c.refunded + input.amount });
      return repo.insertRefund(tx, {
        id: newId(),
        checkoutId: c.id,
        amount: input.amount,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        createdAt: this.now(),
      });
    });
    if (!done) throw new GatewayError('Refund refused: the checkout is not paid, or the amount is more than is left');
    return { id: done.id, status: 'succeeded', amount: done.amount };
  }

  /** A refund of an off-session charge (no checkout): as a checkout's, against the charge. */
  private async refundCharge(input: RefundInput, chargeId: string): Promise<GatewayRefund> {
    const done = await this.db.transaction().execute(async (tx) => {
      const earlier = await repo.refundByKey(tx, input.idempotencyKey);
      if (earlier) return earlier;
      const c = await repo.lockCharge(tx, chargeId);
      if (!c || c.status !== 'paid') return null;
      if (input.amount <= 0 || c.refunded + input.amount > c.amount) return null;
      await repo.updateCharge(tx, c.id, { refunded: c.refunded + input.amount });
      return repo.insertRefund(tx, {
        id: newId(),
        checkoutId: null,
        chargeId: c.id,
        amount: input.amount,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        createdAt: this.now(),
      });
    });
    if (!done) throw new GatewayError('Refund refused: the charge is not paid, or the amount is more than is left');
    return { id: done.id, status: 'succeeded', amount: done.amount };
  }

  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, now: Date): GatewayEvent {
    verifySignatureHeader(
      sandboxWebhookSecret(this.ctx.env),
      headerOf(headers, SANDBOX_SIGNATURE_HEADER),
      rawBody,
      now,
    );
    return this.eventFrom(JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>);
  }

  eventFrom(payload: Record<string, unknown>): GatewayEvent {
    const data = (payload.data ?? {}) as Record<string, unknown>;
    return {
      id: eventIdOf(payload.id),
      type: String(payload.type),
      livemode: null,
      checkout: fromWire(data.checkout),
      payload,
    };
  }

  /** Its paid checkouts and refunds in the window, from its own tables. */
  async listSettled({ from, to }: SettledWindow): Promise<GatewaySettled> {
    const [paid, charged, refunds] = await Promise.all([
      repo.paidBetween(this.db, from, to),
      repo.chargesPaidBetween(this.db, from, to),
      repo.refundsBetween(this.db, from, to),
    ]);
    return {
      payments: [
        ...paid.map((c) => ({
          reference: c.reference,
          gatewayId: c.paymentReference ?? c.id,
          bookingId: (c.metadata as Record<string, string> | null)?.bookingId ?? null,
          amount: c.amount,
          fee: c.fee === null ? null : c.fee,
          at: new Date(c.completedAt!),
        })),
        ...charged.map((c) => ({
          reference: c.reference,
          gatewayId: c.id,
          bookingId: (c.metadata as Record<string, string> | null)?.bookingId ?? null,
          amount: c.amount,
          fee: c.fee === null ? null : c.fee,
          at: new Date(c.createdAt),
        })),
      ],
      refunds: refunds.map((r) => ({
        reference: r.idempotencyKey,
        gatewayId: r.id,
        amount: r.amount,
        at: new Date(r.createdAt),
      })),
    };
  }

  // The hosted page's side (sandbox-page.routes.ts).

  /** The checkout the hosted page shows, closed first when its time has passed. */
  async pageCheckout(checkoutId: string) {
    const row = await repo.checkout(this.db, checkoutId);
    return row ? this.expireIfDue(row) : null;
  }

  /**
   * The payer's answer on the hosted page: paid by `method`, or failed. Only an open checkout
   * takes one; the event goes out after the commit. Answers the checkout as it now is.
   */
  async complete(
    checkoutId: string,
    outcome: 'authorise' | 'fail',
    method: PaymentMethod | null,
    testCard: SandboxTestCard = 'approve',
  ) {
    return this.close(checkoutId, (r) => {
      if (r.status !== 'open') return null;
      if (outcome === 'fail' || !method) return { status: 'failed', method };
      // Asked to keep the card, and paid by card: the card is vaulted under the client's customer.
      const keep = r.saveCard && method === 'card';
      return {
        status: 'paid',
        method,
        paymentReference: `sbx_pay_${newId()}`,
        fee: sandboxFee(method, r.amount),
        ...(keep && {
          cardId: `sbx_card_${newId()}`,
          newCard: { customerId: r.customerRef ?? `sbx_cus_${newId()}`, behaviour: testCard },
        }),
      };
    });
  }

  /** Sends every webhook whose next attempt is due; answers how many were delivered. */
  async deliverPending(limit = 100): Promise<{ delivered: number; failed: number }> {
    const ids = await repo.pendingEvents(this.db, this.now(), limit);
    let delivered = 0;
    for (const id of ids) if (await this.deliver(id)) delivered++;
    return { delivered, failed: ids.length - delivered };
  }

  /** Posts one event, signed now; true when the app answered 2xx. */
  async deliver(eventId: string): Promise<boolean> {
    const ev = await repo.event(this.db, eventId);
    if (!ev || ev.deliveredAt) return true;
    const now = this.now();
    const body = JSON.stringify(ev.payload);
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signatureHeader(
        sandboxWebhookSecret(this.ctx.env),
        Math.floor(now.getTime() / 1000),
        body,
      ),
    };
    let error: string | null = null;
    try {
      if (!this.transport) error = 'No webhook endpoint';
      else {
        const status = await this.transport(body, headers);
        if (status < 200 || status > 299) error = `HTTP ${status}`;
      }
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const givenUp = error !== null && now.getTime() - new Date(ev.createdAt).getTime() > GIVE_UP_AFTER_MS;
    await repo.markAttempt(this.db, eventId, {
      deliveredAt: error === null ? now : null,
      lastError: error,
      nextAttemptAt: givenUp ? new Date(8.64e15) : new Date(now.getTime() + retryDelayMs(ev.attempts)),
    });
    return error === null;
  }

  /** An open checkout past its time is expired (with its event), as a gateway does on its own. */
  private async expireIfDue(row: SandboxCheckoutRow): Promise<SandboxCheckoutRow> {
    if (row.status !== 'open' || new Date(row.expiresAt) > this.now()) return row;
    return (await this.close(row.id, (r) => (r.status === 'open' ? { status: 'expired' } : null))) ?? row;
  }

  /**
   * Moves a checkout out of `open` as `change` says (null: leave it), writes the event in the
   * same transaction and delivers it after the commit. A checkout whose time has passed can
   * only expire. Answers the checkout as it now is; undefined when there is none.
   */
  private async close(
    checkoutId: string,
    change: (r: SandboxCheckoutRow) =>
      | (Partial<Pick<SandboxCheckoutRow, 'status' | 'method' | 'paymentReference' | 'fee' | 'cardId'>> & {
          newCard?: { customerId: string; behaviour: SandboxTestCard };
        })
      | null,
  ): Promise<SandboxCheckoutRow | undefined> {
    const now = this.now();
    const done = await this.db.transaction().execute(async (tx) => {
      const r = await repo.lockCheckout(tx, checkoutId);
      if (!r) return undefined;
      const asked = r.status === 'open' && new Date(r.expiresAt) <= now ? { status: 'expired' as const } : change(r);
      if (!asked) return { row: r, eventId: null };
      const { newCard, ...patch } = asked as typeof asked & {
        newCard?: { customerId: string; behaviour: SandboxTestCard };
      };
      const card =
        newCard && patch.cardId
          ? await repo.insertCard(tx, {
              id: patch.cardId,
              customerId: newCard.customerId,
              ...sandboxTestCards[newCard.behaviour],
              behaviour: newCard.behaviour,
              createdAt: now,
            })
          : null;
      const row = await repo.updateCheckout(tx, r.id, { ...patch, completedAt: now });
      const eventId = newId();
      await repo.insertEvent(tx, {
        id: eventId,
        checkoutId: r.id,
        type: `checkout.${row.status}`,
        payload: JSON.stringify({
          id: eventId,
          type: `checkout.${row.status}`,
          created: Math.floor(now.getTime() / 1000),
          livemode: false,
          data: { checkout: wireCheckout(toCheckout(row, card)) },
        }),
        createdAt: now,
        nextAttemptAt: now,
      });
      return { row, eventId };
    });
    if (done?.eventId) await this.deliver(done.eventId);
    return done?.row;
  }
}

const sandboxes = new WeakMap<AppContext, SandboxGateway>();

/** The app's one sandbox gateway (its webhook transport is set once, by the webhook routes). */
export function sandboxGatewayOf(ctx: AppContext): SandboxGateway {
  let g = sandboxes.get(ctx);
  if (!g) sandboxes.set(ctx, (g = new SandboxGateway(ctx)));
  return g;
}
