import { z } from 'zod';

/** /api/me/2fa/* and the second step of sign-in; the request schemas are in schemas/two-factor. */

export const twoFactorSetupResultSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An SVG QR code of otpauthUrl as a data URL, for the authenticator app to scan. */
  qrDataUrl: z.string().nullable(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResultSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  pending: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
  /** security.twoFactorAuthRequired applies to this user (admins and moderators). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** What sign-in answers instead of a session when the account has 2FA on. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeId: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** Ten single-use codes, shown once. */
export const recoveryCodesResultSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResult = z.infer<typeof recoveryCodesResultSchema>;
