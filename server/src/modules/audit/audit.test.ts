import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf, createUser, type BuiltUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { postSettings, putSettings } from '../../test/settings-helpers';
import { record } from './audit.service';

const t = useTestApp();
let alice: BuiltUser;
let bob: BuiltUser;
let target: BuiltUser;
beforeAll(async () => {
  clockOf(t).set(new Date('2026-03-10T02:00:00Z'));
  alice = await createUser(t, { type: 'admin', firstName: 'Alice' });
  bob = await createUser(t, { type: 'admin', firstName: 'Bob' });
  target = await createUser(t);
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${target.user.id}/suspend`,
    headers: { cookie: alice.cookie },
    remoteAddress: '198.51.100.4',
  });
  clockOf(t).set(new Date('2026-03-10T03:00:00Z'));
  await putSettings(t, bob.cookie, 'financial', { platformFeePercentage: 10 });
  clockOf(t).set(new Date('2026-03-10T04:00:00Z'));
  await postSettings(t, alice.cookie, 'reset', { category: 'financial' });
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${target.user.id}/reactivate`,
    headers: { cookie: bob.cookie },
  });
});

const audit = (q = '', cookie = alice.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit${q}`, headers: { cookie } });

describe('GET /api/admin/audit', () => {
  it('lists every admin action newest first with actor, action, target, before/after, time and IP', async () => {
    const res = await audit();
    expect(res.statusCode).toBe(200);
    const { items: entries, total } = res.json();
    expect(total).toBe(4);
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'user.reactivate',
      'settings.reset',
      'settings.update',
      'user.suspend',
    ]);
    expect(entries[3]).toMatchObject({
      actor: { id: alice.user.id, name: alice.user.name, email: alice.email },
      targetType: 'user',
      targetId: target.user.id,
      before: { status: 'active' },
      after: { status: 'suspended' },
      ip: '198.51.100.4',
      createdAt: '2026-03-10T02:00:00.000Z',
    });
    expect(entries[2]).toMatchObject({
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'financial',
      before: { financial: { platformFeePercentage: 9 } },
      after: { financial: { platformFeePercentage: 10 } },
    });
  });

  it('filters by actor, action, target and date range, and pages', async () => {
    const ids = async (q: string) => (await audit(q)).json().items.map((e: { action: string }) => e.action);
    expect(await ids(`?actorId=${bob.user.id}`)).toEqual(['user.reactivate', 'settings.update']);
    expect(await ids('?action=settings.reset')).toEqual(['settings.reset']);
    expect(await ids(`?targetId=${target.user.id}`)).toEqual(['user.reactivate', 'user.suspend']);
    expect(await ids('?targetType=settings')).toEqual(['settings.reset', 'settings.update']);
    expect(await ids('?from=2026-03-10T02:30:00Z&to=2026-03-10T03:30:00Z')).toEqual(['settings.update']);
    expect(await ids('?from=2026-03-10T11:00:00%2B08:00')).toHaveLength(3); // Manila time
    expect(await ids('?from=2026-03-10&to=2026-03-10')).toHaveLength(4); // whole days
    expect(await ids('?to=2026-03-09')).toHaveLength(0);
    const page = (await audit('?pageSize=3&page=2')).json();
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.items.map((e: { action: string }) => e.action)).toEqual(['user.suspend']);
    expect((await audit('?from=yesterday')).statusCode).toBe(400);
  });

  it('record(tx, …) is part of the caller’s transaction: a rollback leaves no row', async () => {
    const before = (await audit()).json().total;
    await expect(
      t.db.transaction().execute(async (tx) => {
        await record(tx, { actorId: alice.user.id, action: 'test.rollback', targetType: 'test', targetId: 'x' });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect((await audit()).json().total).toBe(before);
  });

  it('is for admins only', async () => {
    expect((await audit('', target.cookie)).statusCode).toBe(401); // suspended then reactivated: sessions ended
    const client = await createUser(t);
    expect((await audit('', client.cookie)).statusCode).toBe(403);
  });
});
