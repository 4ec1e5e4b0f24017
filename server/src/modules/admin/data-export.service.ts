import { settingsExportFile } from '@espasyo/domain';
import type { Actor, AppContext } from '../../context';
import { exportAudit, record } from '../audit/audit.service';
import { toApiUser } from '../users/user.mapper';

/**
 * The admin data export (design §9, /admin-tools): users as the API shows them (never a
 * password hash, two-factor secret or sign-in counter), the settings, their history and the
 * audit log, as one JSON document. The export itself is audited, in the same transaction
 * that reads the data.
 */
export async function exportPlatformData(ctx: AppContext, actor: Actor) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const users = await tx.selectFrom('users').selectAll().orderBy('createdAt', 'asc').orderBy('id', 'asc').execute();
    const history = await tx
      .selectFrom('settingsHistory')
      .selectAll()
      .orderBy('timestamp', 'asc')
      .orderBy('id', 'asc')
      .execute();
    const settings = await ctx.settings.get();
    await record(tx, {
      ...actor,
      action: 'data.export',
      targetType: 'platform',
      targetId: 'all',
      after: { users: users.length },
      at: now,
    });
    return {
      exportedAt: now.toISOString(),
      users: users.map(toApiUser),
      settings: settingsExportFile(settings, now).settings,
      settingsHistory: history.map((h) => ({ ...h, timestamp: new Date(h.timestamp).toISOString() })),
      auditLog: await exportAudit(tx),
    };
  });
}
