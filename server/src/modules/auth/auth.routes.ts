import {
  authResultSchema,
  meResultSchema,
  noContentSchema,
  signInResultSchema,
  signInSchema,
  signUpBodySchema,
  type TwoFactorChallenge,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { App, Module, ModuleOptions } from '../../http/types';
import { clearSessionCookie } from '../../http/session';
import { meResultOf } from './me.service';
import { consentDeviceOf } from '../consents/consents.http';
import { ipLimit } from './auth.constants';
import { signInReply } from './auth.http';
import { signIn, signUp } from './auth.service';
import { endSession } from './sessions.service';
import type { UserRow } from '../users/accounts.service';

/**
 * A step after the right password (two-factor, a module above auth: the two meet in
 * modules/index.ts): when `required`, the caller gets its challenge instead of a session.
 */
export interface SignInStep {
  required(user: UserRow): boolean;
  challenge(ctx: AppContext, userId: string, meta: { ip: string; userAgent?: string }): Promise<TwoFactorChallenge>;
}

export const authRoutes =
  (step: SignInStep): Module =>
  (app, options) =>
    signInRoutes(app, options, step);

async function signInRoutes(app: App, { ctx }: ModuleOptions, step: SignInStep) {
  const tags = ['auth'];

  app.post(
    '/signup',
    {
      config: { rateLimit: ipLimit('signUp', ctx.env.RATE_LIMIT_SCALE) },
      schema: {
        tags,
        summary: 'Create a client or host account and sign in',
        body: signUpBodySchema,
        response: { 201: authResultSchema },
      },
    },
    async (req, reply) => {
      const user = await signUp(ctx, req.body, consentDeviceOf(req));
      return reply.status(201).send(await signInReply(ctx, req, reply, user));
    },
  );

  app.post(
    '/signin',
    {
      config: { rateLimit: ipLimit('signIn', ctx.env.RATE_LIMIT_SCALE) },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: signInSchema,
        response: { 200: signInResultSchema },
      },
    },
    async (req, reply) => {
      const user = await signIn(ctx, req.body);
      // Two-factor accounts get a challenge instead of a session (modules/two-factor).
      if (step.required(user))
        return step.challenge(ctx, user.id, { ip: req.ip, userAgent: req.headers['user-agent'] });
      return signInReply(ctx, req, reply, user);
    },
  );

  app.post(
    '/signout',
    { schema: { tags, summary: 'Sign out (ends this session)', response: { 204: noContentSchema } } },
    async (req, reply) => {
      if (req.sessionId) await endSession(ctx, req.sessionId);
      clearSessionCookie(reply, ctx.env);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      // Its own limit: a refused session check must never look like being signed out (decision 0062).
      config: { limitedAs: 'session' },
      schema: { tags, summary: 'The signed-in user, or null', response: { 200: meResultSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return meResultOf(ctx, req.user);
    },
  );
}
