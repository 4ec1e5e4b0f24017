import { z } from 'zod';
import { en } from '../messages/en';
import { defaultPasswordPolicy, type PasswordPolicy } from '../settings/defaults';
import { newPasswordSchema, signUpSchema } from './auth';
import { limits } from './limits';
import { textSchema } from './text';

/** The step-by-step guides whose progress is remembered per user (docs/product/routes.md#host-and-client-areas). */
export const guides = ['onboarding', 'tutorial'] as const;
export type Guide = (typeof guides)[number];

/** Completed step ids of one guide. */
export const progressSchema = z.object({
  completed: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid step id')).max(100),
});
export type ProgressInput = z.infer<typeof progressSchema>;

/** Change password from settings: the current one, then the policy and confirmation (as a reset). */
export function changePasswordSchema(policy: PasswordPolicy = defaultPasswordPolicy) {
  return z
    .object({ currentPassword: z.string(), password: z.string(), confirmPassword: z.string() })
    .superRefine((v, ctx) => {
      if (!v.currentPassword)
        return void ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: en.validation.required });
      if (v.currentPassword.length > limits.password)
        return void ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: en.validation.passwordMax });
      const issue = newPasswordSchema(policy).safeParse(v).error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
}
export type ChangePasswordInput = z.infer<ReturnType<typeof changePasswordSchema>>;

/**
 * First-run administrator (/create-admin and `npm run create-admin`): the sign-up checks in
 * the spec's order (email, names, phone, password, confirmation), then the platform policy.
 */
export function createAdminSchema(policy: PasswordPolicy = defaultPasswordPolicy) {
  return z
    .object({
      firstName: textSchema(),
      lastName: textSchema(),
      email: z.string(),
      phone: z.string(),
      password: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((v, ctx) => {
      const r = signUpSchema(policy).safeParse({ ...v, userType: 'client', agreeToTerms: true });
      const issue = r.error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
}
export type CreateAdminInput = z.infer<ReturnType<typeof createAdminSchema>>;

/**
 * A user's own choice of the emails they get (design §7: email copies follow the notification
 * settings and the user's own preferences). Each is on until the user turns it off; the
 * platform's settings (notifications.emailNotifications, bookingConfirmations,
 * paymentNotifications) can stop them for everyone. Messages and in-app notifications add
 * theirs with the notifications work.
 */
export const notificationPreferencesSchema = z
  .object({
    /** Requests, answers, confirmations, start and end, cancellations of one's bookings. */
    bookingEmails: z.boolean(),
    /** Refunds and other payment news. */
    paymentEmails: z.boolean(),
  })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const defaultNotificationPreferences: NotificationPreferences = { bookingEmails: true, paymentEmails: true };

/** What a user chose, over the defaults; whatever else is stored (an older or newer shape) is left out. */
export function notificationPreferencesOf(stored: unknown): NotificationPreferences {
  const chosen = notificationPreferencesSchema
    .partial()
    .strip()
    .safeParse(stored ?? {});
  return { ...defaultNotificationPreferences, ...(chosen.success ? chosen.data : {}) };
}
