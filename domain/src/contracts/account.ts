import { consentEntrySchema } from './consents';
import { z } from 'zod';
import { changePasswordSchema, guides, notificationPreferencesSchema } from '../schemas/account';
import { profileSchema, userSchema } from '../schemas/auth';
import { limits } from '../schemas/limits';
import { reauthPasswordSchema } from '../schemas/reauth';

/** /api/me/*: the signed-in user's own account (profile, password, sessions, guides, photo, data). */

/** Name and phone; the password when a new phone needs it (decision 0020). */
export const profileBodySchema = z.object({ ...profileSchema.shape, password: reauthPasswordSchema });

/** The fields of the change-password form; the live policy runs in the service. */
export const changePasswordBodySchema = z.object(changePasswordSchema().shape);

export const accountSessionSchema = z.object({
  /** A prefix of the session id: enough to tell sessions apart. */
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const sessionsResultSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type SessionsResult = z.infer<typeof sessionsResultSchema>;
export const revokeOthersResultSchema = z.object({ revoked: z.number(), message: z.string() });
export type RevokeOthersResult = z.infer<typeof revokeOthersResultSchema>;

export const guideParamsSchema = z.object({ guide: z.enum(guides) });
export const progressResultSchema = z.object({
  guide: z.enum(guides),
  completed: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type GuideProgress = z.infer<typeof progressResultSchema>;

/** The account after a change that has nothing to say (a new photo). */
export const userResultSchema = z.object({ user: userSchema });
export type UserResult = z.infer<typeof userResultSchema>;

export const avatarParamsSchema = z.object({ file: z.string().max(limits.token) });

/**
 * GET /api/me/data-export (Data Privacy Act): everything the platform holds about the user,
 * without secrets (password hash, TOTP secret, recovery codes, token and session hashes).
 */
export const userDataExportSchema = z.object({
  exportedAt: z.string(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    userType: z.string(),
    status: z.enum(['active', 'suspended', 'disabled']),
    profileImageUrl: z.string().nullable(),
    verified: z.boolean(),
    emailVerifiedAt: z.string().nullable(),
    phoneVerifiedAt: z.string().nullable(),
    idVerifiedAt: z.string().nullable(),
    backgroundCheckAt: z.string().nullable(),
    termsAcceptedAt: z.string().nullable(),
    termsVersion: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    notificationPreferences: notificationPreferencesSchema,
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
  }),
  sessions: z.array(
    z.object({
      createdAt: z.string().nullable(),
      lastSeenAt: z.string().nullable(),
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  verificationRequests: z.array(
    z.object({
      idType: z.string(),
      status: z.string(),
      reason: z.string().nullable(),
      submittedAt: z.string().nullable(),
      reviewedAt: z.string().nullable(),
      files: z.array(
        z.object({
          kind: z.string(),
          fileName: z.string(),
          type: z.string(),
          size: z.number(),
          uploadedAt: z.string().nullable(),
        }),
      ),
    }),
  ),
  guideProgress: z.array(
    z.object({ guide: z.string(), completed: z.array(z.string()), updatedAt: z.string().nullable() }),
  ),
  messages: z.array(
    z.object({
      kind: z.enum(['email', 'sms']),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  activity: z.array(z.object({ action: z.string(), role: z.enum(['actor', 'target']), at: z.string().nullable() })),
  /** The user's conversations (issue 21) with every message in them, as stored (masked where it was). */
  conversations: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['listing', 'support']),
      listingTitle: z.string().nullable(),
      startedAt: z.string().nullable(),
      messages: z.array(
        z.object({
          fromMe: z.boolean(),
          senderRole: z.enum(['client', 'host', 'support']),
          body: z.string(),
          hasImage: z.boolean(),
          masked: z.boolean(),
          sentAt: z.string().nullable(),
        }),
      ),
    }),
  ),
  /**
   * The user's reviews (issue 22): those they wrote (blind and hidden ones too) and the visible
   * ones about them, with the host's reply.
   */
  reviews: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['author', 'subject']),
      direction: z.enum(['client_to_host', 'host_to_client']),
      listingTitle: z.string(),
      rating: z.number(),
      comment: z.string(),
      status: z.enum(['blind', 'visible', 'hidden']),
      reply: z.string().nullable(),
      writtenAt: z.string().nullable(),
      publishedAt: z.string().nullable(),
      hiddenReason: z.string().nullable(),
    }),
  ),
  /** The consent log's entries for this person, the newest first (issue 34). */
  consents: z.array(consentEntrySchema),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;

/**
 * GET and PUT /api/me/notification-preferences: how the user is told, and the choices the
 * platform has turned off for everyone (its notifications settings), which settings show as such.
 */
export const notificationPreferencesResultSchema = z.object({
  preferences: notificationPreferencesSchema,
  offForEveryone: z.array(notificationPreferencesSchema.keyof()),
});
export type NotificationPreferencesResult = z.infer<typeof notificationPreferencesResultSchema>;
