import type { PlatformSettings } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { messagesFor } from '../../lib/i18n';
import { bulkEmailText, queueBulkEmailPage } from '../notifications/bulk-email.service';
import { enqueue, type Handlers, type OutboxTask } from '../outbox/outbox.service';

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
    // The maintenance message as the admin wrote it; the rest in each recipient's language (issue 34).
    (r) => {
      const platform = general.platformName;
      const b = messagesFor(r.language, 'mailPeople').bulk;
      return {
        subject: b.maintenanceSubject({ platform }),
        text: bulkEmailText(r, { platform, body: [message, b.maintenanceKept({ platform })], why: 'maintenance' }),
      };
    },
    (last) => maintenanceEmailTask(message, last),
  );
}

/**
 * The outbox's task of this module: a page of the email telling users maintenance has begun,
 * after the last recipient of the page before (null: the first page).
 */
export interface MaintenanceEmailPayload {
  /** general.maintenanceMessage when maintenance mode was switched on. */
  message: string;
  after: string | null;
}
declare module '../outbox/outbox.service' {
  interface TaskPayloads {
    'maintenance.email': MaintenanceEmailPayload;
  }
}

function maintenanceEmailTask(message: string, after: string | null): OutboxTask {
  return {
    kind: 'maintenance.email',
    payload: { message, after },
    summary: `maintenance email${after ? ` after ${after}` : ''}`,
  };
}

/**
 * Its delivery, composed in modules/index.ts. A page queued twice (a crash between its commit
 * and this task's record) may email its page twice.
 */
export const maintenanceNoticeHandlers: Handlers<'maintenance.email'> = {
  'maintenance.email': (ctx, p) => emailMaintenancePage(ctx, p.message, p.after),
};
