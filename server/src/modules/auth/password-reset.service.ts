import { AppError, en, ErrorCode, forgotPasswordSchema, newPasswordSchema, paths } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { languageOfUser } from '../../lib/i18n';
import { passwords } from '../../lib/passwords';
import { findUser, findUserByEmail, updateUser } from '../users/accounts.service';
import { refreshVerified } from '../users/users.service';
import { ACCOUNT_LIMITS_PER_HOUR, HOUR_MS, RESET_TOKEN_TTL_MS } from './auth.constants';
import { resetPasswordEmail } from './auth.emails';
import { endUserSessions } from './sessions.service';
import { enqueue, messageTask } from '../outbox/outbox.service';
import { tokensRepository as tokens } from './tokens.repository';
import { checkLinkToken, consumeLinkToken, issueLinkToken } from './tokens.service';
import { assertPasswordNotGuessable } from './password-guard.service';

const linkMessages = {
  used: en.auth.resetLinkUsed,
  expired: en.auth.resetLinkExpired,
  invalid: en.auth.resetLinkInvalid,
};

/**
 * Emails a single-use link valid for 1 hour. The answers follow the spec's forgot-password
 * catalogue (docs/product/errors.md), including 'No account found' for an unknown email.
 */
export async function requestPasswordReset(ctx: AppContext, input: unknown) {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(ErrorCode.validation, en.auth.resetInvalidEmail, { email: en.auth.resetInvalidEmail });
  }
  const user = await findUserByEmail(ctx.db, parsed.data.email);
  if (!user) throw new AppError(ErrorCode.noAccount, en.auth.resetNoAccount, { email: en.auth.resetNoAccount });
  const now = ctx.clock.now();
  const recent = await tokens.countSince(ctx.db, user.id, 'password_reset', new Date(now.getTime() - HOUR_MS));
  if (recent >= ACCOUNT_LIMITS_PER_HOUR.passwordReset) throw new AppError(ErrorCode.rateLimited, en.auth.resetTooMany);
  const platform = await ctx.settings.platformName();
  // The link and its email commit together; the outbox delivers it (decision 0032).
  await ctx.db.transaction().execute(async (tx) => {
    const token = await issueLinkToken(tx, 'password_reset', user.id, now, RESET_TOKEN_TTL_MS);
    const url = `${ctx.env.publicUrl}${paths.auth.resetPassword.getHref({ token })}`;
    await enqueue(
      tx,
      messageTask(resetPasswordEmail(platform, user.email, user.firstName, url, languageOfUser(user))),
      now,
    );
  });
  return { message: en.auth.resetSent };
}

/** Lets the reset page say at once that a link is used or expired, before the user types. */
export async function checkResetToken(ctx: AppContext, token: string) {
  await checkLinkToken(ctx.db, 'password_reset', token, ctx.clock.now(), linkMessages);
  return { valid: true as const };
}

/** Sets the new password, uses up the link, ends every session and lifts a lockout. */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string; confirmPassword: string },
) {
  const now = ctx.clock.now();
  // The link is checked first: a used link should say so, whatever the password typed.
  const link = await checkLinkToken(ctx.db, 'password_reset', input.token, now, linkMessages);
  const v = newPasswordSchema(await ctx.settings.passwordPolicy()).parse(input);
  const owner = await findUser(ctx.db, link.userId);
  if (owner) await assertPasswordNotGuessable(v.password, owner);
  const passwordHash = await passwords.hash(v.password);
  await ctx.db.transaction().execute(async (tx) => {
    const row = await consumeLinkToken(tx, 'password_reset', input.token, now, linkMessages);
    const user = await updateUser(tx, row.userId, {
      passwordHash,
      failedLoginCount: 0,
      lockedUntil: null,
      updatedAt: now,
    });
    await tokens.closeOpen(tx, row.userId, 'password_reset', now); // older links in the inbox die too
    await tokens.closeOpen(tx, row.userId, 'email_change', now); // a new password cancels an open email change
    await endUserSessions(tx, row.userId);
    // Opening the link proved the inbox is theirs: that is what email verification asks.
    if (user && !user.emailVerifiedAt) {
      await updateUser(tx, row.userId, { emailVerifiedAt: now });
      await refreshVerified(ctx, tx, row.userId);
    }
  });
  return { message: en.account.passwordResetDone };
}
