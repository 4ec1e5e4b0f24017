import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@espasyo/domain';
import { passwords } from '../../lib/passwords';
import { clockOf, createUser, randomIp, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';

const t = useTestApp();
afterEach(() => vi.restoreAllMocks());

const BURST = 30;
const limit = async () => (await t.ctx.settings.get()).security.maxLoginAttempts;

describe('account lockout under a parallel burst', () => {
  it(`${BURST} simultaneous wrong passwords check at most security.maxLoginAttempts, and the right one after is refused`, async () => {
    const u = await createUser(t);
    const verify = vi.spyOn(passwords, 'verify');
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => signIn(t, u.email, 'Wrong#Pass1', { ip: randomIp() })),
    );
    expect(verify).toHaveBeenCalledTimes(await limit()); // exactly the limit: the rest were refused unchecked
    expect(answers.every((a) => [401, 423].includes(a.res.statusCode))).toBe(true);
    expect(answers.filter((a) => a.res.statusCode === 423).length).toBeGreaterThanOrEqual(BURST - (await limit()));

    const right = await signIn(t, u.email, u.password);
    expect(right.res.statusCode).toBe(423);
    expect(right.res.json().error).toEqual({ code: 'account_locked', message: en.auth.tooManyAttempts });
    expect(right.cookie).toBeNull();
  });
});

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, remoteAddress: randomIp(), payload });
const changePassword = (u: { cookie: string }, currentPassword: string) =>
  post('/api/me/password', u.cookie, {
    currentPassword,
    password: 'Brand-New#Pass9',
    confirmPassword: 'Brand-New#Pass9',
  });
const deleteAccount = (u: { cookie: string }, password: string) =>
  post('/api/me/delete-account', u.cookie, { password, confirmation: 'DELETE' });

describe('wrong current passwords in settings count toward the same lockout', () => {
  it('change password: a burst of wrong current passwords checks at most the limit, then even the right one gets the lockout message under the field', async () => {
    const u = await createUser(t);
    const verify = vi.spyOn(passwords, 'verify');
    const answers = await Promise.all(Array.from({ length: BURST }, () => changePassword(u, 'Wrong#Pass1')));
    expect(verify).toHaveBeenCalledTimes(await limit());
    expect(
      answers
        .filter((a) => a.statusCode === 400)
        .every((a) => a.json().error.fields.currentPassword === en.account.wrongCurrentPassword),
    ).toBe(true);

    const right = await changePassword(u, u.password);
    expect(right.statusCode).toBe(423);
    expect(right.json().error).toEqual({
      code: 'account_locked',
      message: en.auth.tooManyAttempts,
      fields: { currentPassword: en.auth.tooManyAttempts },
    });
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(423);
    // The password did not change.
    clockOf(t).advance(31 * 60_000);
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(200);
  });

  it('delete account: wrong passwords lock the account and the account is not deleted', async () => {
    const u = await createUser(t);
    for (let i = 1; i < (await limit()); i++)
      expect((await deleteAccount(u, 'Wrong#Pass1')).json().error.fields).toEqual({
        password: en.privacy.wrongPassword,
      });
    const last = await deleteAccount(u, 'Wrong#Pass1');
    expect(last.statusCode).toBe(423);
    const right = await deleteAccount(u, u.password);
    expect(right.statusCode).toBe(423);
    expect(right.json().error.fields).toEqual({ password: en.auth.tooManyAttempts });
    const row = await t.db
      .selectFrom('users')
      .select(['email', 'status'])
      .where('id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: u.email, status: 'active' });
  });

  it('failures add up across sign-in, change password and delete account; the right password clears them', async () => {
    const u = await createUser(t);
    expect((await signIn(t, u.email, 'Wrong#Pass1')).res.statusCode).toBe(401);
    expect((await changePassword(u, 'Wrong#Pass1')).statusCode).toBe(400);
    expect((await deleteAccount(u, 'Wrong#Pass1')).statusCode).toBe(400);
    expect((await signIn(t, u.email, 'Wrong#Pass1')).res.statusCode).toBe(401);
    expect((await changePassword(u, 'Wrong#Pass1')).statusCode).toBe(423); // the fifth
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(423);

    const v = await createUser(t);
    for (let i = 0; i < 4; i++) await changePassword(v, 'Wrong#Pass1');
    expect((await changePassword(v, v.password)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select(['failedLoginCount', 'lockedUntil'])
      .where('id', '=', v.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failedLoginCount: 0, lockedUntil: null });
  });
});
