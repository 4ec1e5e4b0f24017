import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { createUser, outboxFor } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { setSettings, submit, userAwaitingId } from './verification.fixtures';
import { pendingVerificationCount } from './verification.service';

const t = useTestApp({ tempDataDir: 'espasyo-verif-' });
const admin = useUser(t, { type: 'admin' });

const as = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditFor = (id: string) =>
  t.db.selectFrom('auditLog').selectAll().where('targetId', '=', id).orderBy('createdAt').execute();

async function pendingRequest(type: 'client' | 'host' = 'client') {
  const u = await userAwaitingId(t, type);
  const res = await submit(t, u.cookie);
  return { u, id: res.json().requestId as string };
}

describe('admin verification endpoints: role matrix', () => {
  it('visitor 401; client, host and moderator 403', async () => {
    const { id } = await pendingRequest();
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/verification'],
      ['GET', `/api/admin/verification/${id}`],
      ['POST', `/api/admin/verification/${id}/approve`],
      ['POST', `/api/admin/verification/${id}/reject`, { reason: 'Blurry photo of the ID' }],
    ];
    const others = await Promise.all((['client', 'host', 'moderator'] as const).map((type) => createUser(t, { type })));
    for (const [method, url, body] of calls) {
      expect((await as(null, method, url, body)).statusCode, url).toBe(401);
      for (const o of others) {
        const res = await as(o.cookie, method, url, body);
        expect(res.statusCode, `${o.user.type} ${url}`).toBe(403);
        expect(res.json().error.message).toBe(en.generic.accessDenied);
      }
    }
    expect(
      (await userRow((await as(admin.cookie, 'GET', `/api/admin/verification/${id}`)).json().user.id)).idVerifiedAt,
    ).toBeNull();
  });
});

describe('admin queue', () => {
  it('lists pending requests oldest first with a user summary, paginated, and counts them', async () => {
    const a = await pendingRequest();
    const b = await pendingRequest('host');
    const page1 = (await as(admin.cookie, 'GET', '/api/admin/verification?status=pending&pageSize=1')).json();
    const total = await pendingVerificationCount(t.ctx);
    expect(page1.total).toBe(total);
    expect(page1.items).toHaveLength(1);
    const all = (await as(admin.cookie, 'GET', `/api/admin/verification?pageSize=100`)).json();
    const ids = all.items.map((i: { id: string }) => i.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const item = all.items.find((i: { id: string }) => i.id === b.id);
    expect(item).toMatchObject({
      status: 'pending',
      idType: 'drivers_license',
      idTypeLabel: "Driver's License (LTO)",
      user: { id: b.u.user.id, email: b.u.email, type: 'host', verified: false },
    });
    expect(item.files.map((f: { url: string }) => f.url)).toContain(`/api/verification/${b.id}/files/selfie`);
  });
});

describe('approve and reject', () => {
  it('approval verifies the user, writes the audit row and emails the outcome', async () => {
    const { u, id } = await pendingRequest();
    const res = await as(admin.cookie, 'POST', `/api/admin/verification/${id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      reviewedBy: admin.user.id,
      autoApproved: false,
      user: { verified: true },
    });
    const row = await userRow(u.user.id);
    expect(row.verified).toBe(true);
    expect(row.idVerifiedAt).not.toBeNull();
    expect(await auditFor(id)).toMatchObject([
      {
        action: 'verification.approve',
        actorId: admin.user.id,
        before: { status: 'pending', verified: false },
        after: { status: 'approved', verified: true },
      },
    ]);
    expect((await outboxFor(t, u.email))[0]).toMatchObject({ subject: en.verification.approvedSubject });
    const mine = (await as(u.cookie, 'GET', '/api/me/verification')).json();
    expect(mine.status).toBe('approved');
    const again = await as(admin.cookie, 'POST', `/api/admin/verification/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'verification_not_pending', message: en.verification.notPending });
  });

  it('rejection needs a reason of 5–500 characters, keeps the user unverified and tells them why', async () => {
    const { u, id } = await pendingRequest();
    for (const body of [{}, { reason: '   no ' }, { reason: 'x'.repeat(501) }]) {
      const res = await as(admin.cookie, 'POST', `/api/admin/verification/${id}/reject`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(en.verification.reasonLength);
    }
    expect(await auditFor(id)).toEqual([]);
    const reason = 'The photo of the ID is too blurry to read.';
    const res = await as(admin.cookie, 'POST', `/api/admin/verification/${id}/reject`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason });
    expect((await userRow(u.user.id)).verified).toBe(false);
    expect(await auditFor(id)).toMatchObject([
      { action: 'verification.reject', actorId: admin.user.id, after: { status: 'rejected', reason } },
    ]);
    const mail = (await outboxFor(t, u.email))[0];
    expect(mail.subject).toBe(en.verification.rejectedSubject);
    expect(mail.text).toContain(reason);
    expect((await as(u.cookie, 'GET', '/api/me/verification')).json()).toMatchObject({ status: 'rejected', reason });
    // A rejected user may try again.
    expect((await submit(t, u.cookie)).statusCode).toBe(201);
  });

  it('an admin cannot decide on their own request', async () => {
    const other = await createUser(t, { type: 'admin', verified: false });
    const id = (await submit(t, other.cookie)).json().requestId;
    expect((await as(other.cookie, 'POST', `/api/admin/verification/${id}/approve`)).statusCode).toBe(403);
    expect((await as(admin.cookie, 'POST', `/api/admin/verification/${id}/approve`)).statusCode).toBe(200);
  });

  it('unknown request: 404', async () => {
    expect((await as(admin.cookie, 'POST', '/api/admin/verification/nope/approve')).statusCode).toBe(404);
  });
});

describe('security.autoVerifyHosts', () => {
  it('approves a host at once (audited as the system), never a client', async () => {
    await setSettings(t, { security: { autoVerifyHosts: true } });
    const host = await userAwaitingId(t, 'host');
    const res = await submit(t, host.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('approved');
    expect((await userRow(host.user.id)).verified).toBe(true);
    expect(await auditFor(res.json().requestId)).toMatchObject([
      { action: 'verification.approve', actorId: null, after: { auto: true } },
    ]);
    expect((await outboxFor(t, host.email))[0].subject).toBe(en.verification.approvedSubject);

    const client = await userAwaitingId(t, 'client');
    expect((await submit(t, client.cookie)).json().status).toBe('pending');
    await setSettings(t, { security: { autoVerifyHosts: false } });
    const later = await userAwaitingId(t, 'host');
    expect((await submit(t, later.cookie)).json().status).toBe('pending');
  });
});
