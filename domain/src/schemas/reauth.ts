import { z } from 'zod';
import { en } from '../messages/en';
import { emailIssue } from './auth';
import { limits } from './limits';

/**
 * Sensitive changes (two-factor on or off, new recovery codes, phone, email) need the
 * current password, unless this session signed in at most this long ago (decision 0020).
 */
export const REAUTH_WINDOW_MINUTES = 5;

/** The optional password of a sensitive change; empty means "none given". */
export const reauthPasswordSchema = z.string().max(limits.password, en.reauth.wrongPassword).optional();
export const reauthSchema = z.object({ password: reauthPasswordSchema });
export type ReauthInput = z.infer<typeof reauthSchema>;
/** The password dialog the web opens when the server answers 'reauth_required'. */
export const reauthPromptSchema = z.object({
  password: z.string().min(1, en.reauth.passwordRequired).max(limits.password, en.reauth.wrongPassword),
});
export type ReauthPromptInput = z.infer<typeof reauthPromptSchema>;

/** Settings → Email address: the new address (a link goes there) and, when asked, the password. */
export const changeEmailSchema = z.object({
  email: z
    .string({ error: en.validation.email })
    .trim()
    .superRefine((v, ctx) => {
      const issue = emailIssue(v);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    }),
  password: reauthPasswordSchema,
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
