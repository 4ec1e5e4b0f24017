import { z } from 'zod';
import { newPasswordSchema } from '@espasyo/domain';
import type { App } from '../../http/types';
import type { AppContext } from '../../context';
import { ipLimit } from './auth.constants';
import { messageSchema } from './auth.http';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset.service';

/** The fields of the reset form; the live password policy runs in the service. */
const resetBody = z.object({
  token: z.string(),
  password: newPasswordSchema().shape.password,
  confirmPassword: z.string(),
});

export async function passwordResetRoutes(app: App, ctx: AppContext) {
  const tags = ['auth'];

  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: ipLimit('forgotPassword', ctx.env.RATE_LIMIT_SCALE) },
      // The body is checked in the service, so a bad email gets the catalogue's own sentence.
      schema: {
        tags,
        summary: 'Email a password-reset link (valid 1 hour, single use)',
        body: z.object({ email: z.unknown() }),
        response: { 200: messageSchema },
      },
    },
    async (req) => requestPasswordReset(ctx, req.body),
  );

  app.get(
    '/api/auth/reset-password/:token',
    {
      schema: {
        tags,
        summary: 'Whether a reset link can still be used',
        params: z.object({ token: z.string() }),
        response: { 200: z.object({ valid: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return checkResetToken(ctx, req.params.token);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: ipLimit('resetPassword', ctx.env.RATE_LIMIT_SCALE) },
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session',
        body: resetBody,
        response: { 200: messageSchema },
      },
    },
    async (req) => resetPassword(ctx, req.body),
  );
}
