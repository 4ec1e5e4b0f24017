import { changeEmailSchema, en, messageSchema, tokenBodySchema, userMessageSchema } from '@espasyo/domain';
import type { App } from '../../http/types';
import type { AppContext } from '../../context';
import { guard, requireUser } from '../../http/guards';
import { toApiUser } from '../users/user.mapper';
import { confirmEmailChange, requestEmailChange } from './email-change.service';

/** Changing the account's email address: ask (signed in), then confirm with the link sent to the new one. */
export async function emailChangeRoutes(app: App, ctx: AppContext) {
  const tags = ['me'];

  app.post(
    '/api/me/email',
    {
      onRequest: guard.user,
      schema: {
        tags,
        summary: 'Change email: a confirmation link goes to the new address (password, or a sign-in within 5 minutes)',
        body: changeEmailSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => requestEmailChange(ctx, requireUser(req), req.sessionId, req.body),
  );

  app.post(
    '/api/auth/email-change/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm a new email address with the emailed link',
        body: tokenBodySchema,
        response: { 200: userMessageSchema },
      },
    },
    async (req) => ({
      user: toApiUser(await confirmEmailChange(ctx, req.body.token, req.ip)),
      message: en.emailChange.changed,
    }),
  );
}
