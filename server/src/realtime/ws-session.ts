import type { AppContext } from '../context';

/**
 * Is the socket's session still alive (not signed out, not idle past the timeout, user
 * still active)? A read-only check: an open socket must not count as activity.
 */
export async function stillSignedIn(ctx: AppContext, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  try {
    const row = await ctx.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select(['sessions.lastSeenAt', 'users.status'])
      .where('sessions.id', '=', sessionId)
      .executeTakeFirst();
    if (!row || row.status !== 'active') return false;
    const { security } = await ctx.settings.get();
    return ctx.clock.now().getTime() - new Date(row.lastSeenAt).getTime() <= security.sessionTimeoutMinutes * 60_000;
  } catch {
    return true; // a database hiccup is not a sign-out
  }
}
