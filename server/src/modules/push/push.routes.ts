import {
  idParamsSchema,
  noContentSchema,
  pushDeviceSchema,
  pushDevicesSchema,
  pushKeySchema,
  pushSubscribeSchema,
} from '@espasyo/domain';
import { requireUser } from '../../http/guards';
import type { App, ModuleOptions } from '../../http/types';
import { myDevices, pushKey, subscribe, unsubscribe } from './push.service';
import { consentDeviceOf } from '../consents/consents.http';

const tags = ['notifications'];

/** /api/me/push/key and /api/me/push-subscriptions: Web Push for the signed-in user's own devices. */
export async function pushRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/push/key',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key, and whether push is on",
        response: { 200: pushKeySchema },
      },
    },
    async () => pushKey(ctx),
  );

  app.get(
    '/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'The devices this account gets push notifications on',
        response: { 200: pushDevicesSchema },
      },
    },
    async (req) => myDevices(ctx, requireUser(req).id),
  );

  app.post(
    '/push-subscriptions',
    {
      schema: {
        tags,
        summary: "Subscribe this browser to push notifications (the browser's PushSubscription)",
        body: pushSubscribeSchema,
        response: { 201: pushDeviceSchema },
      },
    },
    async (req, reply) => {
      const device = await subscribe(ctx, requireUser(req).id, req.body, consentDeviceOf(req));
      return reply.code(201).send(device);
    },
  );

  app.delete(
    '/push-subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Stop push notifications on one of your devices',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      await unsubscribe(ctx, requireUser(req).id, req.params.id, consentDeviceOf(req));
      return reply.status(204).send(null);
    },
  );
}
