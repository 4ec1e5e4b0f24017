import type { Mailbox } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { outboxRepository as outbox } from '../../lib/outbox';

const SHOWN = 200;

/** Every email and SMS code the platform stored, newest first (at most 200). */
export async function readMailbox(ctx: AppContext): Promise<Mailbox> {
  const rows = await outbox.latest(ctx.db, SHOWN);
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
}
