import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNotificationPreferences } from '@espasyo/domain';
import { createTestApp, type TestApp } from '../../test/app';
import { clockOf, createUser } from '../../test/builders';
import { newId } from '../../lib/ids';
import { LEASE_MS } from '../outbox/outbox.constants';
import { usePushService } from '../push/push.fixtures';
import { notify } from './notifications.service';

/**
 * Delivery that outlives the process (decision 0032, 0044): a notification's email, text and push
 * are outbox tasks committed with it. Here the app's worker never runs after the commit, as when
 * the process is killed right then; the next instance's worker delivers each once. And the
 * retention job.
 */
let t: TestApp;
const push = usePushService();
beforeAll(async () => {
  t = await createTestApp({ deliverBeforeReply: false, pushNetwork: push.network });
  await t.ctx.settings.get();
});
afterAll(async () => {
  await t?.close();
});

describe('after a crash between the commit and the delivery', () => {
  it("the next instance's worker delivers the push, the text and the email, once each", async () => {
    const host = await createUser(t, { type: 'host' });
    await t.db
      .updateTable('users')
      .set({ notificationPreferences: JSON.stringify({ ...defaultNotificationPreferences, smsAlerts: true }) })
      .where('id', '=', host.user.id)
      .execute();
    const device = await push.device(t, host.user.id);
    const n = await t.db.transaction().execute((tx) =>
      notify(t.ctx, tx, {
        userId: host.user.id,
        type: 'review',
        subType: 'new_review',
        title: 'New review: 2 stars',
        message: 'The aircon did not work.',
        priority: 'high',
        actionUrl: '/host/reviews',
      }),
    );
    // Committed, and nothing delivered: the process that wrote it died before its worker ran.
    const tasks = () =>
      t.db
        .selectFrom('outboxTasks')
        .select(['kind', 'status', 'attempts'])
        .where((eb) =>
          eb.or([
            eb('recipient', 'in', [host.email, host.row.phone]),
            eb('summary', '=', `push to user ${host.user.id}`),
          ]),
        )
        .orderBy('kind')
        .execute();
    expect(await tasks()).toEqual([
      { kind: 'email', status: 'pending', attempts: 0 },
      { kind: 'push', status: 'pending', attempts: 0 },
      { kind: 'sms', status: 'pending', attempts: 0 },
    ]);
    expect(push.received.filter((r) => r.path === device.path)).toEqual([]);

    await t.ctx.outbox.deliverDue(); // the next instance's worker, at its start
    await t.ctx.outbox.deliverDue(); // and again: nothing is delivered twice
    expect((await tasks()).map((r) => r.status)).toEqual(['delivered', 'delivered', 'delivered']);
    const pushed = push.received.filter((r) => r.path === device.path);
    expect(pushed).toHaveLength(1);
    expect(pushed[0].message).toMatchObject({ title: 'New review: 2 stars', tag: n.id });
    const stored = await t.db
      .selectFrom('outboxMessages')
      .select(['kind', 'subject'])
      .where('recipient', 'in', [host.email, host.row.phone])
      .orderBy('kind')
      .execute();
    expect(stored).toEqual([
      { kind: 'email', subject: 'New review: 2 stars' },
      { kind: 'sms', subject: 'New review: 2 stars' },
    ]);
  });

  it("a worker killed mid-push leaves its claim: the push goes once the claim's lease runs out", async () => {
    const host = await createUser(t, { type: 'host' });
    const device = await push.device(t, host.user.id);
    await t.db.transaction().execute((tx) =>
      notify(t.ctx, tx, {
        userId: host.user.id,
        type: 'message',
        subType: 'new_message',
        title: 'Hi',
        message: 'Hello',
      }),
    );
    const now = t.clock.now();
    await t.db
      .updateTable('outboxTasks')
      .set({
        status: 'delivering',
        lockedBy: 'dead-instance',
        attempts: 1,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      .where('summary', '=', `push to user ${host.user.id}`)
      .execute();
    await t.ctx.outbox.deliverDue();
    expect(push.received.filter((r) => r.path === device.path)).toEqual([]);
    clockOf(t).advance(LEASE_MS);
    await t.ctx.outbox.deliverDue();
    expect(push.received.filter((r) => r.path === device.path)).toHaveLength(1);
  });
});

describe('the retention job', () => {
  it('deletes read notifications older than notificationRetentionDays, in one pass; unread ones stay', async () => {
    const u = await createUser(t);
    const now = t.clock.now().getTime();
    const day = 86_400_000;
    const row = (age: number, read: boolean) => ({
      id: newId(),
      userId: u.user.id,
      type: 'message',
      subType: 'new_message',
      title: `${age} days, ${read ? 'read' : 'unread'}`,
      message: '…',
      priority: 'normal' as const,
      isRead: read,
      readAt: read ? new Date(now - age * day + 1_000) : null,
      createdAt: new Date(now - age * day),
      updatedAt: new Date(now - age * day),
    });
    await t.db
      .insertInto('notifications')
      .values([row(90, true), row(31, true), row(29, true), row(90, false), row(10, true), row(3, true)])
      .execute();
    const left = async () =>
      (
        await t.db
          .selectFrom('notifications')
          .select('title')
          .where('userId', '=', u.user.id)
          .orderBy('createdAt')
          .execute()
      ).map((r) => r.title);

    const job = await t.ctx.jobs.runNow('notification-retention');
    expect(job.lastResult).toMatch(/^Deleted \d+ read notifications?\.$/);
    expect(await left()).toEqual(['90 days, unread', '29 days, read', '10 days, read', '3 days, read']);

    const s = await t.ctx.settings.get();
    await t.db
      .updateTable('settings')
      .set({ data: JSON.stringify({ ...s, notifications: { ...s.notifications, notificationRetentionDays: 7 } }) })
      .execute();
    t.ctx.settings.invalidate();
    try {
      await t.ctx.jobs.runNow('notification-retention');
      expect(await left()).toEqual(['90 days, unread', '3 days, read']);
    } finally {
      await t.db
        .updateTable('settings')
        .set({ data: JSON.stringify(s) })
        .execute();
      t.ctx.settings.invalidate();
      await t.ctx.settings.get();
    }
  });

  it('runs daily at 03:15 in the platform’s zone', () => {
    const list = t.ctx.jobs as unknown as { jobs: { name: string; dailyAt?: object }[] };
    expect(list.jobs.find((j) => j.name === 'notification-retention')?.dailyAt).toEqual({ hour: 3, minute: 15 });
  });
});
