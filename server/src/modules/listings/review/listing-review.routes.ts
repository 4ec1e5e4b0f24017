import {
  adminListingSchema,
  adminListingsPageSchema,
  adminListingsQuerySchema,
  idParamsSchema as idParams,
  listingPauseSchema,
  listingRejectSchema,
} from '@espasyo/domain';
import { requireStaff } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import { approveListing, pauseListing, rejectListing, staffListing, staffListings } from './listing-review.service';

const staff = ['admin'];

/** Listing review (staff scope, /api/admin): admins and moderators. Each decision is audited and emailed. */
export async function listingsAdminRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/listings',
    {
      schema: {
        tags: staff,
        summary: 'Listings: the review queue (pending, oldest first) by default; status=all and q to search',
        querystring: adminListingsQuerySchema,
        response: { 200: adminListingsPageSchema },
      },
    },
    async (req) => staffListings(ctx, requireStaff(req), req.query),
  );

  app.get(
    '/listings/:id',
    {
      schema: {
        tags: staff,
        summary: 'One listing for review',
        params: idParams,
        response: { 200: adminListingSchema },
      },
    },
    async (req) => staffListing(ctx, requireStaff(req), req.params.id),
  );

  app.post(
    '/listings/:id/approve',
    {
      schema: {
        tags: staff,
        summary: 'Approve: the listing goes live',
        params: idParams,
        response: { 200: adminListingSchema },
      },
    },
    async (req) => approveListing(ctx, requireStaff(req), req.params.id, req.ip),
  );

  app.post(
    '/listings/:id/reject',
    {
      schema: {
        tags: staff,
        summary: 'Reject with a reason the host reads',
        params: idParams,
        body: listingRejectSchema,
        response: { 200: adminListingSchema },
      },
    },
    async (req) => rejectListing(ctx, requireStaff(req), req.params.id, req.body, req.ip),
  );

  app.post(
    '/listings/:id/pause',
    {
      schema: {
        tags: staff,
        summary: 'Pause a live listing (optional reason); when its host resumes it, it goes back to review',
        params: idParams,
        body: listingPauseSchema.nullish(),
        response: { 200: adminListingSchema },
      },
    },
    async (req) => pauseListing(ctx, requireStaff(req), req.params.id, req.body ?? {}, req.ip),
  );
}
