import { centavos, computeFees, feesQuerySchema, feesResultSchema } from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';

/**
 * GET /api/pricing/fees?subtotal=<centavos>: the platform fee, host earnings, cancellation
 * fee and tax on a subtotal under the live financial settings. Public: a host sees what
 * they would earn before listing. New quotes (the booking issue) use the same function.
 */
export async function pricingRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/fees',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Fees on a subtotal (integer centavos) under the current settings',
        querystring: feesQuerySchema,
        response: { 200: feesResultSchema },
      },
    },
    async (req) => {
      const { financial, general } = await ctx.settings.get();
      // feesQuerySchema took a whole number of centavos.
      return { currency: general.currency, ...computeFees(centavos(req.query.subtotal), financial) };
    },
  );
}
