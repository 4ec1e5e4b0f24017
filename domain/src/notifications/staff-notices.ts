/**
 * Notices staff send from /notifications (issue 21; decision 0045): to one user, found by email,
 * or to a group. They arrive as notifications of type 'system', subType 'staff_notice'. The
 * form's schema is the route's.
 */
import { z } from 'zod';
import { staffNoticeMessages as m } from '../messages/announcements';
import { emailPattern } from '../schemas/auth';
import { textSchema } from '../schemas/text';

export const NOTICE_TITLE_MAX = 120;
export const NOTICE_MESSAGE_MAX = 1_000;
export const NOTICE_LINK_MAX = 300;

/** One user (by email) or a group: every active client, host, or staff member (admins and moderators). */
export const noticeAudiences = ['user', 'clients', 'hosts', 'staff'] as const;
export type NoticeAudience = (typeof noticeAudiences)[number];
export type NoticeGroup = Exclude<NoticeAudience, 'user'>;

/** What the list of sent ones holds: staff's notices, or the system's alerts to admins. */
export const noticeKinds = ['notice', 'alert'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** A path on this site: one leading slash (not '//', another site), no spaces or backslashes. */
export const isSitePath = (s: string) => /^\/(?![/\\])[^\s\\]*$/.test(s);

export const staffNoticeFormSchema = z
  .object({
    audience: z.enum(noticeAudiences, { error: m.field.audience }),
    /** The recipient's email address when `audience` is 'user'; ignored otherwise. */
    email: z.string().trim().toLowerCase().max(254, { error: m.field.emailFormat }),
    title: textSchema({ error: m.field.title })
      .trim()
      .min(1, { error: m.field.title })
      .max(NOTICE_TITLE_MAX, { error: m.field.titleLong(NOTICE_TITLE_MAX) }),
    message: textSchema({ error: m.field.message }, { multiline: true })
      .trim()
      .min(1, { error: m.field.message })
      .max(NOTICE_MESSAGE_MAX, { error: m.field.messageLong(NOTICE_MESSAGE_MAX) }),
    /** Where opening it goes: a path on this site, or '' for nowhere. */
    link: z
      .string()
      .trim()
      .max(NOTICE_LINK_MAX, { error: m.field.linkLong(NOTICE_LINK_MAX) })
      .refine((s) => s === '' || isSitePath(s), { error: m.field.link }),
  })
  .superRefine((v, ctx) => {
    if (v.audience !== 'user') return;
    if (!v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: m.field.email });
    else if (!emailPattern.test(v.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: m.field.emailFormat });
    }
  });
export type StaffNoticeForm = z.infer<typeof staffNoticeFormSchema>;
