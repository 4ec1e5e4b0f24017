import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createUser, type BuiltUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { setSettings, submit, userAwaitingId } from './verification.fixtures';

const t = useTestApp({ tempDataDir: 'espasyo-verif-' });
let owner: BuiltUser;
let requestId: string;
beforeAll(async () => {
  owner = await userAwaitingId(t);
  requestId = (await submit(t, owner.cookie)).json().requestId;
});

const file = (kind: string, cookie?: string, id = requestId) =>
  t.app.inject({ method: 'GET', url: `/api/verification/${id}/files/${kind}`, headers: cookie ? { cookie } : {} });

describe('verification files are private', () => {
  it('lets the owner read their files, never cached', async () => {
    const res = await file('idFront', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await file('selfie', owner.cookie)).headers['content-type']).toBe('image/png');
  });

  it('lets an admin read them, and records that look in the audit log', async () => {
    const admin = await createUser(t, { type: 'admin' });
    expect((await file('selfie', admin.cookie)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'verification.file_viewed')
      .execute();
    expect(audit).toMatchObject([{ actorId: admin.user.id, targetType: 'verification', targetId: requestId }]);
  });

  it('hides them from everyone else: visitor 401; another client, a host and a moderator 404', async () => {
    expect((await file('idFront')).statusCode).toBe(401);
    for (const type of ['client', 'host', 'moderator'] as const) {
      const other = await createUser(t, { type });
      const res = await file('idFront', other.cookie);
      expect(res.statusCode, type).toBe(404);
      expect(res.json().error.message).toBe(en.verification.notFound);
    }
  });

  it('answers 404 for a kind that was not uploaded or a request that does not exist, 400 for an unknown kind', async () => {
    expect((await file('idBack', owner.cookie)).statusCode).toBe(404);
    expect((await file('idFront', owner.cookie, '0190aaaa-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await file('passwd', owner.cookie)).statusCode).toBe(400);
  });

  it('is not reachable through any public file route', async () => {
    const key = (
      await t.db
        .selectFrom('verificationFiles')
        .select('storageKey')
        .where('requestId', '=', requestId)
        .executeTakeFirstOrThrow()
    ).storageKey;
    const name = key.split('/')[1];
    for (const url of [`/api/files/avatars/${name}`, `/api/files/verification/${name}`, `/uploads/${key}`, `/${key}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/image\/jpeg/);
    }
  });
});

describe('GET /api/me/verification-requirements', () => {
  it("follows the live settings and the user's checks", async () => {
    const fresh = await createUser(t, { verified: false });
    const get = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/me/verification-requirements',
          headers: { cookie: fresh.cookie },
        })
      ).json();
    expect(await get()).toEqual({
      email: { required: true, done: false },
      phone: { required: true, done: false },
      id: { required: true, done: false },
      backgroundCheck: { required: false, done: false },
      satisfied: false,
    });
    await setSettings(t, { security: { phoneVerificationRequired: false, requireIdVerification: false } });
    await t.db.updateTable('users').set({ emailVerifiedAt: t.clock.now() }).where('id', '=', fresh.user.id).execute();
    expect(await get()).toEqual({
      email: { required: true, done: true },
      phone: { required: false, done: false },
      id: { required: false, done: false },
      backgroundCheck: { required: false, done: false },
      satisfied: true,
    });
    await setSettings(t, { security: { phoneVerificationRequired: true, requireIdVerification: true } });
    expect((await get()).satisfied).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/verification-requirements' })).statusCode).toBe(401);
  });
});
