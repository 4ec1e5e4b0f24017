import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  AppError,
  autopayRequestSchema,
  autopaySchema,
  bookingPaymentsSchema,
  checkoutRequestSchema,
  checkoutSchema,
  ErrorCode,
  idParamsSchema as idParams,
  type PaymentGatewayName,
  webhookAckSchema,
  webhookBodySchema,
  webhookParamsSchema,
} from '@espasyo/domain';
import { requireUser } from '../../http/guards';
import type { App, ModuleOptions } from '../../http/types';
import type { SecurityScheme } from '../../http/openapi';
import { openBillCheckout, openCheckout } from './checkout/checkout.service';
import { sandboxGatewayOf } from '../gateways/sandbox.gateway';
import { bookingPayments } from './payments.service';
import { getAutopay, setAutopay } from './autopay/autopay.service';
import { receiveWebhook } from './webhooks/webhooks.service';

const tags = ['payments'];
const billParams = z.object({ id: z.string().max(100), billId: z.string().max(100) });

/** /api/bookings/:id/checkout and /payments (signed in): the client pays; both sides and admins see the payments. */
export async function paymentsRoutes(app: App, { ctx }: ModuleOptions) {
  app.post(
    '/:id/checkout',
    {
      schema: {
        tags,
        summary:
          "The booking's open checkout at the payment gateway (created once, the same one after): its client, while it awaits payment and no payment of it is under review",
        params: idParams,
        body: checkoutRequestSchema,
        response: { 200: checkoutSchema },
      },
    },
    async (req) => openCheckout(ctx, requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/:id/bills/:billId/checkout',
    {
      schema: {
        tags,
        summary:
          "A tenancy's open or overdue bill's checkout at the payment gateway (created once, the same one after, for a day): its client",
        params: billParams,
        body: checkoutRequestSchema,
        response: { 200: checkoutSchema },
      },
    },
    async (req) => openBillCheckout(ctx, requireUser(req), req.params.id, req.params.billId, req.body),
  );

  app.get(
    '/:id/autopay',
    {
      schema: {
        tags,
        summary:
          "A tenancy's automatic payment: on or off, the saved card that pays (or would), whether the gateway keeps cards; its client only",
        params: idParams,
        response: { 200: autopaySchema },
      },
    },
    async (req) => getAutopay(ctx, requireUser(req), req.params.id),
  );

  app.put(
    '/:id/autopay',
    {
      schema: {
        tags,
        summary:
          "Turns a tenancy's automatic payment on (its client's newest saved card pays each bill on its due date) or off; its client only",
        params: idParams,
        body: autopayRequestSchema,
        response: { 200: autopaySchema },
      },
    },
    async (req) => setAutopay(ctx, requireUser(req), req.params.id, req.body.enabled),
  );

  app.delete(
    '/:id/autopay',
    {
      schema: {
        tags,
        summary: "Turns a tenancy's automatic payment off: each bill is paid through its checkout; its client only",
        params: idParams,
        response: { 200: autopaySchema },
      },
    },
    async (req) => setAutopay(ctx, requireUser(req), req.params.id, false),
  );

  app.get(
    '/:id/payments',
    {
      schema: {
        tags,
        summary: "The booking's payments and refunds, for its client, its host and admins",
        params: idParams,
        response: { 200: bookingPaymentsSchema },
      },
    },
    async (req) => bookingPayments(ctx, requireUser(req), req.params.id),
  );
}

/** A webhook's body exactly as received: its signature is checked against these bytes. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** Gateways' events are small; anything larger is not one of theirs. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * /api/webhooks/… (open: gateways sign their calls; the cross-site check and the API rate limit
 * leave /api/webhooks/ alone): `/payments/:gateway` (the sandbox posts there), and `/paymongo` and
 * `/stripe`, the URLs registered with those gateways (decision 0037); one handler for all. JSON is
 * read as a buffer and kept, parsed only for the schema, so the signature is checked over the
 * exact bytes. Also gives the sandbox gateway its way to post here: an in-process HTTP request
 * through the whole stack, as a gateway's would.
 */
export async function paymentWebhookRoutes(app: App, { ctx }: ModuleOptions) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (req, body, done) => {
      rawBodies.set(req, body as Buffer);
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(new AppError(ErrorCode.validation, 'The body is not JSON'), undefined);
      }
    },
  );

  sandboxGatewayOf(ctx).transport = async (body, headers) =>
    (await app.inject({ method: 'POST', url: '/api/webhooks/payments/sandbox', payload: body, headers })).statusCode;

  const receive = async (req: FastifyRequest, gateway: PaymentGatewayName) => {
    const ack = await receiveWebhook(ctx, gateway, rawBodies.get(req) ?? Buffer.alloc(0), req.headers);
    return { received: ack.received, duplicate: ack.duplicate };
  };
  // /api/openapi.json: each route names the signature header it is checked by (http/openapi.ts).
  const schema = (summary: string, ...signedBy: SecurityScheme[]) => ({
    tags,
    summary,
    body: webhookBodySchema,
    response: { 200: webhookAckSchema },
    security: signedBy.map((scheme) => ({ [scheme]: [] })),
  });

  app.post(
    '/payments/:gateway',
    {
      schema: {
        ...schema(
          "A payment gateway's signed event (checkout paid, failed or expired): verified on the raw body, recorded, and processed once per event id through the outbox",
          'sandboxSignature',
          'paymongoSignature',
          'stripeSignature',
        ),
        params: webhookParamsSchema,
      },
    },
    async (req) => receive(req, req.params.gateway),
  );
  app.post(
    '/paymongo',
    {
      schema: schema(
        "PayMongo's signed event (Paymongo-Signature, te= or li= by the key's mode): verified, recorded, processed once through the outbox",
        'paymongoSignature',
      ),
    },
    async (req) => receive(req, 'paymongo'),
  );
  app.post(
    '/stripe',
    {
      schema: schema(
        "Stripe's signed event (Stripe-Signature, checked by stripe.webhooks.constructEvent): verified, recorded, processed once through the outbox",
        'stripeSignature',
      ),
    },
    async (req) => receive(req, 'stripe'),
  );
}
