import {
  hostListingSchema,
  hostListingsPageSchema,
  hostListingsQuerySchema,
  idParamsSchema as idParams,
  listingCreateSchema,
  listingDraftSchema,
} from '@espasyo/domain';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import {
  createListing,
  duplicateListing,
  hostAction,
  hostListing,
  hostListings,
  submitListing,
  updateListing,
} from './listings.service';

const host = ['host listings'];
const one = { 200: hostListingSchema };

/**
 * The host's listings (host scope, /api/host): drafts, details, status. Their photos
 * (photos/listing-photos.routes.ts) and availability (availability/listing-blocks.routes.ts) are
 * plugins of their own in the same scope.
 */
export async function hostListingsRoutes(app: App, { ctx }: ModuleOptions) {
  const { storage } = ctx;

  app.post(
    '/listings',
    {
      schema: {
        tags: host,
        summary: 'Start a listing (a draft) from its type and any other fields',
        body: listingCreateSchema,
        response: { 201: hostListingSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createListing(ctx, requireUser(req), req.body)),
  );

  app.get(
    '/listings',
    {
      schema: {
        tags: host,
        summary: 'My listings, newest first (archived ones only with status=archived or all)',
        querystring: hostListingsQuerySchema,
        response: { 200: hostListingsPageSchema },
      },
    },
    async (req) => hostListings(ctx, requireUser(req), req.query),
  );

  app.get(
    '/listings/:id',
    { schema: { tags: host, summary: 'One of my listings', params: idParams, response: one } },
    async (req) => hostListing(ctx, requireUser(req), req.params.id),
  );

  app.patch(
    '/listings/:id',
    {
      schema: {
        tags: host,
        summary: 'Save any fields (null clears one); a listing under review or live must stay complete',
        params: idParams,
        body: listingDraftSchema,
        response: one,
      },
    },
    async (req) => updateListing(ctx, requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/listings/:id/submit',
    {
      schema: {
        tags: host,
        summary: 'Send a draft or rejected listing to review (complete, one photo, verified host)',
        params: idParams,
        response: one,
      },
    },
    async (req) => submitListing(ctx, requireUser(req), req.params.id),
  );

  for (const action of ['pause', 'resume', 'archive'] as const) {
    app.post(
      `/listings/:id/${action}`,
      {
        schema: {
          tags: host,
          summary: `${action[0].toUpperCase()}${action.slice(1)} a listing`,
          params: idParams,
          response: one,
        },
      },
      async (req) => hostAction(ctx, requireUser(req), req.params.id, action),
    );
  }

  app.post(
    '/listings/:id/duplicate',
    {
      schema: {
        tags: host,
        summary: 'A new draft with the same details and photos',
        params: idParams,
        response: { 201: hostListingSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await duplicateListing(ctx, storage, requireUser(req), req.params.id)),
  );
}
