import {
  AppError,
  ErrorCode,
  en,
  isAdmin,
  type AdminUsersQuery,
  type UserStatusAction,
  type UserType,
} from '@espasyo/domain';
import type { Updateable } from 'kysely';
import type { Actor, AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { UsersTable } from '../../db/schema';
import { record } from '../audit/audit.service';
import { endUserSessions } from '../auth/sessions.service';
import { toApiUser } from '../users/user.mapper';
import type { UserRow } from '../users/users.repository';
import { adminUsersRepository as repo } from './admin-users.repository';

const statusAfter: Record<UserStatusAction, 'active' | 'suspended' | 'disabled'> = {
  suspend: 'suspended',
  disable: 'disabled',
  reactivate: 'active',
};

/** The fields an action changed, as the audit log shows them. */
const pick = (u: UserRow, keys: (keyof UserRow)[]) => Object.fromEntries(keys.map((k) => [k, u[k]]));

/**
 * The /users admin page (design §9): search, view, suspend, disable, reactivate, change
 * type, verify, and /make-admin. Each action is one transaction with its audit row; a user
 * who is suspended or disabled loses every session and open socket at once.
 */
export class AdminUsersService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: AdminUsersQuery) {
    const { total, rows } = await repo.search(this.ctx.db, q);
    return { items: rows.map(toApiUser), total, page: q.page, pageSize: q.pageSize };
  }

  async get(id: string) {
    const row = await repo.findById(this.ctx.db, id);
    if (!row) throw new AppError(ErrorCode.notFound, en.admin.userNotFound, 404);
    return {
      user: toApiUser(row),
      activeSessions: await repo.sessionCount(this.ctx.db, id),
      failedLoginCount: row.failedLoginCount,
      lockedUntil: row.lockedUntil ? new Date(row.lockedUntil).toISOString() : null,
      twoFactorEnabled: !!row.totpEnabledAt,
    };
  }

  setStatus(id: string, action: UserStatusAction, actor: Actor) {
    if (id === actor.actorId && action !== 'reactivate')
      throw new AppError(ErrorCode.validation, en.admin.selfStatus, 400);
    const status = statusAfter[action];
    const patch: Updateable<UsersTable> = { status };
    if (action === 'reactivate') Object.assign(patch, { failedLoginCount: 0, lockedUntil: null });
    return this.act(id, actor, `user.${action}`, ['status', 'failedLoginCount', 'lockedUntil'], patch, {
      endSessions: action !== 'reactivate',
    });
  }

  changeType(id: string, type: UserType, actor: Actor) {
    if (id === actor.actorId) throw new AppError(ErrorCode.validation, en.admin.selfDemote, 400);
    return this.act(
      id,
      actor,
      'user.change_type',
      ['userType', 'type', 'isAdmin'],
      { userType: type, type, isAdmin: type === 'admin' },
      { reconnect: true },
    );
  }

  markVerified(id: string, verified: boolean, actor: Actor) {
    return this.act(id, actor, verified ? 'user.verify' : 'user.unverify', ['verified'], { verified });
  }

  /** /make-admin: promotes the account with this email (design §2). */
  async makeAdmin(email: string, actor: Actor) {
    const user = await this.ctx.db.transaction().execute(async (tx) => {
      const row = await repo.findByEmailForUpdate(tx, email);
      if (!row) throw new AppError(ErrorCode.noAccount, en.auth.noAccount, 404);
      if (isAdmin(row)) throw new AppError(ErrorCode.conflict, en.admin.alreadyAdmin, 409);
      return this.apply(tx, row, actor, 'user.make_admin', ['userType', 'type', 'isAdmin'], {
        userType: 'admin',
        type: 'admin',
        isAdmin: true,
      });
    });
    this.ctx.realtime.disconnectUser(user.id);
    return { user: toApiUser(user) };
  }

  private async act(
    id: string,
    actor: Actor,
    action: string,
    audited: (keyof UserRow)[],
    patch: Updateable<UsersTable>,
    opts: { endSessions?: boolean; reconnect?: boolean } = {},
  ) {
    const user = await this.ctx.db.transaction().execute(async (tx) => {
      const row = await repo.findForUpdate(tx, id);
      if (!row) throw new AppError(ErrorCode.notFound, en.admin.userNotFound, 404);
      const updated = await this.apply(tx, row, actor, action, audited, patch);
      if (opts.endSessions) await endUserSessions(tx, id);
      return updated;
    });
    // Open sockets were authorised for the old status or role: close them (after commit).
    if (opts.endSessions || opts.reconnect) this.ctx.realtime.disconnectUser(id);
    return { user: toApiUser(user) };
  }

  private async apply(
    tx: Tx,
    row: UserRow,
    actor: Actor,
    action: string,
    audited: (keyof UserRow)[],
    patch: Updateable<UsersTable>,
  ) {
    const now = this.ctx.clock.now();
    const updated = await repo.update(tx, row.id, { ...patch, updatedAt: now });
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
}
