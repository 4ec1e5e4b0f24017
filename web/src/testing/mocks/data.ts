import type { User } from '@espasyo/domain/schemas/auth';

let next = 0;

/** A user as the API returns it; pass only what the test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  next += 1;
  const type = overrides.userType ?? overrides.type ?? 'client';
  const firstName = overrides.firstName ?? 'Maria';
  const lastName = overrides.lastName ?? `Santos ${next}`;
  return {
    id: `0190000${next}-0000-7000-8000-000000000000`,
    email: `user${next}@example.ph`,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    phone: '+63 917 123 4567',
    userType: type,
    type,
    role: null,
    permissions: [],
    status: 'active',
    profileImageUrl: null,
    rating: 0,
    totalRatings: 0,
    verified: false,
    isAdmin: type === 'admin',
    emailVerified: true,
    phoneVerified: true,
    idVerified: true,
    createdAt: '2026-11-01T02:00:00.000Z',
    updatedAt: '2026-11-01T02:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

/** The API's error body (ARCHITECTURE.md rule 5). */
export const errorBody = (code: string, message: string, fields?: Record<string, string>) => ({
  error: { code, message, ...(fields ? { fields } : {}) },
});
