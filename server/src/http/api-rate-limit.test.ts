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

describe('WindowCounter', () => {
  it('forgets callers idle for a day', () => {
    const c = new WindowCounter();
    c.hit('a', [{ ms: 60_000, max: 1 }], 0);
    c.hit('b', [{ ms: 60_000, max: 1 }], 86_400_000 + 60_001);
    expect(c.size).toBe(1);
  });
});
