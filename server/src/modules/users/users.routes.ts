import { z } from 'zod';
import {
  changePasswordSchema,
  en,
  guides,
  profileSchema,
  progressSchema,
  reauthPasswordSchema,
  userSchema,
} from '@espasyo/domain';
import type { App } from '../../http/types';
import type { AppContext } from '../../context';
import { guard, requireUser } from '../../http/guards';
import { endUserSessions, listSessions } from '../auth/sessions.service';
import { progressRepository as progress } from './progress.repository';
import { toApiUser } from './user.mapper';
import { changePassword, updateProfile } from './users.service';

const userResult = z.object({ user: userSchema, message: z.string() });
const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
const progressResult = z.object({
  guide: z.enum(guides),
  completed: z.array(z.string()),
  updatedAt: z.string().nullable(),
});

/**
 * Self-service under /api/me: every route acts on the signed-in user only. None takes a
 * user id from the client, so one account can never read or change another's data here.
 */
export async function usersRoutes(app: App, ctx: AppContext) {
  const tags = ['me'];
  const onRequest = guard.user;

  app.patch(
    '/api/me/profile',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Change name and phone (a new phone needs the password or a sign-in within 5 minutes, then a new check)',
        body: z.object({ ...profileSchema.shape, password: reauthPasswordSchema }),
        response: { 200: userResult },
      },
    },
    async (req) => ({
      user: toApiUser(await updateProfile(ctx, requireUser(req), req.sessionId, req.body)),
      message: en.account.profileSaved,
    }),
  );

  app.post(
    '/api/me/password',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change password; other sessions end',
        body: z.object(changePasswordSchema().shape),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => {
      await changePassword(ctx, requireUser(req), req.sessionId, req.body);
      return { message: en.account.passwordChanged };
    },
  );

  app.get(
    '/api/me/sessions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Where this account is signed in',
        response: { 200: z.object({ sessions: z.array(sessionSchema) }) },
      },
    },
    async (req) => ({ sessions: await listSessions(ctx, requireUser(req).id, req.sessionId) }),
  );

  app.post(
    '/api/me/sessions/revoke-others',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Sign out everywhere else',
        response: { 200: z.object({ revoked: z.number(), message: z.string() }) },
      },
    },
    async (req) => ({
      revoked: await endUserSessions(ctx.db, requireUser(req).id, req.sessionId),
      message: en.account.sessionsRevoked,
    }),
  );

  const guideParams = z.object({ guide: z.enum(guides) });

  app.get(
    '/api/me/progress/:guide',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Completed steps of the onboarding or tutorial guide',
        params: guideParams,
        response: { 200: progressResult },
      },
    },
    async (req) => {
      const row = await progress.find(ctx.db, requireUser(req).id, req.params.guide);
      return {
        guide: req.params.guide,
        completed: row?.completed ?? [],
        updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
      };
    },
  );

  app.put(
    '/api/me/progress/:guide',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remember completed steps of a guide',
        params: guideParams,
        body: progressSchema,
        response: { 200: progressResult },
      },
    },
    async (req) => {
      const completed = [...new Set(req.body.completed)];
      const now = ctx.clock.now();
      await progress.upsert(ctx.db, requireUser(req).id, req.params.guide, completed, now);
      return { guide: req.params.guide, completed, updatedAt: now.toISOString() };
    },
  );
}
