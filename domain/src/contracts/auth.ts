import { z } from 'zod';
import { createAdminSchema } from '../schemas/account';
import { newPasswordSchema, signUpSchema, userSchema } from '../schemas/auth';
import { twoFactorChallengeSchema } from './two-factor';
import { consentDueSchema } from './consents';

/** /api/auth/* and /api/setup/*: signing up, in and out, contact checks, password resets, first run. */

/** The fields of the sign-up form; the ordered checks and the live policy run in the service. */
export const signUpBodySchema = z.object(signUpSchema().shape);

/** Signed in: the user, and where the web goes next. */
export const authResultSchema = z.object({
  user: userSchema,
  redirectTo: z.string(),
  /** The legal texts in effect not agreed to yet (issue 34: the re-consent dialog after the redirect). */
  consentsDue: z.array(consentDueSchema).optional(),
});
export type AuthResult = z.infer<typeof authResultSchema>;

/** Sign-in answers a session, or a two-factor challenge for accounts with 2FA on. */
export const signInResultSchema = z.union([authResultSchema, twoFactorChallengeSchema]);
export type SignInResult = z.infer<typeof signInResultSchema>;

/**
 * The session: the user, and the legal texts in effect they have not agreed to yet (issue 34: the
 * re-consent dialog; absent or empty when none).
 */
export const meResultSchema = z.object({
  user: userSchema.nullable(),
  consentsDue: z.array(consentDueSchema).optional(),
});
export type MeResult = z.infer<typeof meResultSchema>;

/** The token of an emailed link (email verification, email change). */
export const tokenBodySchema = z.object({ token: z.string() });

/** A change to the account: the user as it is now, and what to tell them. */
export const userMessageSchema = z.object({ user: userSchema, message: z.string() });
export type UserMessageResult = z.infer<typeof userMessageSchema>;

/** The email is checked in the service, so a bad one gets the catalogue's own sentence. */
export const forgotPasswordBodySchema = z.object({ email: z.unknown() });

/** The fields of the reset form; the live password policy runs in the service. */
export const resetPasswordBodySchema = z.object({
  token: z.string(),
  password: newPasswordSchema().shape.password,
  confirmPassword: z.string(),
});

export const resetTokenParamsSchema = z.object({ token: z.string() });
export const resetTokenStatusSchema = z.object({ valid: z.literal(true) });
export type ResetTokenStatus = z.infer<typeof resetTokenStatusSchema>;

export const setupStatusSchema = z.object({ adminExists: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/** The fields of the first-run form; the checks and the live policy run in the service. */
export const createAdminBodySchema = z.object(createAdminSchema().shape);
