import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MASK } from '@espasyo/domain';
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

  it('what a client typed before a booking is confirmed reaches the host masked on every channel; only the client’s own get it as typed', async () => {
    const c = await conversationAbout(t, client, await liveListing(t, host));
    const hostSocket = await listen(t.app, host.cookie, `user:${host.user.id}`);
    const clientSocket = await listen(t.app, client.cookie, `user:${client.user.id}`);
    const typed = 'Call 0917 555 0199 or write to ana.secret@gmail.com';
    const secrets = ['0917 555 0199', 'ana.secret'];
    /** The secrets found in anything sent or stored. */
    const leaks = (what: unknown) => secrets.filter((x) => JSON.stringify(what).includes(x));

    const sent = await send(t, client, c.id, { body: typed });
    expect(sent).toMatchObject({ body: typed, masked: false, hiddenFrom: 'host' });
    // Live: the sender's topic carries the message as the sender sees it, the host's the masked one.
    const mine = await clientSocket.next((m) => m.type === 'message.new' && (m.message as Msg).id === sent.id);
    expect(mine.message).toEqual(sent);
    const theirs = await hostSocket.next((m) => m.type === 'message.new' && (m.message as Msg).id === sent.id);
    expect(theirs.message).toMatchObject({ body: `Call ${MASK} or write to ${MASK}`, masked: true, hiddenFrom: null });
    const bell = await hostSocket.next((m) => m.type === 'notification');
    expect(JSON.stringify(bell)).toContain(MASK);
    expect(leaks(hostSocket.received)).toEqual([]);

    // The host's API answers: the thread, the lists, the notifications, the data export.
    for (const url of [
      `/api/conversations/${c.id}/messages`,
      `/api/conversations/${c.id}`,
      '/api/conversations',
      '/api/me/notifications',
      '/api/me/data-export',
    ]) {
      const res = await as(t, host.cookie).get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(leaks(res.body), url).toEqual([]);
    }
    // The notification, its email copy, and every outbox task but the sender's own live event.
    const notes = await t.db.selectFrom('notifications').selectAll().where('userId', '=', host.user.id).execute();
    expect(notes.some((n) => n.message === `Call ${MASK} or write to ${MASK}`)).toBe(true);
    expect(leaks(notes)).toEqual([]);
    const mails = await t.db.selectFrom('outboxMessages').selectAll().where('recipient', '=', host.email).execute();
    expect(mails.some((x) => x.text.includes(`Call ${MASK} or write to ${MASK}`))).toBe(true);
    expect(leaks(mails)).toEqual([]);
    const tasks = await t.db.selectFrom('outboxTasks').selectAll().execute();
    expect(leaks(tasks.filter((x) => x.summary !== `topic user:${client.user.id}`))).toEqual([]);
    // The client's own thread and export keep what they typed.
    expect(leaks((await as(t, client.cookie).get(`/api/conversations/${c.id}/messages`)).body)).toEqual(secrets);
    expect(leaks((await as(t, client.cookie).get('/api/me/data-export')).body)).toEqual(secrets);
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
