import { describe, expect, it } from 'vitest';
import { sendMessageSchema, type ChatMessage } from '@espasyo/domain';
import { disguises, ordinary } from '@espasyo/domain/messaging/test-fixtures';
import { useTestApp, useUser } from '../../test/hooks';
import { clockOf } from '../../test/builders';
import { conversationAbout, liveListing, messagesOf, send } from './messaging.fixtures';

/**
 * The masking table through the API (issue 29; run on PostgreSQL too with DATABASE_URL): every
 * disguise a client posts before a booking is confirmed reaches the host with each contact detail
 * hidden and comes back to the client as typed, marked hidden from the host; every ordinary
 * sentence reaches the host as written, unmarked.
 */
const t = useTestApp();
const client = useUser(t, { type: 'client' });
const host = useUser(t, { type: 'host' });

/** Every message of the conversation as the host sees it, by id (pages of 100, older ones before). */
async function hostView(conversationId: string) {
  const seen = new Map<string, ChatMessage>();
  let query = '?limit=100';
  for (;;) {
    const page = await messagesOf(t, host, conversationId, query);
    for (const m of page.items) seen.set(m.id, m);
    if (!page.hasMore) return seen;
    query = `?limit=100&before=${page.items[0].id}`;
  }
}

describe('the masking table through the API', () => {
  it(`hides ${disguises.length} disguises from the host and leaves ${ordinary.length} ordinary sentences as written`, async () => {
    const c = await conversationAbout(t, client, await liveListing(t, host));
    const rows = [
      ...disguises.map(([input, expected]) => ({ input, expected, masked: true })),
      ...ordinary.map((input) => ({ input, expected: input, masked: false })),
    ];
    const sent: { id: string; expected: string; masked: boolean }[] = [];
    for (const [i, row] of rows.entries()) {
      if (i % 19 === 18) clockOf(t).advance(61_000); // under the limit of 20 a minute
      if (i === 150) clockOf(t).advance(3_600_000); // and of 200 an hour
      // What the server keeps of the text (trimmed, invisible characters taken out) is what its sender sees.
      const typed = sendMessageSchema.parse({ body: row.input }).body;
      const answer = await send(t, client, c.id, { body: row.input });
      expect(answer, row.input).toMatchObject({ body: typed, masked: false, hiddenFrom: row.masked ? 'host' : null });
      sent.push({ id: answer.id, expected: row.expected, masked: row.masked });
    }
    const seen = await hostView(c.id);
    const wrong = sent.filter((s) => {
      const m = seen.get(s.id);
      return m?.body !== s.expected || m.masked !== s.masked || m.hiddenFrom !== null;
    });
    expect(wrong.map((s) => [s.expected, seen.get(s.id)?.body])).toEqual([]);
  }, 120_000); // 193 messages through the API: more than the 30 s default on a busy two-core machine
});
