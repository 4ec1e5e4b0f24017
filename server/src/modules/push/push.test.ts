import { describe, expect, it } from 'vitest';
import { PUSH_DEVICES_MAX, en } from '@espasyo/domain';
import { createUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import webpush from 'web-push';
import { readEnv } from '../../env';
import { PUSH_SERVICE_ADDRESSES, browserKeys, usePushService } from './push.fixtures';
import { vapidKeys } from './push.service';

/**
 * Web Push's endpoints (issue 21, decision 0044): the server's VAPID key, and each user's own
 * subscribed devices — subscribe this browser, list, remove one; nobody else's, never signed out.
 * Only a browser push service's endpoint, on public addresses, never another user's (decision 0057).
 */
const push = usePushService();
const t = useTestApp({ pushNetwork: push.network });
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

  it('the same endpoint again is one row with its new keys; another user cannot take it over', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const url = endpoint();
    const first = body(url);
    expect((await inject('POST', '/api/me/push-subscriptions', a.cookie, first)).statusCode).toBe(201);
    const again = body(url);
    expect((await inject('POST', '/api/me/push-subscriptions', a.cookie, again)).statusCode).toBe(201);
    const rows = await t.db.selectFrom('pushSubscriptions').selectAll().where('endpoint', '=', url).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: a.user.id, p256dh: again.keys.p256dh, auth: again.keys.auth });

    const takeover = await inject('POST', '/api/me/push-subscriptions', b.cookie, body(url));
    expect(takeover.statusCode, takeover.body).toBe(409);
    expect(takeover.json().error).toEqual({ code: 'push_endpoint_taken', message: en.account.pushEndpointTaken });
    expect(await t.db.selectFrom('pushSubscriptions').selectAll().where('endpoint', '=', url).execute()).toEqual(rows);
    expect((await inject('GET', '/api/me/push-subscriptions', b.cookie)).json().items).toEqual([]);
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

  it('refuses an endpoint that is not a browser push service: loopback, private, metadata, other hosts, ports, userinfo', async () => {
    const refused = [
      'https://127.0.0.1/fcm/send/x',
      'https://localhost/fcm/send/x',
      'https://[::1]/fcm/send/x',
      'https://[::ffff:127.0.0.1]/fcm/send/x',
      'https://0x7f000001/fcm/send/x',
      'https://2130706433/fcm/send/x',
      'https://0177.0.0.1/fcm/send/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://push.example/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evilfcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com:443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com@127.0.0.1/fcm/send/x',
      'https://FCM.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com./fcm/send/x',
      'https://fcm.googleapis.com\\@127.0.0.1/x',
      'https://push.apple.com/x',
      'https://notify.windows.com/x',
    ];
    for (const url of refused) {
      const res = await inject('POST', '/api/me/push-subscriptions', host.cookie, body(url));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatchObject({
        code: 'validation_error',
        fields: { endpoint: en.account.pushEndpointNotPushService },
      });
    }
    expect(
      await t.db.selectFrom('pushSubscriptions').select('id').where('userId', '=', host.user.id).execute(),
    ).toEqual([]);
  });

  it('takes the endpoints of every browser push service', async () => {
    const u = await createUser(t);
    const taken = [
      `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}:APA91b`,
      `https://android.googleapis.com/gcm/send/${crypto.randomUUID()}`,
      `https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB${crypto.randomUUID()}`,
      `https://web.push.apple.com/QGz${crypto.randomUUID()}`,
      `https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2b${crypto.randomUUID()}`,
    ];
    for (const url of taken) {
      const res = await inject('POST', '/api/me/push-subscriptions', u.cookie, body(url));
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
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

describe("the push service's addresses, after DNS", () => {
  it('refuses a push service whose name resolves to a loopback, private, link-local, reserved or mapped address', async () => {
    const refused = [
      ['127.0.0.1'],
      ['10.0.0.5'],
      ['172.16.3.4'],
      ['192.168.1.1'],
      ['169.254.169.254'],
      ['100.64.0.1'],
      ['0.0.0.0'],
      ['224.0.0.251'],
      ['255.255.255.255'],
      ['192.0.2.1'],
      ['240.0.0.1'],
      ['::1'],
      ['::'],
      ['fe80::1'],
      ['fd00:ec2::254'],
      ['ff02::1'],
      ['::ffff:127.0.0.1'],
      ['::ffff:142.250.4.95'],
      ['64:ff9b::a00:5'],
      ['2002:a00:5::1'],
      ['2001:db8::1'],
      ['142.250.4.95', '10.0.0.5'], // one private address among public ones is enough
    ];
    for (const [i, addresses] of refused.entries()) {
      const name = `r${i}.notify.windows.com`;
      push.dns.set(name, addresses);
      const res = await inject('POST', '/api/me/push-subscriptions', host.cookie, body(`https://${name}/w/?token=x`));
      expect(res.statusCode, addresses.join()).toBe(400);
      expect(res.json().error).toEqual({ code: 'push_endpoint_refused', message: en.account.pushEndpointRefused });
    }
    push.dns.set('fcm.googleapis.com', ['10.0.0.5']);
    try {
      const res = await inject('POST', '/api/me/push-subscriptions', host.cookie, body());
      expect(res.json().error?.code).toBe('push_endpoint_refused');
    } finally {
      push.dns.set('fcm.googleapis.com', PUSH_SERVICE_ADDRESSES.get('fcm.googleapis.com')!);
    }
    expect(
      await t.db.selectFrom('pushSubscriptions').select('id').where('userId', '=', host.user.id).execute(),
    ).toEqual([]);
  });

  it('takes one on public addresses, and one whose name does not resolve now (checked again at each push)', async () => {
    const u = await createUser(t);
    expect((await inject('POST', '/api/me/push-subscriptions', u.cookie, body())).statusCode).toBe(201);
    const unresolved = body('https://not-yet.push.services.mozilla.com/wpush/v2/x');
    expect((await inject('POST', '/api/me/push-subscriptions', u.cookie, unresolved)).statusCode).toBe(201);
  });
});

describe('one endpoint, one account', () => {
  it('two users posting one endpoint at once: the first keeps it, every other post of the second is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await createUser(t);
      const b = await createUser(t);
      const url = endpoint();
      const posts = await Promise.all(
        Array.from({ length: 10 }, (_, i) => {
          const who = i % 2 ? b : a;
          return inject('POST', '/api/me/push-subscriptions', who.cookie, body(url)).then((r) => ({ who, r }));
        }),
      );
      const rows = await t.db.selectFrom('pushSubscriptions').select('userId').where('endpoint', '=', url).execute();
      expect(rows).toHaveLength(1);
      for (const { who, r } of posts) {
        if (who.user.id === rows[0].userId) expect(r.statusCode, r.body).toBe(201);
        else expect(r.json().error?.code, r.body).toBe('push_endpoint_taken');
      }
    }
  });
});
