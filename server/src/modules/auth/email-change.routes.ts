import { changeEmailSchema, en, messageSchema, tokenBodySchema, userMessageSchema } from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { requireUser } from '../../http/guards';
import { toApiUser } from '../users/user.mapper';
import { confirmEmailChange, requestEmailChange } from './email-change.service';

/** Changing the account's email address, step one (signed-in scope, /api/me): ask. */
export async function emailChangeRoutes(app: App, { ctx }: ModuleOptions) {
  app.post(
    '/email',
    {
      schema: {
        tags: ['me'],
        summary: 'Change email: a confirmation link goes to the new address (password, or a sign-in within 5 minutes)',
        body: changeEmailSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => requestEmailChange(ctx, requireUser(req), req.sessionId, req.body),
  );
}

/** Step two (/api/auth): confirm with the link sent to the new address, signed in or not. */
export async function emailChangeConfirmRoutes(app: App, { ctx }: ModuleOptions) {
  app.post(
    '/email-change/confirm',
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
