import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@espasyo/domain';
import { createUser, randomIp, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { passwords } from '../../lib/passwords';
import { IP_LIMITS } from './auth.constants';

/** The production figures: RATE_LIMIT_SCALE 1 (other test files run with it raised). */
const t = useTestApp({ env: { RATE_LIMIT_SCALE: 1 } });
afterEach(() => vi.restoreAllMocks());

describe('POST /api/auth/signin per-IP limit', () => {
  it(`limits one IP to ${IP_LIMITS.signIn.max} attempts a minute, answering 429 before any hashing`, async () => {
    const ip = randomIp();
    for (let i = 0; i < IP_LIMITS.signIn.max; i++) {
      expect((await signIn(t, 'flood@example.test', 'Wrong#Pass1', { ip })).res.statusCode).toBe(401);
    }
    const verify = vi.spyOn(passwords, 'verify');
    const dummy = vi.spyOn(passwords, 'verifyDummy');
    const limited = await signIn(t, 'flood@example.test', 'Wrong#Pass1', { ip });
    expect(limited.res.statusCode).toBe(429);
    expect(limited.res.json().error).toEqual({ code: 'rate_limited', message: en.generic.tooManyRequests });
    expect(verify).not.toHaveBeenCalled();
    expect(dummy).not.toHaveBeenCalled();
    // Somebody else, from another address, is not affected.
    const u = await createUser(t);
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(200);
  });
});
