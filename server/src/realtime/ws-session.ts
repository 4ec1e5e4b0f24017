import type { AppContext } from '../context';
import { sessionsRepository } from '../modules/auth/sessions.repository';
import { isAlive } from '../modules/auth/sessions.service';

/**
 * Is the socket's session still alive (not signed out, not idle past the timeout, not past
 * its absolute lifetime, user still active)? A read-only check straight from the database:
 * an open socket must not count as activity.
 */
export async function stillSignedIn(ctx: AppContext, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  try {
    const row = await sessionsRepository.findWithUser(ctx.db, sessionId);
    if (!row) return false;
    const { security } = await ctx.settings.get();
    return isAlive(row, ctx.clock.now(), security);
  } catch {
    return true; // a database hiccup is not a sign-out
  }
}
