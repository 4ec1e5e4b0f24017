import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import type { Env } from '../env';
import type { AuthUser } from '../modules/users/user.mapper';
import { resolveSession } from '../modules/auth/sessions.service';

export const SESSION_COOKIE = 'espasyo_session';
/** The browser keeps the cookie this long; the server's idle timeout decides far sooner. */
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Read it through the guards in http/guards.ts. */
    user: AuthUser | null;
    /** sha256 of the session cookie (the sessions row id), or null. */
    sessionId: string | null;
    /** A session cookie came with the request but its session had ended (idle, signed out). */
    sessionEnded: boolean;
  }
}

function cookieOptions(env: Env) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: env.publicUrl.startsWith('https:') };
}

export function setSessionCookie(reply: FastifyReply, env: Env, token: string) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(env), maxAge: COOKIE_MAX_AGE_S });
}

export function clearSessionCookie(reply: FastifyReply, env: Env) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(env));
}

/**
 * Resolves the session cookie into req.user on every API request. Must be registered after
 * @fastify/cookie and before the modules, so every route's own hooks (guards) see req.user.
 */
export function registerSessions(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionEnded', false);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return; // static files and the SPA need no session
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await resolveSession(ctx, token);
    if (!found) {
      req.sessionEnded = true;
      clearSessionCookie(reply, ctx.env); // stop the browser sending a dead cookie
      return;
    }
    req.user = found.user;
    req.sessionId = found.sessionId;
  });
}
