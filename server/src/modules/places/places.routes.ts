import {
  apiErrorSchema,
  barangayOptionsSchema,
  cityOptionsSchema,
  placeCodeParamsSchema as params,
  placeOptionsSchema,
} from '@espasyo/domain';
import type { App } from '../../http/types';
import { barangayOptions, cityOptions, provinceOptions, regionOptions } from './places.service';

const tags = ['places'];
/** The list changes only with a new release of the app (a new PSGC vintage): a day in any cache is fine. */
const CACHE = 'public, max-age=86400';

/**
 * GET /api/places/* (open scope): the address picker's lists, one level at a time: regions,
 * then the provinces of a region (NCR: 'Metro Manila'), the cities and municipalities of a
 * province, the barangays of a city.
 */
export async function placesRoutes(app: App) {
  app.get(
    '/regions',
    { schema: { tags, summary: 'The regions of the Philippines', response: { 200: placeOptionsSchema } } },
    async (_req, reply) => reply.header('Cache-Control', CACHE).send(regionOptions()),
  );

  app.get(
    '/regions/:code/provinces',
    {
      schema: {
        tags,
        summary: "A region's provinces (NCR has one: Metro Manila)",
        params,
        response: { 200: placeOptionsSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => reply.header('Cache-Control', CACHE).send(provinceOptions(req.params.code)),
  );

  app.get(
    '/provinces/:code/cities',
    {
      schema: {
        tags,
        summary: "A province's cities and municipalities, each with its centre where known",
        params,
        response: { 200: cityOptionsSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => reply.header('Cache-Control', CACHE).send(cityOptions(req.params.code)),
  );

  app.get(
    '/cities/:code/barangays',
    {
      schema: {
        tags,
        summary: "A city's or municipality's barangays",
        params,
        response: { 200: barangayOptionsSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => reply.header('Cache-Control', CACHE).send(barangayOptions(req.params.code)),
  );
}
