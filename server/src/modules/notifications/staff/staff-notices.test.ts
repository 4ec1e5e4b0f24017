import { describe, expect, it } from 'vitest';
import { staffNoticeMessages as m } from '@espasyo/domain';
import { createUser, type BuiltUser } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { as } from '../../listings/core/listings.fixtures';
import { FANOUT_PAGE, fanOutNotice } from './staff-notices.service';

/**
 * Staff's notices from /notifications (issue 21, decision 0045): to one user by email or to a
 * group, written set-based in one transaction with their audit entry, pushed live by one outbox
 * task; the list of what was sent; only admins.
 */
const t = useTestApp();
const admin = useUser(t, { type: 'admin' });
const client = useUser(t, { type: 'client' });
const host = useUser(t, { type: 'host' });
const moderator = useUser(t, { type: 'moderator' });

const notice = {
  audience: 'clients',
  email: '',
  title: 'Holiday hours',
  message: 'Support answers until 6 PM.',
  link: '',
};
const send = (body: object, cookie = admin.cookie) => as(t, cookie).post('/api/admin/notifications', body);

const staffNotices = async (u: BuiltUser) => {
  const res = await as(t, u.cookie).get('/api/me/notifications');
  return (res.json() as { items: Record<string, unknown>[] }).items.filter((n) => n.subType === 'staff_notice');
};

const activeCount = async (types: string[]) =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'active')
        .where('userType', 'in', types)
        .where('isAdmin', '=', false)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a group', () => {
  it('every active client gets it, nobody else; one fan-out task pushes them; counted and audited', async () => {
    const suspended = await createUser(t, { type: 'client', status: 'suspended' });
    const clients = await activeCount(['client']);
    const res = await send({ ...notice, link: '/client/bookings' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      kind: 'notice',
      audience: 'clients',
      recipients: clients,
      recipient: null,
      link: '/client/bookings',
      sentBy: { id: admin.user.id, name: admin.user.name },
    });

    expect(await staffNotices(client)).toMatchObject([
      {
        type: 'system',
        subType: 'staff_notice',
        title: 'Holiday hours',
        message: 'Support answers until 6 PM.',
        actionUrl: '/client/bookings',
        priority: 'normal',
        isRead: false,
      },
    ]);
    expect(await staffNotices(host)).toEqual([]);
    const forSuspended = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', suspended.user.id)
      .execute();
    expect(forSuspended).toEqual([]);
    const rows = await t.db.selectFrom('notifications').select('id').where('batchId', '=', sent.id).execute();
    expect(rows).toHaveLength(clients);
    // Ids made by the database are UUID v7 like the app's own.
    for (const r of rows) expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const tasks = await t.db
      .selectFrom('outboxTasks')
      .select(['kind', 'status'])
      .where('summary', '=', `notice ${sent.id}`)
      .execute();
    expect(tasks).toEqual([{ kind: 'notification.fanout', status: 'delivered' }]);

    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'notification.send')
      .where('actorId', '=', admin.user.id)
      .execute();
    expect(audit.at(-1)).toMatchObject({
      targetType: 'notification_group',
      targetId: 'clients',
      after: { notice: sent.id, audience: 'clients', recipients: clients, title: 'Holiday hours' },
    });
  });

  it('all staff means admins and moderators; all hosts means hosts', async () => {
    const res = await send({ ...notice, audience: 'staff', title: 'Staff meeting' });
    expect(res.statusCode, res.body).toBe(201);
    for (const u of [admin, moderator]) expect((await staffNotices(u)).map((n) => n.title)).toContain('Staff meeting');
    for (const u of [client, host]) expect((await staffNotices(u)).map((n) => n.title)).not.toContain('Staff meeting');
    const hosts = await send({ ...notice, audience: 'hosts', title: 'Host tips' });
    expect(hosts.json().recipients).toBe(await activeCount(['host']));
    expect((await staffNotices(host)).map((n) => n.title)).toContain('Host tips');
  });

  it('the fan-out pushes every notification of the send to its user’s topic, a page per task', async () => {
    const sent = (await send({ ...notice, title: 'Pushed' })).json();
    const published: string[] = [];
    const publish = t.ctx.realtime.publish.bind(t.ctx.realtime);
    t.ctx.realtime.publish = async (topic: string, data: unknown) => {
      published.push(topic);
      return publish(topic, data);
    };
    try {
      await fanOutNotice(t.ctx, sent.id, null);
    } finally {
      t.ctx.realtime.publish = publish;
    }
    expect(published).toContain(`user:${client.user.id}`);
    expect(published).toHaveLength(sent.recipients);
    expect(FANOUT_PAGE).toBeGreaterThan(sent.recipients); // one page: no follow-up task
  });
});

describe('one user', () => {
  it('found by email, whatever the case; the preview names them; the list shows who it went to', async () => {
    const preview = await as(t, admin.cookie).get(
      `/api/admin/notifications/recipients?audience=user&email=${encodeURIComponent(host.email.toUpperCase())}`,
    );
    expect(preview.json()).toMatchObject({ count: 1, user: { email: host.email, role: 'host' }, systemAlerts: true });
    const res = await send({ ...notice, audience: 'user', email: host.email.toUpperCase(), title: 'Your listing' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ recipients: 1, recipient: { email: host.email, name: host.user.name } });
    expect((await staffNotices(host)).map((n) => n.title)).toContain('Your listing');
    const list = (await as(t, admin.cookie).get('/api/admin/notifications?kind=notice')).json();
    expect(list.items[0]).toMatchObject({ title: 'Your listing', audience: 'user' });
  });

  it('an unknown address, a missing one, a bad link and a long title are refused with their messages', async () => {
    const unknown = await send({ ...notice, audience: 'user', email: 'nobody@example.test' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'notice_no_recipient', fields: { email: m.noRecipient } });
    const missing = await send({ ...notice, audience: 'user', email: '' });
    expect(missing.json().error.fields).toEqual({ email: m.field.email });
    for (const link of ['https://evil.example', '//evil.example', 'client/bookings', '/a b']) {
      const bad = await send({ ...notice, link });
      expect(bad.statusCode, link).toBe(400);
      expect(bad.json().error.fields).toEqual({ link: m.field.link });
    }
    const long = await send({ ...notice, title: 'x'.repeat(121) });
    expect(long.json().error.fields).toEqual({ title: m.field.titleLong(120) });
  });
});

describe('access', () => {
  it('clients, hosts and moderators are refused; so is a signed-out caller; nothing is sent', async () => {
    const before = await t.db.selectFrom('staffNotices').select('id').execute();
    for (const u of [client, host, moderator]) {
      expect((await send(notice, u.cookie)).statusCode).toBe(403);
      expect((await as(t, u.cookie).get('/api/admin/notifications')).statusCode).toBe(403);
      expect((await as(t, u.cookie).get('/api/admin/notifications/recipients?audience=clients')).statusCode).toBe(403);
    }
    const anon = [
      t.app.inject({ method: 'POST', url: '/api/admin/notifications', payload: notice }),
      t.app.inject({ method: 'GET', url: '/api/admin/notifications' }),
      t.app.inject({ method: 'GET', url: '/api/admin/notifications/recipients?audience=clients' }),
    ];
    for (const res of await Promise.all(anon)) expect(res.statusCode).toBe(401);
    expect(await t.db.selectFrom('staffNotices').select('id').execute()).toHaveLength(before.length);
  });
});
