import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { randomIp } from '../test/builders';
import { useTestApp, useUser } from '../test/hooks';

const t = useTestApp();
const admin = useUser(t, { type: 'admin' });
const client = useUser(t);

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const signUp = {
  userType: 'client',
  email: 'nul@example.ph',
  firstName: 'Maria',
  lastName: 'Santos',
  phone: '+63 917 123 4567',
  password: 'Secure#Pass1',
  confirmPassword: 'Secure#Pass1',
  agreeToTerms: true,
};

describe('NUL bytes and lone surrogates are refused at the edge with a 400', () => {
  // [what, method, url, body, who]
  const cases: [string, Method, string, object | undefined, 'admin' | 'client' | null][] = [
    ['sign-up email', 'POST', '/api/auth/signup', { ...signUp, email: 'nul\u0000@example.ph' }, null],
    ['sign-up name', 'POST', '/api/auth/signup', { ...signUp, firstName: 'Ma\u0000ria' }, null],
    ['sign-in email', 'POST', '/api/auth/signin', { email: 'a\u0000@example.ph', password: 'whatever1' }, null],
    ['forgot-password email', 'POST', '/api/auth/forgot-password', { email: 'a\u0000@example.ph' }, null],
    [
      'profile name',
      'PATCH',
      '/api/me/profile',
      { firstName: 'Ju\u0000an', lastName: 'Cruz', phone: '+63 917 123 4567' },
      'client',
    ],
    ['a key of a JSON object', 'PUT', '/api/me/progress/onboarding', { completed: ['a'], 'x\u0000': 1 }, 'client'],
    ['a path parameter', 'GET', '/api/admin/users/%00', undefined, 'admin'],
    ['a path parameter inside a word', 'GET', '/api/auth/reset-password/abc%00def', undefined, null],
    ['a query', 'GET', '/api/admin/users?q=%00', undefined, 'admin'],
    ['an audit filter', 'GET', '/api/admin/audit?action=a%00b', undefined, 'admin'],
    [
      'an admin setting with a lone surrogate',
      'PUT',
      '/api/admin/settings/general',
      { platformName: 'Espasyo \ud800' },
      'admin',
    ],
    [
      'a low surrogate alone',
      'PUT',
      '/api/admin/settings/general',
      { maintenanceMessage: '\udc00 back soon' },
      'admin',
    ],
    ['a query key', 'GET', '/api/admin/users?q%00=1', undefined, 'admin'],
    ['an unknown API path', 'GET', '/api/nothing/%00', undefined, null],
  ];
  for (const [what, method, url, payload, who] of cases) {
    it(`${what}: ${method} ${url}`, async () => {
      const cookie = who === 'admin' ? admin.cookie : who === 'client' ? client.cookie : undefined;
      const res = await t.app.inject({
        method,
        url,
        payload,
        headers: cookie ? { cookie } : {},
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-content-type-options']).toBe('nosniff'); // security headers still sent
      expect(res.json().error.code).toBe('validation_error');
      // Settings routes word every failure as 'Failed to update settings: …' (docs/product/errors.md).
      expect(res.json().error.message).toMatch(new RegExp(`(^|: )${en.generic.badCharacters.replace('.', '\\.')}$`));
    });
  }

  it('nothing was written', async () => {
    const users = await t.db.selectFrom('users').select('email').where('email', 'like', 'nul%').execute();
    expect(users).toEqual([]);
    const s = await t.ctx.settings.get();
    expect(s.general.platformName).not.toContain('Espasyo \ud800');
  });

  it('a deeply nested or very long body is walked without overflowing (400 from the schema, not 500)', async () => {
    const deep = `${'['.repeat(100_000)}"\u0000"${']'.repeat(100_000)}`;
    const long = JSON.stringify({ completed: Array.from({ length: 200_000 }, () => 'a') });
    for (const payload of [deep, long]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/me/progress/onboarding',
        payload,
        headers: { cookie: client.cookie, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('ordinary text with accents, emoji and surrogate pairs passes', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { firstName: 'Niño 😀', lastName: 'Dela Cruz', phone: '+63 917 123 4567' },
      headers: { cookie: client.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.firstName).toBe('Niño 😀');
  });
});
