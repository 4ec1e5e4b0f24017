import { en, messageSchema, phoneCodeSchema, tokenBodySchema, userMessageSchema } from '@espasyo/domain';
import type { App } from '../../http/types';
import type { AppContext } from '../../context';
import { guard, requireUser } from '../../http/guards';
import { toApiUser } from '../users/user.mapper';
import { resendVerificationEmail, sendPhoneCode, verifyEmail, verifyPhoneCode } from './contact-verification.service';

export async function contactVerificationRoutes(app: App, ctx: AppContext) {
  const tags = ['auth'];

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm an email address with the emailed link',
        body: tokenBodySchema,
        response: { 200: userMessageSchema },
      },
    },
    async (req) => ({ user: toApiUser(await verifyEmail(ctx, req.body.token)), message: en.contact.emailVerified }),
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      onRequest: guard.user,
      schema: { tags, summary: 'Send the email-verification link again', response: { 200: messageSchema } },
    },
    async (req) => {
      await resendVerificationEmail(ctx, requireUser(req));
      return { message: en.contact.emailSent };
    },
  );

  app.post(
    '/api/auth/phone/send-code',
    {
      onRequest: guard.user,
      schema: {
        tags,
        summary: 'Text a 6-digit code to the account phone (valid 10 minutes)',
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      await sendPhoneCode(ctx, requireUser(req));
      return { message: en.contact.codeSent };
    },
  );

  app.post(
    '/api/auth/phone/verify',
    {
      onRequest: guard.user,
      schema: {
        tags,
        summary: 'Confirm the phone number with the texted code',
        body: phoneCodeSchema,
        response: { 200: userMessageSchema },
      },
    },
    async (req) => ({
      user: toApiUser(await verifyPhoneCode(ctx, requireUser(req), req.body.code)),
      message: en.contact.phoneVerified,
    }),
  );
}
