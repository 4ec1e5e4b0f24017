import { en, messageSchema, phoneCodeSchema, tokenBodySchema, userMessageSchema } from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { requireUser } from '../../http/guards';
import { toApiUser } from '../users/user.mapper';
import { resendVerificationEmail, sendPhoneCode, verifyEmail, verifyPhoneCode } from './contact-verification.service';

const tags = ['auth'];

/** The emailed link: whoever holds it may use it, signed in or not. */
export async function contactVerificationRoutes(app: App, { ctx }: ModuleOptions) {
  app.post(
    '/verify-email',
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
}

/** Checks of the signed-in user's own email and phone (registered in the signed-in scope). */
export async function contactCheckRoutes(app: App, { ctx }: ModuleOptions) {
  app.post(
    '/verify-email/resend',
    {
      schema: { tags, summary: 'Send the email-verification link again', response: { 200: messageSchema } },
    },
    async (req) => {
      await resendVerificationEmail(ctx, requireUser(req));
      return { message: en.contact.emailSent };
    },
  );

  app.post(
    '/phone/send-code',
    {
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
    '/phone/verify',
    {
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
