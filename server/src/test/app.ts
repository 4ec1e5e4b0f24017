import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type AppDeps } from '../app';
import { migrate, openDatabase, type Database } from '../db/client';
import { testEnv, type Env } from '../env';
import type { Clock } from '../context';
import type { PushNetwork } from '../lib/push-network';
import { testDatabaseName } from './global-setup';

/** No test reaches a real push service: no name resolves, and no connection is made. */
const offlinePushNetwork: PushNetwork = {
  resolve: async (hostname) => {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  },
  agent: () => {
    throw new Error('The test app has no network: give it a pushNetwork (push.fixtures).');
  },
};

/** A clock for tests: starts now, moves only when told. */
export function testClock(start = new Date()): Clock & { advance(ms: number): void; set(d: Date): void } {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => void (t += ms), set: (d) => void (t = d.getTime()) };
}

/**
 * The run's migrated PGlite data directory (test/global-setup.ts), read once per worker: the
 * server's tests share a worker's module cache (vitest.config.ts), so every file after the first
 * finds it here. Keyed by its path, as a watch-mode rerun makes a new one.
 */
let pgliteTemplate: { file: string; tar: Promise<Blob> } | undefined;
function pgliteTemplateTar(file: string): Promise<Blob> {
  if (pgliteTemplate?.file !== file) {
    pgliteTemplate = { file, tar: fs.promises.readFile(file).then((b) => new Blob([new Uint8Array(b)])) };
  }
  return pgliteTemplate.tar;
}

/**
 * A fresh app on a fresh database, a copy of the run's migrated template (test/global-setup.ts):
 * in-memory PGlite by default, or a throw-away database on the PostgreSQL server of DATABASE_URL
 * (CI). Call `close()` in afterAll.
 */
export async function createTestApp(
  opts: {
    env?: Partial<Parameters<typeof testEnv>[0]>;
    clock?: Clock;
    /** A built web app to serve, and the renderer of its pages (http/pages.ts). */
    web?: Pick<AppDeps, 'webDist' | 'renderPage'>;
    mailer?: AppDeps['mailer'];
    /** How push services are reached: by default no DNS answers and nothing is connected to. */
    pushNetwork?: PushNetwork;
    /** Default true: the outbox delivers after each commit and replies wait for it (app.ts). */
    deliverBeforeReply?: boolean;
    /**
     * A second instance of that app: the same database (its own pool on PostgreSQL; the same
     * handle on PGlite, which one process cannot open twice), left in place when this one closes.
     */
    sameDatabaseAs?: { db: Database; ctx: { env: Env } };
  } = {},
) {
  const base = process.env.DATABASE_URL;
  let url: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  const first = opts.sameDatabaseAs;
  const template = inject('testTemplate');
  if (first) {
    url = first.ctx.env.DATABASE_URL;
  } else if (base) {
    const name = testDatabaseName('espasyo_t');
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    // A copy of the run's migrated template: migrate() below finds nothing to do.
    await admin.query(`create database ${name}${template.kind === 'postgres' ? ` template ${template.database}` : ''}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // pool.end() does not wait for its connections to close; a forced drop while one is
      // still closing kills it and pg reports that as an uncaught error. Give them a moment.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const handle =
    first && !url
      ? { db: first.db, close: async () => {} }
      : await openDatabase({
          url,
          loadDataDir: !url && template.kind === 'pglite' ? await pgliteTemplateTar(template.file) : undefined,
        });
  // Nothing to do on a copy of the template; a check that it is current.
  if (!first) await migrate(handle.db);
  // On PostgreSQL the app also gets the URL, so realtime fan-out runs through LISTEN/NOTIFY.
  const env: Env = testEnv({ ...(url ? { DATABASE_URL: url } : {}), ...opts.env });
  const clock = opts.clock ?? testClock();
  const { app, ctx } = await createApp({
    db: handle.db,
    env,
    clock,
    mailer: opts.mailer,
    pushNetwork: opts.pushNetwork ?? offlinePushNetwork,
    deliverBeforeReply: opts.deliverBeforeReply ?? true,
    ...opts.web,
  });
  await ctx.settings.ensureInstalled();
  await app.ready();
  return {
    app,
    ctx,
    db: handle.db,
    clock,
    /** The app's DATA_DIR, absolute. */
    dataDir: env.dataDir,
    async close() {
      await app.close();
      await handle.close();
      await dropDb?.();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
