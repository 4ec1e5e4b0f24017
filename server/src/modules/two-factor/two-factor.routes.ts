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
import type { App, ModuleOptions } from '../../http/types';
import { requireUser } from '../../http/guards';
import { signInReply } from '../auth/auth.http';
import { getUser } from '../users/users.service';
import { verifyChallenge } from './two-factor-challenge.service';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
  twoFactorStatus,
} from './two-factor.service';

const tags = ['2fa'];
const noStore = { 'Cache-Control': 'no-store' };

/**
 * Two-factor sign-in with an authenticator app (TOTP) and single-use recovery codes: the
 * user's own settings (signed-in scope, /api/me). Staff who must turn it on are held to
 * these routes by two-factor.hooks.ts, registered on the whole API in app.ts.
 */
export async function twoFactorRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/2fa',
    {
      schema: { tags, summary: 'Is two-factor sign-in on, and must it be?', response: { 200: twoFactorStatusSchema } },
    },
    async (req, reply) => reply.headers(noStore).send(await twoFactorStatus(ctx, requireUser(req))),
  );

  app.post(
    '/2fa/setup',
    {
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
    '/2fa/enable',
    {
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
    '/2fa/disable',
    {
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
    '/2fa/recovery-codes',
    {
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
}

/** The second step of sign-in (/api/auth): no session yet, the challenge stands for it. */
export async function twoFactorSignInRoutes(app: App, { ctx }: ModuleOptions) {
  app.post(
    '/2fa/verify',
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
