import { describe, expect, it } from 'vitest';
import { systemAlertMessages as m } from '@espasyo/domain';
import { Scheduler } from '../../../jobs/scheduler';
import { clockOf, createUser, type BuiltUser } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { as } from '../../listings/core/listings.fixtures';
import { MAX_ATTEMPTS } from '../../outbox/outbox.constants';
import {
  bookingToPay,
  instantListing,
  openCheckout,
  postWebhook,
  sandboxEvent,
} from '../../payments/payments.fixtures';
import { markPayoutFailed } from '../../money/payouts/payouts.service';
import { raiseSystemAlert } from './system-alerts.service';

/**
 * System alerts for staff (issue 21, decision 0045): every active admin gets a high-priority
 * system_alert when a webhook fails to process, a job fails, a delivery is given up or a payout
 * fails, while notifications.systemAlerts is on; at most one an hour per source, even for alerts
 * raised at once.
 */
const t = useTestApp({ env: { LOG_LEVEL: 'silent' } });
const admin = useUser(t, { type: 'admin' });
const otherAdmin = useUser(t, { type: 'admin' });
const moderator = useUser(t, { type: 'moderator' });

const alertsOf = (u: BuiltUser, source: string) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', u.user.id)
    .where('subType', '=', 'system_alert')
    .where(({ eb, ref }) => eb(ref('data', '->>').key('source' as never), '=', source))
    .orderBy('id')
    .execute();

const setSystemAlerts = async (on: boolean) => {
  const res = await as(t, otherAdmin.cookie).put('/api/admin/settings/notifications', { systemAlerts: on });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the sources', () => {
  it('a scheduled job that fails alerts every admin, high priority, linking to Admin tools; moderators are not told', async () => {
    const failing = {
      name: 'test.failing-job',
      description: 'Fails',
      intervalMs: 60_000,
      run: async () => {
        throw new Error('The disk is full.');
      },
    };
    const scheduler = new Scheduler(() => t.ctx, [failing], t.app.log);
    await scheduler.runNow(failing.name);
    for (const u of [admin, otherAdmin]) {
      expect(await alertsOf(u, 'job:test.failing-job')).toMatchObject([
        {
          type: 'system',
          subType: 'system_alert',
          priority: 'high',
          requiresAction: true,
          title: m.job.title('test.failing-job'),
          message: m.job.message('The disk is full.'),
          actionUrl: '/admin-tools',
        },
      ]);
    }
    expect(await alertsOf(moderator, 'job:test.failing-job')).toEqual([]);
    // In the app (and push, text), never an email copy: the failure may be the mail server's own.
    const emails = await t.db
      .selectFrom('outboxTasks')
      .select('id')
      .where('kind', '=', 'email')
      .where('recipient', 'in', [admin.user.email, otherAdmin.user.email])
      .execute();
    expect(emails).toEqual([]);

    // Within the hour, a second failure is held back; the next hour's alert says how many were.
    await scheduler.runNow(failing.name);
    await scheduler.runNow(failing.name);
    expect(await alertsOf(admin, 'job:test.failing-job')).toHaveLength(1);
    clockOf(t).advance(61 * 60_000);
    const fresh = await createUser(t, { type: 'admin' }); // sessions made before the jump have expired
    await scheduler.runNow(failing.name);
    const [later] = await alertsOf(fresh, 'job:test.failing-job');
    expect(later.message).toBe(m.job.message('The disk is full.') + m.suppressed(2));

    const list = await as(t, fresh.cookie).get('/api/admin/notifications?kind=alert');
    expect(list.json().items[0]).toMatchObject({
      kind: 'alert',
      audience: 'admins',
      source: 'job:test.failing-job',
      suppressed: 2,
      sentBy: null,
    });
  });

  it('an outbox delivery given up alerts the admins, with what failed and no internals', async () => {
    const now = t.clock.now();
    await t.db
      .insertInto('outboxTasks')
      .values({
        id: '0190a000-0000-7000-8000-0000000a1e57',
        kind: 'carrier-pigeon',
        payload: '{}',
        summary: 'coo',
        attempts: MAX_ATTEMPTS - 1,
        nextAttemptAt: now,
      })
      .execute();
    await t.ctx.outbox.deliverDue();
    const task = await t.db
      .selectFrom('outboxTasks')
      .selectAll()
      .where('kind', '=', 'carrier-pigeon')
      .executeTakeFirstOrThrow();
    expect(task.status).toBe('failed');
    const [alert] = await alertsOf(admin, 'outbox:carrier-pigeon');
    expect(alert).toMatchObject({
      priority: 'high',
      title: m.outbox.title('The delivery'),
      message: m.outbox.message('coo', task.lastError!),
      actionUrl: '/admin-tools',
    });
  });

  it('a payment webhook that fails to process alerts the admins once, however often it is retried', async () => {
    const host = await createUser(t, { type: 'host' });
    const client = await createUser(t, { type: 'client' });
    const listing = await instantListing(t, host.user.id);
    const booking = await bookingToPay(t, client, listing, 30);
    const checkout = await openCheckout(t, client, booking);
    const event = await sandboxEvent(t, checkout.checkoutUrl, { status: 'paid', method: 'gcash' });
    // A paid time the database cannot take: the processing fails, after the event is recorded.
    (event.data.checkout as Record<string, unknown>).paidAt = 'not a time';
    expect((await postWebhook(t, event)).statusCode).toBe(200);
    const recorded = await t.db
      .selectFrom('webhookEvents')
      .selectAll()
      .where('eventId', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(recorded.processedAt).toBeNull();
    expect(recorded.error).not.toBeNull();
    const alerts = await alertsOf(admin, 'webhook:sandbox');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ title: m.webhook.title('Sandbox'), actionUrl: '/payments', priority: 'high' });
    expect(alerts[0].message).toContain(event.id);

    // The outbox retries it: no second alert within the hour.
    clockOf(t).advance(5 * 60_000);
    await t.ctx.outbox.deliverDue();
    expect(await alertsOf(admin, 'webhook:sandbox')).toHaveLength(1);
  });

  it('a payout marked failed alerts the other admins, not the one who marked it', async () => {
    const host = await createUser(t, { type: 'host', firstName: 'Maria', lastName: 'Santos' });
    const method = await t.db
      .insertInto('payoutMethods')
      .values({
        id: `pm-${host.user.id}`,
        hostId: host.user.id,
        type: 'gcash',
        accountName: 'Maria',
        accountNumber: '09171234567',
        isDefault: true,
        usableFrom: new Date(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('hostBalances').values({ hostId: host.user.id, payoutPending: 10_000 }).execute();
    await t.db
      .insertInto('payouts')
      .values({
        id: `po-${host.user.id}`,
        hostId: host.user.id,
        payoutMethodId: method.id,
        method: JSON.stringify({ type: 'gcash', label: 'GCash •••• 4567', accountName: 'Maria', bank: null }),
        amount: 10_000,
        status: 'pending',
        requestedBy: 'host',
      })
      .execute();
    await markPayoutFailed(t.ctx, { actorId: admin.user.id, ip: null }, `po-${host.user.id}`, 'The account is closed.');
    expect(await alertsOf(admin, 'payout')).toEqual([]);
    const [alert] = await alertsOf(otherAdmin, 'payout');
    expect(alert).toMatchObject({ title: m.payout.title, actionUrl: '/payouts', priority: 'high' });
    expect(alert.message).toBe(m.payout.message('₱100', `Maria Santos (${host.email})`, 'The account is closed.'));
  });
});

describe('limits', () => {
  it('off in the platform settings, nothing is raised', async () => {
    await setSystemAlerts(false);
    try {
      const n = await t.ctx.db
        .transaction()
        .execute((tx) => raiseSystemAlert(t.ctx, tx, { source: 'test:off', title: 'x', message: 'y', actionUrl: '/' }));
      expect(n).toBe(0);
      expect(await alertsOf(admin, 'test:off')).toEqual([]);
    } finally {
      await setSystemAlerts(true);
    }
  });

  it('ten raised at once for one source make one alert (PostgreSQL: the source’s row is locked)', async () => {
    const raise = () =>
      t.ctx.db
        .transaction()
        .execute((tx) =>
          raiseSystemAlert(t.ctx, tx, { source: 'test:burst', title: 'Burst', message: 'm', actionUrl: '/' }),
        );
    const results = await Promise.all(Array.from({ length: 10 }, raise));
    expect(results.filter((n) => n > 0)).toHaveLength(1);
    expect(await alertsOf(admin, 'test:burst')).toHaveLength(1);
    const source = await t.db
      .selectFrom('systemAlertSources')
      .selectAll()
      .where('source', '=', 'test:burst')
      .executeTakeFirstOrThrow();
    expect(source.suppressed).toBe(9);
  });
});
