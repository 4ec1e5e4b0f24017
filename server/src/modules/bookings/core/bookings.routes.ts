import { z } from 'zod';
import {
  adminBookingsQuerySchema,
  bookingDetailSchema,
  bookingReasonSchema,
  bookingRequestSchema,
  bookingsPageSchema,
  bookingsQuerySchema,
  cancellationPreviewSchema,
  idParamsSchema as idParams,
} from '@espasyo/domain';
import { access } from '../../../http/access';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import { answerLanguage } from '../../../lib/reader-language';
import {
  actOnBooking,
  adminBookings,
  cancellationPreview,
  clientBookings,
  createBooking,
  getBooking,
  hostBookings,
} from './bookings.service';

const tags = ['bookings'];

/** An Idempotency-Key: a repeated submission with it answers the first booking. */
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

/** /api/bookings (signed in): a client books and lists their bookings; either side or an admin opens one and acts on it (the access policy). */
export async function bookingsRoutes(app: App, { ctx }: ModuleOptions) {
  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Book a space: a request (pending) or, on an instant-book listing, a booking awaiting payment',
        headers: idempotencyHeaders,
        body: bookingRequestSchema,
        response: { 200: bookingDetailSchema, 201: bookingDetailSchema },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'] ?? null;
      const { booking, created } = await createBooking(ctx, requireUser(req), req.body, key);
      return reply.status(created ? 201 : 200).send(booking);
    },
  );

  app.get(
    '/',
    {
      onRequest: access('booking', 'listMine'),
      schema: {
        tags,
        summary: "The signed-in client's bookings, by group",
        querystring: bookingsQuerySchema,
        response: { 200: bookingsPageSchema },
      },
    },
    async (req) => clientBookings(ctx, requireUser(req), req.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A booking with its timeline, for its client, its host and admins',
        params: idParams,
        response: { 200: bookingDetailSchema },
      },
    },
    async (req) => getBooking(ctx, requireUser(req), req.params.id),
  );

  app.get(
    '/:id/cancellation',
    {
      schema: {
        tags,
        summary:
          "What cancelling now would refund, by the cancellation policy, with the policy's terms in the reader's language (Accept-Language, else their account's)",
        params: idParams,
        response: { 200: cancellationPreviewSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return cancellationPreview(ctx, user, req.params.id, answerLanguage(req, user));
    },
  );

  const summaries = {
    accept: 'The host (or an admin) accepts a request: the client has 24 hours to pay',
    decline: 'The host (or an admin) declines a request, with a reason',
    cancel: 'Cancel: the client, the host (with a reason) or an admin (with a reason)',
  } as const;
  for (const action of ['accept', 'decline', 'cancel'] as const) {
    app.post(
      `/:id/${action}`,
      {
        schema: {
          tags,
          summary: summaries[action],
          params: idParams,
          body: bookingReasonSchema.nullish(),
          response: { 200: bookingDetailSchema },
        },
      },
      async (req) => actOnBooking(ctx, requireUser(req), req.params.id, action, req.body?.reason || null, req.ip),
    );
  }
}

/** /api/host/bookings (hosts): the bookings of the host's listings. */
export async function hostBookingsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/bookings',
    {
      onRequest: access('booking', 'listAsHost'),
      schema: {
        tags,
        summary: "The host's bookings, by group (requests first)",
        querystring: bookingsQuerySchema,
        response: { 200: bookingsPageSchema },
      },
    },
    async (req) => hostBookings(ctx, requireUser(req), req.query),
  );
}

/** /api/admin/bookings (admins): every booking, filtered. */
export async function adminBookingsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/bookings',
    {
      onRequest: access('booking', 'listAll'),
      schema: {
        tags,
        summary: 'Every booking: by group, status, listing, host, client and dates',
        querystring: adminBookingsQuerySchema,
        response: { 200: bookingsPageSchema },
      },
    },
    async (req) => adminBookings(ctx, req.query),
  );
}
