import { homePathFor, type UserType } from '@espasyo/domain/roles';
import { paths } from '@espasyo/domain/paths';

/** The sign-in page's words for why it opened (the `auth` namespace's `signIn`). */
export interface ReasonMessages {
  toBrowse: string;
  toSearch: (values: { query: string }) => string;
}

export interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

const { signIn, signUp, adminSignIn, forgotPassword, resetPassword } = paths.auth;
const authPages = [signIn, signUp, adminSignIn, forgotPassword, resetPassword].map((p) => p.path);

/** The longest search text quoted back on the sign-in page; longer ones end in an ellipsis. */
const QUOTE_MAX = 80;

/** The search a guard stopped on its way to /client/browse (a search from the landing page), if so. */
function browseSearchOf(state: unknown): URLSearchParams | null {
  const from = (state as FromState | null)?.from;
  return from?.pathname === paths.client.browse.path ? new URLSearchParams(from.search ?? '') : null;
}

/**
 * Why the sign-in page opened, when a guard sent the visitor there: a search from the
 * landing page leads to /client/browse, which needs an account. Null when there is nothing
 * particular to say (the page's own description stands).
 */
export function signInReason(state: unknown, m: ReasonMessages): string | null {
  const search = browseSearchOf(state);
  if (!search) return null;
  const q = search.get('q')?.trim().replace(/\s+/g, ' ');
  if (!q) return m.toBrowse;
  return m.toSearch({ query: q.length > QUOTE_MAX ? `${q.slice(0, QUOTE_MAX - 1)}…` : q });
}

/**
 * The public search (/spaces) for the search a guard stopped, the same words and type, when the
 * sign-in page opened on the way to /client/browse (a search from the landing page); else null.
 */
export function publicSearchFor(state: unknown): string | null {
  const search = browseSearchOf(state);
  const value = (key: string) => search?.get(key)?.trim() || undefined;
  return search && paths.spaces.search.getHref({ q: value('q'), type: value('type') });
}

/** Back to where a guard stopped the user, else by type (docs/product/routes.md, docs/product/roles.md). */
export function destinationAfterSignIn(state: unknown, role: UserType | null): string {
  const from = (state as FromState | null)?.from;
  if (from?.pathname && !authPages.includes(from.pathname))
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return homePathFor(role);
}
