import { bulkEmailMessages, type PlatformSettings } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { queueBulkEmailPage } from '../notifications/bulk-email.service';
import { enqueue, maintenanceEmailTask } from '../outbox/outbox.service';

/**
 * notifications.maintenanceNotifications (issue 30): when a settings write switches maintenance
 * mode on while it is on, the clients and hosts who get platform news (their systemEmails, under
 * the platform's emailNotifications) are emailed the maintenance message. Queued in the write's
 * transaction, sent after the commit a page at a time.
 */
export async function queueMaintenanceNotice(
  tx: Executor,
  before: PlatformSettings,
  after: PlatformSettings,
  at: Date,
) {
  if (before.general.maintenanceMode || !after.general.maintenanceMode) return;
  if (!after.notifications.maintenanceNotifications) return;
  await enqueue(tx, maintenanceEmailTask(after.general.maintenanceMessage, null), at);
}

/**
 * The outbox's maintenance.email task: one page of the email, the next page a task of its own.
 * Nobody more is emailed once maintenance is over, or maintenance notifications or email
 * notifications are switched off (read at each page).
 */
export async function emailMaintenancePage(ctx: AppContext, message: string, after: string | null): Promise<void> {
  const { general, notifications: n } = await ctx.settings.get();
  if (!general.maintenanceMode || !n.maintenanceNotifications || !n.emailNotifications) return;
  await queueBulkEmailPage(
    ctx,
    { types: ['client', 'host'], preference: 'systemEmails' },
    after,
    (r) => bulkEmailMessages.maintenance({ ...r, platform: general.platformName, message }),
    (last) => maintenanceEmailTask(message, last),
  );
}
