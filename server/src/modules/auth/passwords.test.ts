import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createUser, outboxFor, randomIp, signIn, tokenFromText } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { guessableForms } from './password-guard.service';

const t = useTestApp();

const COMMON = en.validation.passwordCommon;
const PERSONAL = en.validation.passwordPersonal;

const valid = {
  userType: 'client',
  email: 'ligaya.mabini@example.ph',
  firstName: 'Ligaya',
  lastName: 'Mabini',
  phone: '+63 917 123 4567',
  password: 'Secure#Pass1',
  confirmPassword: 'Secure#Pass1',
  agreeToTerms: true,
};
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: randomIp(), headers: cookie ? { cookie } : {} });
const withPassword = (password: string) => ({ password, confirmPassword: password });
const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A 400 whose message is `message`, shown under the password field. */
function expectRefused(res: { statusCode: number; json(): { error: unknown } }, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toEqual({ code: 'validation_error', message, fields: { password: message } });
}

describe('common and personal passwords at sign-up', () => {
  it('refuses a common password (any case, with the usual digits and symbols around it), creating nothing', async () => {
    const before = await userCount();
    for (const password of [
      'Password123!',
      'pASSWORD123!',
      'P@ssw0rd!',
      'Qwerty!2026',
      '!Iloveyou1',
      'Abc12345!',
      'Manila2026!',
    ]) {
      expectRefused(await post('/api/auth/signup', { ...valid, ...withPassword(password) }), COMMON);
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a password that contains the first name, last name or email name, in any case', async () => {
    const cases: [object, string][] = [
      [{}, 'Ligaya#2026x'],
      [{}, 'xMABINI#2026'],
      [{}, 'L1gaya!Blue9'], // the same name written with a digit
      [{ email: 'sampaguita.rider@example.ph' }, 'Rider#2026xy'],
      [{ lastName: 'Tan Bautista' }, 'Tanbautista#26'],
      [{ lastName: 'Dela Cruz' }, 'Delacruz#2026'], // a common password too: naming the name says more
    ];
    for (const [patch, password] of cases) {
      expectRefused(await post('/api/auth/signup', { ...valid, ...patch, ...withPassword(password) }), PERSONAL);
    }
  });

  it("comes after the spec's eight checks and the platform policy", async () => {
    const terms = await post('/api/auth/signup', { ...valid, ...withPassword('Password123!'), agreeToTerms: false });
    expect(terms.json().error.message).toBe(en.validation.terms);
    const policy = await post('/api/auth/signup', { ...valid, ...withPassword('Password123') });
    expect(policy.json().error.message).toBe(en.validation.passwordSpecial);
  });

  it('accepts a password that is neither common nor personal', async () => {
    const res = await post('/api/auth/signup', { ...valid, ...withPassword('Kalamansi#Tide48') });
    expect(res.statusCode).toBe(201);
  });
});

describe('common and personal passwords elsewhere', () => {
  it('password reset: refused, and the link still works for a better password', async () => {
    const u = await createUser(t, { firstName: 'Teodora' });
    expect((await post('/api/auth/forgot-password', { email: u.email })).statusCode).toBe(200);
    const token = tokenFromText((await outboxFor(t, u.email))[0].text);
    expectRefused(await post('/api/auth/reset-password', { token, ...withPassword('Qwerty123!') }), COMMON);
    expectRefused(await post('/api/auth/reset-password', { token, ...withPassword('Teodora!2026') }), PERSONAL);
    expect((await post('/api/auth/reset-password', { token, ...withPassword('Kalamansi#Tide48') })).statusCode).toBe(
      200,
    );
  });

  it('change password: refused, and the old password still signs in', async () => {
    const u = await createUser(t, { firstName: 'Crisanto' });
    const change = (password: string) =>
      post('/api/me/password', { currentPassword: u.password, ...withPassword(password) }, u.cookie);
    expectRefused(await change('Password2026!'), COMMON);
    expectRefused(await change('Crisanto#2026'), PERSONAL);
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(200);
  });

  it('first administrator: refused', async () => {
    const admin = { firstName: 'Andrea', lastName: 'Reyes', email: 'owner@espasyo.test', phone: '+63 917 555 0101' };
    expectRefused(await post('/api/setup/create-admin', { ...admin, ...withPassword('Welcome123!') }), COMMON);
    expectRefused(await post('/api/setup/create-admin', { ...admin, ...withPassword('Reyes#Admin2026') }), PERSONAL);
    expect((await t.app.inject({ method: 'GET', url: '/api/setup/status' })).json()).toEqual({ adminExists: false });
  });
});

describe('guessableForms', () => {
  it('looks up the password and the word it is built around', () => {
    expect(guessableForms('P@ssw0rd1!')).toEqual(['p@ssw0rd1!', 'p@ssw0rd1', 'p@ssw0rd', 'password']);
    expect(guessableForms('Abc12345!')).toEqual(['abc12345!', 'abc12345']); // 'abc' alone is too short to judge
    expect(guessableForms('He11o!2026')).toContain('hello');
  });
});
