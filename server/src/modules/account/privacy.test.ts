import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { record } from '../audit/audit.service';
import { createUser, multipartFile, signIn, type BuiltUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { png, submit, userAwaitingId } from '../verification/verification.fixtures';

const t = useTestApp({ tempDataDir: 'espasyo-privacy-' });
const admin = useUser(t, { type: 'admin' });

const exportOf = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me/data-export', headers: { cookie } });
const del = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/me/delete-account', headers: { cookie }, payload });
const row = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const uploads = (key: string) => path.join(t.dataDir!, 'uploads', key);

/** A user with something in every table the export reads: photo, ID check, progress, a message, audit rows. */
async function fullUser(): Promise<BuiltUser> {
  const u = await userAwaitingId(t);
  const photo = multipartFile('photo', 'me.png', 'image/png', await png());
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/me/photo',
        payload: photo.payload,
        headers: { ...photo.headers, cookie: u.cookie },
      })
    ).statusCode,
  ).toBe(200);
  expect((await submit(t, u.cookie)).statusCode).toBe(201);
  await t.app.inject({
    method: 'PUT',
    url: '/api/me/progress/onboarding',
    headers: { cookie: u.cookie },
    payload: { completed: ['welcome'] },
  });
  await t.ctx.mailer.send({
    kind: 'email',
    to: u.email,
    subject: 'Welcome to Espasyo',
    text: `Hello ${u.row.firstName}`,
  });
  await record(t.db, {
    actorId: admin.user.id,
    action: 'user.verify',
    targetType: 'user',
    targetId: u.user.id,
    ip: '10.0.0.1',
  });
  return u;
}

async function counts(userId: string, email: string) {
  const n = async (q: Promise<{ n: unknown }>) => Number((await q).n);
  const c = (table: 'sessions' | 'authTokens' | 'userProgress' | 'verificationRequests' | 'twoFactorRecoveryCodes') =>
    n(
      t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow(),
    );
  return {
    sessions: await c('sessions'),
    tokens: await c('authTokens'),
    progress: await c('userProgress'),
    verification: await c('verificationRequests'),
    recoveryCodes: await c('twoFactorRecoveryCodes'),
    outbox: await n(
      t.db
        .selectFrom('outboxMessages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow(),
    ),
  };
}

describe('/api/me/data-export and /api/me/delete-account need a session', () => {
  it('GET /api/me/data-export → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/data-export' })).statusCode).toBe(401);
  });
  it('POST /api/me/delete-account → 401', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/me/delete-account',
          payload: { password: 'x', confirmation: 'DELETE' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/me/data-export', () => {
  it('downloads everything about the user as a JSON attachment, without secrets', async () => {
    const u = await fullUser();
    const res = await exportOf(u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="espasyo-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.user).toMatchObject({ id: u.user.id, email: u.email, firstName: u.row.firstName, phone: u.row.phone });
    expect(data.user.profileImageUrl).toMatch(/^\/api\/files\/avatars\//);
    expect(data.sessions).toEqual([
      expect.objectContaining({ userAgent: 'vitest', createdAt: expect.any(String), lastSeenAt: expect.any(String) }),
    ]);
    expect(data.sessions[0]).not.toHaveProperty('id');
    expect(data.verificationRequests).toHaveLength(1);
    expect(data.verificationRequests[0]).toMatchObject({ idType: 'drivers_license', status: 'pending' });
    expect(data.verificationRequests[0].files.map((f: { kind: string }) => f.kind).sort()).toEqual([
      'idFront',
      'selfie',
    ]);
    expect(data.guideProgress).toEqual([expect.objectContaining({ guide: 'onboarding', completed: ['welcome'] })]);
    expect(data.messages).toEqual([
      expect.objectContaining({
        subject: 'Welcome to Espasyo',
        text: `Hello ${u.row.firstName}`,
        sentAt: expect.any(String),
      }),
    ]);
    expect(data.activity.map((a: { action: string; role: string }) => [a.action, a.role])).toContainEqual([
      'user.verify',
      'target',
    ]);
    const text = res.body;
    const r = await row(u.user.id);
    for (const secret of ['passwordHash', 'totpSecret', 'tokenHash', 'codeHash', 'storageKey', r.passwordHash])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(u.sessionId.slice(0, 12));
  });

  it("never contains another user's data", async () => {
    const me = await createUser(t);
    const other = await fullUser();
    const res = await exportOf(me.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.user.id).toBe(me.user.id);
    expect(data.verificationRequests).toEqual([]);
    expect(data.guideProgress).toEqual([]);
    expect(data.messages).toEqual([]);
    expect(data.activity).toEqual([]);
    expect(data.sessions).toHaveLength(1);
    for (const s of [
      other.user.id,
      other.email,
      other.row.lastName,
      other.row.phone,
      'Welcome to Espasyo',
      admin.user.id,
    ])
      expect(res.body).not.toContain(s);
  });

  it("lists an admin's own actions as actor", async () => {
    const target = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.user.id}/suspend`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const data = (await exportOf(admin.cookie)).json();
    expect(data.activity).toContainEqual(expect.objectContaining({ action: 'user.suspend', role: 'actor' }));
    expect(JSON.stringify(data)).not.toContain(target.email);
  });
});

describe('POST /api/me/delete-account', () => {
  it('anonymises the user, deletes sessions, tokens, progress, ID checks, 2FA data and files; keeps audit rows', async () => {
    const u = await fullUser();
    await signIn(t, u.email, u.password); // a second session
    await t.db
      .insertInto('authTokens')
      .values({
        id: `tok-${u.user.id}`,
        userId: u.user.id,
        kind: 'email_verify',
        tokenHash: `h-${u.user.id}`,
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .execute();
    await t.db
      .insertInto('twoFactorRecoveryCodes')
      .values({ id: `rc-${u.user.id}`, userId: u.user.id, codeHash: `c-${u.user.id}` })
      .execute();
    await t.db
      .updateTable('users')
      .set({ totpSecret: 'sealed', totpEnabledAt: new Date() })
      .where('id', '=', u.user.id)
      .execute();
    const before = await row(u.user.id);
    const files = (
      await t.db
        .selectFrom('verificationFiles')
        .innerJoin('verificationRequests', 'verificationRequests.id', 'verificationFiles.requestId')
        .select('storageKey')
        .where('userId', '=', u.user.id)
        .execute()
    ).map((f) => f.storageKey);
    const avatar = `avatars/${before.profileImageUrl!.split('/').pop()}`;
    for (const key of [avatar, ...files]) expect(fs.existsSync(uploads(key))).toBe(true);
    const auditBefore = await t.db.selectFrom('auditLog').select('id').where('targetId', '=', u.user.id).execute();
    expect(await counts(u.user.id, u.email)).toMatchObject({
      sessions: 2,
      tokens: 1,
      progress: 1,
      verification: 1,
      recoveryCodes: 1,
      outbox: 1,
    });

    const res = await del(u.cookie, { password: u.password, confirmation: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(en.privacy.accountDeleted);

    const after = await row(u.user.id);
    expect(after).toMatchObject({
      name: 'Deleted user',
      firstName: 'Deleted user',
      lastName: 'Deleted user',
      email: `deleted-${u.user.id}@deleted.espasyo.invalid`,
      phone: '',
      profileImageUrl: null,
      totpSecret: null,
      totpEnabledAt: null,
      status: 'disabled',
      verified: false,
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
      idVerifiedAt: null,
    });
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await counts(u.user.id, u.email)).toEqual({
      sessions: 0,
      tokens: 0,
      progress: 0,
      verification: 0,
      recoveryCodes: 0,
      outbox: 0,
    });
    for (const key of [avatar, ...files]) expect(fs.existsSync(uploads(key))).toBe(false);

    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where((eb) => eb.or([eb('targetId', '=', u.user.id), eb('actorId', '=', u.user.id)]))
      .execute();
    expect(audit.map((a) => a.id)).toEqual(expect.arrayContaining(auditBefore.map((a) => a.id)));
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'account.deleted', actorId: u.user.id, targetId: u.user.id }),
    );

    const old = await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: { cookie: u.cookie } });
    expect(old.statusCode).toBe(401);
    const again = await signIn(t, u.email, u.password);
    expect(again.cookie).toBeNull();
    const unknown = await signIn(t, `nobody-${u.user.id}@example.test`, u.password);
    expect(again.res.statusCode).toBe(unknown.res.statusCode);
    expect(again.res.json().error.message).toBe(unknown.res.json().error.message);
  });

  it('refuses a wrong password and changes nothing', async () => {
    const u = await fullUser();
    const before = await row(u.user.id);
    const res = await del(u.cookie, { password: 'Wrong!2026x', confirmation: 'DELETE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: en.privacy.wrongPassword,
      fields: { password: en.privacy.wrongPassword },
    });
    // Only the failure is counted, toward the sign-in lockout (decision 0020).
    expect(await row(u.user.id)).toEqual({ ...before, failedLoginCount: before.failedLoginCount + 1 });
    expect(await counts(u.user.id, u.email)).toMatchObject({ sessions: 1, progress: 1, verification: 1, outbox: 1 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: { cookie: u.cookie } })).statusCode,
    ).toBe(200);
  });

  it('refuses a missing or wrong confirmation and a missing password, and changes nothing', async () => {
    const u = await fullUser();
    const before = await row(u.user.id);
    for (const [payload, message] of [
      [{ password: u.password }, en.privacy.confirmationMismatch],
      [{ password: u.password, confirmation: 'delete' }, en.privacy.confirmationMismatch],
      [{ password: u.password, confirmation: 'DELETE ME' }, en.privacy.confirmationMismatch],
      [{ password: '', confirmation: 'DELETE' }, en.privacy.passwordRequired],
    ] as const) {
      const res = await del(u.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await row(u.user.id)).toEqual(before);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('id')
      .where('action', '=', 'account.deleted')
      .where('actorId', '=', u.user.id)
      .execute();
    expect(audit).toEqual([]);
  });

  it('refuses to delete the last active administrator (409) and changes nothing', async () => {
    // Other admins are disabled for this check, then restored.
    const others = await t.db
      .selectFrom('users')
      .select(['id', 'status'])
      .where('isAdmin', '=', true)
      .where('id', '!=', admin.user.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('isAdmin', '=', true)
      .where('id', '!=', admin.user.id)
      .execute();
    try {
      const before = await row(admin.user.id);
      const res = await del(admin.cookie, { password: admin.password, confirmation: 'DELETE' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'last_admin', message: en.privacy.lastAdmin });
      expect(await row(admin.user.id)).toEqual(before);
    } finally {
      for (const o of others)
        await t.db.updateTable('users').set({ status: o.status }).where('id', '=', o.id).execute();
    }
  });

  it('lets an administrator delete their account when another active one remains', async () => {
    const second = await createUser(t, { type: 'admin' });
    const res = await del(second.cookie, { password: second.password, confirmation: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(await row(second.user.id)).toMatchObject({
      status: 'disabled',
      email: `deleted-${second.user.id}@deleted.espasyo.invalid`,
    });
  });
});
