import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf, createUser, type BuiltUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { startSession } from '../auth/sessions.service';
import { cities, insertListing } from '../listings/search/listings-search.fixtures';

const t = useTestApp();
let admin: BuiltUser;
beforeAll(async () => {
  // 2026-05-20 01:00 in Manila is still 19 May in UTC: days are counted in the platform's time zone.
  clockOf(t).set(new Date('2026-05-19T17:00:00Z'));
  admin = await createUser(t, { type: 'admin' });
  await createUser(t, { type: 'host' });
  await createUser(t, { type: 'moderator' });
  await createUser(t, { type: 'client', status: 'suspended' });
  clockOf(t).set(new Date('2026-05-10T03:00:00Z'));
  await createUser(t);
  await createUser(t);
  clockOf(t).set(new Date('2026-03-01T03:00:00Z'));
  await createUser(t); // older than 30 days
  clockOf(t).set(new Date('2026-05-19T17:30:00Z'));
  admin = await createUser(t, { type: 'admin' });
});

describe('GET /api/admin/dashboard', () => {
  it('counts users by type and status, sign-ups per day for 30 days, the verification queue and KPIs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.timeZone).toBe('Asia/Manila');
    expect(d.usersByType).toEqual({ client: 4, host: 1, admin: 2, moderator: 1 });
    expect(d.usersByStatus).toEqual({ active: 7, suspended: 1, disabled: 0 });
    expect(d.signupsPerDay).toHaveLength(30);
    expect(d.signupsPerDay[29]).toEqual({ date: '2026-05-20', count: 5 });
    expect(d.signupsPerDay[0].date).toBe('2026-04-21');
    expect(d.signupsPerDay.find((x: { date: string }) => x.date === '2026-05-10').count).toBe(2);
    expect(d.signupsPerDay.reduce((a: number, x: { count: number }) => a + x.count, 0)).toBe(7);
    expect(d.verificationQueue).toBe(0);
    expect(d.kpis).toMatchObject({ totalUsers: 8, newUsersLast30Days: 7, verificationQueue: 0, activeListings: 0 });
    expect(d).toMatchObject({ listingsQueue: 0, disputesQueue: 0, payoutsQueue: 0 });
  });

  it('counts live listings and the listings waiting for review', async () => {
    const host = await createUser(t, { type: 'host' });
    await insertListing(t, host.user.id, { city: cities.makati, status: 'active' });
    await insertListing(t, host.user.id, { city: cities.makati, status: 'active' });
    await insertListing(t, host.user.id, { city: cities.taguig, status: 'pending_review' });
    await insertListing(t, host.user.id, { city: cities.taguig, status: 'draft' });
    const d = (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: admin.cookie } })
    ).json();
    expect(d.kpis.activeListings).toBe(2);
    expect(d.listingsQueue).toBe(1);
  });

  it("'Signed in now' counts people, not sessions: one person on three devices is one", async () => {
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: admin.cookie } })).json()
        .kpis.signedInUsers;
    const before = await count();
    const u = await createUser(t);
    for (let i = 0; i < 2; i++) await startSession(t.ctx, u.user.id, { ip: '127.0.0.1', userAgent: `device ${i}` });
    expect(await count()).toBe(before + 1);
  });

  it('counts pending ID verifications in the queue', async () => {
    const u = await createUser(t, { verified: false });
    await t.db
      .insertInto('verificationRequests')
      .values({ id: 'vr-1', userId: u.user.id, idType: 'passport' })
      .execute();
    const d = (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: admin.cookie } })
    ).json();
    expect(d.verificationQueue).toBe(1);
  });
});
