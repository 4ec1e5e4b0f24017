const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RESET_TOKEN_TTL_MS = HOUR; // docs/product/accounts.md

/**
 * A session ends this long after sign-in however active it is (the idle timeout,
 * security.sessionTimeoutMinutes, ends it sooner). Staff (admins and moderators) sign in
 * again every working day: a stolen staff cookie is worth the most.
 */
export const SESSION_MAX_AGE_MS = 30 * 24 * HOUR;
export const STAFF_SESSION_MAX_AGE_MS = 12 * HOUR;
export const EMAIL_VERIFY_TTL_MS = 24 * HOUR;
export const EMAIL_CHANGE_TTL_MS = 24 * HOUR;
export const PHONE_CODE_TTL_MS = 10 * MINUTE;
export const PHONE_CODE_MAX_TRIES = 5;

/**
 * Per-IP limits (in memory per process, or shared in Redis with REDIS_URL: decision 0052). Generous on purpose: an office or a mobile
 * carrier's NAT puts many honest people behind one address. Per-account limits are
 * counted in the database (below), so they hold across restarts and instances.
 */
export const IP_LIMITS = {
  signIn: { max: 30, timeWindow: MINUTE },
  signUp: { max: 20, timeWindow: HOUR },
  forgotPassword: { max: 20, timeWindow: HOUR },
  resetPassword: { max: 30, timeWindow: HOUR },
  createAdmin: { max: 10, timeWindow: HOUR },
};

/**
 * A route's per-IP limit, multiplied by RATE_LIMIT_SCALE like the API limits (the browser
 * and server tests run many users from one address; production keeps the figures above).
 */
export function ipLimit(name: keyof typeof IP_LIMITS, scale: number) {
  const { max, timeWindow } = IP_LIMITS[name];
  return { max: max * scale, timeWindow };
}

/** Per-account limits per hour: reset emails, verification emails, email-change links, SMS codes. */
export const ACCOUNT_LIMITS_PER_HOUR = { passwordReset: 5, emailVerify: 5, emailChange: 5, phoneCode: 5 };
export const HOUR_MS = HOUR;
