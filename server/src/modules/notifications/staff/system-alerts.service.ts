import { paths } from '@espasyo/domain';
import { DEFAULT_LANGUAGE, type Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { messagesFor } from '../../../lib/i18n';
import { newId } from '../../../lib/ids';
import type { GivenUpTask } from '../../outbox/outbox.service';
import { activeAdmins } from '../../users/accounts.service';
import { notify, say, type Said } from '../notifications.service';
import { staffNoticesRepository as repo } from './staff-notices.repository';

/**
 * System alerts for staff (issue 21, decision 0045): when a payment webhook fails to process, a
 * scheduled job fails, an outbox delivery is given up or a payout fails, every active admin gets a
 * high-priority notification (type 'system', subType 'system_alert'), while the platform setting
 * notifications.systemAlerts is on. At most one alert an hour per source ('job:<name>',
 * 'webhook:<gateway>', 'outbox:<kind>', 'payout'): the rest are counted and the next alert says
 * how many were held back, so a failing gateway or a broken SMTP server does not bury the admins.
 * Each admin reads it in their language (issue 34: title and message as functions of it, namespace
 * `mailStaff`); the staff-notice log (/admin notifications, 'System alerts') keeps it in English.
 */
export interface SystemAlert {
  source: string;
  title: Said;
  message: Said;
  /** The admin page where it is dealt with. */
  actionUrl: string;
  /** An admin who caused it (marked a payout failed) and need not be told. */
  exceptUserId?: string | null;
}

export const ALERT_WINDOW_MS = 60 * 60_000;

/**
 * Raises the alert in the caller's transaction (so it exists only if what it reports is
 * recorded); answers how many admins were notified (0 when off, held back or no admin).
 */
export async function raiseSystemAlert(ctx: AppContext, tx: Executor, alert: SystemAlert): Promise<number> {
  if (!(await ctx.settings.get(tx)).notifications.systemAlerts) return 0;
  const now = ctx.clock.now();
  const heldBack = await repo.claimAlertSlot(tx, alert.source, now, ALERT_WINDOW_MS);
  if (heldBack === null) return 0;
  const title = (lang: Language) => say(alert.title, lang).slice(0, 200);
  const message = (lang: Language) => {
    const said = say(alert.message, lang).slice(0, 1_500);
    return heldBack ? messagesFor(lang, 'mailStaff').alerts.heldBack({ message: said, count: heldBack }) : said;
  };
  const admins = (await activeAdmins(tx)).filter((a) => a.id !== alert.exceptUserId);
  for (const admin of admins) {
    await notify(
      ctx,
      tx,
      {
        userId: admin.id,
        type: 'system',
        subType: 'system_alert',
        title,
        message,
        priority: 'high',
        data: { source: alert.source },
        actionUrl: alert.actionUrl,
        requiresAction: true,
      },
      { user: admin },
    );
  }
  await repo.insertNotice(tx, {
    id: newId(),
    kind: 'alert',
    audience: 'admins',
    recipientId: null,
    recipientName: null,
    recipientEmail: null,
    title: title(DEFAULT_LANGUAGE),
    message: message(DEFAULT_LANGUAGE),
    actionUrl: alert.actionUrl,
    recipients: admins.length,
    sentBy: null,
    source: alert.source,
    suppressed: heldBack,
    createdAt: now,
  });
  return admins.length;
}

/**
 * The same in a transaction of its own, for a failure noticed outside one. An alert that cannot
 * be raised is logged and never breaks the work that reported it.
 */
export async function raiseSystemAlertAlone(ctx: AppContext, alert: SystemAlert): Promise<number> {
  try {
    return await ctx.db.transaction().execute((tx) => raiseSystemAlert(ctx, tx, alert));
  } catch (err) {
    console.warn('system alert could not be raised', alert.source, err);
    return 0;
  }
}

/**
 * The outbox gave a task up after its last attempt (the composition, modules/index.ts, hands
 * this to its worker): admins are alerted, at most once an hour per kind of task.
 */
export async function alertDeliveryGivenUp(ctx: AppContext, task: GivenUpTask): Promise<void> {
  const words = (lang: Language) => messagesFor(lang, 'mailStaff').alerts.outbox;
  const what = (lang: Language) => {
    const kinds: Record<string, string> = words(lang).what;
    return kinds[task.kind.replace(/\./g, '_')] ?? kinds.other;
  };
  await raiseSystemAlertAlone(ctx, {
    source: `outbox:${task.kind}`,
    title: (lang) => words(lang).title({ what: what(lang) }),
    // The task's summary (an email's subject, a topic, files) and its error come as they are.
    message: (lang) => words(lang).message({ summary: task.summary, error: task.error }),
    actionUrl: paths.admin.tools.getHref(),
  });
}
