import { AppError, ErrorCode, REAUTH_WINDOW_MINUTES, en } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { findUser } from '../users/accounts.service';
import { checkPassword } from './password-check.service';
import { sessionsRepository as sessions } from './sessions.repository';

const reauthRequired = () =>
  new AppError(ErrorCode.reauthRequired, en.reauth.required, { password: en.reauth.required });
const wrongPassword = () =>
  new AppError(ErrorCode.wrongPassword, en.reauth.wrongPassword, { password: en.reauth.wrongPassword });

/**
 * Before a sensitive change (two-factor on, new recovery codes, phone, email): the current
 * password, or a sign-in on this very session within REAUTH_WINDOW_MINUTES — a session is
 * only ever created by signing in, so its createdAt is that moment. Without either: 403
 * 'reauth_required' and the web asks for the password. A password given is always checked
 * and counts toward the lockout like any other (decision 0020).
 */
export async function requireRecentAuth(
  ctx: AppContext,
  userId: string,
  sessionId: string | null,
  password: string | undefined,
): Promise<void> {
  if (password) {
    const row = await findUser(ctx.db, userId);
    if (!row) throw reauthRequired();
    await checkPassword(ctx, row, password, { field: 'password', wrong: wrongPassword });
    return;
  }
  const signedInAt = sessionId ? await sessions.signedInAt(ctx.db, sessionId) : null;
  const age = signedInAt ? ctx.clock.now().getTime() - signedInAt.getTime() : Infinity;
  if (age > REAUTH_WINDOW_MINUTES * 60_000) throw reauthRequired();
}
