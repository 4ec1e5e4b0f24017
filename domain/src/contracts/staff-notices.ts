import { z } from 'zod';
import { noticeAudiences, noticeKinds } from '../notifications/staff-notices';
import { pageOf } from './common';

/**
 * /api/admin/notifications (issue 21; decision 0045): a notification sent to one user or a group
 * (body: staffNoticeFormSchema), who would receive one, and the list of what was sent — staff's
 * notices and the system's alerts to admins.
 */

export const sentNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(noticeKinds),
  /** A notice's audience; an alert's is 'admins'. */
  audience: z.union([z.enum(noticeAudiences), z.literal('admins')]),
  /** The one user's name and email address when the audience is 'user'. */
  recipient: z.object({ name: z.string(), email: z.string() }).nullable(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  /** How many notifications it made. */
  recipients: z.number(),
  /** Who sent it; null for a system alert (or a sender since deleted). */
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** An alert's source ('job:…', 'webhook:…', 'outbox', 'payout'). */
  source: z.string().nullable(),
  /** Alerts of the same source held back in the hour before this one. */
  suppressed: z.number(),
  sentAt: z.string(),
});
export type SentNotice = z.infer<typeof sentNoticeSchema>;

export const sentNoticesQuerySchema = z.object({
  kind: z.enum(noticeKinds).default('notice'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SentNoticesQuery = z.infer<typeof sentNoticesQuerySchema>;
export const sentNoticesPageSchema = pageOf(sentNoticeSchema);
export type SentNoticesPage = z.infer<typeof sentNoticesPageSchema>;

/** GET /api/admin/notifications/recipients: who a send would reach, for the preview. */
export const noticeRecipientsQuerySchema = z.object({
  audience: z.enum(noticeAudiences),
  email: z.string().trim().toLowerCase().max(254).optional(),
});
export const noticeRecipientsSchema = z.object({
  count: z.number(),
  /** The one user, when the audience is 'user' and the email address is an account's. */
  user: z.object({ name: z.string(), email: z.string(), role: z.string() }).nullable(),
  /** notifications.systemAlerts: whether admins are alerted when something fails. */
  systemAlerts: z.boolean(),
});
export type NoticeRecipients = z.infer<typeof noticeRecipientsSchema>;
