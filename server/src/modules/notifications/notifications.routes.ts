import {
  markReadSchema,
  markedReadSchema,
  notificationsListSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@espasyo/domain';
import { requireUser } from '../../http/guards';
import type { App, ModuleOptions } from '../../http/types';
import { markRead, myNotifications, unreadCount } from './notifications.service';

const tags = ['notifications'];

/** /api/me/notifications: the signed-in user's own (the scope lets only a signed-in user in). */
export async function notificationsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'The 50 newest notifications (or the unread ones) and the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsListSchema },
      },
    },
    async (req) => myNotifications(ctx, requireUser(req).id, req.query.unread === 'true'),
  );

  app.get(
    '/notifications/unread-count',
    { schema: { tags, summary: 'How many notifications are unread', response: { 200: unreadCountSchema } } },
    async (req) => unreadCount(ctx, requireUser(req).id),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark one, several or all notifications read',
        body: markReadSchema,
        response: { 200: markedReadSchema },
      },
    },
    async (req) => markRead(ctx, requireUser(req).id, req.body.ids),
  );
}
