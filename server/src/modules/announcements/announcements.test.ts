import { describe, expect, it } from 'vitest';
import { addCalendarDays, announcementMessages as m, calendarDayIn } from '@espasyo/domain';
import { clockOf, createUser, type BuiltUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { as } from '../listings/core/listings.fixtures';

/**
 * Announcements (issue 21, decision 0045): admins write, publish and unpublish them, audited; a
 * live one reaches its audience only, until each person dismisses it (on the server, so on every
 * device) or its last day ends; the open tabs are told through the outbox.
 */
const t = useTestApp();
const admin = useUser(t, { type: 'admin' });
const client = useUser(t, { type: 'client' });
const otherClient = useUser(t, { type: 'client' });
const host = useUser(t, { type: 'host' });
const moderator = useUser(t, { type: 'moderator' });

const draft = {
  title: 'Maintenance on Sunday',
  body: 'Payments pause from 1 to 3 AM.',
  audience: 'clients',
  endsOn: null,
};

async function create(body: object = draft, publish = false) {
  const res = await as(t, admin.cookie).post(`/api/admin/announcements${publish ? '?publish=true' : ''}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; state: string; status: string; endsAt: string | null };
}

const banners = async (u: BuiltUser) => {
  const res = await as(t, u.cookie).get('/api/me/announcements');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { id: string; title: string }[] }).items.map((a) => a.id);
};

const audit = (id: string) =>
  t.db
    .selectFrom('auditLog')
    .select(['action', 'actorId'])
    .where('targetId', '=', id)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

const pushes = (topic: string) =>
  t.db
    .selectFrom('outboxTasks')
    .select('id')
    .where('kind', '=', 'realtime')
    .where('summary', '=', `topic ${topic}`)
    .execute()
    .then((r) => r.length);

describe('writing and publishing', () => {
  it('a draft shows to nobody; published, it reaches its audience only and their open tabs are told', async () => {
    const a = await create();
    expect(a).toMatchObject({ state: 'draft', status: 'draft' });
    expect(await banners(client)).not.toContain(a.id);

    const before = await pushes('announcements:client');
    const res = await as(t, admin.cookie).post(`/api/admin/announcements/${a.id}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'live', publishedAt: expect.any(String) });
    expect(await pushes('announcements:client')).toBe(before + 1);

    expect(await banners(client)).toContain(a.id);
    expect(await banners(otherClient)).toContain(a.id);
    expect(await banners(host)).not.toContain(a.id);
    expect(await banners(admin)).not.toContain(a.id);
    expect((await audit(a.id)).map((r) => r.action)).toEqual(['announcement.create', 'announcement.publish']);

    // Publishing again changes nothing and audits nothing.
    expect((await as(t, admin.cookie).post(`/api/admin/announcements/${a.id}/publish`)).statusCode).toBe(200);
    expect(await audit(a.id)).toHaveLength(2);

    const off = await as(t, admin.cookie).post(`/api/admin/announcements/${a.id}/unpublish`);
    expect(off.json()).toMatchObject({ state: 'draft', publishedAt: null });
    expect(await banners(client)).not.toContain(a.id);
    expect((await audit(a.id)).map((r) => r.action)).toContain('announcement.unpublish');
  });

  it('everyone means every signed-in user: clients, hosts and staff; hosts means hosts only', async () => {
    const all = await create({ ...draft, audience: 'everyone' }, true);
    const hosts = await create({ ...draft, audience: 'hosts' }, true);
    for (const u of [client, host, admin, moderator]) expect(await banners(u)).toContain(all.id);
    expect(await banners(host)).toContain(hosts.id);
    for (const u of [client, admin, moderator]) expect(await banners(u)).not.toContain(hosts.id);
  });

  it('an edit is audited with before and after; a live one’s old and new audiences are told', async () => {
    const a = await create(draft, true);
    const hostPushes = await pushes('announcements:host');
    const res = await as(t, admin.cookie).put(`/api/admin/announcements/${a.id}`, {
      ...draft,
      title: 'Maintenance moved to Monday',
      audience: 'hosts',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Maintenance moved to Monday', audience: 'hosts', state: 'live' });
    expect(await pushes('announcements:host')).toBe(hostPushes + 1);
    expect(await banners(client)).not.toContain(a.id);
    expect(await banners(host)).toContain(a.id);
    const row = await t.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('targetId', '=', a.id)
      .where('action', '=', 'announcement.update')
      .executeTakeFirstOrThrow();
    expect(row.before).toMatchObject({ title: draft.title, audience: 'clients' });
    expect(row.after).toMatchObject({ title: 'Maintenance moved to Monday', audience: 'hosts' });
  });

  it('the list shows each with its state, author and how many dismissed it', async () => {
    const a = await create(draft, true);
    await as(t, client.cookie).post(`/api/me/announcements/${a.id}/dismiss`);
    const list = await as(t, admin.cookie).get('/api/admin/announcements?pageSize=100');
    expect(list.statusCode).toBe(200);
    const page = list.json() as { items: Record<string, unknown>[]; total: number };
    expect(page.total).toBeGreaterThan(1);
    expect(page.items.find((i) => i.id === a.id)).toMatchObject({
      state: 'live',
      dismissals: 1,
      author: { id: admin.user.id, name: admin.user.name },
    });
  });

  it('the title, body and end date are checked with the form’s messages', async () => {
    const long = await as(t, admin.cookie).post('/api/admin/announcements', { ...draft, title: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toMatchObject({ title: m.field.titleLong(120) });
    const body = await as(t, admin.cookie).post('/api/admin/announcements', { ...draft, body: 'x'.repeat(2001) });
    expect(body.json().error.fields).toMatchObject({ body: m.field.bodyLong(2000) });
    const yesterday = addCalendarDays(calendarDayIn('Asia/Manila', t.clock.now()), -2);
    const past = await as(t, admin.cookie).post('/api/admin/announcements', { ...draft, endsOn: yesterday });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ endsOn: m.field.endsOnPast });
    const unknown = await as(t, admin.cookie).post('/api/admin/announcements/nope/publish');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('access', () => {
  it('clients, hosts and moderators are refused the admin endpoints; a signed-out caller every endpoint', async () => {
    const a = await create(draft, true);
    for (const u of [client, host, moderator]) {
      const calls = [
        as(t, u.cookie).get('/api/admin/announcements'),
        as(t, u.cookie).post('/api/admin/announcements', draft),
        as(t, u.cookie).put(`/api/admin/announcements/${a.id}`, draft),
        as(t, u.cookie).post(`/api/admin/announcements/${a.id}/publish`),
        as(t, u.cookie).post(`/api/admin/announcements/${a.id}/unpublish`),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    }
    const anon = (method: 'GET' | 'POST' | 'PUT', url: string) =>
      t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: draft }) });
    for (const [method, url] of [
      ['GET', '/api/admin/announcements'],
      ['POST', '/api/admin/announcements'],
      ['PUT', `/api/admin/announcements/${a.id}`],
      ['POST', `/api/admin/announcements/${a.id}/publish`],
      ['GET', '/api/me/announcements'],
      ['POST', `/api/me/announcements/${a.id}/dismiss`],
    ] as const) {
      expect((await anon(method, url)).statusCode, url).toBe(401);
    }
    expect(await audit(a.id)).toHaveLength(1); // only the admin's own publish
  });
});

describe('dismissal and expiry', () => {
  it('dismissed by one user it stays dismissed for them only; a second dismissal answers the same', async () => {
    const a = await create({ ...draft, audience: 'everyone' }, true);
    const userPushes = await pushes(`user:${client.user.id}`);
    expect((await as(t, client.cookie).post(`/api/me/announcements/${a.id}/dismiss`)).statusCode).toBe(204);
    expect(await pushes(`user:${client.user.id}`)).toBe(userPushes + 1); // the user's other tabs and devices
    expect(await banners(client)).not.toContain(a.id);
    expect(await banners(otherClient)).toContain(a.id);
    expect(await banners(host)).toContain(a.id);
    expect((await as(t, client.cookie).post(`/api/me/announcements/${a.id}/dismiss`)).statusCode).toBe(204);
    // A new session (another device) does not bring it back.
    const again = await createUser(t, { type: 'client' });
    expect(await banners(again)).toContain(a.id);
  });

  it('one not shown to the user cannot be dismissed: another audience’s, a draft, an unknown id', async () => {
    const forHosts = await create({ ...draft, audience: 'hosts' }, true);
    const aDraft = await create({ ...draft, audience: 'everyone' });
    for (const id of [forHosts.id, aDraft.id, 'no-such-id']) {
      const res = await as(t, client.cookie).post(`/api/me/announcements/${id}/dismiss`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found', message: m.notLive });
    }
    const rows = await t.db
      .selectFrom('announcementDismissals')
      .selectAll()
      .where('userId', '=', client.user.id)
      .execute();
    expect(rows.map((r) => r.announcementId)).not.toContain(forHosts.id);
  });

  it('shown until the end of its last day in the platform’s zone, then ended; an ended one cannot be published', async () => {
    const tz = (await t.ctx.settings.get()).general.timezone;
    const today = calendarDayIn(tz, t.clock.now());
    const a = await create({ ...draft, endsOn: today }, true);
    expect(a.endsAt).not.toBeNull();
    expect(await banners(client)).toContain(a.id);
    // Last in the file: the clock moves on past the day (the sessions made before it expire).
    clockOf(t).set(new Date(new Date(a.endsAt!).getTime() + 1));
    const [later, staff] = [await createUser(t, { type: 'client' }), await createUser(t, { type: 'admin' })];
    expect(await banners(later)).not.toContain(a.id);
    const list = (await as(t, staff.cookie).get('/api/admin/announcements?pageSize=100')).json();
    expect(list.items.find((i: { id: string }) => i.id === a.id)).toMatchObject({ state: 'ended', endsOn: today });
    await as(t, staff.cookie).post(`/api/admin/announcements/${a.id}/unpublish`);
    const again = await as(t, staff.cookie).post(`/api/admin/announcements/${a.id}/publish`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ endsOn: m.field.endsOnPast });
  });
});
