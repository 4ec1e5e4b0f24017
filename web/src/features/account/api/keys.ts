/** Query keys of the account feature, in one place so mutations invalidate the right data. */
export const accountKeys = {
  sessions: ['me', 'sessions'] as const,
  verification: ['me', 'verification'] as const,
  requirements: ['me', 'verification-requirements'] as const,
  twoFactor: ['me', '2fa'] as const,
};
