import {
  availabilityQuerySchema,
  favoritesPageSchema,
  favoritesQuerySchema,
  idParamsSchema as idParams,
  listingIdParamsSchema,
  listingSearchPageSchema,
  listingSearchQuerySchema,
  noContentSchema,
  publicAvailabilitySchema,
  publicListingSchema,
  quoteQuerySchema,
  quoteSchema,
  recentlyViewedSchema,
} from '@espasyo/domain';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import {
  addFavorite,
  favorites,
  isFavorite,
  recentlyViewed,
  recordView,
  removeFavorite,
} from '../favorites/listing-favorites.service';
import { favoriteStateSchema } from '@espasyo/domain/contracts/favorites';
import { publicAvailability, publicListing, quoteListing } from './listings-public.service';
import { searchListings } from './listings-search.service';

const tags = ['listings'];

/** The public search and listing pages (open scope, /api): anyone, signed in or not (decision 0027). */
export async function publicListingsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/listings',
    {
      schema: {
        tags,
        summary: 'Search live listings: text and place, filters, dates and units, sort; 20 a page',
        querystring: listingSearchQuerySchema,
        response: { 200: listingSearchPageSchema },
      },
    },
    async (req) => searchListings(ctx, req.query),
  );

  app.get(
    '/listings/:id',
    {
      schema: {
        tags,
        summary: "A live listing's public page (its host and staff also read it in other statuses)",
        params: idParams,
        response: { 200: publicListingSchema },
      },
    },
    async (req) => publicListing(ctx, req.user ?? null, req.params.id),
  );

  app.get(
    '/listings/:id/availability',
    {
      schema: {
        tags,
        summary: 'Units free per day of a month',
        params: idParams,
        querystring: availabilityQuerySchema,
        response: { 200: publicAvailabilitySchema },
      },
    },
    async (req) => publicAvailability(ctx, req.user ?? null, req.params.id, req.query.month),
  );

  app.get(
    '/listings/:id/quote',
    {
      schema: {
        tags,
        summary: 'The price for dates (and units, or hours within a day), when that many units are free',
        params: idParams,
        querystring: quoteQuerySchema,
        response: { 200: quoteSchema },
      },
    },
    async (req) => quoteListing(ctx, req.user ?? null, req.params.id, req.query),
  );

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
