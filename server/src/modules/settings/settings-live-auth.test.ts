import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { clockOf, createUser, outboxFor, randomIp, signIn, tokenFromText } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { setSettings } from '../../test/settings-helpers';

/** Changes made through PUT /api/admin/settings apply to the next request, without a restart. */
const t = useTestApp();
const admin = useUser(t, { type: 'admin' });

const signUp = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: randomIp(),
    payload: {
      userType: 'client',
      email,
      firstName: 'Ana',
      lastName: 'Reyes',
      phone: '+63 917 555 0101',
      password,
      confirmPassword: password,
      agreeToTerms: true,
    },
  });
/** A route that needs a signed-in user. */
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: { cookie } });

describe('password policy (security.password*) at sign-up and reset', () => {
  it('a longer minimum applies to the next sign-up at once, and relaxing it applies too', async () => {
    await setSettings(t, admin.cookie, 'security', { passwordMinLength: 14 });
    const refused = await signUp('policy1@example.test', 'Short#Pass12');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(en.validation.passwordMinPolicy(14));
    expect((await signUp('policy1@example.test', 'Much#Longer#Pass1')).statusCode).toBe(201);

    await setSettings(t, admin.cookie, 'security', { passwordMinLength: 8, passwordRequireSpecialChar: false });
    expect((await signUp('policy2@example.test', 'NoSpecial12')).statusCode).toBe(201);
    await setSettings(t, admin.cookie, 'security', { passwordRequireSpecialChar: true });
    const special = await signUp('policy3@example.test', 'NoSpecial12');
    expect(special.json().error.message).toBe(en.validation.passwordSpecial);
  });

  it('the public settings carry the live policy for the browser form', async () => {
    await setSettings(t, admin.cookie, 'security', { passwordMinLength: 10 });
    const pub = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(pub.json().passwordPolicy).toMatchObject({ minLength: 10, requireSpecialChar: true });
  });

  it('applies to a password reset too', async () => {
    const u = await createUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: u.email },
      remoteAddress: randomIp(),
    });
    const token = tokenFromText((await outboxFor(t, u.email))[0].text);
    await setSettings(t, admin.cookie, 'security', { passwordMinLength: 16 });
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password, confirmPassword: password },
        remoteAddress: randomIp(),
      });
    const short = await reset('Fifteen#Chars01');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(en.validation.passwordMinPolicy(16));
    expect((await reset('Sixteen#Chars012')).statusCode).toBe(200);
    await setSettings(t, admin.cookie, 'security', { passwordMinLength: 8 });
  });
});

describe('sign-in lockout (maxLoginAttempts, accountLockoutMinutes)', () => {
  it('follows new values at once', async () => {
    await setSettings(t, admin.cookie, 'security', { maxLoginAttempts: 1, accountLockoutMinutes: 2 });
    const u = await createUser(t);
    const first = await signIn(t, u.email, 'Wrong#Pass1');
    expect(first.res.statusCode).toBe(423);
    expect(first.res.json().error.message).toBe('Too many failed attempts. Please try again later.');
    clockOf(t).advance(2 * 60_000 - 1000);
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(423);
    clockOf(t).advance(2000);
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(200);

    await setSettings(t, admin.cookie, 'security', { maxLoginAttempts: 3, accountLockoutMinutes: 30 });
    const v = await createUser(t);
    expect((await signIn(t, v.email, 'Wrong#Pass1')).res.statusCode).toBe(401);
    expect((await signIn(t, v.email, 'Wrong#Pass1')).res.statusCode).toBe(401);
    expect((await signIn(t, v.email, 'Wrong#Pass1')).res.statusCode).toBe(423);
  });
});

describe('session timeout (sessionTimeoutMinutes)', () => {
  it('a shorter idle timeout ends idle sessions on their next request', async () => {
    const u = await createUser(t);
    await setSettings(t, admin.cookie, 'security', { sessionTimeoutMinutes: 480 });
    clockOf(t).advance(10 * 60_000);
    expect((await me(u.cookie)).statusCode).toBe(200); // 10 idle minutes are fine at 480
    const adminNow = (await createUser(t, { type: 'admin' })).cookie;
    await setSettings(t, adminNow, 'security', { sessionTimeoutMinutes: 5 });
    clockOf(t).advance(6 * 60_000);
    const res = await me(u.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(en.auth.sessionExpired);
  });

  it('a longer timeout keeps sessions that the old one would have ended', async () => {
    const a = await createUser(t, { type: 'admin' });
    await setSettings(t, a.cookie, 'security', { sessionTimeoutMinutes: 600 });
    const u = await createUser(t);
    clockOf(t).advance(500 * 60_000);
    expect((await me(u.cookie)).statusCode).toBe(200);
  });
});
