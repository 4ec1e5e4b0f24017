import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, pendingMigrations, type DatabaseHandle } from './client';
import { migrations } from './migrations/index';
import { withStartupLock } from './startup-lock';

/**
 * Two servers started at the same moment on a fresh PostgreSQL database (issue 23): each with its
 * own pool, as two processes would be. No template copy here: the database starts empty.
 */
describe.runIf(!!process.env.DATABASE_URL)('start-up of two instances at once on PostgreSQL', () => {
  const base = process.env.DATABASE_URL!;
  const name = `espasyo_race_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) handles.push(await openDatabase({ url: u.toString() }));
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    // pool.end() does not wait for its connections to close: a forced drop would kill one closing.
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('migrates once: one instance does the start-up work while the other waits, then finds nothing to do', async () => {
    const steps: string[] = [];
    const start = (who: string, handle: DatabaseHandle) =>
      withStartupLock(handle, async () => {
        steps.push(`${who} starts`);
        const before = (await pendingMigrations(handle.db)).length;
        await migrate(handle.db);
        steps.push(`${who} ends`);
        return before;
      });
    const pendingSeen = await Promise.all([start('a', handles[0]!), start('b', handles[1]!)]);

    // Never interleaved: the second starts after the first has ended.
    const first = steps[0]!.split(' ')[0]!;
    const second = first === 'a' ? 'b' : 'a';
    expect(steps).toEqual([`${first} starts`, `${first} ends`, `${second} starts`, `${second} ends`]);
    // One found every migration to run, the other none.
    expect([...pendingSeen].sort((x, y) => x - y)).toEqual([0, Object.keys(migrations).length]);
    const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(handles[0]!.db);
    expect(ran.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
    expect(await pendingMigrations(handles[1]!.db)).toEqual([]);
  });

  it('frees the lock when the work fails, so the next instance can start', async () => {
    await expect(
      withStartupLock(handles[0]!, async () => {
        throw new Error('refused to start');
      }),
    ).rejects.toThrow('refused to start');
    await expect(withStartupLock(handles[1]!, async () => 'started')).resolves.toBe('started');
  });
});
