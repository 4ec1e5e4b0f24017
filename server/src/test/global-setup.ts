import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/client';

/** The run's migrated database, which every test app's database starts as a copy of. */
export type TestTemplate =
  /** A database on the PostgreSQL server of DATABASE_URL: copied by `create database … template …`. */
  | { kind: 'postgres'; database: string }
  /** A PGlite data directory dumped to a tarball (an uncompressed .tar): loaded by `loadDataDir`. */
  | { kind: 'pglite'; file: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

/** Test databases made by a run are named `<prefix>_<base-36 ms since 1970>_<random>`. */
export const testDatabasePrefixes = ['espasyo_tpl', 'espasyo_t', 'espasyo_crash'];
export const testDatabaseName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/** Made once per `vitest run`, shared by the projects that use this setup (server, server-isolated). */
interface Shared {
  users: number;
  made: Promise<{ template: TestTemplate; remove(): Promise<void> }>;
}
const key = Symbol.for('espasyo.test-template');
const shared = globalThis as { [key]?: Shared };

/**
 * Once per `vitest run` of the server tests: run the 30-odd migrations into one database, so
 * each test file's fresh database is a copy of it rather than a new one migrated again — on
 * PGlite a new database also runs initdb, 4–9 s of CPU per file on a busy two-core machine,
 * where loading the template takes about 1.5 s. On PostgreSQL the copy is `create database …
 * template …` (a file copy); on PGlite the template is dumped to a tarball in a temporary
 * folder, which each worker reads once and each test app loads (test/app.ts). Removed when the
 * run ends.
 */
export default async function setup(project: TestProject) {
  const s = (shared[key] ??= { users: 0, made: make() });
  s.users += 1;
  project.provide('testTemplate', (await s.made).template);
  return async () => {
    s.users -= 1;
    if (s.users > 0) return;
    delete shared[key];
    await (await s.made).remove();
  };
}

async function make() {
  const base = process.env.DATABASE_URL;
  return base ? postgresTemplate(base) : pgliteTemplate();
}

async function pgliteTemplate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-template-'));
  const handle = await openDatabase({});
  try {
    await migrate(handle.db);
    const tar = await handle.dumpDataDir!();
    const file = path.join(dir, 'pgdata.tar');
    fs.writeFileSync(file, new Uint8Array(await tar.arrayBuffer()));
    const template: TestTemplate = { kind: 'pglite', file };
    return { template, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await handle.close();
  }
}

async function postgresTemplate(base: string) {
  const name = testDatabaseName('espasyo_tpl');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await dropAbandoned(admin);
  await admin.query(`create database ${name}`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  const handle = await openDatabase({ url: u.toString() });
  await migrate(handle.db);
  await handle.close();
  // A copy needs the template to have no open connection: wait for the pool's to close.
  for (let i = 0; i < 200; i++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const template: TestTemplate = { kind: 'postgres', database: name };
  return {
    template,
    remove: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A run that was killed leaves its databases behind (its teardown never ran). Their names carry
 * the time they were made: those over a day old are dropped. Younger ones may belong to a run
 * going on beside this one (other checkouts on the same server) and are left alone.
 */
async function dropAbandoned(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database');
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const { datname } of rows) {
    const m = /^(espasyo_[a-z]+)_([0-9a-z]+)_[0-9a-z]+$/.exec(datname);
    if (!m || !testDatabasePrefixes.includes(m[1]) || parseInt(m[2], 36) >= dayAgo) continue;
    await admin.query(`drop database if exists ${datname} with (force)`);
  }
}
