import {
  adminForceMajeurePageSchema,
  adminForceMajeureQuerySchema,
  adminForceMajeureSchema,
  advisoriesSchema,
  bookingDetailSchema,
  bookingForceMajeureSchema,
  forceMajeureEndSchema,
  forceMajeureFormSchema,
  idParamsSchema,
} from '@espasyo/domain';
import { access } from '../../../http/access';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import {
  bookingForceMajeure,
  cancelForceMajeure,
  declareEvent,
  endEvent,
  listEvents,
  publicAdvisories,
} from './force-majeure.service';

const tags = ['force majeure'];

/** /api/admin/force-majeure (admins; moderators are refused by the access policy): declare, list, end or withdraw. */
export async function adminForceMajeureRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/force-majeure',
    {
      onRequest: access('forceMajeure', 'listAll'),
      schema: {
        tags,
        summary: 'The typhoon and force majeure events declared, the latest first',
        querystring: adminForceMajeureQuerySchema,
        response: { 200: adminForceMajeurePageSchema },
      },
    },
    async (req) => listEvents(ctx, req.query),
  );

  app.post(
    '/force-majeure',
    {
      onRequest: access('forceMajeure', 'declare'),
      schema: {
        tags,
        summary:
          'Declare an event: every booking and tenancy it covers may be cancelled with the covered days refunded',
        body: forceMajeureFormSchema,
        response: { 200: adminForceMajeureSchema, 201: adminForceMajeureSchema },
      },
    },
    async (req, reply) => {
      const { event, created } = await declareEvent(ctx, requireUser(req), req.body, req.ip);
      return reply.code(created ? 201 : 200).send(event);
    },
  );

  app.post(
    '/force-majeure/:id/end',
    {
      onRequest: access('forceMajeure', 'declare'),
      schema: {
        tags,
        summary: 'End an event early (today is its last day) or withdraw it, with a reason',
        params: idParamsSchema,
        body: forceMajeureEndSchema,
        response: { 200: adminForceMajeureSchema },
      },
    },
    async (req) => endEvent(ctx, requireUser(req), req.params.id, req.body, req.ip),
  );
}

/** /api/advisories: the public list of events (the /advisories page), for everyone. */
export async function advisoriesRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/advisories',
    {
      onRequest: access('forceMajeure', 'listPublic'),
      schema: {
        tags,
        summary: 'The typhoon and force majeure advisories declared (not withdrawn), the latest first',
        response: { 200: advisoriesSchema },
      },
    },
    async () => publicAdvisories(ctx),
  );
}

/** /api/bookings/{id}/force-majeure: a booking's two sides and admins (http/access.ts). */
export async function bookingForceMajeureRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/:id/force-majeure',
    {
      schema: {
        tags,
        summary: 'The force majeure event covering a booking, and what cancelling now gives back',
        params: idParamsSchema,
        response: { 200: bookingForceMajeureSchema },
      },
    },
    async (req) => bookingForceMajeure(ctx, requireUser(req), req.params.id),
  );

  app.post(
    '/:id/force-majeure/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a booking (or end a tenancy) a force majeure event covers, the covered days refunded in full',
        params: idParamsSchema,
        response: { 200: bookingDetailSchema },
      },
    },
    async (req) => cancelForceMajeure(ctx, requireUser(req), req.params.id, req.ip),
  );
}
