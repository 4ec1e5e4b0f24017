import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock, type TestApp } from '../test/app';
import { clockOf, createUser, randomIp } from '../test/builders';
import { setSettings } from '../test/settings-helpers';
import { IP_LIMITS } from '../modules/auth/auth.constants';
import { ROUTE_LIMITS } from './api-rate-limit';
import { RedisWindowCounter } from './redis-window-counter';

/**
 * Rate limits shared through Redis (issue 23, decision 0052): two app instances on one
 * database and one Redis limit a burst spread over both exactly as one instance would. The
 * Redis on 127.0.0.1:6379 (always there on CI); this file's keys start with a prefix of its own
 * and are deleted at the end, so parallel test files never meet.
 */
const REDIS_URL = 'redis://127.0.0.1:6379/0';
const prefix = `espasyo-test-${randomBytes(6).toString('hex')}:`;

async function redisUp(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const up = await redisUp();

/** Starts on a day boundary, so a burst never straddles the minute. */
const freshDay = () => new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 86_400_000);
const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_SCALE: 1 };

// Redis runs beside PostgreSQL wherever the tests run (this machine, CI): without it the test
// fails and says so, rather than passing by skipping what it is here to show.
describe('rate limits shared through Redis by two instances', () => {
  it('has Redis to count in', () => {
    expect(up, `Redis must answer at ${REDIS_URL} (REDIS_URL) for the shared limits to be shown`).toBe(true);
  });

  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    const clock = testClock(freshDay());
    a = await createTestApp({ env, clock });
    b = await createTestApp({ env, clock, sameDatabaseAs: a });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  /** Request i goes to instance a when i is even, to b when it is odd. */
  const either = (i: number) => (i % 2 === 0 ? a : b);
  const tally = (codes: number[], code: number) => codes.filter((c) => c === code).length;

  it('the API limit per minute: of a parallel burst over both, exactly the setting passes', async () => {
    const ip = randomIp();
    const burst = await Promise.all(
      Array.from({ length: 160 }, (_, i) =>
        either(i).app.inject({ method: 'GET', url: '/api/pricing/fees?subtotal=100', remoteAddress: ip }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    // The settings' default: 100 a minute (docs/product/settings.md). In memory, each would pass 80.
    expect([tally(codes, 200), tally(codes, 429)]).toEqual([100, 60]);
    expect(
      tally(
        codes.filter((_, i) => i % 2 === 0),
        200,
      ),
    ).toBeGreaterThan(0);
    expect(
      tally(
        codes.filter((_, i) => i % 2 === 1),
        200,
      ),
    ).toBeGreaterThan(0);
    expect(burst.find((r) => r.statusCode === 429)!.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please try again later.',
    });
    // The next minute, either instance lets the caller in again.
    clockOf(a).advance(60_000);
    expect(
      (await b.app.inject({ method: 'GET', url: '/api/pricing/fees?subtotal=100', remoteAddress: ip })).statusCode,
    ).toBe(200);
  });

  it('files per address (decision 0062): of a parallel burst of pictures over both, exactly the limit passes', async () => {
    const ip = randomIp();
    const { perMinute } = ROUTE_LIMITS.file;
    const burst = await Promise.all(
      Array.from({ length: perMinute + 60 }, (_, i) =>
        either(i).app.inject({ method: 'GET', url: `/api/placeholder/${400 + (i % 100)}/300`, remoteAddress: ip }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect([tally(codes, 200), tally(codes, 429)]).toEqual([perMinute, 60]);
    // The pictures used none of the address's API calls.
    const api = await b.app.inject({ method: 'GET', url: '/api/pricing/fees?subtotal=100', remoteAddress: ip });
    expect([api.statusCode, api.headers['x-ratelimit-remaining']]).toEqual([200, '99']);
  });

  it('the sign-in limit per address: of a parallel burst over both, exactly the limit reaches the route', async () => {
    const ip = randomIp();
    const burst = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        either(i).app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          remoteAddress: ip,
          payload: { email: 'not an email', password: 'x' }, // refused by validation: no password hashing
        }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect([tally(codes, 400), tally(codes, 429)]).toEqual([IP_LIMITS.signIn.max, 45 - IP_LIMITS.signIn.max]);
    // Another address has its own count.
    const other = await b.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: randomIp(),
      payload: { email: 'not an email', password: 'x' },
    });
    expect(other.statusCode).toBe(400);
  });

  it('a refused request uses up no window in Redis either', async () => {
    // Two counters on two clients, as two instances would have.
    const second = new Redis(REDIS_URL);
    try {
      const one = new RedisWindowCounter(redis, prefix);
      const two = new RedisWindowCounter(second, prefix);
      const limits = [
        { ms: 60_000, max: 10 },
        { ms: 3_600_000, max: 12 },
      ];
      let now = freshDay().getTime() + 7 * 86_400_000;
      const hits = (n: number) =>
        Promise.all(Array.from({ length: n }, (_, i) => (i % 2 ? two : one).hit('ip:10.9.9.9', limits, now)));
      expect((await hits(14)).filter((r) => r.allowed)).toHaveLength(10); // the minute is full
      const refused = await one.hit('ip:10.9.9.9', limits, now);
      expect(refused).toMatchObject({ allowed: false, limit: 10, remaining: 0, resetMs: 60_000 });
      // The refused ones counted nowhere: the hour has 10 of its 12, so the next minute lets 2 in.
      const keys = await redis.keys(`${prefix}rl:api:{ip:10.9.9.9}:*`);
      expect((await Promise.all(keys.map((k) => redis.get(k)))).sort()).toEqual(['10', '10']);
      now += 60_000;
      const next = await hits(5);
      expect(next.filter((r) => r.allowed)).toHaveLength(2);
      expect(next.find((r) => !r.allowed)).toMatchObject({ limit: 12, remaining: 0 });
      // Every key lives no longer than its window (plus a few seconds).
      for (const k of await redis.keys(`${prefix}rl:*`)) {
        const ttl = await redis.pttl(k);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(86_400_000 + 5_000);
      }
    } finally {
      await second.quit();
    }
  });

  it('through the API: refused for the minute, the caller still has its hour', async () => {
    const admin = await createUser(a, { type: 'admin' });
    await setSettings(a, admin.cookie, 'api', {
      rateLimitPerMinute: 10,
      rateLimitPerHour: 12,
      rateLimitPerDay: 10_000,
    });
    try {
      clockOf(a).advance(3_600_000); // a fresh hour
      const ip = randomIp();
      const fees = () => a.app.inject({ method: 'GET', url: '/api/pricing/fees?subtotal=100', remoteAddress: ip });
      for (let i = 0; i < 10; i++) expect((await fees()).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await fees()).statusCode).toBe(429);
      clockOf(a).advance(60_000);
      expect((await fees()).statusCode).toBe(200);
      expect((await fees()).statusCode).toBe(200);
      const hour = await fees();
      expect(hour.statusCode).toBe(429);
      expect(Number(hour.headers['retry-after'])).toBeGreaterThan(60);
    } finally {
      await setSettings(a, admin.cookie, 'api', {
        rateLimitPerMinute: 100,
        rateLimitPerHour: 1000,
        rateLimitPerDay: 10_000,
      });
    }
  });

  it('/readyz reports Redis', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/readyz' });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { ok: true, checks: { database: 'ok', migrations: 'ok', redis: 'ok' } },
    ]);
  });
});

describe('REDIS_URL set but Redis not answering', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on this port (this file's range): connections are refused at once.
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:3249/0', RATE_LIMIT_SCALE: 1 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limited routes let requests through uncounted, and /readyz says why it is not ready', async () => {
    const ip = randomIp();
    const fees = await t.app.inject({ method: 'GET', url: '/api/pricing/fees?subtotal=100', remoteAddress: ip });
    expect(fees.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: ip,
      payload: { email: 'not an email', password: 'x' },
    });
    expect(signIn.statusCode).toBe(400);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { ok: false, checks: { database: 'ok', migrations: 'ok', redis: 'failed' } },
    ]);
  });
});
