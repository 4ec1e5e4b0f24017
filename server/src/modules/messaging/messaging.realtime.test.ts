import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { TestApp } from '../../test/app';
import { useTestApp, useUser } from '../../test/hooks';
import { clockOf } from '../../test/builders';
import { as, conversationAbout, liveListing, send } from './messaging.fixtures';

/**
 * Messages arrive live (issue 21): `message.new` and `message.read` on each participant's
 * `user:<id>` topic, support conversations on `support` for admins; across two instances on one
 * PostgreSQL a message posted through one reaches a socket on the other (LISTEN/NOTIFY).
 */
const t = useTestApp();
const client = useUser(t, { type: 'client' });
const host = useUser(t, { type: 'host' });
const admin = useUser(t, { type: 'admin' });

type Msg = Record<string, unknown>;
interface Socket {
  send(data: string): void;
  close(): void;
  on(event: 'message', cb: (data: Buffer) => void): void;
}

/** A socket subscribed to `topic`, and a way to wait for a message that matches. */
async function listen(app: TestApp['app'], cookie: string, topic: string) {
  const ws = (await app.injectWS('/api/ws', { headers: { cookie } } as Partial<IncomingMessage>)) as unknown as Socket;
  const received: Msg[] = [];
  const waiters: { match: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as Msg;
    received.push(m);
    for (const w of [...waiters]) {
      if (!w.match(m)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(m);
    }
  });
  const next = (match: (m: Msg) => boolean, ms = 5000) =>
    new Promise<Msg>((resolve, reject) => {
      const found = received.find(match);
      if (found) return resolve(found);
      waiters.push({ match, resolve });
      setTimeout(() => reject(new Error(`no matching message; got ${JSON.stringify(received)}`)), ms).unref();
    });
  ws.send(JSON.stringify({ type: 'subscribe', topic }));
  const answer = await next((m) => (m.type === 'subscribed' || m.type === 'error') && m.topic === topic);
  return { ws, next, answer, received };
}

describe('live messages', () => {
  it('message.new reaches both sides’ topics; message.read tells the sender their message was read', async () => {
    const c = await conversationAbout(t, client, await liveListing(t, host));
    const hostSocket = await listen(t.app, host.cookie, `user:${host.user.id}`);
    const clientSocket = await listen(t.app, client.cookie, `user:${client.user.id}`);
    const sent = await send(t, client, c.id, { body: 'Are you there?' });
    const arrived = await hostSocket.next((m) => m.type === 'message.new');
    expect(arrived).toEqual({
      topic: `user:${host.user.id}`,
      type: 'message.new',
      conversationId: c.id,
      message: sent,
    });
    await clientSocket.next((m) => m.type === 'message.new' && (m.message as Msg).id === sent.id);
    // The host's bell hears of it too.
    await hostSocket.next((m) => m.type === 'notification');

    clockOf(t).advance(1000);
    const read = (await as(t, host.cookie).post(`/api/conversations/${c.id}/read`)).json();
    const receipt = await clientSocket.next((m) => m.type === 'message.read');
    expect(receipt).toEqual({
      topic: `user:${client.user.id}`,
      type: 'message.read',
      conversationId: c.id,
      readerId: host.user.id,
      readAt: read.readAt,
    });
    hostSocket.ws.close();
    clientSocket.ws.close();
  });

  it("support messages reach admins on 'support'; no one else may subscribe to it", async () => {
    const refused = await listen(t.app, client.cookie, 'support');
    expect(refused.answer).toMatchObject({ type: 'error', code: 'forbidden' });
    refused.ws.close();
    const staff = await listen(t.app, admin.cookie, 'support');
    expect(staff.answer).toMatchObject({ type: 'subscribed' });
    const id = (await as(t, client.cookie).post('/api/conversations/support')).json().id;
    const sent = await send(t, client, id, { body: 'Hello support' });
    expect(await staff.next((m) => m.type === 'message.new')).toEqual({
      topic: 'support',
      type: 'message.new',
      conversationId: id,
      message: sent,
    });
    staff.ws.close();
  });
});

describe.runIf(!!process.env.DATABASE_URL)('across two instances on one PostgreSQL database', () => {
  it('a message posted through one instance reaches a socket on the other', async () => {
    const second = await createApp({ db: t.db, env: t.ctx.env, clock: t.clock });
    await second.app.ready();
    try {
      const c = await conversationAbout(t, client, await liveListing(t, host));
      const there = await listen(second.app, host.cookie, `user:${host.user.id}`);
      const sent = await send(t, client, c.id, { body: 'Through the first instance' });
      expect(await there.next((m) => m.type === 'message.new' && (m.message as Msg).id === sent.id)).toEqual({
        topic: `user:${host.user.id}`,
        type: 'message.new',
        conversationId: c.id,
        message: sent,
      });
      // And back: the host answers through the second, the client's socket on the first hears it.
      const here = await listen(t.app, client.cookie, `user:${client.user.id}`);
      const res = await second.app.inject({
        method: 'POST',
        url: `/api/conversations/${c.id}/messages`,
        headers: { cookie: host.cookie },
        payload: { body: 'Through the second instance' },
      });
      expect(res.statusCode, res.body).toBe(201);
      await here.next((m) => m.type === 'message.new' && (m.message as Msg).id === res.json().id);
      there.ws.close();
      here.ws.close();
    } finally {
      await second.app.close();
    }
  });
});
