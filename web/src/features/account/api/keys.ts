import type { User } from '@espasyo/domain/schemas/auth';

/** Query keys of the account feature, in one place so mutations invalidate the right data. */
export const accountKeys = {
  sessions: ['me', 'sessions'] as const,
  verification: ['me', 'verification'] as const,
  requirements: ['me', 'verification-requirements'] as const,
  requirementsOf: (u: User | null) =>
    [...accountKeys.requirements, u?.id, u?.emailVerified, u?.phoneVerified, u?.idVerified] as const,
  twoFactor: ['me', '2fa'] as const,
  twoFactorOf: (userId: string | undefined) => [...accountKeys.twoFactor, userId] as const,
  notificationPreferences: ['me', 'notification-preferences'] as const,
  pushKey: ['me', 'push', 'key'] as const,
  pushDevices: ['me', 'push', 'devices'] as const,
  taxDetails: ['host', 'tax-details'] as const,
  consents: ['me', 'consents'] as const,
};
