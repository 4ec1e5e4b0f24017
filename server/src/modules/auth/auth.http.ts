import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { homePathFor, userSchema } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { setSessionCookie } from '../../http/session';
import { toApiUser } from '../users/user.mapper';
import type { UserRow } from '../users/users.repository';
import { sessionMaxAgeMs, startSession } from './sessions.service';

/** Response schemas shared by the auth, setup and self-service routes (shown in /api/openapi.json). */
export const authResultSchema = z.object({ user: userSchema, redirectTo: z.string() });
export const meResultSchema = z.object({ user: userSchema.nullable() });
export const messageSchema = z.object({ message: z.string() });
export const tokenBodySchema = z.object({ token: z.string() });

/**
 * Signs the user in on this browser: a brand-new session (any session the request came
 * with is deleted: no session fixation), the cookie, and where to go next.
 */
export async function signInReply(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const { token } = await startSession(
    ctx,
    user.id,
    { ip: req.ip, userAgent: req.headers['user-agent'] },
    req.sessionId,
  );
  setSessionCookie(reply, ctx.env, token, sessionMaxAgeMs(user));
  return { user: toApiUser(user), redirectTo: homePathFor(user.userType ?? user.type) };
}
