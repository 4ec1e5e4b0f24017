import type { AppContext } from '../../context';
import type { App } from '../../app';

/**
 * The development and demo mailbox: every email and SMS code the platform sent, newest
 * first. Registered only when messages go to the outbox (never when SMTP is configured).
 */
export async function mailboxRoutes(app: App, ctx: AppContext) {
  if (!ctx.env.mailboxEnabled) return;
  app.get('/api/dev/mailbox', { schema: { tags: ['dev'], summary: 'Development mailbox (outbox)' } }, async () => {
    const rows = await ctx.db.selectFrom('outboxMessages').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(200).execute();
    return {
      messages: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.recipient,
        subject: r.subject,
        text: r.text,
        html: r.html,
        createdAt: new Date(r.createdAt).toISOString(),
      })),
    };
  });
}
