import {
  availabilityQuerySchema,
  availabilitySchema,
  blockParamsSchema,
  blockSchema,
  idParamsSchema as idParams,
  listingBlockSchema,
  noContentSchema,
} from '@espasyo/domain';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import { addBlock, availability, removeBlock } from './listing-blocks.service';

const host = ['host listings'];

/** A host's listing calendar (host scope, /api/host): a month of availability, blocks added and removed. */
export async function hostListingBlocksRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/listings/:id/availability',
    {
      schema: {
        tags: host,
        summary: 'A month of availability: units blocked and free per day, and the blocks',
        params: idParams,
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema },
      },
    },
    async (req) => availability(ctx, requireUser(req), req.params.id, req.query.month),
  );

  app.post(
    '/listings/:id/blocks',
    {
      schema: {
        tags: host,
        summary: 'Block units for a range of dates (both included)',
        params: idParams,
        body: blockSchema,
        response: { 201: listingBlockSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await addBlock(ctx, requireUser(req), req.params.id, req.body)),
  );

  app.delete(
    '/listings/:id/blocks/:blockId',
    {
      schema: { tags: host, summary: 'Remove a block', params: blockParamsSchema, response: { 204: noContentSchema } },
    },
    async (req, reply) => {
      await removeBlock(ctx, requireUser(req), req.params.id, req.params.blockId);
      return reply.status(204).send(null);
    },
  );
}
