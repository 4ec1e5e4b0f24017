import { AppError, ErrorCode, en, signInSchema, signUpSchema } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import { passwords } from '../../lib/passwords';
import { isUniqueViolation } from '../../db/errors';
import { findUserByEmail, insertUser, updateUser, type UserRow } from '../users/accounts.service';
import { TERMS_VERSION } from '../users/users.constants';
import { currentLegalVersions, recordConsent, type ConsentDevice } from '../consents/consents.service';
import { assertPasswordNotGuessable } from './password-guard.service';
import { sendVerificationEmail } from './contact-verification.service';
import { checkPassword } from './password-check.service';

const emailInUse = () => new AppError(ErrorCode.emailInUse, en.auth.emailInUse, { email: en.auth.emailInUse });
const invalidCredentials = () => new AppError(ErrorCode.invalidCredentials, en.auth.wrongPassword);

/**
 * Creates a client or host account with exactly the record of docs/product/records.md, records the
 * terms consent (time and version), and emails the verification link. The caller signs
 * the new user in.
 */
export async function signUp(ctx: AppContext, input: unknown, device: ConsentDevice): Promise<UserRow> {
  const v = signUpSchema(await ctx.settings.passwordPolicy()).parse(input);
  await assertPasswordNotGuessable(v.password, v); // after the spec's eight checks and the policy
  const email = v.email.trim().toLowerCase();
  if (await findUserByEmail(ctx.db, email)) throw emailInUse();
  const passwordHash = await passwords.hash(v.password);
  const now = ctx.clock.now();
  const firstName = v.firstName.trim();
  const lastName = v.lastName.trim();
  // The terms checkbox agrees to both texts in effect: their versions, with the user, in one transaction.
  const current = await currentLegalVersions(ctx);
  const termsVersion = current.terms?.label ?? TERMS_VERSION;
  const privacyVersion = current.privacy?.label ?? TERMS_VERSION;
  let user: UserRow;
  try {
    user = await ctx.db.transaction().execute(async (tx) => {
      const row = await insertUser(tx, {
        id: newId(),
        email,
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        phone: v.phone.trim(),
        userType: v.userType,
        type: v.userType,
        status: 'active',
        profileImageUrl: null,
        rating: 0,
        totalRatings: 0,
        verified: false,
        isAdmin: false,
        passwordHash,
        termsAcceptedAt: now,
        termsVersion,
        privacyVersion,
        language: v.language ?? null,
        createdAt: now,
        updatedAt: now,
        lastLoginAt: now,
      });
      for (const [kind, version] of [
        ['terms', termsVersion],
        ['privacy', privacyVersion],
      ] as const)
        await recordConsent(tx, { userId: row.id, kind, action: 'given', version, device, at: now });
      return row;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw emailInUse(); // two sign-ups with one email at the same moment
    throw e;
  }
  // The account exists either way; if the email cannot be sent the user can ask again.
  await sendVerificationEmail(ctx, user).catch((err) => console.error('verification email failed', err));
  return user;
}

/**
 * Email and password. Unknown email and wrong password get the same answer and take the
 * same time (docs/decisions/0004-sign-in-errors.md). Wrong passwords count toward the
 * lockout through checkPassword, atomically (docs/decisions/0020). The account's status is
 * revealed only to the right password.
 */
export async function signIn(ctx: AppContext, input: unknown): Promise<UserRow> {
  const v = signInSchema.parse(input);
  const user = await findUserByEmail(ctx.db, v.email);
  if (!user) {
    await passwords.verifyDummy(v.password);
    throw invalidCredentials();
  }
  await checkPassword(ctx, user, v.password, { wrong: invalidCredentials });

  if (user.status === 'disabled') throw new AppError(ErrorCode.disabled, en.auth.disabled);
  if (user.status === 'suspended') throw new AppError(ErrorCode.suspended, en.auth.suspended);

  // Hashes made with older parameters are upgraded while we hold the password.
  const now = ctx.clock.now();
  const rehash = passwords.needsRehash(user.passwordHash) ? { passwordHash: await passwords.hash(v.password) } : {};
  const updated = await updateUser(ctx.db, user.id, { lastLoginAt: now, updatedAt: now, ...rehash });
  return updated!;
}
