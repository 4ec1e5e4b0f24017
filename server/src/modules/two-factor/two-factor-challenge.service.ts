import { AppError, TwoFactorErrorCode as C, en, twoFactorVerifySchema } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { randomToken, sha256 } from '../../lib/ids';
import { hashRecoveryCode, serverKey } from './two-factor.crypto';
import { twoFactorRepository as repo } from './two-factor.repository';
import { openSecret } from './two-factor.service';
import { matchingStep } from './two-factor.totp';

const m = en.twoFactor;
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_TRIES = 5;
const DAY_MS = 24 * 3600_000;

/** The hook for sign-in: a user with 2FA on gets a challenge, not a session. */
export function requiresChallenge(user: { totpEnabledAt: Date | string | null }): boolean {
  return !!user.totpEnabledAt;
}

/**
 * After the right password: a short-lived challenge (5 minutes, 5 tries). The browser
 * gets a random id; the database keeps its sha256, like session ids.
 */
export async function createChallenge(
  ctx: AppContext,
  userId: string,
  meta: { ip?: string | null; userAgent?: string | null } = {},
) {
  const token = randomToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  const row = {
    id: sha256(token),
    userId,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
    createdAt: now,
  };
  await repo.insertChallenge(ctx.db, row, new Date(now.getTime() - DAY_MS));
  return { twoFactorRequired: true as const, challengeId: token, expiresAt: expiresAt.toISOString() };
}

/**
 * The second step: a code from the app (each time step once) or an unused recovery code.
 * Wrong answers count on the challenge (5 at most) and across the user's challenges
 * (2 × security.maxLoginAttempts per security.accountLockoutMinutes), so signing in again
 * and again does not buy unlimited guesses; the user's row is locked while a code is
 * checked, so parallel guesses cannot pass the cap. Returns the user id to start a session for.
 */
export async function verifyChallenge(ctx: AppContext, input: unknown): Promise<string> {
  const v = twoFactorVerifySchema.parse(input);
  const { security } = await ctx.settings.get();
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (tx) => {
    // The user's row first: parallel guesses on several challenges wait their turn.
    if (!(await repo.lockUserOfChallenge(tx, sha256(v.challengeId)))) return 'expired' as const;
    const ch = await repo.findChallengeForUpdate(tx, sha256(v.challengeId));
    if (!ch || ch.usedAt || new Date(ch.expiresAt).getTime() <= now.getTime()) return 'expired' as const;
    if (ch.attempts >= CHALLENGE_MAX_TRIES) return 'locked' as const;
    const since = new Date(now.getTime() - security.accountLockoutMinutes * 60_000);
    if ((await repo.countFailedSince(tx, ch.userId, since)) >= 2 * security.maxLoginAttempts) return 'locked' as const;
    const state = await repo.state(tx, ch.userId);
    const secret = state?.totpEnabledAt ? openSecret(ctx, state.totpSecret) : null;
    if (!secret) return 'expired' as const; // 2FA was turned off meanwhile: start again
    let ok: boolean;
    if (v.code) {
      const step = matchingStep(ctx.clock, secret, v.code);
      ok = step !== null && (await repo.useStep(tx, ch.userId, step));
    } else {
      const hash = hashRecoveryCode(serverKey(ctx.env), ch.userId, v.recoveryCode as string);
      ok = await repo.useRecoveryCode(tx, ch.userId, hash, now);
    }
    if (!ok) {
      await repo.addAttempt(tx, ch.id); // committed: the failure counts even though we answer 400
      return ch.attempts + 1 >= CHALLENGE_MAX_TRIES ? ('locked' as const) : ('wrong' as const);
    }
    await repo.useChallenge(tx, ch.id, now);
    return { userId: ch.userId };
  });
  if (outcome === 'expired') throw new AppError(C.challengeExpired, m.challengeExpired);
  if (outcome === 'locked') throw new AppError(C.tooManyAttempts, m.tooManyAttempts);
  if (outcome === 'wrong') {
    const message = v.code ? m.invalidCode : m.invalidRecovery;
    throw new AppError(C.invalidCode, message, { [v.code ? 'code' : 'recoveryCode']: message });
  }
  return outcome.userId;
}
