import type { FastifyReply, FastifyRequest } from 'fastify';
import { homePathFor, type AuthResult } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { setSessionCookie } from '../../http/session';
import { toApiUser } from '../users/user.mapper';
import type { UserRow } from '../users/accounts.service';
import { sessionMaxAgeMs, startSession } from './sessions.service';
import { consentsDueFor } from '../consents/consents.service';

/**
 * Signs the user in on this browser: a brand-new session (any session the request came
 * with is deleted: no session fixation), the cookie, and where to go next.
 */
export async function signInReply(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<AuthResult> {
  const { token } = await startSession(
    ctx,
    user.id,
    { ip: req.ip, userAgent: req.headers['user-agent'] },
    req.sessionId,
  );
  setSessionCookie(reply, ctx.env, token, sessionMaxAgeMs(user));
  const due = await consentsDueFor(ctx, user);
  return {
    user: toApiUser(user),
    redirectTo: homePathFor(user.userType ?? user.type),
    ...(due.length ? { consentsDue: due } : {}),
  };
}
