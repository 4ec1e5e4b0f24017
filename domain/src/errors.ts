/** Error codes shared by server and web. The server throws AppError; the web reads `code`. */
export const ErrorCode = {
  validation: 'validation_error',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  locked: 'account_locked',
  disabled: 'account_disabled',
  invalidCredentials: 'invalid_credentials',
  noAccount: 'no_account',
  tokenExpired: 'token_expired',
  tokenUsed: 'token_used',
  tokenInvalid: 'token_invalid',
  maintenance: 'maintenance',
  crossOrigin: 'cross_origin',
  /** The development mailbox answers only the server's own machine (DEV_MAILBOX). */
  mailboxLocalOnly: 'mailbox_local_only',
  payloadTooLarge: 'payload_too_large',
  /** A sensitive change without the password, and no sign-in on this session in the last 5 minutes. */
  reauthRequired: 'reauth_required',
  /** Publishing (and later booking) before the checks the security settings require are done. */
  verificationRequired: 'verification_required',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; fields?: Record<string, string> };
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | string,
    message: string,
    readonly status = 400,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Error codes of two-factor sign-in, read by the web to pick the screen. */
export const TwoFactorErrorCode = {
  /** Admins and moderators must turn on 2FA before using anything else. */
  setupRequired: 'two_factor_setup_required',
  invalidCode: 'two_factor_invalid_code',
  challengeExpired: 'two_factor_challenge_expired',
  tooManyAttempts: 'two_factor_too_many_attempts',
  alreadyEnabled: 'two_factor_already_enabled',
  notEnabled: 'two_factor_not_enabled',
} as const;
