import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf, createUser, type BuiltUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { putSettings } from '../../test/settings-helpers';

const t = useTestApp();
/** Replaced by a test that moves the clock past the session timeout. */
let admin: BuiltUser;
beforeAll(async () => {
  admin = await createUser(t, { type: 'admin' });
});

const jobs = () => t.app.inject({ method: 'GET', url: '/api/admin/tools/jobs', headers: { cookie: admin.cookie } });
const run = (name: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/tools/jobs/${name}/run`, headers: { cookie: admin.cookie } });

describe('scheduled jobs (/admin-tools)', () => {
  it('lists each job with its description, interval and next run', async () => {
    const list = (await jobs()).json().jobs;
    expect(list.map((j: { name: string }) => j.name)).toEqual([
      'purge-expired-sessions',
      'purge-auth-tokens',
      'purge-outbox',
      'purge-deliveries',
      'purge-realtime-messages',
      'booking-timers',
      'checklist-timers',
      'tenancy-billing',
      'payments-reconcile',
      'payments-reconcile-daily',
      'deposit-returns',
      'sandbox-webhooks',
      'earnings-release',
      'auto-payouts',
      'fee-invoices',
      'purge-unsent-chat-pictures',
      'notification-retention',
      'review-reveal',
      'review-reminders',
      'analytics-purge-visitors',
      'platform-report',
    ]);
    expect(list[0]).toMatchObject({ running: false, lastStatus: null, runCount: 0, intervalMs: 3_600_000 });
    expect(list[0].nextRunAt).toBe(t.clock.now().toISOString());
  });

  it('run now: purges expired sessions, stores the result and the next run, and is audited', async () => {
    const idle = await createUser(t);
    clockOf(t).advance(9 * 3_600_000); // past the 480-minute timeout
    admin = await createUser(t, { type: 'admin' });
    const res = await run('purge-expired-sessions');
    expect(res.statusCode).toBe(200);
    const job = res.json().job;
    expect(job).toMatchObject({
      lastStatus: 'ok',
      runCount: 1,
      running: false,
      lastFinishedAt: t.clock.now().toISOString(),
    });
    expect(job.lastResult).toMatch(/^Deleted \d+ expired sessions?\.$/);
    expect(new Date(job.nextRunAt).getTime()).toBe(t.clock.now().getTime() + 3_600_000);
    expect(await t.db.selectFrom('sessions').select('id').where('userId', '=', idle.user.id).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('sessions').select('id').where('userId', '=', admin.user.id).execute()).toHaveLength(
      1,
    );
    const [audit] = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'job.run').execute();
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      targetType: 'job',
      targetId: 'purge-expired-sessions',
      after: { status: 'ok' },
    });
  });

  it('refuses a job that another run holds (the lock row), and an unknown job', async () => {
    await t.db
      .updateTable('jobRuns')
      .set({ lockedUntil: new Date(t.clock.now().getTime() + 60_000), lockedBy: 'other-instance' })
      .where('name', '=', 'purge-outbox')
      .execute();
    const before = (await t.db.selectFrom('auditLog').select('id').execute()).length;
    const busy = await run('purge-outbox');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toEqual({
      code: 'job_running',
      message: 'This job is already running. Try again when it has finished.',
    });
    expect((await jobs()).json().jobs.find((j: { name: string }) => j.name === 'purge-outbox').running).toBe(true);
    expect((await t.db.selectFrom('auditLog').select('id').execute()).length).toBe(before);
    clockOf(t).advance(61_000); // the lease ran out: the lock is free again
    expect((await run('purge-outbox')).statusCode).toBe(200);
    expect((await run('no-such-job')).statusCode).toBe(404);
  });

  it('two schedulers ticking at once run a due job once', async () => {
    clockOf(t).advance(2 * 3_600_000);
    admin = await createUser(t, { type: 'admin' });
    const before = (await jobs()).json().jobs.find((j: { name: string }) => j.name === 'purge-auth-tokens').runCount;
    await Promise.all([t.ctx.jobs.tick(), t.ctx.jobs.tick()]);
    const after = (await jobs()).json().jobs.find((j: { name: string }) => j.name === 'purge-auth-tokens').runCount;
    expect(after).toBe(before + 1);
  });
});

describe('GET /api/admin/tools/export', () => {
  it('downloads users without secrets, settings, settings history and the audit log', async () => {
    await putSettings(t, admin.cookie, 'general', { platformName: 'Export Test' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tools/export',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="espasyo-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(Object.keys(data)).toEqual(['exportedAt', 'users', 'settings', 'settingsHistory', 'auditLog']);
    expect(data.users.length).toBeGreaterThanOrEqual(2);
    for (const secret of ['passwordHash', 'totpSecret', 'failedLoginCount', 'lockedUntil'])
      expect(res.body).not.toContain(secret);
    expect(data.settings.general.platformName).toBe('Export Test');
    expect(data.settingsHistory.at(-1)).toMatchObject({ category: 'general', changeType: 'update' });
    expect(data.auditLog.some((a: { action: string }) => a.action === 'settings.update')).toBe(true);
    const [row] = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'data.export').execute();
    expect(row).toMatchObject({ actorId: admin.user.id });
  });
});
