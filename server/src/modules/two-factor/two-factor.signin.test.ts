import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { clockOf, createUser, sessionCookieOf, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { challengeFor, codeAt, enable2fa, post } from './two-factor.fixtures';

const t = useTestApp({ tempDataDir: 'espasyo-2fa-' });

const verify = (body: object) => post(t, '/api/auth/2fa/verify', null, body);
const me = (cookie: string | null) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

describe('sign-in with two-factor on', () => {
  it('the right password gives a challenge, not a session; a wrong code is refused; the right one signs in', async () => {
    const u = await createUser(t, { type: 'host' });
    const { secret } = await enable2fa(t, u);
    clockOf(t).advance(30_000);
    const { res, cookie } = await signIn(t, u.email, u.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      twoFactorRequired: true,
      challengeId: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(cookie).toBeNull();
    const challengeId = res.json().challengeId;

    const wrong = await verify({ challengeId, code: codeAt(t, secret, 10 * 60_000) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'two_factor_invalid_code', message: en.twoFactor.invalidCode });

    const ok = await verify({ challengeId, code: codeAt(t, secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user: { id: u.user.id }, redirectTo: '/host-dashboard' });
    const session = sessionCookieOf(ok);
    expect((await me(session)).json().user.id).toBe(u.user.id);

    // The challenge is spent, and the same code cannot be used twice.
    expect((await verify({ challengeId, code: codeAt(t, secret) })).json().error.code).toBe(
      'two_factor_challenge_expired',
    );
    const again = await verify({ challengeId: await challengeFor(t, u), code: codeAt(t, secret) });
    expect(again.statusCode).toBe(400);
  });

  it('a wrong password still answers as before, without a challenge', async () => {
    const u = await createUser(t);
    await enable2fa(t, u);
    const { res } = await signIn(t, u.email, 'Wrong-password-1');
    expect(res.statusCode).toBe(401);
    expect(res.json().twoFactorRequired).toBeUndefined();
  });

  it('a recovery code works once, typed with or without the dash and in capitals', async () => {
    const u = await createUser(t);
    const { recoveryCodes } = await enable2fa(t, u);
    const first = await verify({ challengeId: await challengeFor(t, u), recoveryCode: recoveryCodes[0].toUpperCase() });
    expect(first.statusCode).toBe(200);
    const reuse = await verify({
      challengeId: await challengeFor(t, u),
      recoveryCode: recoveryCodes[0].replace('-', ''),
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.message).toBe(en.twoFactor.invalidRecovery);
    expect((await verify({ challengeId: await challengeFor(t, u), recoveryCode: recoveryCodes[1] })).statusCode).toBe(
      200,
    );
    const status = await t.app.inject({ method: 'GET', url: '/api/me/2fa', headers: { cookie: u.cookie } });
    expect(status.json().recoveryCodesLeft).toBe(8);
  });

  it('needs exactly one of code and recovery code', async () => {
    const u = await createUser(t);
    await enable2fa(t, u);
    const challengeId = await challengeFor(t, u);
    expect((await verify({ challengeId })).json().error.message).toBe(en.twoFactor.codeOrRecovery);
    expect((await verify({ challengeId, code: '123456', recoveryCode: 'abcde-fghjk' })).statusCode).toBe(400);
  });

  it('allows 5 tries per challenge, then the user must sign in again', async () => {
    const u = await createUser(t);
    const { secret } = await enable2fa(t, u);
    clockOf(t).advance(30_000);
    const challengeId = await challengeFor(t, u);
    const bad = codeAt(t, secret, 10 * 60_000);
    for (let i = 1; i <= 4; i++) expect((await verify({ challengeId, code: bad })).statusCode).toBe(400);
    const fifth = await verify({ challengeId, code: bad });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toMatchObject({
      code: 'two_factor_too_many_attempts',
      message: en.twoFactor.tooManyAttempts,
    });
    expect((await verify({ challengeId, code: codeAt(t, secret) })).statusCode).toBe(429);
  });

  it('counts wrong codes across challenges, so signing in again does not buy unlimited guesses', async () => {
    const u = await createUser(t);
    const { secret } = await enable2fa(t, u);
    clockOf(t).advance(30_000);
    const bad = codeAt(t, secret, 10 * 60_000);
    for (let round = 0; round < 2; round++) {
      const challengeId = await challengeFor(t, u);
      for (let i = 0; i < 5; i++) await verify({ challengeId, code: bad });
    }
    const blocked = await verify({ challengeId: await challengeFor(t, u), code: codeAt(t, secret) });
    expect(blocked.statusCode).toBe(429);
    clockOf(t).advance(31 * 60_000); // security.accountLockoutMinutes later
    expect((await verify({ challengeId: await challengeFor(t, u), code: codeAt(t, secret) })).statusCode).toBe(200);
  });

  it('a challenge lasts 5 minutes', async () => {
    const u = await createUser(t);
    const { secret } = await enable2fa(t, u);
    const challengeId = await challengeFor(t, u);
    clockOf(t).advance(5 * 60_000 + 1000);
    const res = await verify({ challengeId, code: codeAt(t, secret) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(en.twoFactor.challengeExpired);
    expect((await verify({ challengeId: 'made-up', code: codeAt(t, secret) })).statusCode).toBe(401);
  });

  it('after 2FA is turned off, the password alone signs in again', async () => {
    const u = await createUser(t);
    const { secret } = await enable2fa(t, u);
    clockOf(t).advance(30_000);
    await post(t, '/api/me/2fa/disable', u.cookie, { password: u.password, code: codeAt(t, secret) });
    const { cookie } = await signIn(t, u.email, u.password);
    expect(cookie).not.toBeNull();
  });
});
