import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { outboxFor, randomIp, sessionCookieOf, tokenFromText } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { TERMS_VERSION } from '../users/users.constants';

const t = useTestApp();

const valid = {
  userType: 'host',
  email: 'Maria.Santos@Example.PH',
  firstName: 'Maria',
  lastName: 'Santos',
  phone: '+63 917 123 4567',
  password: 'Secure#Pass1',
  confirmPassword: 'Secure#Pass1',
  agreeToTerms: true,
};
const signUp = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, remoteAddress: randomIp() });
const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/auth/signup', () => {
  it('creates the spec user record, signs in and redirects by type', async () => {
    const res = await signUp(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.redirectTo).toBe('/host-dashboard');
    expect(body.user).toMatchObject({
      email: 'maria.santos@example.ph',
      name: 'Maria Santos',
      firstName: 'Maria',
      lastName: 'Santos',
      phone: '+63 917 123 4567',
      userType: 'host',
      type: 'host',
      status: 'active',
      profileImageUrl: null,
      rating: 0,
      totalRatings: 0,
      verified: false,
      isAdmin: false,
      emailVerified: false,
    });
    expect(body.user.createdAt).toBe(body.user.updatedAt);
    expect(body.user.lastLoginAt).toBe(body.user.createdAt);
    expect(body.user).not.toHaveProperty('passwordHash');

    const cookie = res.cookies.find((c) => c.name === 'espasyo_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy(); // http://localhost in tests
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookieOf(res)! } });
    expect(me.json().user.email).toBe('maria.santos@example.ph');

    const row = await t.db.selectFrom('users').selectAll().where('id', '=', body.user.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row.termsVersion).toBe(TERMS_VERSION);
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    // The session id in the database is a hash, not the cookie value.
    const sessions = await t.db.selectFrom('sessions').selectAll().where('userId', '=', row.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].id).not.toBe(cookie.value);
  });

  it('emails a 24-hour verification link to /verify-email', async () => {
    const [mail] = await outboxFor(t, 'maria.santos@example.ph');
    expect(mail.subject).toMatch(/verify your email/i);
    expect(mail.text).toContain(`${t.ctx.env.publicUrl}/verify-email?token=`);
    const token = tokenFromText(mail.text);
    const row = await t.db
      .selectFrom('authTokens')
      .selectAll()
      .where('kind', '=', 'email_verify')
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).not.toBe(token);
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBe(24 * 3600_000);
  });

  it('sends a client to /client-dashboard', async () => {
    const res = await signUp({ ...valid, userType: 'client', email: 'client.one@example.ph' });
    expect(res.statusCode).toBe(201);
    expect(res.json().redirectTo).toBe('/client-dashboard');
  });

  it('refuses an email already in use (any letter case) with 409', async () => {
    const before = await userCount();
    const res = await signUp({ ...valid, email: 'MARIA.SANTOS@example.ph' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'email_in_use', message: en.auth.emailInUse });
    expect(await userCount()).toBe(before);
  });

  it('cannot sign up as admin or moderator', async () => {
    for (const userType of ['admin', 'moderator']) {
      const res = await signUp({ ...valid, userType, email: `${userType}.try@example.ph` });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('sign-up rules in the spec order (each: 400, its message, nothing written)', () => {
  const cases: [string, object, string, string][] = [
    ['1 email', { email: 'not-an-email', firstName: 'M' }, 'email', en.validation.email],
    ['2 first name', { firstName: ' M ', lastName: 'S' }, 'firstName', en.validation.firstName],
    ['3 last name', { lastName: 'S ', phone: '12' }, 'lastName', en.validation.lastName],
    ['4 phone', { phone: '0917-12', password: 'x' }, 'phone', en.validation.phone],
    ['5 password length', { password: 'Ab1', confirmPassword: 'nope' }, 'password', en.validation.passwordMin8],
    [
      '6 password letters and digit',
      { password: 'alllowercase1', confirmPassword: 'x' },
      'password',
      en.validation.passwordComplexity,
    ],
    [
      '7 confirmation',
      { confirmPassword: 'Secure#Pass2', agreeToTerms: false },
      'confirmPassword',
      en.validation.passwordsMismatch,
    ],
    ['8 terms', { agreeToTerms: false }, 'agreeToTerms', en.validation.terms],
    [
      'policy: special character',
      { password: 'SecurePass12', confirmPassword: 'SecurePass12' },
      'password',
      en.validation.passwordSpecial,
    ],
  ];
  for (const [name, patch, field, message] of cases) {
    it(`rule ${name}`, async () => {
      const before = await userCount();
      const res = await signUp({ ...valid, email: `rule${name.length}@example.ph`, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_error', message, fields: { [field]: message } });
      expect(await userCount()).toBe(before);
      expect(sessionCookieOf(res)).toBeNull();
    });
  }

  it('follows the live password policy (admin turns the special character off)', async () => {
    const s = await t.ctx.settings.get();
    await t.db
      .updateTable('settings')
      .set({
        data: JSON.stringify({
          ...s,
          security: { ...s.security, passwordRequireSpecialChar: false, passwordMinLength: 12 },
        }),
      })
      .execute();
    t.ctx.settings.invalidate();
    try {
      const short = await signUp({
        ...valid,
        email: 'policy1@example.ph',
        password: 'SecurePass1',
        confirmPassword: 'SecurePass1',
      });
      expect(short.json().error.message).toBe(en.validation.passwordMinPolicy(12));
      const ok = await signUp({
        ...valid,
        email: 'policy2@example.ph',
        password: 'SecurePass12',
        confirmPassword: 'SecurePass12',
      });
      expect(ok.statusCode).toBe(201);
    } finally {
      await t.db
        .updateTable('settings')
        .set({ data: JSON.stringify(s) })
        .execute();
      t.ctx.settings.invalidate();
    }
  });

  it('answers a missing field with 400 and writes nothing', async () => {
    const before = await userCount();
    const res = await signUp({ email: 'x@example.ph' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
    expect(await userCount()).toBe(before);
  });

  it('is listed in the OpenAPI document with its fields', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/auth/signup'].post;
    expect(Object.keys(op.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining([
        'userType',
        'email',
        'firstName',
        'lastName',
        'phone',
        'password',
        'confirmPassword',
        'agreeToTerms',
      ]),
    );
  });
});
