import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { randomToken, sha256 } from '../../lib/ids';
import { toAuthUser, type AuthUser } from '../users/user.mapper';
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
export async function startSession(ctx: AppContext, userId: string, meta: SessionMeta = {}, replaces?: string | null, db: Executor = ctx.db) {
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
 * security.sessionTimeoutMinutes (read live, so an admin's change applies at once) or whose
 * user is no longer active is deleted and counts as signed out.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<{ user: AuthUser; sessionId: string } | null> {
  const id = sha256(token);
  const row = await repo.findWithUser(ctx.db, id);
  if (!row) return null;
  const now = ctx.clock.now();
  const { security } = await ctx.settings.get();
  const idleMs = now.getTime() - new Date(row.sessionLastSeenAt).getTime();
  if (idleMs > security.sessionTimeoutMinutes * 60_000 || row.status !== 'active') {
    await repo.delete(ctx.db, id);
    return null;
  }
  if (idleMs >= TOUCH_EVERY_MS) await repo.touch(ctx.db, id, now);
  const { sessionId: _s, sessionLastSeenAt: _l, ...user } = row;
  return { user: toAuthUser(user), sessionId: id };
}

export async function endSession(ctx: AppContext, sessionId: string) {
  await repo.delete(ctx.db, sessionId);
}

/** Ends all of a user's sessions (password reset, account disabled), or all but `exceptId`. */
export function endUserSessions(db: Executor, userId: string, exceptId?: string | null) {
  return repo.deleteForUser(db, userId, exceptId);
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
