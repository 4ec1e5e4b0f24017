import {
  emailAllowed,
  emailCopyRule,
  notificationEmail,
  notificationPreferencesOf,
  paths,
  pushMessage,
  smsText,
  worthTexting,
  type AppNotification,
  type NotificationEmailWords,
} from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { languageOfUser, messagesFor } from '../../lib/i18n';
import { messageTask, type OutboxTask } from '../outbox/outbox.service';
import { hasPushDevices, pushTask } from '../push/push.service';
import { findUser, type UserRow } from '../users/accounts.service';
import { notificationsRepository as repo } from './notifications.repository';

/*
 * A notification's copies beyond the app (issue 21, design §7; decision 0044), queued in the
 * outbox in the transaction that writes it (notify: with its live push, in one statement), so they
 * go out only if it commits and survive a crash:
 * - email: as domain's emailCopyRules say (bookings and payouts write their own emails);
 * - SMS: high-priority news and a host's new booking, to a verified phone;
 * - Web Push: to every subscribed device, when the notification says pushNotification.
 * Each needs the platform's setting and the user's own preference.
 */

/** The user's settings page, where an email's footer sends them; staff have none of their own. */
export function settingsPage(u: Pick<UserRow, 'type'>) {
  if (u.type === 'host') return paths.host.settings.getHref('notifications');
  if (u.type === 'client') return paths.client.settings.getHref('notifications');
  return null;
}

/**
 * The outbox tasks of `n`'s copies, for notify to queue with its live push. `user`: its user's row
 * when the caller read it in this transaction (else it is read here).
 */
export async function copiesOf(
  ctx: AppContext,
  tx: Executor,
  n: AppNotification,
  user?: UserRow,
): Promise<OutboxTask[]> {
  user ??= await findUser(tx, n.hostId);
  if (!user || user.status !== 'active') return [];
  // Through the transaction: on PGlite (one connection) a first read through the pool would wait for it.
  const settings = await ctx.settings.get(tx);
  const prefs = notificationPreferencesOf(user.notificationPreferences);
  const url = (path: string | null) => (path ? `${ctx.env.publicUrl}${path}` : null);
  const tasks: OutboxTask[] = [];
  // Every copy in the user's language (issue 34): its words were stored in it (notify), the frame here.
  const lang = languageOfUser(user);

  const rule = emailCopyRule(n.type, n.subType);
  if (rule.sentBy === 'notify' && emailAllowed(rule, settings.notifications, prefs) && (await firstUnread(tx, n))) {
    const settingsPath = settingsPage(user);
    const mail = notificationEmail(
      {
        firstName: user.firstName,
        platformName: settings.general.platformName,
        title: n.title,
        message: n.message,
        link: url(n.actionUrl),
        settingsLink: url(settingsPath),
      },
      emailWords(lang),
    );
    tasks.push(messageTask({ kind: 'email', to: user.email, ...mail }));
  }

  if (
    worthTexting(n) &&
    settings.notifications.smsNotifications &&
    prefs.smsAlerts &&
    user.phoneVerifiedAt &&
    user.phone.trim()
  ) {
    const text = smsText(settings.general.platformName, n.title, url(n.actionUrl));
    tasks.push(messageTask({ kind: 'sms', to: user.phone, subject: n.title, text }));
  }

  if (
    n.pushNotification &&
    settings.notifications.pushNotifications &&
    prefs.pushAlerts &&
    (await hasPushDevices(tx, user.id))
  ) {
    tasks.push(pushTask(user.id, pushMessage(n), worthTexting(n)));
  }
  return tasks;
}

/** A notification's email frame in `lang`, from the catalogue (namespace `emails`). */
function emailWords(lang: Language): NotificationEmailWords {
  const f = messagesFor(lang, 'emails').frame;
  return {
    greeting: (name) => f.greeting({ name }),
    openIt: (link) => f.openIt({ link }),
    signOff: (platform) => f.signOff({ platform }),
    why: (link) => f.whyNotifications({ link }),
    whyNoLink: f.whyNotificationsNoLink,
  };
}

/**
 * A burst of messages is one email (decision 0044): a new message is emailed only when no earlier
 * notification of the same conversation is still unread; once the user has read it (the bell, the
 * list, or the thread marking it read), the next message is emailed again.
 */
async function firstUnread(tx: Executor, n: AppNotification): Promise<boolean> {
  if (n.subType !== 'new_message' || !n.data.conversationId) return true;
  return !(await repo.hasEarlierUnread(tx, n.hostId, n.subType, n.data.conversationId, n.id));
}
