import { countListingView } from '../../analytics/analytics.service';
import {
  availabilityQuerySchema,
  idParamsSchema as idParams,
  listingSearchPageSchema,
  listingSearchQuerySchema,
  publicAvailabilitySchema,
  publicListingSchema,
  quoteQuerySchema,
  quoteSchema,
} from '@espasyo/domain';
import type { App, ModuleOptions } from '../../../http/types';
import { publicAvailability, publicListing, quoteListing } from './listings-public.service';
import { searchListings } from './listings-search.service';

const tags = ['listings'];

/**
 * The public search and listing pages (open scope, /api): anyone, signed in or not (decision 0027).
 * A page's view for recently viewed is favorites/listing-favorites.routes.ts, in the same scope.
 */
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
    async (req) => {
      const listing = await publicListing(ctx, req.user ?? null, req.params.id);
      // The server-rendered page reads this too: a view by someone other than its host or staff is
      // counted once a visitor a day (analytics, decision 0049); a failure there never fails the page.
      await countListingView(ctx, {
        listingId: listing.id,
        hostId: listing.host.id,
        user: req.user ?? null,
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      }).catch((err: unknown) => req.log.warn({ err }, 'a listing view was not counted'));
      return listing;
    },
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
}
