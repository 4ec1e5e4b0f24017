import { z } from 'zod';
import { notificationSchema } from '../notifications/notifications';

/** /api/me/notifications (issue 21): the user's own list, its unread count, and marking read. */
export const notificationsQuerySchema = z.object({ unread: z.enum(['true', 'false']).optional() });
export const notificationsListSchema = z.object({ items: z.array(notificationSchema), unread: z.number() });
export const unreadCountSchema = z.object({ unread: z.number() });
export const markReadSchema = z.object({
  /** The notifications to mark read, or `all`. */
  ids: z.union([z.array(z.string().min(1).max(100)).min(1).max(100), z.literal('all')]),
});
export const markedReadSchema = z.object({ marked: z.number(), unread: z.number() });
