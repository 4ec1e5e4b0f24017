import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { migrate, openDatabase } from '../../db/client';
import { testEnv } from '../../env';
import { testClock } from '../../test/app';
import { tokenFromText } from '../../test/builders';
import { LEASE_MS } from './outbox.constants';

/**
 * `kill -9` between the commit and the delivery (decisions 0032, 0070): a real server process
 * (test/outbox-crash-child.ts) commits password resets with their emails and is killed with
 * SIGKILL before the emails go out, or while it holds their claims; a fresh instance on the same
 * database delivers each, once: the claims of the dead worker after their lease, within a minute.
 * On PGlite the fresh instance opens the killed process's data directory; with DATABASE_URL,
 * a throw-away database on that server.
 */
const child = fileURLToPath(new URL('../../test/outbox-crash-child.ts', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function throwAwayDatabase(): Promise<string | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const name = `espasyo_crash_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Starts the child, waits for `line` on its stdout, then kills it with SIGKILL. */
async function commitThenKill(env: Record<string, string>, line: string) {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.on('exit', (_code, signal) => resolve(signal)));
  await new Promise<void>((resolve, reject) => {
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.split('\n').includes(line)) resolve();
    });
    proc.on('exit', (code) => reject(new Error(`child exited (${code}) before "${line}":\n${out}\n${err}`)));
  });
  proc.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

describe('kill -9 between commit and delivery', () => {
  for (const mode of ['before', 'during'] as const) {
    const what =
      mode === 'before'
        ? 'killed after the commit, before its worker ran: a fresh instance delivers the email at start'
        : 'killed mid-delivery holding three claims: a fresh instance delivers them when the lease runs out, 30 s on';
    it(what, { timeout: 120_000 }, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-crash-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const url = await throwAwayDatabase();
      const emails = [1, 2, 3].map((i) => `crash.${mode}.${i}@example.test`);
      await commitThenKill(
        { CHILD_MODE: mode, CHILD_DATA_DIR: dataDir, CHILD_DATABASE_URL: url ?? '', CHILD_EMAILS: emails.join(',') },
        mode === 'before' ? 'committed' : 'sending',
      );

      // The next server on the same database, started as main.ts starts it.
      const handle = await openDatabase({ url, dataDir: url ? undefined : path.join(dataDir, 'pgdata') });
      cleanups.push(() => handle.close());
      await migrate(handle.db);
      const clock = testClock();
      const env = testEnv({ DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
      const { app, ctx } = await createApp({ db: handle.db, env, clock });
      cleanups.push(() => app.close());
      await app.ready();
      const tasks = () =>
        handle.db.selectFrom('outboxTasks').selectAll().where('recipient', 'in', emails).orderBy('id').execute();
      const mails = () =>
        handle.db
          .selectFrom('outboxMessages')
          .selectAll()
          .where('recipient', 'in', emails)
          .orderBy('recipient')
          .execute();

      const left = await tasks();
      expect(left).toHaveLength(3);
      if (mode === 'during') {
        // All three claimed by the dead worker, each leased LEASE_MS from its claim, its clock's moment.
        const claimedAt = new Date(left[0].updatedAt);
        for (const row of left) {
          expect(row).toMatchObject({ status: 'delivering', attempts: 1, lockedBy: left[0].lockedBy });
          expect(new Date(row.nextAttemptAt).getTime() - claimedAt.getTime()).toBe(LEASE_MS);
        }
        expect(LEASE_MS).toBeLessThanOrEqual(30_000);
        clock.set(new Date(claimedAt.getTime() + LEASE_MS - 1_000)); // the fresh instance starts just before it runs out
      } else {
        for (const row of left) expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      }
      ctx.outbox.start();
      await ctx.outbox.idle();
      if (mode === 'during') {
        expect(await mails()).toEqual([]); // the dead process's claims still hold
        clock.advance(1_000);
        await ctx.outbox.deliverDue();
      }
      for (const row of await tasks()) {
        expect(row).toMatchObject({ status: 'delivered', attempts: mode === 'before' ? 1 : 2, payload: null });
      }
      const sent = await mails();
      expect(sent.map((m) => m.recipient)).toEqual(emails); // each once
      for (const mail of sent) {
        expect(mail.subject).toBe('Reset your Espasyo password');
        const token = tokenFromText(mail.text);
        expect((await app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` })).statusCode).toBe(200);
      }
    });
  }
});
