import type { Executor } from '../../db/client';
import type { AuditQuery } from '@espasyo/domain';

export interface AuditRow {
  id: string;
  actorId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: Date;
}

const endOfDay = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T23:59:59.999Z` : d);

/** SQL for audit_log. Rows are only ever added, never changed. */
export const auditRepository = {
  async insert(db: Executor, row: AuditRow) {
    await db
      .insertInto('auditLog')
      .values({
        ...row,
        before: row.before === undefined ? null : JSON.stringify(row.before),
        after: row.after === undefined ? null : JSON.stringify(row.after),
      })
      .execute();
  },
  /** Entries where the user is the actor or the target, oldest first (the data export). */
  forUser(db: Executor, userId: string) {
    return db
      .selectFrom('auditLog')
      .select(['action', 'actorId', 'targetId', 'createdAt'])
      .where((eb) => eb.or([eb('actorId', '=', userId), eb('targetId', '=', userId)]))
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },
  async list(db: Executor, q: AuditQuery) {
    let base = db.selectFrom('auditLog');
    if (q.actorId) base = base.where('auditLog.actorId', '=', q.actorId);
    if (q.action) base = base.where('auditLog.action', '=', q.action);
    if (q.targetId) base = base.where('auditLog.targetId', '=', q.targetId);
    if (q.targetType) base = base.where('auditLog.targetType', '=', q.targetType);
    if (q.from) base = base.where('auditLog.createdAt', '>=', new Date(q.from));
    if (q.to) base = base.where('auditLog.createdAt', '<=', new Date(endOfDay(q.to)));
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('users', 'users.id', 'auditLog.actorId')
      .selectAll('auditLog')
      .select(['users.name as actorName', 'users.email as actorEmail'])
      .orderBy('auditLog.createdAt', 'desc')
      .orderBy('auditLog.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    return { total: Number(total), rows };
  },
  /** Every row, oldest first (the admin data export). */
  all(db: Executor) {
    return db.selectFrom('auditLog').selectAll().orderBy('createdAt', 'asc').orderBy('id', 'asc').execute();
  },
};
