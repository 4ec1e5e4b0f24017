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
 * A user's own choice of how they are told (design §7: copies follow the notification settings
 * and the user's own preferences; issue 21). Only what the user changed is stored, over these
 * defaults; the platform's settings (notifications.*) can stop a channel or a kind for everyone.
 */
export const notificationPreferencesSchema = z
  .object({
    /** Requests, answers, confirmations, start and end, cancellations of one's bookings. */
    bookingEmails: z.boolean(),
    /** Refunds, payouts and other payment news. */
    paymentEmails: z.boolean(),
    /** A copy of a new message by email. */
    messageEmails: z.boolean(),
    /** New reviews and review reminders. */
    reviewEmails: z.boolean(),
    /** Announcements and notices from the platform's staff. */
    systemEmails: z.boolean(),
    /**
     * Consent to news and offers by email (announcements staff choose to email): off until the user
     * turns it on, and sent only while the platform's notifications.marketingEmails is on.
     */
    marketingEmails: z.boolean(),
    /** Text messages to the verified phone for high-priority news (off until the user turns it on). */
    smsAlerts: z.boolean(),
    /** Web Push to the devices subscribed in settings. */
    pushAlerts: z.boolean(),
    /** The sound /notification-sound.mp3 at volume 0.5 when a notification arrives in an open tab. */
    soundAlerts: z.boolean(),
    /** The browser's Notification API (icon /favicon.ico) while a tab is open, once permission is given. */
    browserAlerts: z.boolean(),
  })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const defaultNotificationPreferences: NotificationPreferences = {
  bookingEmails: true,
  paymentEmails: true,
  messageEmails: true,
  reviewEmails: true,
  systemEmails: true,
  marketingEmails: false,
  smsAlerts: false,
  pushAlerts: true,
  soundAlerts: true,
  browserAlerts: true,
};

/** Any stored subset of the preferences (made once: building a zod schema costs more than a parse). */
const storedPreferencesSchema = notificationPreferencesSchema.partial().strip();

/** What a user chose, over the defaults; whatever else is stored (an older or newer shape) is left out. */
export function notificationPreferencesOf(stored: unknown): NotificationPreferences {
  const chosen = storedPreferencesSchema.safeParse(stored ?? {});
  return { ...defaultNotificationPreferences, ...(chosen.success ? chosen.data : {}) };
}
