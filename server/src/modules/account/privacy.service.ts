import { randomBytes } from 'node:crypto';
import {
  AppError,
  bookingMessages,
  ErrorCode,
  deleteAccountSchema,
  en,
  isAdmin,
  joinList,
  notificationPreferencesOf,
  type UserDataExport,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import { outboxRepository as outbox } from '../../lib/outbox';
import { passwords } from '../../lib/passwords';
import { auditOfUser, record } from '../audit/audit.service';
import { consentEntriesOf, consentStates, recordConsent, type ConsentDevice } from '../consents/consents.service';
import { checkPassword } from '../auth/password-check.service';
import { openBookingsOf } from '../bookings/core/bookings.service';
import { conversationsForExport, deleteSupportConversation } from '../messaging/messaging-privacy.service';
import { enqueue, fileDeleteTask, forgetRecipients } from '../outbox/outbox.service';
import { deleteReviewRecords, reviewsForExport } from '../reviews/reviews-privacy.service';
import { endUserSessions, sessionsOfUser } from '../auth/sessions.service';
import { deleteUserTokens } from '../auth/tokens.service';
import { removeTwoFactor } from '../two-factor/two-factor.service';
import { deleteVerificationRecords, verificationRecordsOf } from '../verification/verification.service';
import { AVATAR_FILE, AVATAR_URL_PREFIX } from '../users/avatar.service';
import { deleteProgress, progressOfUser } from '../users/progress.service';
import type { AuthUser } from '../users/user.mapper';
import { findUser, lockActiveAdminIds, updateUser, type UserRow } from '../users/accounts.service';

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);
const DELETED_NAME = 'Deleted user';

/** Where the platform writes to this user: the email address and, when set, the phone number. */
const recipientsOf = (u: Pick<UserRow, 'email' | 'phone'>) => [u.email, u.phone].filter((r) => r.trim() !== '');

/**
 * Everything the platform holds about the signed-in user (Data Privacy Act, docs/product/accounts.md), as
 * one JSON document. Secrets are left out: the password hash, the TOTP secret, recovery
 * codes and token hashes; session ids are left out too (they are hashes of the cookie).
 */
export async function exportUserData(ctx: AppContext, userId: string): Promise<UserDataExport> {
  const db = ctx.db;
  const u = await findUser(db, userId);
  if (!u) throw new AppError(ErrorCode.notFound, en.generic.notFound);
  const { requests, files } = await verificationRecordsOf(db, userId);
  return {
    exportedAt: ctx.clock.now().toISOString(),
    user: {
      id: u.id,
      email: u.email,
      name: u.name,
      firstName: u.firstName,
      lastName: u.lastName,
      phone: u.phone,
      userType: u.userType,
      status: u.status,
      profileImageUrl: u.profileImageUrl,
      verified: u.verified,
      emailVerifiedAt: iso(u.emailVerifiedAt),
      phoneVerifiedAt: iso(u.phoneVerifiedAt),
      idVerifiedAt: iso(u.idVerifiedAt),
      backgroundCheckAt: iso(u.backgroundCheckAt),
      termsAcceptedAt: iso(u.termsAcceptedAt),
      termsVersion: u.termsVersion,
      twoFactorEnabled: !!u.totpEnabledAt,
      notificationPreferences: notificationPreferencesOf(u.notificationPreferences),
      createdAt: iso(u.createdAt),
      updatedAt: iso(u.updatedAt),
      lastLoginAt: iso(u.lastLoginAt),
    },
    sessions: (await sessionsOfUser(db, userId)).map((s) => ({
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      userAgent: s.userAgent,
      ip: s.ip,
    })),
    verificationRequests: requests.map((r) => ({
      idType: r.idType,
      status: r.status,
      reason: r.reason,
      submittedAt: iso(r.createdAt),
      reviewedAt: iso(r.reviewedAt),
      files: files
        .filter((f) => f.requestId === r.id)
        .map((f) => ({
          kind: f.kind,
          fileName: f.storageKey.split('/').pop() ?? '',
          type: f.mime,
          size: f.size,
          uploadedAt: iso(f.createdAt),
        })),
    })),
    guideProgress: (await progressOfUser(db, userId)).map((p) => ({
      guide: p.guide,
      completed: p.completed,
      updatedAt: iso(p.updatedAt),
    })),
    messages: (await outbox.forRecipients(db, recipientsOf(u))).map((m) => ({
      kind: m.kind,
      to: m.recipient,
      subject: m.subject,
      text: m.text,
      sentAt: iso(m.createdAt),
    })),
    activity: (await auditOfUser(db, userId)).map((a) => ({
      action: a.action,
      role: a.actorId === userId ? 'actor' : 'target',
      at: iso(a.createdAt),
    })),
    conversations: await conversationsForExport(db, userId),
    reviews: await reviewsForExport(db, userId),
    consents: await consentEntriesOf(db, userId),
  };
}

/** The storage keys of the user's own files: the avatar (if it is ours) and ID-check files. */
function avatarKey(u: Pick<UserRow, 'profileImageUrl'>): string | null {
  const file = u.profileImageUrl?.startsWith(AVATAR_URL_PREFIX)
    ? u.profileImageUrl.slice(AVATAR_URL_PREFIX.length)
    : null;
  return file && AVATAR_FILE.test(file) ? `avatars/${file}` : null;
}

/**
 * Deletes the signed-in user's account (docs/decisions/0014): in one transaction the users
 * row is anonymised (it stays, so audit rows and, later, financial records keep a valid id),
 * and sessions, tokens, guide progress, ID checks, two-factor data and stored messages are
 * deleted; an 'account.deleted' audit row is written. The files go after the commit (the outbox).
 */
export async function deleteAccount(
  ctx: AppContext,
  user: AuthUser,
  input: unknown,
  ip: string | null,
  device: ConsentDevice = { userAgent: '', sessionId: null, ip },
) {
  const v = deleteAccountSchema.parse(input);
  const row = await findUser(ctx.db, user.id);
  if (!row) throw new AppError(ErrorCode.notFound, en.generic.notFound);
  await checkPassword(ctx, row, v.password, {
    field: 'password',
    wrong: () =>
      new AppError(ErrorCode.wrongPassword, en.privacy.wrongPassword, { password: en.privacy.wrongPassword }),
  });
  const unusableHash = await passwords.hash(randomBytes(32).toString('base64url'));
  await ctx.db.transaction().execute(async (tx) => {
    const current = await findUser(tx, user.id);
    if (!current) throw new AppError(ErrorCode.notFound, en.generic.notFound);
    if (isAdmin(current)) {
      const admins = await lockActiveAdminIds(tx);
      if (!admins.some((id) => id !== current.id)) throw new AppError(ErrorCode.lastAdmin, en.privacy.lastAdmin);
    }
    const now = ctx.clock.now();
    const open = await openBookingsOf(tx, user.id, now);
    if (open.length) {
      const titles = joinList([...new Set(open.map((b) => b.listingTitle))]);
      throw new AppError(ErrorCode.openBookings, bookingMessages.accountHasBookings(titles));
    }
    const keys = [...(await deleteVerificationRecords(tx, user.id)), ...(await deleteSupportConversation(tx, user.id))];
    await outbox.deleteForRecipients(tx, recipientsOf(current));
    await forgetRecipients(tx, recipientsOf(current));
    await removeTwoFactor(tx, user.id, now);
    await deleteUserTokens(tx, user.id);
    await deleteProgress(tx, user.id);
    await deleteReviewRecords(tx, user.id);
    // Closing the account withdraws every consent still given (issue 34): the log keeps the record.
    for (const c of consentStates(await consentEntriesOf(tx, user.id))) {
      if (!c.given) continue;
      await recordConsent(tx, {
        userId: user.id,
        kind: c.kind,
        action: 'withdrawn',
        version: c.version,
        deviceId: c.deviceId,
        device,
        at: now,
      });
    }
    await endUserSessions(tx, user.id);
    await updateUser(tx, user.id, {
      name: DELETED_NAME,
      firstName: DELETED_NAME,
      lastName: DELETED_NAME,
      email: `deleted-${user.id}@deleted.espasyo.invalid`,
      phone: '',
      profileImageUrl: null,
      passwordHash: unusableHash,
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      status: 'disabled',
      verified: false,
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
      idVerifiedAt: null,
      backgroundCheckAt: null,
      backgroundCheckBy: null,
      backgroundCheckReference: null,
      failedLoginCount: 0,
      lockedUntil: null,
      updatedAt: now,
    });
    await record(tx, {
      actorId: user.id,
      action: 'account.deleted',
      targetType: 'user',
      targetId: user.id,
      ip,
      at: now,
    });
    // The files go after the commit, through the outbox (decision 0032).
    const avatar = avatarKey(current);
    const files = avatar ? [avatar, ...keys] : keys;
    if (files.length) await enqueue(tx, fileDeleteTask(files), now);
  });
  ctx.realtime.disconnectUser(user.id);
}
