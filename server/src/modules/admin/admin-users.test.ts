import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createUser, signIn } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';

const t = useTestApp();
const admin = useUser(t, { type: 'admin' });

const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie },
    remoteAddress: '203.0.113.7',
    ...(payload ? { payload } : {}),
  });
const auditFor = (targetId: string) =>
  t.db.selectFrom('auditLog').selectAll().where('targetId', '=', targetId).orderBy('createdAt').orderBy('id').execute();
const auditCount = async () => (await t.db.selectFrom('auditLog').select('id').execute()).length;

describe('GET /api/admin/users', () => {
  it('searches name, email and phone, filters by type and status, and pages with a total', async () => {
    const maria = await createUser(t, { type: 'host', firstName: 'Mariangela', phone: '+63 918 777 1234' });
    await createUser(t, { type: 'client', status: 'suspended', firstName: 'Suspendida' });
    for (let i = 0; i < 3; i++) await createUser(t, { type: 'client', firstName: 'Pagina' });

    const byName = (await get('/api/admin/users?q=mariang')).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([maria.user.id]);
    expect((await get(`/api/admin/users?q=${encodeURIComponent(maria.email.toUpperCase())}`)).json().total).toBe(1);
    expect((await get('/api/admin/users?q=0918%20777%201234')).json().items[0].id).toBe(maria.user.id);
    expect((await get('/api/admin/users?q=%25')).json().total).toBe(0); // % is a character, not a wildcard

    const hosts = (await get('/api/admin/users?type=host')).json();
    expect(hosts.items.every((u: { userType: string }) => u.userType === 'host')).toBe(true);
    expect(
      (await get('/api/admin/users?status=suspended')).json().items.map((u: { firstName: string }) => u.firstName),
    ).toEqual(['Suspendida']);

    const page1 = (await get('/api/admin/users?q=pagina&pageSize=2')).json();
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items).toHaveLength(2);
    const page2 = (await get('/api/admin/users?q=pagina&pageSize=2&page=2')).json();
    expect(page2.items).toHaveLength(1);
    expect(page1.items[0]).not.toHaveProperty('passwordHash');
  });

  it('GET one: the user with session details, 404 for an unknown id', async () => {
    const u = await createUser(t);
    const res = (await get(`/api/admin/users/${u.user.id}`)).json();
    expect(res).toMatchObject({
      user: { id: u.user.id, email: u.email },
      activeSessions: 1,
      failedLoginCount: 0,
      lockedUntil: null,
    });
    const missing = await get('/api/admin/users/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(en.admin.userNotFound);
  });
});

describe('user actions', () => {
  it.each([
    ['suspend', 'suspended', en.auth.suspended],
    ['disable', 'disabled', en.auth.disabled],
  ] as const)(
    '%s: the user cannot sign in, their sessions end, and the audit row says so',
    async (action, status, signInMessage) => {
      const u = await createUser(t);
      const res = await post(`/api/admin/users/${u.user.id}/${action}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.status).toBe(status);
      expect((await get('/api/me/sessions', u.cookie)).statusCode).toBe(401);
      expect(await t.db.selectFrom('sessions').select('id').where('userId', '=', u.user.id).execute()).toHaveLength(0);
      const again = await signIn(t, u.email, u.password);
      expect(again.res.statusCode).toBe(403);
      expect(again.res.json().error.message).toBe(signInMessage);
      const [row] = await auditFor(u.user.id);
      expect(row).toMatchObject({
        actorId: admin.user.id,
        action: `user.${action}`,
        targetType: 'user',
        ip: '203.0.113.7',
      });
      expect(row.before).toMatchObject({ status: 'active' });
      expect(row.after).toMatchObject({ status });

      const back = await post(`/api/admin/users/${u.user.id}/reactivate`);
      expect(back.json().user.status).toBe('active');
      expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(200);
      expect((await auditFor(u.user.id)).map((r) => r.action)).toEqual([`user.${action}`, 'user.reactivate']);
    },
  );

  it('reactivate also lifts a sign-in lockout', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) await signIn(t, u.email, 'Wrong#Pass1');
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(423);
    expect((await post(`/api/admin/users/${u.user.id}/reactivate`)).statusCode).toBe(200);
    expect((await signIn(t, u.email, u.password)).res.statusCode).toBe(200);
  });

  it('change type applies at once and is audited with before and after', async () => {
    const u = await createUser(t, { type: 'client' });
    const res = await post(`/api/admin/users/${u.user.id}/type`, { type: 'moderator' });
    expect(res.json().user).toMatchObject({ userType: 'moderator', type: 'moderator', isAdmin: false });
    expect((await get('/api/admin/users', u.cookie)).statusCode).toBe(403);
    await post(`/api/admin/users/${u.user.id}/type`, { type: 'admin' });
    expect((await get('/api/admin/users', u.cookie)).statusCode).toBe(200);
    const rows = await auditFor(u.user.id);
    expect(rows[0]).toMatchObject({
      action: 'user.change_type',
      before: { userType: 'client', type: 'client', isAdmin: false },
      after: { userType: 'moderator' },
    });
    expect((await post(`/api/admin/users/${u.user.id}/type`, { type: 'owner' })).statusCode).toBe(400);
  });

  it('mark verified sets the verified flag', async () => {
    const u = await createUser(t, { verified: false });
    const res = await post(`/api/admin/users/${u.user.id}/verify`, { verified: true });
    expect(res.json().user.verified).toBe(true);
    expect((await auditFor(u.user.id))[0]).toMatchObject({
      action: 'user.verify',
      before: { verified: false },
      after: { verified: true },
    });
  });

  it('an admin cannot suspend, disable or demote themselves, and the refusal writes no audit row', async () => {
    const before = await auditCount();
    for (const action of ['suspend', 'disable']) {
      const res = await post(`/api/admin/users/${admin.user.id}/${action}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'self_action',
        message: 'You cannot suspend or disable your own account.',
      });
    }
    const demote = await post(`/api/admin/users/${admin.user.id}/type`, { type: 'client' });
    expect(demote.json().error).toEqual({
      code: 'self_action',
      message: 'You cannot change your own account type. Ask another administrator.',
    });
    expect((await get('/api/admin/users')).statusCode).toBe(200); // still an admin, still active
    expect((await post('/api/admin/users/nope/suspend')).statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('POST /api/admin/make-admin', () => {
  it('promotes the account with that email (any case), once', async () => {
    const u = await createUser(t, { type: 'host' });
    const res = await post('/api/admin/make-admin', { email: u.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: u.user.id, userType: 'admin', type: 'admin', isAdmin: true });
    expect((await get('/api/admin/dashboard', u.cookie)).statusCode).toBe(200);
    expect((await auditFor(u.user.id))[0]).toMatchObject({ action: 'user.make_admin', after: { isAdmin: true } });
    const before = await auditCount();
    const twice = await post('/api/admin/make-admin', { email: u.email });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({ code: 'already_admin', message: 'This user is already an administrator.' });
    expect(await auditCount()).toBe(before);
  });

  it('says so when there is no such account, or the email is not valid', async () => {
    const missing = await post('/api/admin/make-admin', { email: 'nobody@example.test' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'no_account', message: 'No account found with this email address.' });
    const bad = await post('/api/admin/make-admin', { email: 'nobody' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a valid email address');
  });
});
