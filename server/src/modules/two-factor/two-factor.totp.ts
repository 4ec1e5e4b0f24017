import { authenticator } from 'otplib';
import type { Clock } from '../../context';

/** RFC 6238 as authenticator apps use it: SHA-1, 30-second steps, 6 digits. */
export const TOTP_STEP_S = 30;
export const TOTP_ISSUER = 'Espasyo';

/** One step either side is accepted, for phones whose clock is a little off. */
function at(clock: Clock) {
  return authenticator.clone({ step: TOTP_STEP_S, digits: 6, window: 1, epoch: clock.now().getTime() });
}

export const newTotpSecret = (): string => authenticator.generateSecret(20);

export const otpauthUrl = (accountName: string, secret: string): string =>
  authenticator.keyuri(accountName, TOTP_ISSUER, secret);

/**
 * The time step the code belongs to, or null when it matches none within the window.
 * Callers record the step so that the same code cannot be used twice.
 */
export function matchingStep(clock: Clock, secret: string, code: string): number | null {
  const delta = at(clock).checkDelta(code, secret);
  if (delta === null) return null;
  return Math.floor(clock.now().getTime() / 1000 / TOTP_STEP_S) + delta;
}

/** A valid code for now (tests and the seed only). */
export const currentCode = (clock: Clock, secret: string): string => at(clock).generate(secret);
