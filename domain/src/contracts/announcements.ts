import { z } from 'zod';
import { announcementAudiences, announcementStates, announcementStatuses } from '../announcements/announcements';
import { pageOf } from './common';

/**
 * Announcements (issue 21; decision 0045): staff's /api/admin/announcements (list, create, edit,
 * publish, unpublish) and the signed-in user's /api/me/announcements (the live ones for them,
 * and dismissing one). The form's body is announcementFormSchema (announcements/announcements.ts).
 */

export const adminAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(announcementAudiences),
  status: z.enum(announcementStatuses),
  /** draft, live (published and not past its end date) or ended. */
  state: z.enum(announcementStates),
  /** The last day it is shown, in the platform's time zone; null: until unpublished. */
  endsOn: z.string().nullable(),
  /** The moment it stops showing (the end of endsOn). */
  endsAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  /** How many people dismissed it. */
  dismissals: z.number(),
  /** Staff chose to email it as news (notifications.marketingEmails), and when that was queued. */
  emailSubscribers: z.boolean(),
  emailedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

export const adminAnnouncementsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminAnnouncementsQuery = z.infer<typeof adminAnnouncementsQuerySchema>;
export const adminAnnouncementsPageSchema = pageOf(adminAnnouncementSchema);
export type AdminAnnouncementsPage = z.infer<typeof adminAnnouncementsPageSchema>;

/** POST /api/admin/announcements?publish=true saves and publishes in one go. */
export const createAnnouncementQuerySchema = z.object({ publish: z.enum(['true', 'false']).optional() });

/** What a banner shows. */
export const myAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type MyAnnouncement = z.infer<typeof myAnnouncementSchema>;
/** The live announcements for the signed-in user that they have not dismissed, newest first. */
export const myAnnouncementsSchema = z.object({ items: z.array(myAnnouncementSchema) });
export type MyAnnouncements = z.infer<typeof myAnnouncementsSchema>;

/** What the realtime topics (announcements:<group>, user:<id>) carry: ask for the list again. */
export const announcementsChangedEventSchema = z.object({ type: z.literal('announcements.changed') });
