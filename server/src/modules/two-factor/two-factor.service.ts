import { AppError, ErrorCode, TwoFactorErrorCode as C, en, resolveRole, twoFactorDisableSchema, twoFactorEnableSchema } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import { passwords } from '../../lib/passwords';
import { qrSvgDataUrl } from '../../lib/qr-svg';
import { record } from '../audit/audit.service';
import { endUserSessions } from '../auth/sessions.service';
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
  if (!s) throw new AppError(ErrorCode.notFound, en.generic.notFound, 404);
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
 * the app confirms it. The secret is shown only here, never after 2FA is on.
 */
export async function setupTwoFactor(ctx: AppContext, user: AuthUser) {
  const s = await stateOf(ctx, user.id);
  if (s.totpEnabledAt) throw new AppError(C.alreadyEnabled, m.alreadyEnabled, 409);
  const secret = newTotpSecret();
  await repo.setPendingSecret(ctx.db, user.id, encryptSecret(serverKey(ctx.env), secret));
  const url = otpauthUrl(user.email, secret);
  return { secret, otpauthUrl: url, qrDataUrl: qrSvgDataUrl(url) };
}

/** The secret behind a stored value; null when there is none. */
export function openSecret(ctx: AppContext, sealed: string | null): string | null {
  return sealed ? decryptSecret(serverKey(ctx.env), sealed) : null;
}

const invalidCode = () => new AppError(C.invalidCode, m.invalidCode, 400, { code: m.invalidCode });

/**
 * Confirms setup with a code from the app, turns 2FA on and returns ten recovery codes,
 * shown this once and stored only as keyed hashes. Other sessions of the user end.
 */
export async function enableTwoFactor(ctx: AppContext, user: AuthUser, sessionId: string | null, input: unknown, ip: string | null) {
  const { code } = twoFactorEnableSchema.parse(input);
  const s = await stateOf(ctx, user.id);
  if (s.totpEnabledAt) throw new AppError(C.alreadyEnabled, m.alreadyEnabled, 409);
  const secret = openSecret(ctx, s.totpSecret);
  if (!secret) throw new AppError(C.notEnabled, m.noSetup, 400);
  const step = matchingStep(ctx.clock, secret, code);
  if (step === null) throw invalidCode();
  const codes = newRecoveryCodes();
  const key = serverKey(ctx.env);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.enable(tx, user.id, now, step);
    const rows = codes.map((c) => ({ id: newId(), codeHash: hashRecoveryCode(key, user.id, c.replace('-', '')) }));
    await repo.replaceRecoveryCodes(tx, user.id, rows, now);
    await endUserSessions(tx, user.id, sessionId);
    await record(tx, { actorId: user.id, action: 'two_factor.enable', targetType: 'user', targetId: user.id, ip, at: now });
  });
  await notify(ctx, s, m.enabledSubject, m.enabledBody(s.firstName));
  return { recoveryCodes: codes };
}

/** Turning 2FA off needs the password and a current code from the app. */
export async function disableTwoFactor(ctx: AppContext, user: AuthUser, input: unknown, ip: string | null) {
  const { password, code } = twoFactorDisableSchema.parse(input);
  const s = await stateOf(ctx, user.id);
  const secret = s.totpEnabledAt ? openSecret(ctx, s.totpSecret) : null;
  if (!secret) throw new AppError(C.notEnabled, m.notEnabled, 400);
  if (!(await passwords.verify(s.passwordHash, password))) {
    throw new AppError('wrong_password', m.wrongPassword, 400, { password: m.wrongPassword });
  }
  const step = matchingStep(ctx.clock, secret, code);
  if (step === null || !(await repo.useStep(ctx.db, user.id, step))) throw invalidCode();
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.disable(tx, user.id, now);
    await record(tx, { actorId: user.id, action: 'two_factor.disable', targetType: 'user', targetId: user.id, ip, at: now });
  });
  await notify(ctx, s, m.disabledSubject, m.disabledBody(s.firstName));
}

async function notify(ctx: AppContext, to: { email: string }, subject: string, text: string) {
  await ctx.mailer.send({ kind: 'email', to: to.email, subject, text }).catch((err) => console.error('2FA email failed', err));
}
