import { z } from 'zod';
import { notificationSchema } from '@espasyo/domain';
import { requireUser } from '../../http/guards';
import type { App, ModuleOptions } from '../../http/types';
import { markRead, myNotifications, unreadCount } from './notifications.service';

const tags = ['notifications'];
const listSchema = z.object({ items: z.array(notificationSchema), unread: z.number() });
const countSchema = z.object({ unread: z.number() });
const markSchema = z.object({
  /** The notifications to mark read, or `all`. */
  ids: z.union([z.array(z.string().min(1).max(100)).min(1).max(100), z.literal('all')]),
});

/** /api/me/notifications: the signed-in user's own (the scope lets only a signed-in user in). */
export async function notificationsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'The 50 newest notifications (or the unread ones) and the unread count',
        querystring: z.object({ unread: z.enum(['true', 'false']).optional() }),
        response: { 200: listSchema },
      },
    },
    async (req) => myNotifications(ctx, requireUser(req).id, req.query.unread === 'true'),
  );

  app.get(
    '/notifications/unread-count',
    { schema: { tags, summary: 'How many notifications are unread', response: { 200: countSchema } } },
    async (req) => unreadCount(ctx, requireUser(req).id),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark one, several or all notifications read',
        body: markSchema,
        response: { 200: z.object({ marked: z.number(), unread: z.number() }) },
      },
    },
    async (req) => markRead(ctx, requireUser(req).id, req.body.ids),
  );
}
