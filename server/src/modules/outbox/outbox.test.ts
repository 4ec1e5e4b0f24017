import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETE_CONFIRMATION, outboxMessages } from '@espasyo/domain';
import type { OutboundMessage } from '../../lib/mailer';
import { createTestApp, type TestApp } from '../../test/app';
import { clockOf, createUser, randomIp, tokenFromText, type BuiltUser } from '../../test/builders';
import { LEASE_MS, MAX_ATTEMPTS, backoffMs } from './outbox.constants';
import { enqueue, fileDeleteTask, messageTask, realtimeTask } from './outbox.service';

/**
 * The outbox through the app (decision 0032): a password-reset request is the change, its
 * email the task. The mail server is a stand-in that fails while told to, with an error
 * that holds internals (an address, a secret) which staff must not see.
 */
const mail = { failing: false, sent: [] as OutboundMessage[] };
const mailer = {
  usesOutbox: false,
  async send(m: OutboundMessage) {
    if (mail.failing) {
      throw Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:465 (user smtp-admin, pass hunter2)'), {
        code: 'ECONNREFUSED',
      });
    }
    mail.sent.push(m);
  },
};

const t = {} as TestApp;
let dataDir: string;
let admin: BuiltUser;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-outbox-'));
  Object.assign(t, await createTestApp({ mailer, env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' } }));
  admin = await createUser(t, { type: 'admin' });
});
afterAll(async () => {
  await t.close?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: randomIp() });
const tasksTo = (recipient: string) =>
  t.db.selectFrom('outboxTasks').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
const deliveries = (cookie: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/tools/deliveries${query}`, headers: { cookie } });
const retry = (cookie: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/tools/deliveries/${id}/retry`, headers: { cookie } });
const auditOf = (id: string) => t.db.selectFrom('auditLog').selectAll().where('targetId', '=', id).execute();
const sentTo = (to: string) => mail.sent.filter((m) => m.to === to);

describe('a change and its task commit together', () => {
  it('the reset link and its email are written in one transaction and delivered right after the commit', async () => {
    mail.failing = false;
    const u = await createUser(t);
    expect((await forgot(u.email)).statusCode).toBe(200);
    const [task] = await tasksTo(u.email);
    expect(task).toMatchObject({
      kind: 'email',
      summary: 'Reset your Espasyo password',
      status: 'delivered',
      attempts: 1,
      lastError: null,
      payload: null, // the text held the link's token: gone once delivered
    });
    expect(new Date(task.deliveredAt!).getTime()).toBe(t.clock.now().getTime());
    const [sent] = sentTo(u.email);
    expect(sent).toMatchObject({ kind: 'email', subject: 'Reset your Espasyo password' });
    const token = tokenFromText(sent.text);
    const [link] = await t.db.selectFrom('authTokens').select('id').where('userId', '=', u.user.id).execute();
    expect(link).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` })).statusCode).toBe(200);
  });

  it('a transaction that rolls back leaves no task and sends nothing', async () => {
    const before = mail.sent.length;
    await expect(
      t.db.transaction().execute(async (tx) => {
        await enqueue(
          tx,
          messageTask({ kind: 'email', to: 'rolled.back@example.test', subject: 'Never', text: 'Never' }),
          t.clock.now(),
        );
        throw new Error('the change failed after its task was written');
      }),
    ).rejects.toThrow('the change failed');
    await t.ctx.outbox.deliverDue();
    expect(await tasksTo('rolled.back@example.test')).toEqual([]);
    expect(mail.sent.length).toBe(before);
  });

  it("the worker is woken by enqueue's after-commit hook, not by the SQL: a row written by hand waits for a pass", async () => {
    const by = (to: string, subject: string) => ({ kind: 'email' as const, to, subject, text: 'x' });
    await t.db.transaction().execute(async (tx) => {
      await enqueue(tx, messageTask(by('hooked@example.test', 'Hooked')), t.clock.now());
      await tx
        .insertInto('outboxTasks')
        .values({
          id: '0190a000-0000-7000-8000-0000000000a1',
          kind: 'email',
          payload: JSON.stringify(by('by-hand@example.test', 'By hand')),
          recipient: 'by-hand@example.test',
          summary: 'By hand',
          nextAttemptAt: t.clock.now(),
        })
        .execute();
      await t.ctx.outbox.idle();
      expect(sentTo('hooked@example.test')).toEqual([]); // not before the commit
    });
    await t.ctx.outbox.idle();
    // The hook's pass delivers everything due, the row by hand too; alone, that row waits.
    expect(sentTo('hooked@example.test').map((m) => m.subject)).toEqual(['Hooked']);
    await t.db
      .insertInto('outboxTasks')
      .values({
        id: '0190a000-0000-7000-8000-0000000000a2',
        kind: 'email',
        payload: JSON.stringify(by('alone@example.test', 'Alone')),
        recipient: 'alone@example.test',
        summary: 'Alone',
        nextAttemptAt: t.clock.now(),
      })
      .execute();
    await t.ctx.outbox.idle();
    expect(sentTo('alone@example.test')).toEqual([]);
    expect(await t.ctx.outbox.deliverDue()).toBe(1); // the poll's pass
    expect(sentTo('alone@example.test')).toHaveLength(1);
  });

  it('a refused change writes no task: a reset for an unknown address, or past the hourly limit', async () => {
    expect((await forgot('nobody.here@example.test')).statusCode).toBe(404);
    expect(await tasksTo('nobody.here@example.test')).toEqual([]);
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await forgot(u.email)).statusCode).toBe(200);
    expect((await forgot(u.email)).statusCode).toBe(429);
    expect(await tasksTo(u.email)).toHaveLength(5);
    expect(sentTo(u.email)).toHaveLength(5);
  });
});

describe('retries with backoff, then failed', () => {
  let user: BuiltUser;
  let taskId: string;

  it('a failed delivery does not fail the request; the task waits 30 s, then twice as long each time', async () => {
    mail.failing = true;
    user = await createUser(t);
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(200); // the link is saved; the email is the outbox's business now
    const [task] = await tasksTo(user.email);
    taskId = task.id;
    const error = 'Sending the email failed (ECONNREFUSED). Reference ';
    expect(task).toMatchObject({ status: 'pending', attempts: 1, lockedBy: null });
    expect(task.lastError).toMatch(new RegExp(`^${error.replace(/[()]/g, '\\$&')}[0-9a-f]{8} in the server log\\.$`));
    expect(task.lastError).not.toMatch(/10\.1\.2\.3|hunter2|smtp-admin/);
    expect(task.payload).toMatchObject({ to: user.email, subject: 'Reset your Espasyo password' });

    const clock = clockOf(t);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const row = (await tasksTo(user.email))[0];
      const wait = new Date(row.nextAttemptAt).getTime() - t.clock.now().getTime();
      expect(wait).toBe(backoffMs(attempt));
      expect(backoffMs(attempt)).toBe(Math.min(30_000 * 2 ** (attempt - 1), 3_600_000));
      clock.advance(wait - 1_000);
      await t.ctx.outbox.deliverDue();
      expect((await tasksTo(user.email))[0].attempts).toBe(attempt); // not due yet
      clock.advance(1_000);
      await t.ctx.outbox.deliverDue();
      expect((await tasksTo(user.email))[0].attempts).toBe(attempt + 1);
    }
    const [failed] = await tasksTo(user.email);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    clock.advance(24 * 3_600_000);
    expect(await t.ctx.outbox.deliverDue()).toBe(0); // failed is final until staff retry
    expect(sentTo(user.email)).toEqual([]);
  });

  it('staff see it on /admin-tools: kind, recipient, subject, attempts and the short error, never the text', async () => {
    admin = await createUser(t, { type: 'admin' }); // the clock moved past the session timeout
    const res = await deliveries(admin.cookie);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items[0]).toMatchObject({
      id: taskId,
      kind: 'email',
      recipient: user.email,
      summary: 'Reset your Espasyo password',
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      maxAttempts: MAX_ATTEMPTS,
      nextAttemptAt: null,
      deliveredAt: null,
    });
    expect(page.items[0].lastError).toMatch(/^Sending the email failed \(ECONNREFUSED\)\. Reference [0-9a-f]{8}/);
    expect(res.body).not.toMatch(/token=|hunter2|payload/);
    expect(page.items.every((d: { status: string }) => d.status !== 'delivered')).toBe(true);
    const failedOnly = (await deliveries(admin.cookie, '?status=failed')).json();
    expect(failedOnly.items.map((d: { id: string }) => d.id)).toEqual([taskId]);
    expect((await deliveries(admin.cookie, '?status=delivered&pageSize=2')).json()).toMatchObject({
      page: 1,
      pageSize: 2,
      items: [{ status: 'delivered' }, { status: 'delivered' }],
    });
    expect((await deliveries(admin.cookie, '?status=lost')).statusCode).toBe(400);
  });

  it('an admin retries it: delivered at once with a fresh count, and audited', async () => {
    mail.failing = false;
    const res = await retry(admin.cookie, taskId);
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery).toMatchObject({ id: taskId, status: 'delivered', attempts: 1, lastError: null });
    const [sent] = sentTo(user.email);
    expect(sent.subject).toBe('Reset your Espasyo password');
    expect(sent.text).toContain('/reset-password?token=');
    const [audit] = await auditOf(taskId);
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: 'outbox.retry',
      targetType: 'outbox_task',
      before: { status: 'failed', attempts: MAX_ATTEMPTS },
      after: { status: 'pending', attempts: 0 },
    });
  });

  it('a delivered task or an unknown id cannot be retried, and leaves no audit row', async () => {
    const again = await retry(admin.cookie, taskId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'delivery_not_retryable', message: outboxMessages.notRetryable });
    const unknown = await retry(admin.cookie, '0190a000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'not_found', message: outboxMessages.notFound });
    expect(await auditOf(taskId)).toHaveLength(1);
  });

  it('a retry that fails again goes back to waiting, counted from one', async () => {
    mail.failing = true;
    const u = await createUser(t);
    await forgot(u.email);
    const [task] = await tasksTo(u.email);
    const res = await retry(admin.cookie, task.id); // a waiting task may be tried now too
    expect(res.json().delivery).toMatchObject({ status: 'pending', attempts: 1 });
    mail.failing = false;
  });
});

describe('only admins', () => {
  it('a moderator, a client and a visitor can neither list nor retry, and nothing changes', async () => {
    mail.failing = true;
    const u = await createUser(t);
    await forgot(u.email);
    const [task] = await tasksTo(u.email);
    mail.failing = false;
    for (const type of ['moderator', 'client', 'host'] as const) {
      const who = await createUser(t, { type });
      expect((await deliveries(who.cookie)).statusCode).toBe(403);
      expect((await retry(who.cookie, task.id)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/tools/deliveries' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/tools/deliveries/${task.id}/retry` })).statusCode,
    ).toBe(401);
    expect((await tasksTo(u.email))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await auditOf(task.id)).toEqual([]);
  });
});

describe('kinds', () => {
  it('file clean-up deletes the files, and one already gone counts as deleted', async () => {
    const { storage } = t.ctx;
    await storage.put('listings/outbox-test-a.webp', Buffer.from('a'));
    await storage.put('listings/outbox-test-b.webp', Buffer.from('b'));
    const keys = ['listings/outbox-test-a.webp', 'listings/outbox-test-b.webp', 'listings/never-there.webp'];
    const id = await t.db.transaction().execute((tx) => enqueue(tx, fileDeleteTask(keys), t.clock.now()));
    await t.ctx.outbox.idle();
    const row = await t.db.selectFrom('outboxTasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'file.delete', status: 'delivered', attempts: 1 });
    expect(row.summary).toBe(
      '3 files: listings/outbox-test-a.webp, listings/outbox-test-b.webp, listings/never-there.webp',
    );
    expect(await storage.get('listings/outbox-test-a.webp')).toBeNull();
    expect(await storage.get('listings/outbox-test-b.webp')).toBeNull();
  });

  it('realtime pushes go out in the order queued; of "latest only" ones, a later one supersedes', async () => {
    const got: unknown[] = [];
    t.ctx.realtime.onRemote('outbox-test', (data) => got.push(data));
    const push = (n: number, latestOnly: boolean) =>
      realtimeTask('outbox-test', { n }, { origin: 'another-instance', latestOnly });
    await t.db.transaction().execute(async (tx) => {
      for (const n of [1, 2, 3]) await enqueue(tx, push(n, false), t.clock.now());
    });
    await t.ctx.outbox.idle();
    // On PostgreSQL the pushes arrive through LISTEN, after the outbox has handed them over.
    await vi.waitFor(() => expect(got).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]));
    got.length = 0;
    await t.db.transaction().execute(async (tx) => {
      for (const n of [4, 5]) await enqueue(tx, push(n, true), t.clock.now());
    });
    await t.ctx.outbox.idle();
    await vi.waitFor(() => expect(got).toEqual([{ n: 5 }])); // 4 was delivered as nothing to do: 5 holds the whole state
  });

  it("a batch's realtime pushes go out before its emails, which keep their own order", async () => {
    // When the push is handed to the hub (its arrival through LISTEN may come later on PostgreSQL).
    const sentBeforePush: number[] = [];
    const publish = t.ctx.realtime.publish.bind(t.ctx.realtime);
    const spy = vi.spyOn(t.ctx.realtime, 'publish').mockImplementation((topic, data, origin) => {
      if (topic === 'outbox-live-first') sentBeforePush.push(mail.sent.length);
      return publish(topic, data, origin);
    });
    const before = mail.sent.length;
    await t.db.transaction().execute(async (tx) => {
      for (const n of [1, 2]) {
        await enqueue(
          tx,
          messageTask({ kind: 'email', to: 'first@example.com', subject: `S${n}`, text: 'x' }),
          t.clock.now(),
        );
      }
      await enqueue(tx, realtimeTask('outbox-live-first', { n: 1 }, { origin: 'another-instance' }), t.clock.now());
    });
    await t.ctx.outbox.idle();
    spy.mockRestore();
    expect(sentBeforePush).toEqual([before]);
    expect(sentTo('first@example.com').map((m) => m.subject)).toEqual(['S1', 'S2']);
  });

  it('a task of a kind this version does not know fails with a plain message', async () => {
    const now = t.clock.now();
    await t.db
      .insertInto('outboxTasks')
      .values({
        id: '0190a000-0000-7000-8000-00000000beef',
        kind: 'carrier-pigeon',
        payload: '{}',
        summary: 'coo',
        nextAttemptAt: now,
      })
      .execute();
    await t.ctx.outbox.deliverDue();
    const row = await t.db
      .selectFrom('outboxTasks')
      .selectAll()
      .where('kind', '=', 'carrier-pigeon')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'No handler for deliveries of kind "carrier-pigeon".',
    });
    await t.db.deleteFrom('outboxTasks').where('kind', '=', 'carrier-pigeon').execute();
  });
});

describe('a worker that dies mid-delivery', () => {
  it("its task is taken again once the claim's lease runs out, not before", async () => {
    const now = t.clock.now();
    const id = await t.db
      .transaction()
      .execute((tx) =>
        enqueue(tx, messageTask({ kind: 'sms', to: '+63 917 555 0101', subject: 'Code', text: '123456' }), now),
      );
    await t.ctx.outbox.idle();
    // As a claim by a process that was then killed leaves it.
    await t.db
      .updateTable('outboxTasks')
      .set({
        status: 'delivering',
        lockedBy: 'dead-instance',
        attempts: 1,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        deliveredAt: null,
        payload: JSON.stringify({ to: '+63 917 555 0101', subject: 'Code', text: '123456' }),
      })
      .where('id', '=', id)
      .execute();
    const before = sentTo('+63 917 555 0101').length;
    const row = () => t.db.selectFrom('outboxTasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    clockOf(t).advance(LEASE_MS - 1_000);
    await t.ctx.outbox.deliverDue();
    expect(await row()).toMatchObject({ status: 'delivering', lockedBy: 'dead-instance', attempts: 1 });
    clockOf(t).advance(1_000);
    await t.ctx.outbox.deliverDue();
    expect(sentTo('+63 917 555 0101').length).toBe(before + 1);
    expect(await row()).toMatchObject({ status: 'delivered', attempts: 2, lockedBy: null });
  });
});

describe('housekeeping', () => {
  it('delivered tasks are purged after 7 days; failed and waiting ones stay', async () => {
    admin = await createUser(t, { type: 'admin' });
    mail.failing = true;
    const u = await createUser(t);
    await forgot(u.email);
    mail.failing = false;
    const open = (await tasksTo(u.email))[0];
    clockOf(t).advance(8 * 24 * 3_600_000);
    admin = await createUser(t, { type: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tools/jobs/purge-deliveries/run',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().job.lastResult).toMatch(/^Deleted \d+ delivered tasks?\.$/);
    const left = await t.db.selectFrom('outboxTasks').select(['id', 'status']).execute();
    expect(left.every((r) => r.status !== 'delivered' || r.id > open.id)).toBe(true);
    expect(left.some((r) => r.id === open.id)).toBe(true);
  });

  it('deleting an account deletes the tasks addressed to it, with its stored messages', async () => {
    mail.failing = true;
    const u = await createUser(t);
    await forgot(u.email);
    expect(await tasksTo(u.email)).toHaveLength(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/delete-account',
      headers: { cookie: u.cookie },
      payload: { password: u.password, confirmation: DELETE_CONFIRMATION },
    });
    expect(res.statusCode).toBe(200);
    expect(await tasksTo(u.email)).toEqual([]);
    mail.failing = false;
  });
});
