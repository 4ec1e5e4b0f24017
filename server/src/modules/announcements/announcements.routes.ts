import {
  adminAnnouncementSchema,
  adminAnnouncementsPageSchema,
  adminAnnouncementsQuerySchema,
  announcementFormSchema,
  createAnnouncementQuerySchema,
  idParamsSchema,
  myAnnouncementsSchema,
  noContentSchema,
} from '@espasyo/domain';
import { adminActor, requireUser } from '../../http/guards';
import type { App, ModuleOptions } from '../../http/types';
import {
  createAnnouncement,
  dismissAnnouncement,
  listAnnouncements,
  myAnnouncements,
  publishAnnouncement,
  unpublishAnnouncement,
  updateAnnouncement,
} from './announcements.service';

const tags = ['announcements'];

/** /api/admin/announcements: admins write, publish and unpublish (the scope lets only admins in). */
export async function adminAnnouncementsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/announcements',
    {
      schema: {
        tags,
        summary: 'Every announcement, newest first, with its state and how many dismissed it',
        querystring: adminAnnouncementsQuerySchema,
        response: { 200: adminAnnouncementsPageSchema },
      },
    },
    async (req) => listAnnouncements(ctx, req.query),
  );

  app.post(
    '/announcements',
    {
      schema: {
        tags,
        summary: 'Write an announcement: a draft, or published at once with ?publish=true',
        querystring: createAnnouncementQuerySchema,
        body: announcementFormSchema,
        response: { 201: adminAnnouncementSchema },
      },
    },
    async (req, reply) => {
      const made = await createAnnouncement(ctx, adminActor(req), req.body, req.query.publish === 'true');
      return reply.status(201).send(made);
    },
  );

  app.put(
    '/announcements/:id',
    {
      schema: {
        tags,
        summary: 'Edit an announcement (a live one changes on the open pages at once)',
        params: idParamsSchema,
        body: announcementFormSchema,
        response: { 200: adminAnnouncementSchema },
      },
    },
    async (req) => updateAnnouncement(ctx, adminActor(req), req.params.id, req.body),
  );

  app.post(
    '/announcements/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publish an announcement: shown to its audience from now until dismissed or ended',
        params: idParamsSchema,
        response: { 200: adminAnnouncementSchema },
      },
    },
    async (req) => publishAnnouncement(ctx, adminActor(req), req.params.id),
  );

  app.post(
    '/announcements/:id/unpublish',
    {
      schema: {
        tags,
        summary: 'Unpublish an announcement: it leaves every page at once',
        params: idParamsSchema,
        response: { 200: adminAnnouncementSchema },
      },
    },
    async (req) => unpublishAnnouncement(ctx, adminActor(req), req.params.id),
  );
}

/** /api/me/announcements: the signed-in user's banners and their dismissal (the scope lets only a signed-in user in). */
export async function myAnnouncementsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/announcements',
    {
      schema: {
        tags,
        summary: 'The live announcements for this user that they have not dismissed, newest first',
        response: { 200: myAnnouncementsSchema },
      },
    },
    async (req) => myAnnouncements(ctx, requireUser(req)),
  );

  app.post(
    '/announcements/:id/dismiss',
    {
      schema: {
        tags,
        summary: 'Dismiss an announcement, on every device',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      await dismissAnnouncement(ctx, requireUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
}
