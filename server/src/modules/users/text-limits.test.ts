import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { randomIp } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';

const t = useTestApp();
const admin = useUser(t, { type: 'admin' });
const client = useUser(t);

const signUp = {
  userType: 'client',
  email: 'long@example.ph',
  firstName: 'Maria',
  lastName: 'Santos',
  phone: '+63 917 123 4567',
  password: 'Secure#Pass1',
  confirmPassword: 'Secure#Pass1',
  agreeToTerms: true,
};
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

describe('text over its maximum length is refused by the server with a plain message', () => {
  it('sign-up: a 1,000,000-character first name → 400, no account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signUp, firstName: 'N'.repeat(1_000_000) },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: en.validation.firstNameMax,
      fields: { firstName: en.validation.firstNameMax },
    });
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'long@example.ph').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('sign-up: 50 characters is fine', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signUp, lastName: 'S'.repeat(50) },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('profile: a 51-character last name or a 16-digit phone → 400, the profile unchanged', async () => {
    const profile = { firstName: 'Juan', lastName: 'Cruz', phone: '09171234567' };
    for (const [field, value, message] of [
      ['lastName', 'C'.repeat(51), en.validation.lastNameMax],
      ['phone', '1234567890123456', en.validation.phoneMax],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/me/profile',
        payload: { ...profile, [field]: value },
        headers: { cookie: client.cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
    }
    const row = await t.db
      .selectFrom('users')
      .select(['lastName', 'phone'])
      .where('id', '=', client.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lastName: client.row.lastName, phone: client.row.phone });
  });

  it('sign-in with a 1 MB malformed email answers at once with the spec message', async () => {
    const email = `a@${'.'.repeat(900_000)} x`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'whatever1' },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(en.validation.email);
  });

  it("admin search and audit filters: 'Search must be at most 200 characters long', not zod's wording", async () => {
    const users = await get(`/api/admin/users?q=${'x'.repeat(201)}`);
    expect(users.statusCode).toBe(400);
    expect(users.json().error.message).toBe('Search must be at most 200 characters long');
    const audit = await get(`/api/admin/audit?action=${'x'.repeat(201)}`);
    expect(audit.statusCode).toBe(400);
    expect(audit.json().error.message).toBe('Action must be at most 200 characters long');
    expect((await get(`/api/admin/users?q=${'x'.repeat(200)}`)).statusCode).toBe(200);
  });

  it('make-admin with an email over 254 characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/make-admin',
      payload: { email: `${'a'.repeat(250)}@b.ph` },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(en.validation.emailMax);
  });
});
