import type { Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../context';
import { languageOfUser, messagesFor } from '../../lib/i18n';
import { enqueue, messageTask, type OutboxTask } from '../outbox/outbox.service';
import { bulkEmailRecipients } from '../users/accounts.service';
import { settingsPage } from './notification-channels.service';

/** Recipients per page: each page is one outbox task, the next page a task of its own. */
export const BULK_EMAIL_PAGE = 500;

export interface BulkEmailList {
  /** Active clients, hosts or both (staff never). */
  types: ('client' | 'host')[];
  /** The preference that must be on: consent to news and offers, or platform news. */
  preference: 'marketingEmails' | 'systemEmails';
}

/** What a bulk email's page knows of a recipient to write their email. */
export interface BulkRecipient {
  firstName: string;
  /** The full address of their notification settings, or null. */
  settingsLink: string | null;
  /** Theirs (users.language), English when they chose none: the email's frame is in it. */
  language: Language;
}

/**
 * A bulk email in its recipient's language (issue 34, namespace `mailPeople`): greeting, the
 * admin's text as written, sign-off, and why it came with the link to change that. English word
 * for word as domain's bulkEmailMessages said it (sent-words.test.ts).
 */
export function bulkEmailText(
  r: BulkRecipient,
  o: { platform: string; body: string[]; why: 'news' | 'maintenance' },
): string {
  const frame = messagesFor(r.language, 'emails').frame;
  const b = messagesFor(r.language, 'mailPeople').bulk;
  const link = r.settingsLink;
  const why =
    o.why === 'news'
      ? link
        ? b.newsWhyLink({ link })
        : b.newsWhy
      : link
        ? b.maintenanceWhyLink({ link })
        : b.maintenanceWhy;
  return [frame.greeting({ name: r.firstName }), ...o.body, frame.signOff({ platform: o.platform }), why].join('\n\n');
}

/** The users' defaults (domain defaultNotificationPreferences): news and offers only when chosen. */
const fallback = { marketingEmails: false, systemEmails: true } as const;

/**
 * One page of an email sent to many (issue 30): each recipient's own email queued in the outbox,
 * with the task of the next page (`next(lastId)`) when the page was full, in one transaction. A
 * page's task repeated after a crash between that commit and its delivery being recorded may email
 * its page twice; nothing else repeats. Answers how many were queued.
 */
export async function queueBulkEmailPage(
  ctx: AppContext,
  list: BulkEmailList,
  after: string | null,
  compose: (r: BulkRecipient) => { subject: string; text: string },
  next: (lastId: string) => OutboxTask,
): Promise<number> {
  const page = await bulkEmailRecipients(ctx.db, {
    types: list.types,
    preference: list.preference,
    fallback: fallback[list.preference],
    after,
    limit: BULK_EMAIL_PAGE,
  });
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    for (const u of page) {
      const path = settingsPage(u);
      const mail = compose({
        firstName: u.firstName,
        settingsLink: path ? `${ctx.env.publicUrl}${path}` : null,
        language: languageOfUser(u),
      });
      await enqueue(tx, messageTask({ kind: 'email', to: u.email, ...mail }), now);
    }
    if (page.length === BULK_EMAIL_PAGE) await enqueue(tx, next(page[page.length - 1].id), now);
  });
  return page.length;
}
