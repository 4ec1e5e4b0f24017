import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL: a database migrated once for this run, which each test app's database copies. */
    templateDatabase: string | null;
  }
}

/**
 * Once per `vitest run` of the server tests, on PostgreSQL only: run the migrations into one
 * template database, so each test file's fresh database is a copy of it (`create database …
 * template …`, a file copy) rather than 25 migrations run again — the largest part of setting
 * up a test app. The template is dropped when the run ends. On PGlite each app migrates its own
 * in-memory database as before.
 */
export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (!base) {
    project.provide('templateDatabase', null);
    return;
  }
  const name = `espasyo_tpl_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
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
  project.provide('templateDatabase', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
