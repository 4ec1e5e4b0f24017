import {
  deliveriesPageSchema,
  deliveriesQuerySchema,
  deliveryParamsSchema,
  deliveryResultSchema,
} from '@espasyo/domain';
import { adminActor as actor } from '../../http/guards';
import type { App, ModuleOptions } from '../../http/types';
import { listDeliveries, retryDelivery } from './outbox.service';

/** /admin-tools (decision 0032): the outbox's deliveries, failed and waiting first, and a retry. Admins only (the scope). */
export async function outboxRoutes(app: App, { ctx }: ModuleOptions) {
  const tags = ['admin', 'tools'];
  // main.ts starts the worker (the test app lets it follow commits); a closing app waits for its deliveries.
  app.addHook('onClose', async () => ctx.outbox.stop());

  app.get(
    '/tools/deliveries',
    {
      schema: {
        tags,
        summary: 'Emails, text messages, file clean-up and realtime pushes queued after commits',
        querystring: deliveriesQuerySchema,
        response: { 200: deliveriesPageSchema },
      },
    },
    async (req) => listDeliveries(ctx, req.query),
  );

  app.post(
    '/tools/deliveries/:id/retry',
    {
      schema: {
        tags,
        summary: 'Try a failed or waiting delivery again now, with a fresh count of attempts',
        params: deliveryParamsSchema,
        response: { 200: deliveryResultSchema },
      },
    },
    async (req) => ({ delivery: await retryDelivery(ctx, req.params.id, actor(req)) }),
  );
}
