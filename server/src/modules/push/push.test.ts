import { describe, expect, it } from 'vitest';
import { PUSH_DEVICES_MAX } from '@espasyo/domain';
import { createUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import webpush from 'web-push';
import { readEnv } from '../../env';
import { browserKeys } from './push.fixtures';
import { vapidKeys } from './push.service';

/**
 * Web Push's endpoints (issue 21, decision 0044): the server's VAPID key, and each user's own
 * subscribed devices — subscribe this browser, list, remove one; nobody else's, never signed out.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const endpoint = () => `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
const body = (url = endpoint()) => ({ endpoint: url, keys: browserKeys().json });
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...(cookie ? { cookie } : {}), 'user-agent': ANDROID } });

describe('the VAPID key', () => {
  it('is made once and kept in the database: every call, and every instance on it, gets the same', async () => {
    const a = await inject('GET', '/api/me/push/key', host.cookie);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/), enabled: true });
    const stored = await t.db.selectFrom('pushVapidKeys').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].publicKey).toBe(a.json().publicKey);
    expect((await inject('GET', '/api/me/push/key', host.cookie)).json().publicKey).toBe(a.json().publicKey);
  });

  it('the environment’s pair, when given, is used instead', async () => {
    const pair = webpush.generateVAPIDKeys();
    const env = { ...t.ctx.env, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
    expect(await vapidKeys({ db: t.db, env })).toEqual(pair);
    expect(() => readEnv({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('a visitor is refused', async () => {
    expect((await inject('GET', '/api/me/push/key')).statusCode).toBe(401);
  });
});

describe('subscriptions', () => {
  it('subscribes this browser with a label from its user agent, lists it, and removes it', async () => {
    const u = await createUser(t, { type: 'host' });
    const res = await inject('POST', '/api/me/push-subscriptions', u.cookie, body());
    expect(res.statusCode, res.body).toBe(201);
    const device = res.json();
    expect(device).toMatchObject({ device: 'Chrome on Android', lastSuccessAt: null });
    expect((await inject('GET', '/api/me/push-subscriptions', u.cookie)).json()).toEqual({ items: [device] });
    const del = await inject('DELETE', `/api/me/push-subscriptions/${device.id}`, u.cookie);
    expect(del.statusCode, del.body).toBe(204);
    expect((await inject('GET', '/api/me/push-subscriptions', u.cookie)).json()).toEqual({ items: [] });
  });

  it('the same endpoint again is one row with its new keys; another user signing in on that browser takes it over', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const url = endpoint();
    await inject('POST', '/api/me/push-subscriptions', a.cookie, body(url));
    const again = body(url);
    await inject('POST', '/api/me/push-subscriptions', a.cookie, again);
    const rows = await t.db.selectFrom('pushSubscriptions').selectAll().where('endpoint', '=', url).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: a.user.id, p256dh: again.keys.p256dh, auth: again.keys.auth });
    await inject('POST', '/api/me/push-subscriptions', b.cookie, body(url));
    expect((await inject('GET', '/api/me/push-subscriptions', a.cookie)).json().items).toEqual([]);
    expect((await inject('GET', '/api/me/push-subscriptions', b.cookie)).json().items).toHaveLength(1);
  });

  it('refuses what is not a push subscription: a plain http endpoint, a bad key, missing keys', async () => {
    const bad = [
      { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys: browserKeys().json },
      { endpoint: endpoint(), keys: { p256dh: 'not base64url!', auth: 'abc' } },
      { endpoint: endpoint() },
      { endpoint: `https://push.example/${'x'.repeat(2_000)}`, keys: browserKeys().json },
    ];
    for (const payload of bad) {
      const res = await inject('POST', '/api/me/push-subscriptions', host.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('validation_error');
    }
  });

  it("another user's device can be neither seen nor removed; a visitor can do nothing", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const device = (await inject('POST', '/api/me/push-subscriptions', owner.cookie, body())).json();
    expect((await inject('GET', '/api/me/push-subscriptions', other.cookie)).json().items).toEqual([]);
    const del = await inject('DELETE', `/api/me/push-subscriptions/${device.id}`, other.cookie);
    expect(del.statusCode).toBe(404);
    expect(del.json().error.code).toBe('not_found');
    expect((await inject('GET', '/api/me/push-subscriptions', owner.cookie)).json().items).toHaveLength(1);

    expect((await inject('GET', '/api/me/push-subscriptions')).statusCode).toBe(401);
    expect((await inject('POST', '/api/me/push-subscriptions', undefined, body())).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/me/push-subscriptions/${device.id}`)).statusCode).toBe(401);
    expect((await inject('GET', '/api/me/push-subscriptions', owner.cookie)).json().items).toHaveLength(1);
  });

  it(`keeps at most ${PUSH_DEVICES_MAX} devices: a new one replaces the one unused longest, even in a burst`, async () => {
    const u = await createUser(t);
    const first = (await inject('POST', '/api/me/push-subscriptions', u.cookie, body())).json();
    const burst = await Promise.all(
      Array.from({ length: 2 * PUSH_DEVICES_MAX }, () =>
        inject('POST', '/api/me/push-subscriptions', u.cookie, body()),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(burst.map(() => 201));
    const items = (await inject('GET', '/api/me/push-subscriptions', u.cookie)).json().items as { id: string }[];
    expect(items).toHaveLength(PUSH_DEVICES_MAX);
    expect(items.map((d) => d.id)).not.toContain(first.id);

    // One browser subscribing from several tabs at once is one row.
    const v = await createUser(t);
    const url = endpoint();
    const same = await Promise.all(
      Array.from({ length: 10 }, () => inject('POST', '/api/me/push-subscriptions', v.cookie, body(url))),
    );
    expect(same.map((r) => r.statusCode)).toEqual(same.map(() => 201));
    expect(await t.db.selectFrom('pushSubscriptions').select('id').where('endpoint', '=', url).execute()).toHaveLength(
      1,
    );
  });
});
