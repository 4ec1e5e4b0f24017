/** Version of the terms and privacy notice a user agrees to at sign-up (Data Privacy Act consent record). */
export const TERMS_VERSION = '2026-01';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RESET_TOKEN_TTL_MS = HOUR; // design §2
export const EMAIL_VERIFY_TTL_MS = 24 * HOUR;
export const PHONE_CODE_TTL_MS = 10 * MINUTE;
export const PHONE_CODE_MAX_TRIES = 5;

/**
 * Per-IP limits (in memory, per process). Generous on purpose: an office or a mobile
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

/** Per-account limits per hour: reset emails, verification emails, SMS codes. */
export const ACCOUNT_LIMITS_PER_HOUR = { passwordReset: 5, emailVerify: 5, phoneCode: 5 };
export const HOUR_MS = HOUR;
