import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDelivery } from '../index';
import { createTestApp, type TestApp } from '../../test/app';
import { clockOf } from '../../test/builders';
import { HEARTBEAT_MS, LEASE_MS, POLL_MS } from './outbox.constants';
import { OutboxWorker } from './outbox-worker.service';
import { enqueue, messageTask } from './outbox.service';

/**
 * The lease of a claim (decision 0070): a worker renews the leases of the tasks it holds while
 * it delivers, so a slow delivery keeps its task however long it takes, while a dead worker's
 * tasks are taken again within LEASE_MS (outbox.crash.test.ts kills one). Here two workers on
 * one database: `slow`, whose text messages hang until let go and which renews every 20 ms,
 * and the test app's own (not following commits: each pass is the test's).
 */
const t = {} as TestApp;
const sent: string[] = [];
let letGo!: () => void;
let reached!: Promise<void>;
let slow: OutboxWorker;

beforeAll(async () => {
  Object.assign(t, await createTestApp({ deliverBeforeReply: false }));
  let arrive!: () => void;
  reached = new Promise<void>((r) => (arrive = r));
  const opened = new Promise<void>((r) => (letGo = r));
  slow = new OutboxWorker(
    () => t.ctx,
    t.app.log,
    {
      ...outboxDelivery,
      handlers: {
        ...outboxDelivery.handlers,
        sms: async (_ctx, p) => {
          arrive();
          await opened;
          sent.push(p.to);
        },
      },
    },
    20,
  );
});
afterAll(async () => {
  letGo?.();
  await slow?.stop();
  await t.close?.();
});

const taskRow = (id: string) =>
  t.db.selectFrom('outboxTasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Until the slow worker's heartbeat has renewed the lease from the clock's present moment. */
async function renewed(id: string) {
  const until = t.clock.now().getTime() + LEASE_MS;
  for (let i = 0; i < 200; i++) {
    if (new Date((await taskRow(id)).nextAttemptAt).getTime() === until) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the lease was not renewed');
}

describe('leases', () => {
  it('a dead worker waits for at most a lease and a poll: within a minute', () => {
    expect(LEASE_MS + POLL_MS).toBeLessThanOrEqual(60_000);
    expect(HEARTBEAT_MS * 3).toBeLessThanOrEqual(LEASE_MS); // three renewals before a lease runs out
  });

  it('a live worker renews the lease of what it holds: another never takes it, however long it takes', async () => {
    const message = { kind: 'sms' as const, to: '+63 917 555 0199', subject: 'Code', text: '654321' };
    const id = await t.db.transaction().execute((tx) => enqueue(tx, messageTask(message), t.clock.now()));
    const delivering = slow.deliverDue();
    await reached;
    expect(await taskRow(id)).toMatchObject({ status: 'delivering', lockedBy: slow.instanceId, attempts: 1 });

    // Four times most of a lease: two whole leases and more, with the other worker asking each time.
    for (let i = 0; i < 4; i++) {
      clockOf(t).advance(LEASE_MS - 5_000);
      await renewed(id);
      expect(await t.ctx.outbox.deliverDue()).toBe(0);
    }
    expect(await taskRow(id)).toMatchObject({ status: 'delivering', lockedBy: slow.instanceId, attempts: 1 });

    letGo();
    expect(await delivering).toBe(1);
    expect(await taskRow(id)).toMatchObject({ status: 'delivered', attempts: 1, lockedBy: null });
    expect(sent).toEqual([message.to]); // once
  });

  it('once its deliveries are done, nothing is renewed: a claim left behind runs out after its lease', async () => {
    const message = { kind: 'sms' as const, to: '+63 917 555 0198', subject: 'Code', text: '111111' };
    const id = await t.db.transaction().execute((tx) => enqueue(tx, messageTask(message), t.clock.now()));
    // As a worker that died leaves it: claimed, its lease from now.
    const now = t.clock.now();
    await t.db
      .updateTable('outboxTasks')
      .set({
        status: 'delivering',
        lockedBy: slow.instanceId,
        attempts: 1,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      .where('id', '=', id)
      .execute();
    clockOf(t).advance(LEASE_MS - 1_000);
    await new Promise((r) => setTimeout(r, 100)); // five of the slow worker's heartbeats, were it still beating
    expect(await t.ctx.outbox.deliverDue()).toBe(0);
    clockOf(t).advance(1_000);
    expect(await t.ctx.outbox.deliverDue()).toBe(1);
    expect(await taskRow(id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });
});
