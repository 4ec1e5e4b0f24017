import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Env } from '../env';
import type { AuthUser } from '../modules/users/user.mapper';
import { resolveSession } from '../modules/auth/sessions.service';

export const SESSION_COOKIE = 'espasyo_session';

const isHttps = (env: Env) => env.publicUrl.startsWith('https:');

/**
 * Over HTTPS the cookie is `__Host-espasyo_session`: browsers accept a `__Host-` cookie only
 * when it is Secure, has Path=/ and no Domain, so neither a subdomain nor a plain-http page
 * can plant or overwrite it. Over http (development) the prefix would be refused, so no prefix.
 */
export function sessionCookieName(env: Env): string {
  return isHttps(env) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

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
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: isHttps(env) };
}

/** `maxAgeMs`: the session's absolute lifetime; the server's idle timeout may end it sooner. */
export function setSessionCookie(reply: FastifyReply, env: Env, token: string, maxAgeMs: number) {
  reply.setCookie(sessionCookieName(env), token, { ...cookieOptions(env), maxAge: Math.floor(maxAgeMs / 1000) });
}

export function clearSessionCookie(reply: FastifyReply, env: Env) {
  reply.clearCookie(sessionCookieName(env), cookieOptions(env));
}

/** The user a request's session cookie belongs to, or null (no cookie, or its session has ended). */
export async function sessionUserOf(ctx: AppContext, req: FastifyRequest): Promise<AuthUser | null> {
  const token = req.cookies[sessionCookieName(ctx.env)];
  return token ? ((await resolveSession(ctx, token))?.user ?? null) : null;
}

/**
 * Resolves the session cookie into req.user on every API request. Must be registered after
 * @fastify/cookie and before the modules, so every route's own hooks (guards) see req.user.
 */
export function registerSessions(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionEnded', false);
  const cookieName = sessionCookieName(ctx.env);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return; // static files and the SPA need no session
    const token = req.cookies[cookieName];
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
