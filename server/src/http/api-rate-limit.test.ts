import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf, createUser, type BuiltUser } from '../test/builders';
import { useTestApp } from '../test/hooks';
import { setSettings } from '../test/settings-helpers';
import { WindowCounter } from './window-counter';

/** The settings' own limits: RATE_LIMIT_SCALE 1 (other test files run with it raised). */
const t = useTestApp({ env: { RATE_LIMIT_SCALE: 1 } });
beforeAll(() => {
  // Start each test at the beginning of a fresh minute, hour and day.
  clockOf(t).set(new Date(Math.ceil(t.clock.now().getTime() / 86_400_000) * 86_400_000));
});

const fees = (ip: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/pricing/fees?subtotal=100',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
const nextDay = () => clockOf(t).advance(86_400_000);
/** A fresh admin each time: moving the clock a day ends the previous one's session. */
async function limits(perMinute: number, perHour: number, perDay: number) {
  const admin: BuiltUser = await createUser(t, { type: 'admin' });
  await setSettings(t, admin.cookie, 'api', {
    rateLimitPerMinute: perMinute,
    rateLimitPerHour: perHour,
    rateLimitPerDay: perDay,
  });
}

describe('API rate limit from the live settings', () => {
  it('per minute: the next request over the limit gets 429 with the spec message, then the window resets', async () => {
    await limits(3, 1000, 10_000);
    nextDay();
    for (let i = 0; i < 3; i++) {
      const ok = await fees('10.1.0.1');
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    const refused = await fees('10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fees('10.1.0.2')).statusCode).toBe(200); // another address has its own count
    clockOf(t).advance(60_000);
    expect((await fees('10.1.0.1')).statusCode).toBe(200);
  });

  it('per hour and per day are counted too, and a refused request uses none of them', async () => {
    await limits(10, 12, 10_000);
    nextDay();
    for (let i = 0; i < 10; i++) expect((await fees('10.2.0.1')).statusCode).toBe(200);
    expect((await fees('10.2.0.1')).statusCode).toBe(429); // minute full
    clockOf(t).advance(60_000);
    expect((await fees('10.2.0.1')).statusCode).toBe(200);
    expect((await fees('10.2.0.1')).statusCode).toBe(200);
    const hour = await fees('10.2.0.1');
    expect(hour.statusCode).toBe(429); // 12 in the hour
    expect(Number(hour.headers['retry-after'])).toBeGreaterThan(60);

    await limits(20, 20, 25);
    nextDay();
    for (let i = 0; i < 20; i++) expect((await fees('10.3.0.1')).statusCode).toBe(200);
    clockOf(t).advance(3_600_000);
    for (let i = 0; i < 5; i++) expect((await fees('10.3.0.1')).statusCode).toBe(200);
    expect((await fees('10.3.0.1')).statusCode).toBe(429); // 25 in the day
  });

  it('counts a signed-in user across addresses, not the address', async () => {
    await limits(2, 1000, 10_000);
    nextDay();
    const u = await createUser(t);
    expect((await fees('10.4.0.1', u.cookie)).statusCode).toBe(200);
    expect((await fees('10.4.0.2', u.cookie)).statusCode).toBe(200);
    expect((await fees('10.4.0.3', u.cookie)).statusCode).toBe(429);
    expect((await fees('10.4.0.3')).statusCode).toBe(200); // the same address without the session is another caller
  });

  it('a raised limit applies at once, and /api/health and pages are never limited', async () => {
    await limits(1, 1000, 10_000);
    nextDay();
    expect((await fees('10.5.0.1')).statusCode).toBe(200);
    expect((await fees('10.5.0.1')).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.5.0.1' })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ method: 'GET', url: '/listings', remoteAddress: '10.5.0.1' })).statusCode).not.toBe(
        429,
      );
    }
    await limits(100, 1000, 10_000);
    expect((await fees('10.5.0.1')).statusCode).toBe(200);
  });
});

describe('files and the session check have their own limits (decision 0062)', () => {
  const get = (url: string, ip: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: cookie ? { cookie } : {} });
  /** A search page's pictures: listing photos (these names do not exist: a 404 is counted the same) and placeholders. */
  const thumbnail = (i: number) =>
    i % 2 ? `/api/placeholder/${400 + i}/300` : `/api/files/listings/${'a'.repeat(31)}${i % 10}.webp`;
  const me = (ip: string, cookie?: string) => get('/api/auth/me', ip, cookie);

  it('150 thumbnails fetched at once leave the next API call with its whole minute', async () => {
    await limits(100, 1000, 10_000); // the settings' defaults
    nextDay();
    const u = await createUser(t);
    const ip = '10.6.0.1';
    const pictures = await Promise.all(Array.from({ length: 150 }, (_, i) => get(thumbnail(i), ip, u.cookie)));
    expect(pictures.filter((r) => r.statusCode === 429)).toEqual([]);
    const next = await fees(ip, u.cookie);
    expect(next.statusCode).toBe(200);
    expect([next.headers['x-ratelimit-limit'], next.headers['x-ratelimit-remaining']]).toEqual(['100', '99']);
  });

  it('files: 1,200 a minute per address, whoever is signed in, apart from the API', async () => {
    await limits(100, 1000, 10_000);
    nextDay();
    const [a, b] = [await createUser(t), await createUser(t)];
    const ip = '10.7.0.1';
    const first = await Promise.all(
      Array.from({ length: 1_200 }, (_, i) => get(thumbnail(i), ip, i % 2 ? a.cookie : b.cookie)),
    );
    expect(first.filter((r) => r.statusCode === 429)).toEqual([]);
    const over = await get(thumbnail(1), ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe('Too many requests. Please try again later.');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(thumbnail(1), '10.7.0.2', a.cookie)).statusCode).toBe(200); // another address
    expect((await fees(ip, a.cookie)).statusCode).toBe(200); // the API limit is untouched
    clockOf(t).advance(60_000);
    expect((await get(thumbnail(1), ip)).statusCode).toBe(200);
  });

  it('the session check answers while the API limit refuses, and a script making 101 API calls is limited', async () => {
    await limits(100, 1000, 10_000);
    nextDay();
    const u = await createUser(t);
    const ip = '10.8.0.1';
    const calls = await Promise.all(Array.from({ length: 101 }, () => fees(ip, u.cookie)));
    expect(calls.filter((r) => r.statusCode === 200)).toHaveLength(100);
    expect(calls.filter((r) => r.statusCode === 429)).toHaveLength(1);
    const check = await me(ip, u.cookie);
    expect(check.statusCode).toBe(200);
    expect(check.json().user.id).toBe(u.user.id);
    expect((await me(ip)).statusCode).toBe(200); // signed out from the same address too
  });

  it('the session check: 600 a minute per caller, then refused like any limit', async () => {
    await limits(100, 1000, 10_000);
    nextDay();
    const u = await createUser(t);
    const ip = '10.9.0.1';
    const checks = await Promise.all(Array.from({ length: 600 }, () => me(ip, u.cookie)));
    expect(checks.filter((r) => r.statusCode !== 200)).toEqual([]);
    const over = await me(ip, u.cookie);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await me(ip)).statusCode).toBe(200); // the address without the session is another caller
    expect((await fees(ip, u.cookie)).statusCode).toBe(200); // and the API limit is its own
  });
});

describe('WindowCounter', () => {
  it('forgets callers idle for a day', () => {
    const c = new WindowCounter();
    c.hit('a', [{ ms: 60_000, max: 1 }], 0);
    c.hit('b', [{ ms: 60_000, max: 1 }], 86_400_000 + 60_001);
    expect(c.size).toBe(1);
  });
});
