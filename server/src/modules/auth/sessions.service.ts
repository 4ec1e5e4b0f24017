import { resolveRole, type PlatformSettings, type RoleSource } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { randomToken, sha256 } from '../../lib/ids';
import { toAuthUser, type AuthUser } from '../users/user.mapper';
import { SESSION_MAX_AGE_MS, STAFF_SESSION_MAX_AGE_MS } from './auth.constants';
import { sessionCacheFor, type SessionWithUser } from './session-cache';
import { sessionsRepository as repo } from './sessions.repository';

/** last_seen_at is written at most this often: one write a minute, not one per request. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Starts a session and returns the cookie value. The database keeps only its sha256, so a
 * leaked table does not hand out sessions. Pass `replaces` to rotate: the old one is deleted.
 */
export async function startSession(
  ctx: AppContext,
  userId: string,
  meta: SessionMeta = {},
  replaces?: string | null,
  db: Executor = ctx.db,
) {
  if (replaces) await repo.delete(db, replaces);
  const token = randomToken();
  await repo.insert(db, {
    id: sha256(token),
    userId,
    now: ctx.clock.now(),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
  });
  return { token, sessionId: sha256(token) };
}

/**
 * The user behind a cookie value, or null. A session idle for longer than
 * security.sessionTimeoutMinutes (read live, so an admin's change applies at once), older
 * than its absolute lifetime (sessionMaxAgeMs), or whose user is no longer active is
 * deleted and counts as signed out. The lookup is kept in memory for a moment
 * (session-cache.ts); only a row fresh from the database can end a session.
 */
export async function resolveSession(
  ctx: AppContext,
  token: string,
): Promise<{ user: AuthUser; sessionId: string } | null> {
  const id = sha256(token);
  const now = ctx.clock.now();
  const { security } = await ctx.settings.get();
  const cache = sessionCacheFor(ctx.db);
  let row = cache?.get(id, now.getTime());
  if (!row || !isAlive(row, now, security)) {
    const mark = cache?.readMark() ?? 0;
    row = await repo.findWithUser(ctx.db, id);
    if (!row) return null;
    if (!isAlive(row, now, security)) {
      cache?.forget(id);
      await repo.delete(ctx.db, id);
      return null;
    }
    cache?.set(id, row, mark, now.getTime());
  }
  if (now.getTime() - new Date(row.sessionLastSeenAt).getTime() >= TOUCH_EVERY_MS) {
    await repo.touch(ctx.db, id, now);
    cache?.touched(id, now);
  }
  const { sessionId: _s, sessionCreatedAt: _c, sessionLastSeenAt: _l, ...user } = row;
  return { user: toAuthUser(user), sessionId: id };
}

/** How long after sign-in a session of this user ends at the latest. */
export function sessionMaxAgeMs(user: RoleSource): number {
  const role = resolveRole(user);
  return role === 'admin' || role === 'moderator' ? STAFF_SESSION_MAX_AGE_MS : SESSION_MAX_AGE_MS;
}

/** Active user, not idle past the timeout, not older than its absolute lifetime. */
export function isAlive(row: SessionWithUser, now: Date, security: PlatformSettings['security']): boolean {
  const idleMs = now.getTime() - new Date(row.sessionLastSeenAt).getTime();
  const ageMs = now.getTime() - new Date(row.sessionCreatedAt).getTime();
  return row.status === 'active' && idleMs <= security.sessionTimeoutMinutes * 60_000 && ageMs <= sessionMaxAgeMs(row);
}

/** Signs a session out; its open sockets on this instance close at once (other instances' find out within a minute). */
export async function endSession(ctx: AppContext, sessionId: string) {
  await repo.delete(ctx.db, sessionId);
  ctx.realtime.disconnectSession(sessionId);
}

/** Ends all of a user's sessions (password reset, account disabled), or all but `exceptId`. */
export function endUserSessions(db: Executor, userId: string, exceptId?: string | null) {
  return repo.deleteForUser(db, userId, exceptId);
}

/**
 * Is this session still alive (not signed out, not idle past the timeout, not past its
 * absolute lifetime, user still active)? A read-only check straight from the database: an
 * open WebSocket asking must not count as activity.
 */
export async function sessionStillAlive(ctx: AppContext, sessionId: string): Promise<boolean> {
  const row = await repo.findWithUser(ctx.db, sessionId);
  if (!row) return false;
  const { security } = await ctx.settings.get();
  return isAlive(row, ctx.clock.now(), security);
}

/** How many sessions a user has (the admin's user page). */
export function sessionCount(db: Executor, userId: string): Promise<number> {
  return repo.countForUser(db, userId);
}

/** People with a session used since `since` (the admin dashboard). */
export function signedInUserCount(db: Executor, since: Date): Promise<number> {
  return repo.countUsersSeenSince(db, since);
}

/** A user's sessions, most recently used first, as stored (the user's data export). */
export function sessionsOfUser(db: Executor, userId: string) {
  return repo.listForUser(db, userId);
}

/** Deletes sessions idle since before `cutoff` (the purge job); returns how many. */
export function purgeIdleSessions(db: Executor, cutoff: Date): Promise<number> {
  return repo.deleteIdleSince(db, cutoff);
}

export async function listSessions(ctx: AppContext, userId: string, currentId: string | null) {
  const rows = await repo.listForUser(ctx.db, userId);
  return rows.map((r) => ({
    // The id is a hash of the cookie; only a prefix is shown, enough to tell sessions apart.
    id: r.id.slice(0, 12),
    createdAt: new Date(r.createdAt).toISOString(),
    lastSeenAt: new Date(r.lastSeenAt).toISOString(),
    ip: r.ip,
    userAgent: r.userAgent,
    current: r.id === currentId,
  }));
}
