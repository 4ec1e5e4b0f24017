import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages as m } from '@espasyo/domain';
import { useTestApp, useUser } from '../../test/hooks';
import { createTestApp, type TestApp } from '../../test/app';
import { clockOf, createUser } from '../../test/builders';
import { as, conversationAbout, liveListing } from './messaging.fixtures';
import { MESSAGES_PER_HOUR, MESSAGES_PER_MINUTE } from './messages.service';

/**
 * Posting is rate limited per user (issue 21): 20 messages a minute, 200 an hour, counted in the
 * database under the sender's lock, so a burst of parallel posts (on PostgreSQL, through the
 * pool's connections at once) stores exactly the limit, and every instance shares the count
 * (decision 0052: this limit needs no Redis).
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
/** A second instance on the same database, with the first one's clock. */
let other: TestApp;
beforeAll(async () => {
  other = await createTestApp({ clock: t.clock, sameDatabaseAs: t });
});
afterAll(async () => {
  await other?.close();
});

const post = (cookie: string, id: string, i: number) =>
  as(t, cookie).post(`/api/conversations/${id}/messages`, { body: `Message ${i}` });

describe('the rate limit', () => {
  it('a parallel burst of 35 posts stores exactly 20; the rest are refused with their own code and message', async () => {
    const client = await createUser(t);
    const c = await conversationAbout(t, client, await liveListing(t, host));
    const answers = await Promise.all(Array.from({ length: 35 }, (_, i) => post(client.cookie, c.id, i)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(MESSAGES_PER_MINUTE);
    expect(codes.filter((s) => s === 429)).toHaveLength(35 - MESSAGES_PER_MINUTE);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().error).toEqual({ code: 'message_rate_limited', message: m.tooFast });
    const stored = await t.db.selectFrom('chatMessages').select('id').where('conversationId', '=', c.id).execute();
    expect(stored).toHaveLength(MESSAGES_PER_MINUTE);
    // Another user is not held up by it; a minute later the sender can write again.
    const other = await createUser(t);
    const theirs = await conversationAbout(t, other, await liveListing(t, host));
    expect((await post(other.cookie, theirs.id, 0)).statusCode).toBe(201);
    clockOf(t).advance(61_000);
    expect((await post(client.cookie, c.id, 99)).statusCode).toBe(201);
  });

  it('a burst spread over two instances stores exactly 20 as well', async () => {
    const client = await createUser(t);
    const c = await conversationAbout(t, client, await liveListing(t, host));
    const answers = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        as(i % 2 ? other : t, client.cookie).post(`/api/conversations/${c.id}/messages`, { body: `Message ${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect([codes.filter((s) => s === 201).length, codes.filter((s) => s === 429).length]).toEqual([
      MESSAGES_PER_MINUTE,
      35 - MESSAGES_PER_MINUTE,
    ]);
  });

  // 201 messages through the API: more than the 30 s default on a busy two-core machine.
  it('200 an hour, whatever the pace', { timeout: 120_000 }, async () => {
    const client = await createUser(t);
    const c = await conversationAbout(t, client, await liveListing(t, host));
    let sent = 0;
    while (sent < MESSAGES_PER_HOUR) {
      const batch = await Promise.all(
        Array.from({ length: MESSAGES_PER_MINUTE }, (_, i) => post(client.cookie, c.id, sent + i)),
      );
      expect(batch.every((b) => b.statusCode === 201)).toBe(true);
      sent += batch.length;
      clockOf(t).advance(61_000);
    }
    const over = await post(client.cookie, c.id, sent);
    expect([over.statusCode, over.json().error]).toEqual([
      429,
      { code: 'message_rate_limited', message: m.tooManyThisHour },
    ]);
    clockOf(t).advance(3_600_000);
    expect((await post(client.cookie, c.id, sent + 1)).statusCode).toBe(201);
  });
});
