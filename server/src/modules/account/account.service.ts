import { AppError, ErrorCode, changePasswordSchema, en, profileSchema, reauthSchema } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { passwords } from '../../lib/passwords';
import { assertPasswordNotGuessable } from '../auth/password-guard.service';
import { checkPassword } from '../auth/password-check.service';
import { requireRecentAuth } from '../auth/reauth.service';
import { endUserSessions } from '../auth/sessions.service';
import { closeOpenTokens } from '../auth/tokens.service';
import { updateUser, type UserRow } from '../users/accounts.service';
import type { AuthUser } from '../users/user.mapper';
import { getUser, refreshVerified } from '../users/users.service';

/*
 * The signed-in person's own account (issue 31 §3): what changes their credentials or contact
 * details, checked by auth (the password, a recent sign-in) and written through users. It sits
 * above auth, so users, below it, never imports auth.
 */

/**
 * Name and phone. A new phone number needs the password or a recent sign-in (decision
 * 0020; the phone receives codes) and has to be verified again.
 */
export async function updateProfile(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string | null,
  input: unknown,
): Promise<UserRow> {
  const v = profileSchema.parse(input);
  const firstName = v.firstName.trim();
  const lastName = v.lastName.trim();
  const phone = v.phone.trim();
  const phoneChanged = phone !== user.phone;
  if (phoneChanged) await requireRecentAuth(ctx, user.id, sessionId, reauthSchema.parse(input).password);
  return ctx.db.transaction().execute(async (tx) => {
    await updateUser(tx, user.id, {
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      phone,
      ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
      updatedAt: ctx.clock.now(),
    });
    return refreshVerified(ctx, tx, user.id);
  });
}

/**
 * Checks the current password (it counts toward the lockout), sets the new one, signs out
 * every other session and cancels an open email change.
 */
export async function changePassword(ctx: AppContext, user: AuthUser, currentSessionId: string | null, input: unknown) {
  const v = changePasswordSchema(await ctx.settings.passwordPolicy()).parse(input);
  await assertPasswordNotGuessable(v.password, user);
  const row = await getUser(ctx, user.id);
  await checkPassword(ctx, row, v.currentPassword, {
    field: 'currentPassword',
    wrong: () =>
      new AppError(ErrorCode.wrongPassword, en.account.wrongCurrentPassword, {
        currentPassword: en.account.wrongCurrentPassword,
      }),
  });
  const passwordHash = await passwords.hash(v.password);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, updatedAt: now });
    await endUserSessions(tx, user.id, currentSessionId);
    await closeOpenTokens(tx, user.id, 'email_change', now); // the old address's notice says a new password cancels it
  });
}
