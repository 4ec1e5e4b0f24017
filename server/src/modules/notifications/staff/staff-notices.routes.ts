import {
  noticeRecipientsQuerySchema,
  noticeRecipientsSchema,
  sentNoticeSchema,
  sentNoticesPageSchema,
  sentNoticesQuerySchema,
  staffNoticeFormSchema,
} from '@espasyo/domain';
import { adminActor } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import { noticeRecipients, sendNotice, sentNotices } from './staff-notices.service';

const tags = ['notifications'];

/** /api/admin/notifications: staff's notices to a user or a group, and what was sent (admins only, by the scope). */
export async function staffNoticesRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "What staff sent (kind=notice) or the system's alerts to admins (kind=alert), newest first",
        querystring: sentNoticesQuerySchema,
        response: { 200: sentNoticesPageSchema },
      },
    },
    async (req) => sentNotices(ctx, req.query),
  );

  app.get(
    '/notifications/recipients',
    {
      schema: {
        tags,
        summary: 'Who a notification to this audience (or email address) would reach',
        querystring: noticeRecipientsQuerySchema,
        response: { 200: noticeRecipientsSchema },
      },
    },
    async (req) => noticeRecipients(ctx, req.query.audience, req.query.email),
  );

  app.post(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Send a notification to one user (by email) or to all clients, hosts or staff',
        body: staffNoticeFormSchema,
        response: { 201: sentNoticeSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await sendNotice(ctx, adminActor(req), req.body)),
  );
}
