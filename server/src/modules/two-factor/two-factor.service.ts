import {
  AppError,
  ErrorCode,
  TwoFactorErrorCode as C,
  en,
  reauthSchema,
  resolveRole,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { languageOfUser, messagesFor } from '../../lib/i18n';
import { newId } from '../../lib/ids';
import { qrSvgDataUrl } from '../../lib/qr';
import { record } from '../audit/audit.service';
import { checkPassword } from '../auth/password-check.service';
import { requireRecentAuth } from '../auth/reauth.service';
import { endUserSessions } from '../auth/sessions.service';
import { enqueue, messageTask } from '../outbox/outbox.service';
import type { AuthUser } from '../users/user.mapper';
import { decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCodes, serverKey } from './two-factor.crypto';
import { twoFactorRepository as repo } from './two-factor.repository';
import { matchingStep, newTotpSecret, otpauthUrl } from './two-factor.totp';

const m = en.twoFactor;

/** security.twoFactorAuthRequired applies to the staff roles: admins and moderators. */
export async function twoFactorRequiredFor(ctx: AppContext, user: AuthUser): Promise<boolean> {
  const role = resolveRole(user);
  return (role === 'admin' || role === 'moderator') && (await ctx.settings.get()).security.twoFactorAuthRequired;
}

async function stateOf(ctx: AppContext, userId: string) {
  const s = await repo.state(ctx.db, userId);
  if (!s) throw new AppError(ErrorCode.notFound, en.generic.notFound);
  return s;
}

export async function twoFactorStatus(ctx: AppContext, user: AuthUser) {
  const s = await stateOf(ctx, user.id);
  return {
    enabled: !!s.totpEnabledAt,
    pending: !!s.totpSecret && !s.totpEnabledAt,
    enabledAt: s.totpEnabledAt ? new Date(s.totpEnabledAt).toISOString() : null,
    recoveryCodesLeft: s.totpEnabledAt ? await repo.recoveryCodesLeft(ctx.db, user.id) : 0,
    required: await twoFactorRequiredFor(ctx, user),
  };
}

/**
 * Starts (or restarts) setup: a new secret, kept encrypted and pending until a code from
 * the app confirms it. The secret is shown only here, never after 2FA is on. Needs the
 * password or a sign-in within 5 minutes (decision 0020): only this step shows the secret,
 * so enabling needs nothing more.
 */
export async function setupTwoFactor(ctx: AppContext, user: AuthUser, sessionId: string | null, input: unknown) {
  const s = await stateOf(ctx, user.id);
  if (s.totpEnabledAt) throw new AppError(C.alreadyEnabled, m.alreadyEnabled);
  await requireRecentAuth(ctx, user.id, sessionId, reauthSchema.parse(input ?? {}).password);
  const secret = newTotpSecret();
  await repo.setPendingSecret(ctx.db, user.id, encryptSecret(serverKey(ctx.env), secret));
  const url = otpauthUrl(user.email, secret);
  return { secret, otpauthUrl: url, qrDataUrl: await qrSvgDataUrl(url) };
}

/** The secret behind a stored value; null when there is none. */
export function openSecret(ctx: AppContext, sealed: string | null): string | null {
  return sealed ? decryptSecret(serverKey(ctx.env), sealed) : null;
}

const invalidCode = () => new AppError(C.invalidCode, m.invalidCode, { code: m.invalidCode });

/**
 * Confirms setup with a code from the app, turns 2FA on and returns ten recovery codes,
 * shown this once and stored only as keyed hashes. Other sessions of the user end.
 */
export async function enableTwoFactor(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string | null,
  input: unknown,
  ip: string | null,
) {
  const { code } = twoFactorEnableSchema.parse(input);
  const s = await stateOf(ctx, user.id);
  if (s.totpEnabledAt) throw new AppError(C.alreadyEnabled, m.alreadyEnabled);
  const secret = openSecret(ctx, s.totpSecret);
  if (!secret) throw new AppError(C.notEnabled, m.noSetup);
  const step = matchingStep(ctx.clock, secret, code);
  if (step === null) throw invalidCode();
  const codes = newRecoveryCodes();
  const key = serverKey(ctx.env);
  const now = ctx.clock.now();
  const platform = await ctx.settings.platformName();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.enable(tx, user.id, now, step);
    const rows = codes.map((c) => ({ id: newId(), codeHash: hashRecoveryCode(key, user.id, c.replace('-', '')) }));
    await repo.replaceRecoveryCodes(tx, user.id, rows, now);
    await endUserSessions(tx, user.id, sessionId);
    await record(tx, {
      actorId: user.id,
      action: 'two_factor.enable',
      targetType: 'user',
      targetId: user.id,
      ip,
      at: now,
    });
    await notify(tx, s, 'enabled', platform, now);
  });
  return { recoveryCodes: codes };
}

/** Turning 2FA off needs the password and a current code from the app. */
export async function disableTwoFactor(ctx: AppContext, user: AuthUser, input: unknown, ip: string | null) {
  const { password, code } = twoFactorDisableSchema.parse(input);
  const s = await stateOf(ctx, user.id);
  const secret = s.totpEnabledAt ? openSecret(ctx, s.totpSecret) : null;
  if (!secret) throw new AppError(C.notEnabled, m.notEnabled);
  await checkPassword(ctx, s, password, {
    field: 'password',
    wrong: () => new AppError(ErrorCode.wrongPassword, m.wrongPassword, { password: m.wrongPassword }),
  });
  const step = matchingStep(ctx.clock, secret, code);
  if (step === null || !(await repo.useStep(ctx.db, user.id, step))) throw invalidCode();
  const now = ctx.clock.now();
  const platform = await ctx.settings.platformName();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.disable(tx, user.id, now);
    await record(tx, {
      actorId: user.id,
      action: 'two_factor.disable',
      targetType: 'user',
      targetId: user.id,
      ip,
      at: now,
    });
    await notify(tx, s, 'disabled', platform, now);
  });
}

/**
 * New recovery codes in place of the old ones (all of them, used or not), shown this once.
 * Needs the password or a recent sign-in; audited and emailed like enabling.
 */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string | null,
  input: unknown,
  ip: string | null,
) {
  const s = await stateOf(ctx, user.id);
  if (!s.totpEnabledAt) throw new AppError(C.notEnabled, m.notEnabled);
  await requireRecentAuth(ctx, user.id, sessionId, reauthSchema.parse(input ?? {}).password);
  const codes = newRecoveryCodes();
  const key = serverKey(ctx.env);
  const now = ctx.clock.now();
  const platform = await ctx.settings.platformName();
  await ctx.db.transaction().execute(async (tx) => {
    const rows = codes.map((c) => ({ id: newId(), codeHash: hashRecoveryCode(key, user.id, c.replace('-', '')) }));
    await repo.replaceRecoveryCodes(tx, user.id, rows, now);
    await record(tx, {
      actorId: user.id,
      action: 'two_factor.recovery_codes',
      targetType: 'user',
      targetId: user.id,
      ip,
      at: now,
    });
    await notify(tx, s, 'recoveryRegenerated', platform, now);
  });
  return { recoveryCodes: codes };
}

/**
 * An administrator turns off another user's 2FA (a user who lost their phone and their
 * codes). One transaction: secret, codes and challenges gone, every session of the user
 * ended, the audit row, the email to the user (the outbox delivers it). Then their sockets close.
 */
export async function adminResetTwoFactor(
  ctx: AppContext,
  userId: string,
  actor: { actorId: string; ip: string | null },
) {
  if (userId === actor.actorId) throw new AppError(ErrorCode.selfAction, en.admin.selfTwoFactorReset);
  const now = ctx.clock.now();
  const platform = await ctx.settings.platformName();
  await ctx.db.transaction().execute(async (tx) => {
    const row = await repo.stateForUpdate(tx, userId);
    if (!row) throw new AppError(ErrorCode.notFound, en.admin.userNotFound);
    if (!row.totpEnabledAt) throw new AppError(C.notEnabled, m.notEnabled);
    await repo.disable(tx, userId, now);
    await endUserSessions(tx, userId);
    await record(tx, {
      ...actor,
      action: 'two_factor.admin_reset',
      targetType: 'user',
      targetId: userId,
      before: { twoFactor: true },
      after: { twoFactor: false },
      at: now,
    });
    await notify(tx, row, 'adminReset', platform, now);
  });
  ctx.realtime.disconnectUser(userId);
  return { message: m.adminResetDone };
}

/** The user's email about a 2FA change, in their language, queued in the change's transaction (decision 0032). */
function notify(
  tx: Executor,
  to: { email: string; firstName: string; language: string | null },
  what: 'enabled' | 'disabled' | 'recoveryRegenerated' | 'adminReset',
  platform: string,
  at: Date,
) {
  const w = messagesFor(languageOfUser(to), 'mailAccount').twoFactor;
  const subject = w[`${what}Subject`];
  const text = w[what]({ name: to.firstName, platform });
  return enqueue(tx, messageTask({ kind: 'email', to: to.email, subject, text }), at);
}

/** Removes the user's secret, recovery codes and open challenges, inside the caller's transaction (account deletion). */
export function removeTwoFactor(db: Executor, userId: string, at: Date): Promise<void> {
  return repo.disable(db, userId, at);
}
