import type { AuditQuery } from '@espasyo/domain';
import type { Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import { auditRepository as repo } from './audit.repository';

/**
 * The audit log of admin actions (docs/product/admin.md): actor, action, target, before/after, time, IP.
 * Call `record(tx, …)` inside the transaction of the action itself, so an action that fails
 * leaves no row and an action that commits always has one.
 */
export interface AuditEntry {
  actorId: string | null;
  /** dotted verb, e.g. 'user.suspend', 'settings.update', 'verification.approve' */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  /** Defaults to the database clock's now; pass ctx.clock.now() where tests move time. */
  at?: Date;
}

export async function record(tx: Executor, entry: AuditEntry): Promise<void> {
  await repo.insert(tx, {
    id: newId(),
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: entry.before,
    after: entry.after,
    ip: entry.ip ?? null,
    createdAt: entry.at ?? new Date(),
  });
}

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listAudit(db: Executor, q: AuditQuery) {
  const { total, rows } = await repo.list(db, q);
  return {
    items: rows.map((r) => ({
      id: r.id,
      actor: r.actorId ? { id: r.actorId, name: r.actorName ?? null, email: r.actorEmail ?? null } : null,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before ?? null,
      after: r.after ?? null,
      ip: r.ip,
      createdAt: iso(r.createdAt),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function exportAudit(db: Executor) {
  return (await repo.all(db)).map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
}

/** Entries where the user is the actor or the target, oldest first (the user's data export). */
export function auditOfUser(db: Executor, userId: string) {
  return repo.forUser(db, userId);
}
