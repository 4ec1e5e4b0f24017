import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { createApp } from '../app';
import type { TestApp } from '../test/app';
import { createUser, signIn } from '../test/builders';
import { useTestApp, useUser } from '../test/hooks';
import { setSettings } from '../test/settings-helpers';

const t = useTestApp();
const admin = useUser(t, { type: 'admin' });

interface Socket {
  send(data: string): void;
  close(): void;
  on(event: 'message', cb: (data: Buffer) => void): void;
  on(event: 'close', cb: (code: number) => void): void;
}

/** A socket plus every message it received, and a way to wait for the next matching one. */
async function connect(app: TestApp['app'], cookie?: string, more: Record<string, string> = {}) {
  const headers = { ...(cookie ? { cookie } : {}), ...more };
  const ws = (await app.injectWS('/api/ws', { headers } as Partial<IncomingMessage>)) as unknown as Socket;
  const received: Record<string, unknown>[] = [];
  const waiters: { match: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] =
    [];
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString());
    received.push(m);
    for (const w of [...waiters]) {
      if (!w.match(m)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(m);
    }
  });
  const next = (match: (m: Record<string, unknown>) => boolean, ms = 3000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const found = received.find(match);
      if (found) return resolve(found);
      waiters.push({ match, resolve });
      setTimeout(() => reject(new Error(`no matching message; got ${JSON.stringify(received)}`)), ms).unref();
    });
  const closed = new Promise<number>((resolve) => ws.on('close', resolve));
  return { ws, received, next, closed, send: (m: object) => ws.send(JSON.stringify(m)) };
}

describe('WebSocket /api/ws', () => {
  it('refuses the upgrade without a session (401)', async () => {
    await expect(t.app.injectWS('/api/ws')).rejects.toThrow(/401/);
  });

  it("refuses the upgrade from another site's page (403), even with a valid session", async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      await expect(connect(t.app, admin.cookie, { origin, host: 'localhost:3000' })).rejects.toThrow(/403/);
    }
  });

  it('accepts the public address, the own host, and CORS origins only while CORS is on', async () => {
    const own = { origin: 'http://espasyo.lan:8080', host: 'espasyo.lan:8080' };
    for (const headers of [{ origin: t.ctx.env.publicUrl }, own]) {
      const s = await connect(t.app, admin.cookie, headers);
      s.send({ type: 'ping' });
      await s.next((m) => m.type === 'pong');
      s.ws.close();
    }
    const partner = 'https://partner.example';
    await expect(connect(t.app, admin.cookie, { origin: partner })).rejects.toThrow(/403/);
    await setSettings(t, admin.cookie, 'api', { allowCors: true, corsOrigins: [partner] });
    try {
      (await connect(t.app, admin.cookie, { origin: partner })).ws.close();
    } finally {
      await setSettings(t, admin.cookie, 'api', { allowCors: false, corsOrigins: [] });
    }
  });

  it('an admin socket subscribed to settings receives {topic, settings} after each committed change', async () => {
    const s = await connect(t.app, admin.cookie);
    s.send({ type: 'subscribe', topic: 'settings' });
    await s.next((m) => m.type === 'subscribed' && m.topic === 'settings');
    await setSettings(t, admin.cookie, 'financial', { platformFeePercentage: 13 });
    // An earlier test's last change may still be on its way (LISTEN/NOTIFY): wait for this one.
    const feeOf = (m: Record<string, unknown>) =>
      (m.settings as { financial?: { platformFeePercentage?: number } } | undefined)?.financial?.platformFeePercentage;
    const msg = await s.next((m) => m.topic === 'settings' && feeOf(m) === 13);
    expect(feeOf(msg)).toBe(13);
    const count = s.received.filter((m) => m.settings).length;
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/financial',
      headers: { cookie: admin.cookie },
      payload: { platformFeePercentage: 99 },
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(s.received.filter((m) => m.settings)).toHaveLength(count); // a refused save broadcasts nothing
    s.ws.close();
  });

  it("refuses a client's subscription to settings, and sends it nothing", async () => {
    const client = await createUser(t);
    const s = await connect(t.app, client.cookie);
    s.send({ type: 'subscribe', topic: 'settings' });
    const err = await s.next((m) => m.type === 'error');
    expect(err).toEqual({
      type: 'error',
      topic: 'settings',
      code: 'forbidden',
      message: 'Access denied. Please check your permissions.',
    });
    await setSettings(t, admin.cookie, 'financial', { platformFeePercentage: 14 });
    await new Promise((r) => setTimeout(r, 100));
    expect(s.received.some((m) => m.settings)).toBe(false);
    s.send({ type: 'subscribe', topic: `user:${client.user.id}` });
    await s.next((m) => m.type === 'subscribed' && m.topic === `user:${client.user.id}`);
    s.send({ type: 'subscribe', topic: `user:${admin.user.id}` });
    await s.next((m) => m.type === 'error' && m.topic === `user:${admin.user.id}`);
    s.send({ type: 'ping' });
    await s.next((m) => m.type === 'pong');
    s.ws.close();
  });

  it("delivers a topic's data with the topic beside its own fields, only to that topic's subscribers", async () => {
    const s = await connect(t.app, admin.cookie);
    s.send({ type: 'subscribe', topic: `user:${admin.user.id}` });
    await s.next((m) => m.type === 'subscribed');
    await t.ctx.realtime.publish(`user:${admin.user.id}`, { type: 'notifications.read', unread: 3 });
    await t.ctx.realtime.publish('user:someone-else', { type: 'notifications.read', unread: 9 });
    expect(await s.next((m) => m.type === 'notifications.read')).toEqual({
      type: 'notifications.read',
      unread: 3,
      topic: `user:${admin.user.id}`,
    });
    expect(s.received.filter((m) => m.unread === 9)).toEqual([]);
    s.ws.close();
  });

  it("signing out closes that session's sockets at once (4401); the user's other session keeps its own", async () => {
    const other = await createUser(t, { type: 'admin' });
    const second = await signIn(t, other.user.email, other.password);
    const leaving = await connect(t.app, other.cookie);
    const staying = await connect(t.app, second.cookie ?? undefined);
    for (const s of [leaving, staying]) {
      s.send({ type: 'subscribe', topic: 'settings' });
      await s.next((m) => m.type === 'subscribed');
    }
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie: other.cookie } });
    expect(out.statusCode).toBe(204);
    expect(await leaving.closed).toBe(4401);
    staying.send({ type: 'ping' });
    expect(await staying.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    staying.ws.close();
  });

  it('closes the sockets of a user who is suspended', async () => {
    const other = await createUser(t, { type: 'admin' });
    const s = await connect(t.app, other.cookie);
    s.send({ type: 'subscribe', topic: 'settings' });
    await s.next((m) => m.type === 'subscribed');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${other.user.id}/suspend`,
      headers: { cookie: admin.cookie },
    });
    expect(await s.closed).toBe(4401);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('across two instances on one PostgreSQL database', () => {
  it('a change saved on one instance reaches sockets and the settings cache of the other (LISTEN/NOTIFY)', async () => {
    const second = await createApp({ db: t.db, env: t.ctx.env, clock: t.clock });
    await second.app.ready();
    try {
      const s = await connect(second.app, admin.cookie);
      s.send({ type: 'subscribe', topic: 'settings' });
      await s.next((m) => m.type === 'subscribed');
      await second.ctx.settings.get(); // warm the other instance's cache
      await setSettings(t, admin.cookie, 'general', {
        platformName: 'Espasyo Everywhere'.padEnd(90, '.'),
        platformDescription: 'd'.repeat(500),
      });
      const msg = await s.next((m) => !!m.settings);
      expect((msg.settings as { general: { platformName: string } }).general.platformName).toMatch(
        /^Espasyo Everywhere/,
      );
      expect((await second.ctx.settings.get()).general.platformName).toMatch(/^Espasyo Everywhere/);

      // Over the bridge's inline limit (NOTIFY allows < 8000 bytes): it travels through realtime_messages.
      const corsOrigins = Array.from({ length: 50 }, (_, i) => `https://${'tenant'.repeat(12)}${i}.espasyo.ph`);
      await setSettings(t, admin.cookie, 'api', { allowCors: true, corsOrigins });
      const big = await s.next(
        (m) => (m.settings as { api: { corsOrigins: string[] } } | undefined)?.api.corsOrigins.length === 50,
      );
      expect(JSON.stringify(big).length).toBeGreaterThan(7000); // the bridge's inline limit
      expect((await t.db.selectFrom('realtimeMessages').select('id').execute()).length).toBeGreaterThan(0);
      expect((await second.ctx.settings.get()).api.corsOrigins).toEqual(corsOrigins);
      s.ws.close();
    } finally {
      await second.app.close();
    }
  });
});
