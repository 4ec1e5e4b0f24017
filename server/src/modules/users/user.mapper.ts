import type { User } from '@espasyo/domain';
import type { UserRow } from './users.repository';

/** The signed-in user as the server sees it: the users row without its secrets. */
export type AuthUser = Omit<UserRow, 'passwordHash' | 'totpSecret'>;

export function toAuthUser(row: UserRow): AuthUser {
  const { passwordHash: _p, totpSecret: _t, ...rest } = row;
  return rest;
}

const iso = (d: Date | string): string => new Date(d).toISOString();

/** The user as the API returns it (domain userSchema): docs/product/records.md plus verification flags. */
export function toApiUser(u: AuthUser | UserRow): User {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    userType: u.userType,
    type: u.type,
    role: u.role,
    permissions: Array.isArray(u.permissions) ? u.permissions : [],
    status: u.status,
    profileImageUrl: u.profileImageUrl,
    rating: u.rating,
    totalRatings: u.totalRatings,
    verified: u.verified,
    isAdmin: u.isAdmin,
    emailVerified: !!u.emailVerifiedAt,
    phoneVerified: !!u.phoneVerifiedAt,
    idVerified: !!u.idVerifiedAt,
    language: u.language ?? null,
    createdAt: iso(u.createdAt),
    updatedAt: iso(u.updatedAt),
    lastLoginAt: u.lastLoginAt ? iso(u.lastLoginAt) : null,
  };
}
