import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@espasyo/domain';
import { clockOf, createUser, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { passwords } from '../../lib/passwords';

const t = useTestApp();
afterEach(() => vi.restoreAllMocks());

const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

async function withSecurity(patch: Record<string, unknown>, fn: () => Promise<void>) {
  const s = await t.ctx.settings.get();
  await t.db
    .updateTable('settings')
    .set({ data: JSON.stringify({ ...s, security: { ...s.security, ...patch } }) })
    .execute();
  t.ctx.settings.invalidate();
  try {
    await fn();
  } finally {
    await t.db
      .updateTable('settings')
      .set({ data: JSON.stringify(s) })
      .execute();
    t.ctx.settings.invalidate();
  }
}

describe('POST /api/auth/signin', () => {
  it('signs in, records lastLoginAt and redirects by type', async () => {
    const expected = {
      client: '/client-dashboard',
      host: '/host-dashboard',
      admin: '/dashboard',
      moderator: '/listings',
    } as const;
    for (const [type, path] of Object.entries(expected)) {
      const u = await createUser(t, { type: type as keyof typeof expected, email: `Signin.${type}@Example.test` });
      clockOf(t).advance(1000);
      const { res, cookie } = await signIn(t, `SIGNIN.${type}@example.test`, u.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().redirectTo).toBe(path);
      expect(res.json().user.lastLoginAt).toBe(t.clock.now().toISOString());
      expect((await me(cookie!)).json().user.id).toBe(u.user.id);
    }
  });

  it('answers an unknown email and a wrong password the same way (no account enumeration)', async () => {
    const u = await createUser(t);
    const unknown = await signIn(t, 'nobody@example.test', 'Whatever#123');
    const wrong = await signIn(t, u.email, 'Wrong#Password1');
    for (const r of [unknown, wrong]) {
      expect(r.res.statusCode).toBe(401);
      expect(r.res.json().error).toEqual({ code: 'invalid_credentials', message: en.auth.wrongPassword });
      expect(r.cookie).toBeNull();
    }
  });

  it('still hashes for an unknown email, so timing does not tell', async () => {
    const dummy = vi.spyOn(passwords, 'verifyDummy');
    await signIn(t, 'ghost@example.test', 'Whatever#123');
    expect(dummy).toHaveBeenCalledTimes(1);
  });

  it('checks the spec sign-in rules: email, then password of at least 6', async () => {
    const bad = await signIn(t, 'not-an-email', 'x');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().error.message).toBe(en.validation.email);
    const short = await signIn(t, 'a@example.test', '12345');
    expect(short.res.json().error).toMatchObject({
      message: en.validation.signInPasswordMin,
      fields: { password: en.validation.signInPasswordMin },
    });
  });

  it('locks the account after 5 failures for 30 minutes, even for the right password', async () => {
    const u = await createUser(t);
    for (let i = 1; i <= 4; i++) expect((await signIn(t, u.email, 'Wrong#Pass1')).res.statusCode).toBe(401);
    const fifth = await signIn(t, u.email, 'Wrong#Pass1');
    expect(fifth.res.statusCode).toBe(423);
    expect(fifth.res.json().error).toEqual({ code: 'account_locked', message: en.auth.tooManyAttempts });

    const right = await signIn(t, u.email, u.password);
    expect(right.res.statusCode).toBe(423);
    expect(right.cookie).toBeNull();
    clockOf(t).advance(29 * 60_000);
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(423);

    clockOf(t).advance(60_000 + 1);
    const after = await signIn(t, u.email, u.password);
    expect(after.res.statusCode).toBe(200);
    const row = await userRow(u.user.id);
    expect(row.failedLoginCount).toBe(0);
    expect(row.lockedUntil).toBeNull();
  });

  it('a success resets the failure count', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 4; i++) await signIn(t, u.email, 'Wrong#Pass1');
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(t, u.email, 'Wrong#Pass1')).res.statusCode).toBe(401);
  });

  it('reads the threshold and lockout length live from the settings', async () => {
    await withSecurity({ maxLoginAttempts: 2, accountLockoutMinutes: 5 }, async () => {
      const u = await createUser(t);
      expect((await signIn(t, u.email, 'Wrong#Pass1')).res.statusCode).toBe(401);
      expect((await signIn(t, u.email, 'Wrong#Pass1')).res.statusCode).toBe(423);
      clockOf(t).advance(5 * 60_000 + 1);
      expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(200);
    });
  });

  it('refuses a disabled account with the spec message, only after the right password', async () => {
    const u = await createUser(t, { status: 'disabled' });
    const res = (await signIn(t, u.email, u.password)).res;
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'account_disabled', message: en.auth.disabled });
    expect((await signIn(t, u.email, 'Wrong#Pass1')).res.json().error.message).toBe(en.auth.wrongPassword);
  });

  it('refuses a suspended account with a clear message', async () => {
    const u = await createUser(t, { status: 'suspended' });
    const res = (await signIn(t, u.email, u.password)).res;
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'account_suspended', message: en.auth.suspended });
  });

  it('rotates the session: a new id, and the cookie it came with stops working', async () => {
    const u = await createUser(t);
    const { res, cookie } = await signIn(t, u.email, u.password, { cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    expect(cookie).not.toBe(u.cookie);
    expect((await me(u.cookie)).json().user).toBeNull();
    expect((await me(cookie!)).json().user.id).toBe(u.user.id);
    const gone = await t.db.selectFrom('sessions').select('id').where('id', '=', u.sessionId).executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});
