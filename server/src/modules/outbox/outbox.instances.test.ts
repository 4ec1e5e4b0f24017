import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import type { OutboundMessage } from '../../lib/mailer';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, randomIp } from '../../test/builders';
import { enqueue, messageTask } from './outbox.service';

/**
 * Two app instances on one database, each with its worker (on PostgreSQL, each with its own
 * pool, as two servers would be; on PGlite the one database handle). A slow mail server, so
 * that claims overlap: every task must still go out exactly once.
 */
const sent: { by: string; message: OutboundMessage }[] = [];
const slowMailer = (by: string) => ({
  usesOutbox: false,
  async send(message: OutboundMessage) {
    await new Promise((r) => setTimeout(r, 2 + Math.random() * 5));
    sent.push({ by, message });
  },
});

const t = {} as TestApp;
let second: Awaited<ReturnType<typeof createApp>>;
let secondDb: { db: Database; close(): Promise<void> } | null = null;
beforeAll(async () => {
  Object.assign(t, await createTestApp({ mailer: slowMailer('first'), deliverBeforeReply: false }));
  const url = t.ctx.env.DATABASE_URL;
  secondDb = url ? await openDatabase({ url }) : null;
  second = await createApp({ db: secondDb?.db ?? t.db, env: t.ctx.env, clock: t.clock, mailer: slowMailer('second') });
  await second.app.ready();
});
afterAll(async () => {
  await second?.app.close();
  await secondDb?.close();
  await t.close?.();
});

const statuses = async () =>
  Object.fromEntries(
    (
      await t.db
        .selectFrom('outboxTasks')
        .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute()
    ).map((r) => [r.status, Number(r.n)]),
  );

describe('two instances, one outbox', () => {
  it('a burst of 60 tasks, both workers delivering at once: each task goes out exactly once', async () => {
    const to = (i: number) => `burst${i}@example.test`;
    await t.db.transaction().execute(async (tx) => {
      for (let i = 0; i < 60; i++) {
        await enqueue(tx, messageTask({ kind: 'email', to: to(i), subject: `Burst ${i}`, text: 'x' }), t.clock.now());
      }
    });
    const rounds = await Promise.all([
      t.ctx.outbox.deliverDue(),
      second.ctx.outbox.deliverDue(),
      t.ctx.outbox.deliverDue(),
      second.ctx.outbox.deliverDue(),
    ]);
    expect(rounds.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(60);
    const burst = sent.filter((s) => s.message.subject.startsWith('Burst '));
    expect(burst).toHaveLength(60);
    expect(new Set(burst.map((s) => s.message.to)).size).toBe(60);
    if (t.ctx.env.DATABASE_URL) {
      // Both took a share: the claim really ran side by side, and SKIP LOCKED kept them apart.
      expect(new Set(burst.map((s) => s.by))).toEqual(new Set(['first', 'second']));
    }
    expect(await statuses()).toEqual({ delivered: 60 });
  });

  it('requests on both instances at once, both workers following commits: every email once', async () => {
    t.ctx.outbox.followCommits();
    second.ctx.outbox.followCommits();
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser(t)));
    const before = sent.length;
    const answers = await Promise.all(
      users.map((u, i) =>
        (i % 2 ? second.app : t.app).inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: u.email },
          remoteAddress: randomIp(),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(users.map(() => 200));
    await Promise.all([t.ctx.outbox.idle(), second.ctx.outbox.idle()]);
    await Promise.all([t.ctx.outbox.deliverDue(), second.ctx.outbox.deliverDue()]);
    const resets = sent.slice(before);
    expect(resets.map((s) => s.message.to).sort()).toEqual(users.map((u) => u.email).sort());
    expect(await statuses()).toEqual({ delivered: 72 });
  });
});
