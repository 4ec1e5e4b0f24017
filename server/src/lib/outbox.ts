import type { Executor } from '../db/client';

/** SQL for the outbox of stored emails and text messages (lib/mailer writes it). */
export const outboxRepository = {
  /** Messages sent to any of these addresses or numbers, oldest first. */
  forRecipients(db: Executor, recipients: string[]) {
    if (!recipients.length) return Promise.resolve([]);
    return db
      .selectFrom('outboxMessages')
      .select(['kind', 'recipient', 'subject', 'text', 'createdAt'])
      .where('recipient', 'in', recipients)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  },
  async deleteForRecipients(db: Executor, recipients: string[]) {
    if (recipients.length) await db.deleteFrom('outboxMessages').where('recipient', 'in', recipients).execute();
  },
};
