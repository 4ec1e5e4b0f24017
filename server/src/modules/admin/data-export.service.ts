import { settingsExportFile, type PlatformExport } from '@espasyo/domain';
import type { Actor, AppContext } from '../../context';
import { exportAudit, record } from '../audit/audit.service';
import { allSettingsHistory } from '../settings/settings-admin.service';
import { allUsers } from '../users/accounts.service';
import { toApiUser } from '../users/user.mapper';

/**
 * The admin data export (docs/product/admin.md, /admin-tools): users as the API shows them (never a
 * password hash, two-factor secret or sign-in counter), the settings, their history and the
 * audit log, as one JSON document. The export itself is audited, in the same transaction
 * that reads the data.
 */
export async function exportPlatformData(ctx: AppContext, actor: Actor): Promise<PlatformExport> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const users = await allUsers(tx);
    const history = await allSettingsHistory(tx);
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
      settingsHistory: history,
      auditLog: await exportAudit(tx),
    };
  });
}
