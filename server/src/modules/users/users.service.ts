import {
  AppError,
  ErrorCode,
  en,
  notificationPreferencesOf,
  preferencesOffForEveryone,
  resolveRole,
  type NotificationPreferences,
  type NotificationPreferencesResult,
  type PlatformSettings,
  type UserType,
  type VerificationRequirements,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import { TERMS_VERSION } from './users.constants';
import { recordConsent, systemDevice, type ConsentDevice } from '../consents/consents.service';
import type { AuthUser } from './user.mapper';
import { usersRepository as users, type UserRow } from './users.repository';

type Flags = Pick<
  UserRow,
  'emailVerifiedAt' | 'phoneVerifiedAt' | 'idVerifiedAt' | 'backgroundCheckAt' | 'userType' | 'type' | 'isAdmin'
>;

/**
 * THE verification rule: what each requirement in settings.security asks of a user and
 * whether all required ones are met. `verified` (docs/product/records.md) is true exactly when
 * `satisfied` is; it starts false at sign-up (docs/product/states.md) and is recomputed by refreshVerified
 * whenever a check changes (email link, phone code, phone change, ID approval, background check).
 * security.backgroundCheckRequired asks hosts for a background check by staff, made on their
 * approved government ID: it requires the ID of hosts too.
 */
export function verificationRequirements(u: Flags, security: PlatformSettings['security']): VerificationRequirements {
  const checkedHost = security.backgroundCheckRequired && resolveRole(u) === 'host';
  const email = { required: security.emailVerificationRequired, done: !!u.emailVerifiedAt };
  const phone = { required: security.phoneVerificationRequired, done: !!u.phoneVerifiedAt };
  const id = { required: security.requireIdVerification || checkedHost, done: !!u.idVerifiedAt };
  const backgroundCheck = { required: checkedHost, done: !!u.backgroundCheckAt };
  const satisfied = [email, phone, id, backgroundCheck].every((r) => !r.required || r.done);
  return { email, phone, id, backgroundCheck, satisfied };
}

/** Recomputes `verified` from the flags and the live settings. Call it inside the writing transaction. */
export async function refreshVerified(ctx: AppContext, db: Executor, userId: string): Promise<UserRow> {
  const row = await users.findById(db, userId);
  if (!row) throw new AppError(ErrorCode.notFound, en.generic.notFound);
  const { security } = await ctx.settings.get();
  const verified = verificationRequirements(row, security).satisfied;
  if (verified === row.verified) return row;
  return (await users.update(db, userId, { verified, updatedAt: ctx.clock.now() }))!;
}

export interface VerifiedUserInput {
  type: UserType;
  /** Stored as given: the caller trims and lower-cases what came from a form. */
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string;
}

/**
 * An active account with every check already done (email, phone, ID, current terms), for
 * the accounts nobody signs up for: the first administrator and the demo seed. Whoever
 * creates them is trusted with what a sign-up would have had to prove.
 */
export async function createVerifiedUser(
  db: Executor,
  u: VerifiedUserInput,
  now: Date,
  agreed: { terms: string; privacy: string; device: ConsentDevice } = {
    terms: TERMS_VERSION,
    privacy: TERMS_VERSION,
    device: systemDevice('created by the platform'),
  },
): Promise<UserRow> {
  const row = await users.insert(db, {
    id: newId(),
    email: u.email,
    name: `${u.firstName} ${u.lastName}`,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    userType: u.type,
    type: u.type,
    status: 'active',
    profileImageUrl: null,
    verified: true,
    isAdmin: u.type === 'admin',
    passwordHash: u.passwordHash,
    emailVerifiedAt: now,
    phoneVerifiedAt: now,
    idVerifiedAt: now,
    termsAcceptedAt: now,
    termsVersion: agreed.terms,
    privacyVersion: agreed.privacy,
    createdAt: now,
    updatedAt: now,
    lastLoginAt: null,
  });
  // The consent log's rows of what they agree to (issue 34), with the account.
  await recordConsent(db, {
    userId: row.id,
    kind: 'terms',
    action: 'given',
    version: agreed.terms,
    device: agreed.device,
    at: now,
  });
  await recordConsent(db, {
    userId: row.id,
    kind: 'privacy',
    action: 'given',
    version: agreed.privacy,
    device: agreed.device,
    at: now,
  });
  return row;
}

export async function getUser(ctx: AppContext, id: string): Promise<UserRow> {
  const row = await users.findById(ctx.db, id);
  if (!row) throw new AppError(ErrorCode.notFound, en.generic.notFound);
  return row;
}

/** The choices as stored over the defaults, with those the platform has turned off for everyone. */
async function preferencesResult(ctx: AppContext, stored: unknown): Promise<NotificationPreferencesResult> {
  const { notifications } = await ctx.settings.get();
  return { preferences: notificationPreferencesOf(stored), offForEveryone: preferencesOffForEveryone(notifications) };
}

/** GET /api/me/notification-preferences: how the user is told, as they chose over the defaults. */
export async function notificationPreferences(ctx: AppContext, user: AuthUser): Promise<NotificationPreferencesResult> {
  const row = await users.findById(ctx.db, user.id);
  if (!row) throw new AppError(ErrorCode.notFound, en.generic.notFound);
  return preferencesResult(ctx, row.notificationPreferences);
}

/** PUT /api/me/notification-preferences: every choice, stored as given (the route validated them). */
export async function setNotificationPreferences(
  ctx: AppContext,
  user: AuthUser,
  input: NotificationPreferences,
  device: ConsentDevice,
): Promise<NotificationPreferencesResult> {
  const row = await ctx.db.transaction().execute(async (tx) => {
    const before = await users.findForUpdate(tx, user.id);
    if (!before) throw new AppError(ErrorCode.notFound, en.generic.notFound);
    const now = ctx.clock.now();
    const updated = await users.update(tx, user.id, { notificationPreferences: JSON.stringify(input), updatedAt: now });
    // Marketing emails are a consent (issue 34): each switch on or off is a row of the log, with the change.
    const was = notificationPreferencesOf(before.notificationPreferences).marketingEmails;
    if (was !== input.marketingEmails)
      await recordConsent(tx, {
        userId: user.id,
        kind: 'marketing_emails',
        action: input.marketingEmails ? 'given' : 'withdrawn',
        device,
        at: now,
      });
    return updated!;
  });
  return preferencesResult(ctx, row.notificationPreferences);
}
