import {
  favoritesPageSchema,
  favoritesQuerySchema,
  idParamsSchema as idParams,
  listingIdParamsSchema,
  noContentSchema,
  recentlyViewedSchema,
} from '@espasyo/domain';
import { favoriteStateSchema } from '@espasyo/domain/contracts/favorites';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import {
  addFavorite,
  favorites,
  isFavorite,
  recentlyViewed,
  recordView,
  removeFavorite,
} from './listing-favorites.service';

const tags = ['listings'];

/** A listing page's view (open scope, /api): the page calls it for everyone; only a client's is kept. */
export async function listingViewRoutes(app: App, { ctx }: ModuleOptions) {
  app.post(
    '/listings/:id/view',
    {
      schema: {
        tags,
        summary: "Record a view in a signed-in client's recently viewed (nothing for anyone else)",
        params: idParams,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      await recordView(ctx, req.user ?? null, req.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** A client's favourites and recently viewed (signed-in scope, /api/me). */
export async function myListingsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/favorites',
    {
      schema: {
        tags,
        summary: 'My favourite live listings, newest first',
        querystring: favoritesQuerySchema,
        response: { 200: favoritesPageSchema },
      },
    },
    async (req) => favorites(ctx, requireUser(req), req.query.page),
  );

  app.get(
    '/favorites/:listingId',
    {
      schema: {
        tags,
        summary: 'Whether I saved this listing',
        params: listingIdParamsSchema,
        response: { 200: favoriteStateSchema },
      },
    },
    async (req) => isFavorite(ctx, requireUser(req), req.params.listingId),
  );

  app.put(
    '/favorites/:listingId',
    {
      schema: {
        tags,
        summary: 'Add a live listing to my favourites',
        params: listingIdParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      await addFavorite(ctx, requireUser(req), req.params.listingId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/favorites/:listingId',
    {
      schema: {
        tags,
        summary: 'Remove a listing from my favourites',
        params: listingIdParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      await removeFavorite(ctx, requireUser(req), req.params.listingId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/recently-viewed',
    {
      schema: {
        tags,
        summary: 'The live listings I opened last (at most 20), latest first',
        response: { 200: recentlyViewedSchema },
      },
    },
    async (req) => recentlyViewed(ctx, requireUser(req)),
  );
}
