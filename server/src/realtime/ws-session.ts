import type { AppContext } from '../context';
import { sessionStillAlive } from '../modules/auth/sessions.service';

/** Is the socket's session still alive? (sessions.service decides, from the database.) */
export async function stillSignedIn(ctx: AppContext, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  try {
    return await sessionStillAlive(ctx, sessionId);
  } catch {
    return true; // a database hiccup is not a sign-out
  }
}
