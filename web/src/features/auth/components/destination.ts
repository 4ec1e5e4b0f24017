import { homePathFor, type UserType } from '@espasyo/domain';

export interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

const authPages = ['/signin', '/signup', '/admin', '/forgot-password', '/reset-password'];

/** Back to where a guard stopped the user, else by type (requirements §2, §6). */
export function destinationAfterSignIn(state: unknown, role: UserType | null): string {
  const from = (state as FromState | null)?.from;
  if (from?.pathname && !authPages.includes(from.pathname)) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return homePathFor(role);
}
