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
  /** The newest messages, newest first (the development mailbox). */
  latest(db: Executor, limit: number) {
    return db
      .selectFrom('outboxMessages')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },
  /** Deletes messages stored before `cutoff` (the purge job); returns how many. */
  async deleteBefore(db: Executor, cutoff: Date): Promise<number> {
    const r = await db.deleteFrom('outboxMessages').where('createdAt', '<', cutoff).executeTakeFirst();
    return Number(r.numDeletedRows);
  },
};
