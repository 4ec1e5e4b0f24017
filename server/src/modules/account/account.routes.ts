import {
  changePasswordBodySchema,
  en,
  guideParamsSchema,
  messageSchema,
  notificationPreferencesResultSchema,
  notificationPreferencesSchema,
  profileBodySchema,
  progressResultSchema,
  progressSchema,
  revokeOthersResultSchema,
  sessionsResultSchema,
  userMessageSchema,
} from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { requireUser } from '../../http/guards';
import { endUserSessions, listSessions } from '../auth/sessions.service';
import { guideProgress, saveGuideProgress } from '../users/progress.service';
import { toApiUser } from '../users/user.mapper';
import { notificationPreferences, setNotificationPreferences } from '../users/users.service';
import { changePassword, updateProfile } from './account.service';
import { consentDeviceOf } from '../consents/consents.http';

/**
 * Self-service under /api/me: every route acts on the signed-in user only. None takes a
 * user id from the client, so one account can never read or change another's data here.
 */
export async function accountRoutes(app: App, { ctx }: ModuleOptions) {
  const tags = ['me'];

  app.patch(
    '/profile',
    {
      schema: {
        tags,
        summary:
          'Change name and phone (a new phone needs the password or a sign-in within 5 minutes, then a new check)',
        body: profileBodySchema,
        response: { 200: userMessageSchema },
      },
    },
    async (req) => ({
      user: toApiUser(await updateProfile(ctx, requireUser(req), req.sessionId, req.body)),
      message: en.account.profileSaved,
    }),
  );

  app.post(
    '/password',
    {
      schema: {
        tags,
        summary: 'Change password; other sessions end',
        body: changePasswordBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      await changePassword(ctx, requireUser(req), req.sessionId, req.body);
      return { message: en.account.passwordChanged };
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'Where this account is signed in',
        response: { 200: sessionsResultSchema },
      },
    },
    async (req) => ({ sessions: await listSessions(ctx, requireUser(req).id, req.sessionId) }),
  );

  app.post(
    '/sessions/revoke-others',
    {
      schema: {
        tags,
        summary: 'Sign out everywhere else',
        response: { 200: revokeOthersResultSchema },
      },
    },
    async (req) => ({
      revoked: await endUserSessions(ctx.db, requireUser(req).id, req.sessionId),
      message: en.account.sessionsRevoked,
    }),
  );

  app.get(
    '/progress/:guide',
    {
      schema: {
        tags,
        summary: 'Completed steps of the onboarding or tutorial guide',
        params: guideParamsSchema,
        response: { 200: progressResultSchema },
      },
    },
    async (req) => guideProgress(ctx, requireUser(req).id, req.params.guide),
  );

  app.put(
    '/progress/:guide',
    {
      schema: {
        tags,
        summary: 'Remember completed steps of a guide',
        params: guideParamsSchema,
        body: progressSchema,
        response: { 200: progressResultSchema },
      },
    },
    async (req) => saveGuideProgress(ctx, requireUser(req).id, req.params.guide, req.body.completed),
  );

  app.get(
    '/notification-preferences',
    {
      schema: {
        tags,
        summary: 'How this account is told: emails by kind, SMS, push, sound, browser alerts',
        response: { 200: notificationPreferencesResultSchema },
      },
    },
    async (req) => notificationPreferences(ctx, requireUser(req)),
  );

  app.put(
    '/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Choose how this account is told',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesResultSchema },
      },
    },
    async (req) => setNotificationPreferences(ctx, requireUser(req), req.body, consentDeviceOf(req)),
  );
}
