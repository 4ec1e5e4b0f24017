import { AppError, ErrorCode, en } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { passwords } from '../../lib/passwords';
import { clearLoginFailures, reserveLoginAttempt, type UserRow } from '../users/accounts.service';

/** 423 'Too many failed attempts. Please try again later.', under `field` when a form asked. */
export function lockedError(field?: string): AppError {
  return new AppError(
    ErrorCode.locked,
    en.auth.tooManyAttempts,
    field ? { [field]: en.auth.tooManyAttempts } : undefined,
  );
}

export interface PasswordCheck {
  /** The error for a wrong password (sign-in: the generic one; forms: under their field). */
  wrong: () => AppError;
  /** The form field the lockout message goes under; none for sign-in. */
  field?: string;
}

/**
 * THE check of a user's own password, shared by sign-in, change password, delete account,
 * turning two-factor off and re-authentication, so wrong passwords anywhere count toward
 * one lockout (docs/decisions/0020). An attempt is reserved in the database BEFORE the
 * hash is verified: however many requests arrive at once, at most
 * security.maxLoginAttempts wrong passwords are checked, then the account is locked for
 * security.accountLockoutMinutes (both read live) and even the right password gets 423.
 * The right password clears the count.
 */
export async function checkPassword(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  password: string,
  check: PasswordCheck,
): Promise<void> {
  const { security } = await ctx.settings.get();
  const now = ctx.clock.now();
  const lockUntil = new Date(now.getTime() + security.accountLockoutMinutes * 60_000);
  const failures = await reserveLoginAttempt(ctx.db, user.id, now, security.maxLoginAttempts, lockUntil);
  if (failures === null) throw lockedError(check.field);
  if (await passwords.verify(user.passwordHash, password)) {
    await clearLoginFailures(ctx.db, user.id);
    return;
  }
  // The attempt that reaches the limit already says so (decision 0004).
  throw failures >= security.maxLoginAttempts ? lockedError(check.field) : check.wrong();
}
