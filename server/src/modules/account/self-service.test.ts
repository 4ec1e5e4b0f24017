import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createUser, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const row = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const profile = { firstName: 'Ramon', lastName: 'Dela Cruz', phone: '+63 927 555 0103' };

describe('every /api/me route needs a session', () => {
  const routes: [Method, string][] = [
    ['PATCH', '/api/me/profile'],
    ['POST', '/api/me/password'],
    ['POST', '/api/me/photo'],
    ['GET', '/api/me/sessions'],
    ['POST', '/api/me/sessions/revoke-others'],
    ['GET', '/api/me/progress/onboarding'],
    ['PUT', '/api/me/progress/onboarding'],
  ];
  for (const [method, url] of routes) {
    it(`${method} ${url} → 401`, async () => {
      const res = await call(method, url, undefined, method === 'GET' ? undefined : {});
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    });
  }
});

describe('PATCH /api/me/profile', () => {
  it('changes name and phone; a new phone must be verified again', async () => {
    const u = await createUser(t, { phone: '+63 917 000 0001' });
    const res = await call('PATCH', '/api/me/profile', u.cookie, { ...profile, firstName: '  Ramon ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Ramon Dela Cruz',
      firstName: 'Ramon',
      phone: '+63 927 555 0103',
      phoneVerified: false,
      verified: false,
    });
    expect(res.json().message).toBe(en.account.profileSaved);
  });

  it('keeps phone verification when the phone is unchanged', async () => {
    const u = await createUser(t, { phone: profile.phone });
    const res = await call('PATCH', '/api/me/profile', u.cookie, profile);
    expect(res.json().user).toMatchObject({ phoneVerified: true, verified: true });
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const u = await createUser(t);
    for (const [patch, message] of [
      [{ firstName: 'R' }, en.validation.firstName],
      [{ lastName: ' ' }, en.validation.lastName],
      [{ phone: 'call me' }, en.validation.phone],
    ] as const) {
      const res = await call('PATCH', '/api/me/profile', u.cookie, { ...profile, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await row(u.user.id)).toMatchObject({
      firstName: u.row.firstName,
      phone: u.row.phone,
      updatedAt: u.row.updatedAt,
    });
  });

  it('only ever changes the signed-in user, whatever ids the body carries', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const res = await call('PATCH', '/api/me/profile', me.cookie, {
      ...profile,
      id: other.user.id,
      userId: other.user.id,
      email: other.email,
      isAdmin: true,
      userType: 'admin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: me.user.id, email: me.email, isAdmin: false, userType: 'client' });
    expect(await row(other.user.id)).toMatchObject({ firstName: other.row.firstName, phone: other.row.phone });
  });
});

describe('POST /api/me/password', () => {
  const body = (currentPassword: string, password = 'Changed#Pass9') => ({
    currentPassword,
    password,
    confirmPassword: password,
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const u = await createUser(t);
    const other = await signIn(t, u.email, u.password);
    const res = await call('POST', '/api/me/password', u.cookie, body(u.password));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(en.account.passwordChanged);
    expect((await call('GET', '/api/auth/me', other.cookie!)).json().user).toBeNull();
    expect((await call('GET', '/api/auth/me', u.cookie)).json().user.id).toBe(u.user.id);
    expect((await signIn(t, u.email, 'Changed#Pass9')).res.statusCode).toBe(200);
  });

  it('refuses a wrong current password, a weak or mismatched new one, changing nothing', async () => {
    const u = await createUser(t);
    const wrong = await call('POST', '/api/me/password', u.cookie, body('Not#MyPass1'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'wrong_password', message: en.account.wrongCurrentPassword });
    expect((await call('POST', '/api/me/password', u.cookie, body(u.password, 'short'))).json().error.message).toBe(
      en.validation.passwordMinPolicy(8),
    );
    expect(
      (
        await call('POST', '/api/me/password', u.cookie, {
          currentPassword: u.password,
          password: 'Changed#Pass9',
          confirmPassword: 'x',
        })
      ).json().error.message,
    ).toBe(en.validation.passwordsMismatch);
    expect((await call('POST', '/api/me/password', u.cookie, body(''))).json().error.message).toBe(
      en.validation.required,
    );
    expect((await row(u.user.id)).passwordHash).toBe(u.row.passwordHash);
  });
});

describe('sessions list', () => {
  it('lists this account’s sessions with the current one marked, and signs out the others', async () => {
    const u = await createUser(t);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: u.email, password: u.password },
      headers: { 'user-agent': 'Phone browser' },
      remoteAddress: '10.9.9.9',
    });
    const stranger = await createUser(t);
    const list = (await call('GET', '/api/me/sessions', u.cookie)).json().sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.find((s: { userAgent: string }) => s.userAgent === 'Phone browser')).toMatchObject({
      current: false,
      ip: '10.9.9.9',
    });
    expect(JSON.stringify(list)).not.toContain(stranger.sessionId.slice(0, 12));

    const res = await call('POST', '/api/me/sessions/revoke-others', u.cookie);
    expect(res.json()).toMatchObject({ revoked: 1 });
    const phoneCookie = `espasyo_session=${phone.cookies.find((c) => c.name === 'espasyo_session')!.value}`;
    expect((await call('GET', '/api/auth/me', phoneCookie)).json().user).toBeNull();
    expect((await call('GET', '/api/auth/me', stranger.cookie)).json().user.id).toBe(stranger.user.id);
  });
});

describe('guide progress', () => {
  it('remembers completed steps per user and guide', async () => {
    const u = await createUser(t, { type: 'host' });
    const other = await createUser(t, { type: 'host' });
    expect((await call('GET', '/api/me/progress/onboarding', u.cookie)).json()).toEqual({
      guide: 'onboarding',
      completed: [],
      updatedAt: null,
    });
    const put = await call('PUT', '/api/me/progress/onboarding', u.cookie, {
      completed: ['profile', 'first-listing', 'profile'],
    });
    expect(put.json().completed).toEqual(['profile', 'first-listing']);
    expect((await call('GET', '/api/me/progress/onboarding', u.cookie)).json().completed).toEqual([
      'profile',
      'first-listing',
    ]);
    expect((await call('GET', '/api/me/progress/tutorial', u.cookie)).json().completed).toEqual([]);
    expect((await call('GET', '/api/me/progress/onboarding', other.cookie)).json().completed).toEqual([]);
  });

  it('refuses unknown guides and bad step ids', async () => {
    const u = await createUser(t);
    expect((await call('GET', '/api/me/progress/secrets', u.cookie)).statusCode).toBe(400);
    expect((await call('PUT', '/api/me/progress/tutorial', u.cookie, { completed: ['<script>'] })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', '/api/me/progress/tutorial', u.cookie, { completed: 'all' })).statusCode).toBe(400);
  });
});
