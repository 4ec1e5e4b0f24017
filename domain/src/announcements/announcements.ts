/**
 * Announcements by admins (issue 21, design §7; decision 0045): a title, a body, who sees them
 * (everyone signed in, clients or hosts) and an optional last day; shown as a banner on the
 * signed-in pages until each person dismisses it. The form's schema is the route's.
 */
import { z } from 'zod';
import { announcementMessages as m } from '../messages/announcements';
import type { UserType } from '../roles';
import { isoDateSchema } from '../schemas/dates';
import { textSchema } from '../schemas/text';

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 2_000;

export const announcementAudiences = ['everyone', 'clients', 'hosts'] as const;
export type AnnouncementAudience = (typeof announcementAudiences)[number];

/** Stored: a draft, or published (shown until unpublished or past its end date). */
export const announcementStatuses = ['draft', 'published'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];
/** As staff see it: a published one past its end date has ended. */
export const announcementStates = ['draft', 'live', 'ended'] as const;
export type AnnouncementState = (typeof announcementStates)[number];

/** The audiences a user is in: everyone, and clients or hosts by their role (staff: everyone only). */
export function audiencesOf(role: UserType): AnnouncementAudience[] {
  if (role === 'client') return ['everyone', 'clients'];
  if (role === 'host') return ['everyone', 'hosts'];
  return ['everyone'];
}

/** The realtime topic a user's tabs follow for announcements (one per audience group). */
export type AnnouncementGroup = 'client' | 'host' | 'staff';
export const announcementGroupOf = (role: UserType): AnnouncementGroup =>
  role === 'client' || role === 'host' ? role : 'staff';
export const announcementTopic = (group: AnnouncementGroup) => `announcements:${group}`;
/** The groups whose tabs show an announcement for `audience`. */
export const groupsOf = (audience: AnnouncementAudience): AnnouncementGroup[] =>
  audience === 'everyone' ? ['client', 'host', 'staff'] : audience === 'clients' ? ['client'] : ['host'];

/** Create and edit (admin /announcements): the drawer's form and the API's body. */
export const announcementFormSchema = z.object({
  title: textSchema({ error: m.field.title })
    .trim()
    .min(1, { error: m.field.title })
    .max(ANNOUNCEMENT_TITLE_MAX, { error: m.field.titleLong(ANNOUNCEMENT_TITLE_MAX) }),
  body: textSchema({ error: m.field.body }, { multiline: true })
    .trim()
    .min(1, { error: m.field.body })
    .max(ANNOUNCEMENT_BODY_MAX, { error: m.field.bodyLong(ANNOUNCEMENT_BODY_MAX) }),
  audience: z.enum(announcementAudiences, { error: m.field.audience }),
  /** The last day it is shown ('YYYY-MM-DD' in the platform's time zone), or none. */
  endsOn: isoDateSchema(m.field.endsOn).nullable(),
  /**
   * Also email it as news, when first published, to the clients and hosts of its audience who
   * agreed to news and offers, while the platform's notifications.marketingEmails is on.
   */
  emailSubscribers: z.boolean().default(false),
});
export type AnnouncementForm = z.infer<typeof announcementFormSchema>;
/** The clients and hosts of an audience (staff are never emailed news). */
export const emailedTypesOf = (audience: AnnouncementAudience): ('client' | 'host')[] =>
  audience === 'clients' ? ['client'] : audience === 'hosts' ? ['host'] : ['client', 'host'];
