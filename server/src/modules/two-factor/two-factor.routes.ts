import {
  authResultSchema,
  noContentSchema,
  reauthSchema,
  recoveryCodesResultSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupResultSchema,
  twoFactorStatusSchema,
  twoFactorVerifySchema,
} from '@espasyo/domain';
import type { App } from '../../http/types';
import type { AppContext } from '../../context';
import { guard, requireUser } from '../../http/guards';
import { signInReply } from '../auth/auth.http';
import { getUser } from '../users/users.service';
import { verifyChallenge } from './two-factor.challenge';
import { registerTwoFactorEnforcement } from './two-factor.enforce';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
  twoFactorStatus,
} from './two-factor.service';

/** Two-factor sign-in with an authenticator app (TOTP) and single-use recovery codes. */
export async function twoFactorRoutes(app: App, ctx: AppContext) {
  registerTwoFactorEnforcement(app, ctx);
  const tags = ['2fa'];
  const noStore = { 'Cache-Control': 'no-store' };

  app.get(
    '/api/me/2fa',
    {
      onRequest: guard.user,
      schema: { tags, summary: 'Is two-factor sign-in on, and must it be?', response: { 200: twoFactorStatusSchema } },
    },
    async (req, reply) => reply.headers(noStore).send(await twoFactorStatus(ctx, requireUser(req))),
  );

  app.post(
    '/api/me/2fa/setup',
    {
      onRequest: guard.user,
      schema: {
        tags,
        summary: 'Start setup: a new secret, its otpauth link and QR code (password, or a sign-in within 5 minutes)',
        body: reauthSchema.nullish(),
        response: { 200: twoFactorSetupResultSchema },
      },
    },
    async (req, reply) =>
      reply.headers(noStore).send(await setupTwoFactor(ctx, requireUser(req), req.sessionId, req.body)),
  );

  app.post(
    '/api/me/2fa/enable',
    {
      onRequest: guard.user,
      schema: {
        tags,
        summary: 'Confirm setup with a code; returns 10 recovery codes, shown once',
        body: twoFactorEnableSchema,
        response: { 200: recoveryCodesResultSchema },
      },
    },
    async (req, reply) =>
      reply.headers(noStore).send(await enableTwoFactor(ctx, requireUser(req), req.sessionId, req.body, req.ip)),
  );

  app.post(
    '/api/me/2fa/disable',
    {
      onRequest: guard.user,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (password and a current code)',
        body: twoFactorDisableSchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      await disableTwoFactor(ctx, requireUser(req), req.body, req.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/me/2fa/recovery-codes',
    {
      onRequest: guard.user,
      schema: {
        tags,
        summary: 'Replace the recovery codes with 10 new ones, shown once (password, or a sign-in within 5 minutes)',
        body: reauthSchema.nullish(),
        response: { 200: recoveryCodesResultSchema },
      },
    },
    async (req, reply) =>
      reply
        .headers(noStore)
        .send(await regenerateRecoveryCodes(ctx, requireUser(req), req.sessionId, req.body, req.ip)),
  );

  app.post(
    '/api/auth/2fa/verify',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Second step of sign-in: the challenge and a code or a recovery code',
        body: twoFactorVerifySchema,
        response: { 200: authResultSchema },
      },
    },
    async (req, reply) => {
      const userId = await verifyChallenge(ctx, req.body);
      return signInReply(ctx, req, reply, await getUser(ctx, userId));
    },
  );
}
