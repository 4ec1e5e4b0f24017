import { randomInt } from 'node:crypto';
import { AppError, en, ErrorCode, paths } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { languageOfUser } from '../../lib/i18n';
import { newId, sha256 } from '../../lib/ids';
import type { AuthUser } from '../users/user.mapper';
import { updateUser, type UserRow } from '../users/accounts.service';
import { refreshVerified } from '../users/users.service';
import {
  ACCOUNT_LIMITS_PER_HOUR,
  EMAIL_VERIFY_TTL_MS,
  HOUR_MS,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_TTL_MS,
} from './auth.constants';
import { enqueue, messageTask } from '../outbox/outbox.service';
import { phoneCodeSms, verifyEmailEmail } from './auth.emails';
import { tokensRepository as tokens } from './tokens.repository';
import { consumeLinkToken, issueLinkToken } from './tokens.service';

const m = en.contact;
const linkMessages = { used: m.linkUsed, expired: m.linkExpired, invalid: m.linkInvalid };
const tooMany = () => new AppError(ErrorCode.rateLimited, en.generic.tooManyRequests);

async function underHourlyLimit(ctx: AppContext, userId: string, kind: 'email_verify' | 'phone_code', max: number) {
  const since = new Date(ctx.clock.now().getTime() - HOUR_MS);
  if ((await tokens.countSince(ctx.db, userId, kind, since)) >= max) throw tooMany();
}

/** Emails a 24-hour link to /verify-email?token=…. */
export async function sendVerificationEmail(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>,
) {
  const platform = await ctx.settings.platformName();
  const now = ctx.clock.now();
  // The link and its email commit together; the outbox delivers it (decision 0032).
  await ctx.db.transaction().execute(async (tx) => {
    const token = await issueLinkToken(tx, 'email_verify', user.id, now, EMAIL_VERIFY_TTL_MS);
    const url = `${ctx.env.publicUrl}${paths.auth.verifyEmail.getHref({ token })}`;
    await enqueue(
      tx,
      messageTask(verifyEmailEmail(platform, user.email, user.firstName, url, languageOfUser(user))),
      now,
    );
  });
}

export async function resendVerificationEmail(ctx: AppContext, user: AuthUser) {
  if (user.emailVerifiedAt) throw new AppError(ErrorCode.alreadyVerified, m.emailAlreadyVerified);
  await underHourlyLimit(ctx, user.id, 'email_verify', ACCOUNT_LIMITS_PER_HOUR.emailVerify);
  await sendVerificationEmail(ctx, user);
}

/** The link works without being signed in (it may be opened on another device). */
export async function verifyEmail(ctx: AppContext, token: string): Promise<UserRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const row = await consumeLinkToken(tx, 'email_verify', token, now, linkMessages);
    await updateUser(tx, row.userId, { emailVerifiedAt: now, updatedAt: now });
    return refreshVerified(ctx, tx, row.userId);
  });
}

/** A 6-digit code by SMS to the account's phone; a new code replaces any earlier one. */
export async function sendPhoneCode(ctx: AppContext, user: AuthUser) {
  if (user.phoneVerifiedAt) throw new AppError(ErrorCode.alreadyVerified, m.phoneAlreadyVerified);
  await underHourlyLimit(ctx, user.id, 'phone_code', ACCOUNT_LIMITS_PER_HOUR.phoneCode);
  const now = ctx.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = newId();
  const platform = await ctx.settings.platformName();
  await ctx.db.transaction().execute(async (tx) => {
    await tokens.closeOpen(tx, user.id, 'phone_code', now);
    // The row id salts the hash: the same code for two users never collides in the unique index.
    await tokens.insert(tx, {
      id,
      userId: user.id,
      kind: 'phone_code',
      tokenHash: sha256(`${id}:${code}`),
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
      now,
    });
    await enqueue(tx, messageTask(phoneCodeSms(platform, user.phone, code, languageOfUser(user))), now);
  });
}

/** Checks the code: at most PHONE_CODE_MAX_TRIES wrong tries, then a new code is needed. */
export async function verifyPhoneCode(ctx: AppContext, user: AuthUser, code: string): Promise<UserRow> {
  const now = ctx.clock.now();
  const row = await tokens.latestOpen(ctx.db, user.id, 'phone_code');
  if (!row) throw new AppError(ErrorCode.codeMissing, m.codeMissing);
  if (row.attempts >= PHONE_CODE_MAX_TRIES) throw new AppError(ErrorCode.codeAttempts, m.codeTooManyTries);
  if (new Date(row.expiresAt).getTime() <= now.getTime()) throw new AppError(ErrorCode.codeExpired, m.codeExpired);
  if (sha256(`${row.id}:${code}`) !== row.tokenHash) {
    const tries = await tokens.incrementAttempts(ctx.db, row.id);
    if (tries >= PHONE_CODE_MAX_TRIES) throw new AppError(ErrorCode.codeAttempts, m.codeTooManyTries);
    throw new AppError(ErrorCode.codeWrong, m.codeWrong, { code: m.codeWrong });
  }
  return ctx.db.transaction().execute(async (tx) => {
    if (!(await tokens.markUsed(tx, row.id, now))) throw new AppError(ErrorCode.codeMissing, m.codeMissing);
    await updateUser(tx, user.id, { phoneVerifiedAt: now, updatedAt: now });
    return refreshVerified(ctx, tx, user.id);
  });
}
