import { z } from 'zod';
import { en } from '../messages/en';
import { limits } from './limits';

const m = en.twoFactor;

/** Authenticator apps show 6 digits; spaces the user types are ignored. */
export const totpCodeSchema = z
  .string({ error: m.codeFormat })
  .max(limits.code, m.codeFormat)
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, m.codeFormat));

/** Recovery codes are printed as xxxxx-xxxxx; case, spaces and the dash are ignored. */
export const recoveryCodeSchema = z
  .string({ error: m.recoveryFormat })
  .max(limits.code, m.recoveryFormat)
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, m.recoveryFormat));

export const twoFactorEnableSchema = z.object({ code: totpCodeSchema });
export const twoFactorDisableSchema = z.object({
  password: z.string().min(1, en.validation.required).max(limits.password, en.validation.passwordMax),
  code: totpCodeSchema,
});

/** Second step of sign-in: the challenge plus either a code from the app or a recovery code. */
export const twoFactorVerifySchema = z
  .object({
    challengeId: z.string().min(1).max(limits.token),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((v) => !!v.code !== !!v.recoveryCode, { message: m.codeOrRecovery, path: ['code'] });
export type TwoFactorVerifyInput = z.infer<typeof twoFactorVerifySchema>;
