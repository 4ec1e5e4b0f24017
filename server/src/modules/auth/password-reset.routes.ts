import {
  forgotPasswordBodySchema,
  messageSchema,
  resetPasswordBodySchema,
  resetTokenParamsSchema,
  resetTokenStatusSchema,
} from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { ipLimit } from './auth.constants';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset.service';

export async function passwordResetRoutes(app: App, { ctx }: ModuleOptions) {
  const tags = ['auth'];

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: ipLimit('forgotPassword', ctx.env.RATE_LIMIT_SCALE) },
      // The body is checked in the service, so a bad email gets the catalogue's own sentence.
      schema: {
        tags,
        summary: 'Email a password-reset link (valid 1 hour, single use)',
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => requestPasswordReset(ctx, req.body),
  );

  app.get(
    '/reset-password/:token',
    {
      schema: {
        tags,
        summary: 'Whether a reset link can still be used',
        params: resetTokenParamsSchema,
        response: { 200: resetTokenStatusSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return checkResetToken(ctx, req.params.token);
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: ipLimit('resetPassword', ctx.env.RATE_LIMIT_SCALE) },
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => resetPassword(ctx, req.body),
  );
}
