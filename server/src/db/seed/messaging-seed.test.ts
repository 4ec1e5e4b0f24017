import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { MASK } from '@espasyo/domain';
import { clockOf, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { seedDemoData } from './index';
import { DEMO_PASSWORD } from './users';

/** The demo conversations (issue 21): the messages pages are not empty, and show masking and support. */
const photoDir = fileURLToPath(new URL('../../../seed-photos', import.meta.url));
const t = useTestApp({ tempDataDir: 'espasyo-seed-chat-' });

const cookieOf = async (email: string) => (await signIn(t, email, DEMO_PASSWORD)).cookie!;
const get = async (cookie: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

beforeAll(async () => {
  clockOf(t).set(new Date('2027-03-17T02:30:00Z'));
  await seedDemoData(t.ctx, { photoDir });
  await seedDemoData(t.ctx, { photoDir }); // a second start adds nothing
});

describe('demo conversations', () => {
  it('the demo host has two conversations with the demo client, one unread; a number masked before the booking was confirmed shows as typed since', async () => {
    const cookie = await cookieOf('host@espasyo.test');
    const list = await get(cookie, '/api/conversations');
    expect(list.items).toHaveLength(2);
    expect(list.unread).toBeGreaterThan(0);
    const bodies: { body: string; masked: boolean }[] = [];
    for (const c of list.items) bodies.push(...(await get(cookie, `/api/conversations/${c.id}/messages`)).items);
    const stored = await t.db
      .selectFrom('chatMessages')
      .select(['body', 'masked'])
      .where('clientMessageId', '=', 'demo-chat-3')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ body: expect.stringContaining(`My number is ${MASK}.`), masked: true });
    expect(bodies.find((b) => b.body.includes('My number is'))).toMatchObject({
      body: expect.stringContaining('My number is 0917 123 4567.'),
      masked: false,
    });
    // After the demo booking's confirmation the number is written again, stored as written, once.
    const plain = bodies.filter((b) => b.body.includes('reach me at 0917 123 4567'));
    expect(plain.map((b) => b.masked)).toEqual(plain.length ? [false] : []);
  });

  it('the demo client has those and a support conversation answered by the demo admin, shown in /chat', async () => {
    const client = await get(await cookieOf('client@espasyo.test'), '/api/conversations');
    expect(client.items.map((c: { kind: string }) => c.kind).sort()).toEqual(['listing', 'listing', 'support']);
    const admin = await cookieOf('admin@espasyo.test');
    const inbox = await get(admin, '/api/admin/chat/conversations');
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0].answeredBy).toHaveLength(1);
  });
});
