import {
  AppError,
  ErrorCode,
  en,
  isAdmin,
  resolveRole,
  type AdminUserDetail,
  type AdminUsersQuery,
  type UserResult,
  type UsersPage,
  type UserStatusAction,
  type UserType,
} from '@espasyo/domain';
import type { Actor, AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { record } from '../audit/audit.service';
import { endUserSessions, sessionCount } from '../auth/sessions.service';
import { onHostSuspended } from '../bookings/core/bookings.service';
import {
  findUser,
  lockUser,
  lockUserByEmail,
  searchUsers,
  updateUser,
  type UserPatch,
  type UserRow,
} from '../users/accounts.service';
import { toApiUser } from '../users/user.mapper';

const statusAfter: Record<UserStatusAction, 'active' | 'suspended' | 'disabled'> = {
  suspend: 'suspended',
  disable: 'disabled',
  reactivate: 'active',
};

/** The fields an action changed, as the audit log shows them. */
const pick = (u: UserRow, keys: (keyof UserRow)[]) => Object.fromEntries(keys.map((k) => [k, u[k]]));

/*
 * The /users admin page (docs/product/admin.md): search, view, suspend, disable, reactivate, change
 * type, verify, and /make-admin. Each action is one transaction with its audit row; a user
 * who is suspended or disabled loses every session and open socket at once.
 */

export async function listUsers(ctx: AppContext, q: AdminUsersQuery): Promise<UsersPage> {
  const { total, rows } = await searchUsers(ctx.db, q);
  return { items: rows.map(toApiUser), total, page: q.page, pageSize: q.pageSize };
}

export async function userDetail(ctx: AppContext, id: string): Promise<AdminUserDetail> {
  const row = await findUser(ctx.db, id);
  if (!row) throw new AppError(ErrorCode.notFound, en.admin.userNotFound);
  return {
    user: toApiUser(row),
    activeSessions: await sessionCount(ctx.db, id),
    failedLoginCount: row.failedLoginCount,
    lockedUntil: row.lockedUntil ? new Date(row.lockedUntil).toISOString() : null,
    twoFactorEnabled: !!row.totpEnabledAt,
  };
}

export function setUserStatus(ctx: AppContext, id: string, action: UserStatusAction, actor: Actor) {
  if (id === actor.actorId && action !== 'reactivate') throw new AppError(ErrorCode.selfAction, en.admin.selfStatus);
  const status = statusAfter[action];
  const patch: UserPatch = { status };
  if (action === 'reactivate') Object.assign(patch, { failedLoginCount: 0, lockedUntil: null });
  return act(ctx, id, actor, `user.${action}`, ['status', 'failedLoginCount', 'lockedUntil'], patch, {
    endSessions: action !== 'reactivate',
    // A host who may no longer serve: their requests are declined and paid bookings flagged.
    after:
      action === 'reactivate'
        ? undefined
        : (tx, row) => (resolveRole(row) === 'host' ? onHostSuspended(ctx, tx, row.id, actor) : undefined),
  });
}

export function changeUserType(ctx: AppContext, id: string, type: UserType, actor: Actor) {
  if (id === actor.actorId) throw new AppError(ErrorCode.selfAction, en.admin.selfDemote);
  return act(
    ctx,
    id,
    actor,
    'user.change_type',
    ['userType', 'type', 'isAdmin'],
    { userType: type, type, isAdmin: type === 'admin' },
    { reconnect: true },
  );
}

export function markUserVerified(ctx: AppContext, id: string, verified: boolean, actor: Actor) {
  return act(ctx, id, actor, verified ? 'user.verify' : 'user.unverify', ['verified'], { verified });
}

/** /make-admin: promotes the account with this email (docs/product/accounts.md). */
export async function makeAdmin(ctx: AppContext, email: string, actor: Actor): Promise<UserResult> {
  const user = await ctx.db.transaction().execute(async (tx) => {
    const row = await lockUserByEmail(tx, email);
    if (!row) throw new AppError(ErrorCode.noAccount, en.auth.noAccount);
    if (isAdmin(row)) throw new AppError(ErrorCode.alreadyAdmin, en.admin.alreadyAdmin);
    return apply(ctx, tx, row, actor, 'user.make_admin', ['userType', 'type', 'isAdmin'], {
      userType: 'admin',
      type: 'admin',
      isAdmin: true,
    });
  });
  ctx.realtime.disconnectUser(user.id);
  return { user: toApiUser(user) };
}

async function act(
  ctx: AppContext,
  id: string,
  actor: Actor,
  action: string,
  audited: (keyof UserRow)[],
  patch: UserPatch,
  opts: {
    endSessions?: boolean;
    reconnect?: boolean;
    /** More work in the same transaction (what it causes after the commit, it queues in the outbox). */
    after?: (tx: Tx, row: UserRow) => Promise<void> | undefined;
  } = {},
): Promise<UserResult> {
  const user = await ctx.db.transaction().execute(async (tx) => {
    const row = await lockUser(tx, id);
    if (!row) throw new AppError(ErrorCode.notFound, en.admin.userNotFound);
    const updated = await apply(ctx, tx, row, actor, action, audited, patch);
    if (opts.endSessions) await endUserSessions(tx, id);
    await opts.after?.(tx, updated);
    return updated;
  });
  // Open sockets were authorised for the old status or role: close them (after commit).
  if (opts.endSessions || opts.reconnect) ctx.realtime.disconnectUser(id);
  return { user: toApiUser(user) };
}

async function apply(
  ctx: AppContext,
  tx: Tx,
  row: UserRow,
  actor: Actor,
  action: string,
  audited: (keyof UserRow)[],
  patch: UserPatch,
): Promise<UserRow> {
  const now = ctx.clock.now();
  const updated = (await updateUser(tx, row.id, { ...patch, updatedAt: now }))!;
  await record(tx, {
    ...actor,
    action,
    targetType: 'user',
    targetId: row.id,
    before: pick(row, audited),
    after: pick(updated, audited),
    at: now,
  });
  return updated;
}
