/** Query keys of the auth feature: each query's factory builds on these. */
export const authKeys = {
  all: ['auth'] as const,
  verifyEmail: (token: string) => [...authKeys.all, 'verify-email', token] as const,
  confirmEmailChange: (token: string) => [...authKeys.all, 'confirm-email-change', token] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
  setupStatus: ['setup', 'status'] as const,
  mailbox: ['dev', 'mailbox'] as const,
};
