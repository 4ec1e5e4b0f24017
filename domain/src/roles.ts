import { paths } from './paths';

/** Role resolution exactly as docs/product/roles.md states it. */
export const userTypes = ['client', 'host', 'admin', 'moderator'] as const;
export type UserType = (typeof userTypes)[number];

export interface RoleSource {
  userType?: string | null;
  type?: string | null;
  role?: string | null;
  isAdmin?: boolean | null;
}

function known(value: string | null | undefined): UserType | undefined {
  return userTypes.find((t) => t === value);
}

/** The profile's userType or type, falling back to the users document's, default client. */
export function resolveRole(profile: RoleSource | null | undefined, userDoc?: RoleSource | null): UserType {
  if (isAdmin(profile) || isAdmin(userDoc)) return 'admin';
  return (
    known(profile?.userType) ?? known(profile?.type) ?? known(userDoc?.userType) ?? known(userDoc?.type) ?? 'client'
  );
}

/** A user counts as admin if userType is admin, isAdmin is true, or type is admin. */
export function isAdmin(u: RoleSource | null | undefined): boolean {
  return !!u && (u.userType === 'admin' || u.isAdmin === true || u.type === 'admin');
}

/** Where a user lands after sign-in or sign-up; unknown types go to onboarding. */
export function homePathFor(type: string | null | undefined): string {
  switch (type) {
    case 'admin':
      return paths.admin.dashboard.getHref();
    case 'moderator':
      return paths.admin.listings.getHref(); // moderators may open /listings only (docs/product/roles.md)
    case 'host':
      return paths.host.dashboard.getHref();
    case 'client':
      return paths.client.dashboard.getHref();
    default:
      return paths.onboarding.getHref();
  }
}

/** The dashboard button on the role guard's "restricted" screen. */
export function dashboardFor(type: UserType): string {
  return homePathFor(type);
}
