import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createTestApp } from '../../test/app';
import { createUser, randomIp, sessionCookieOf } from '../../test/builders';
import { useTestApp } from '../../test/hooks';

const t = useTestApp();

const admin = {
  firstName: 'Andrea',
  lastName: 'Reyes',
  email: 'owner@espasyo.test',
  phone: '+63 917 555 0101',
  password: 'Admin#Pass2026',
  confirmPassword: 'Admin#Pass2026',
};
const create = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/setup/create-admin', payload: body, remoteAddress: randomIp() });
const status = async () => (await t.app.inject({ method: 'GET', url: '/api/setup/status' })).json();
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('first-run set-up', () => {
  it('reports that no administrator exists on a fresh install (other users do not count)', async () => {
    await createUser(t, { type: 'host' });
    await createUser(t, { type: 'moderator' });
    expect(await status()).toEqual({ adminExists: false });
  });

  it('validates in the sign-up order, then the policy, writing nothing', async () => {
    const before = await count();
    const cases: [object, string][] = [
      [{ email: 'x' }, en.validation.email],
      [{ firstName: 'A' }, en.validation.firstName],
      [{ phone: '123' }, en.validation.phone],
      [{ password: 'Admin#pass', confirmPassword: 'Admin#pass' }, en.validation.passwordComplexity],
      [{ confirmPassword: 'Other#Pass2026' }, en.validation.passwordsMismatch],
      [{ password: 'AdminPass2026', confirmPassword: 'AdminPass2026' }, en.validation.passwordSpecial],
    ];
    for (const [patch, message] of cases) {
      const res = await create({ ...admin, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('creates a verified administrator and signs them in', async () => {
    const res = await create(admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().redirectTo).toBe('/dashboard');
    expect(res.json().user).toMatchObject({
      email: 'owner@espasyo.test',
      userType: 'admin',
      type: 'admin',
      isAdmin: true,
      verified: true,
      emailVerified: true,
      phoneVerified: true,
      idVerified: true,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookieOf(res)! } });
    expect(me.json().user.isAdmin).toBe(true);
    expect(await status()).toEqual({ adminExists: true });
  });

  it('works only once: afterwards 409 "An administrator already exists."', async () => {
    const before = await count();
    const res = await create({ ...admin, email: 'second@espasyo.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'admin_exists', message: 'An administrator already exists.' });
    expect(await count()).toBe(before);
  });
});

describe('racing set-ups', () => {
  it('two requests at the same moment create exactly one administrator', async () => {
    const fresh = await createTestApp();
    try {
      const send = (email: string) =>
        fresh.app.inject({
          method: 'POST',
          url: '/api/setup/create-admin',
          payload: { ...admin, email },
          remoteAddress: randomIp(),
        });
      const results = await Promise.all([send('a@espasyo.test'), send('b@espasyo.test'), send('c@espasyo.test')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      const admins = await fresh.db.selectFrom('users').select('id').where('isAdmin', '=', true).execute();
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
