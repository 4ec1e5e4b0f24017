import type { MeResult } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { consentsDueFor } from '../consents/consents.service';
import { toApiUser, type AuthUser } from '../users/user.mapper';

/**
 * The session as GET /api/auth/me and every page's state carry it (decision 0062): the user, and
 * the legal texts in effect they have not agreed to (issue 34: the re-consent dialog). No query:
 * the versions are cached, the user's agreed versions are on the session's user row.
 */
export async function meResultOf(ctx: AppContext, user: AuthUser | null): Promise<MeResult> {
  if (!user) return { user: null };
  const due = await consentsDueFor(ctx, user);
  return due.length ? { user: toApiUser(user), consentsDue: due } : { user: toApiUser(user) };
}
