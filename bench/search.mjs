#!/usr/bin/env node
// GET /api/listings under load (decision 0027): 100,000 generated listings in PostgreSQL (a
// throw-away database on 127.0.0.1:5432) and 20,000 in PGlite (a temporary DATA_DIR), a mix of
// typical searches (place + type, with filters, with dates, sorted by distance or price) from
// this process at a fixed concurrency against the built server (`npm run build` first), then
// the very statements the endpoint runs (planned and compiled by the server's code,
// bench/lib/search-sql.ts) straight through `pg` (PGlite: in this process, one at a time).
// Prints requests/s, p50 and p99 for each, and endpoint ÷ direct: the cost of everything above
// the database. Every answer must be a 200 with results, so an error can never pass for speed.
//   COUNT_PG=100000 COUNT_PGLITE=20000 SECONDS=5 CONCURRENCY=4 node bench/search.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fillStatements } from './lib/search-fill.mjs';
import { searchMix } from './lib/search-mix.mjs';
import { root, startServer, waitUp } from './lib/server.mjs';

const seconds = Number(process.env.SECONDS ?? 5);
const concurrency = Number(process.env.CONCURRENCY ?? 4);
const countPg = Number(process.env.COUNT_PG ?? 100_000);
const countPglite = Number(process.env.COUNT_PGLITE ?? 20_000);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (!fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const mix = searchMix;

const helper = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/lib/search-sql.ts'), JSON.stringify(mix)],
  {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (helper.status !== 0) throw new Error(`search-sql.ts failed:\n${helper.stderr}`);
const { statements, places } = JSON.parse(helper.stdout);

async function fill(run, n) {
  const t0 = performance.now();
  for (const s of fillStatements(n, places)) {
    const [text, params] = Array.isArray(s) ? s : [s, []];
    await run(text, params);
  }
  return (performance.now() - t0) / 1000;
}

// --- Load: `concurrency` callers in a loop over the mix for `seconds` ---
async function measure(call) {
  const latencies = [];
  let i = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const n = i++ % mix.length;
        const t0 = performance.now();
        await call(n);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}
const ROUNDS = 3;
const better = (a, b) => (!a || b.rps > a.rps ? b : a);
/**
 * The best of ROUNDS rounds of each call, the rounds taken in turn (a, b, a, b, …) so that
 * whatever else the machine is doing weighs on both alike.
 */
async function bestOf(...calls) {
  const top = calls.map(() => null);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, call] of calls.entries()) top[i] = better(top[i], await measure(call));
  }
  return top;
}

/** GET `url`: its page, parsed, or (`parse` false, under load) only checked to be a 200. */
function httpGet(agent, base, url, parse = true) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) {
            return reject(new Error(`${url} answered ${res.statusCode}: ${Buffer.concat(chunks).toString()}`));
          }
          resolve(parse ? JSON.parse(Buffer.concat(chunks).toString()) : null);
        });
      })
      .on('error', reject);
  });
}

/**
 * The endpoint's caller: checks that every search of the mix finds something (their totals),
 * warms up, and returns `call(n)` for the load, which only checks for a 200: parsing 9 KB of
 * JSON per answer would take the load generator's share of the two cores from the server.
 */
async function endpoint(base, agent) {
  const totals = [];
  for (const url of mix) {
    const page = await httpGet(agent, base, url);
    if (page.items.length === 0) throw new Error(`${url} found nothing`);
    totals.push(page.total);
  }
  for (let i = 0; i < 3; i++) for (const url of mix) await httpGet(agent, base, url, false); // warm-up
  return { totals, call: (n) => httpGet(agent, base, mix[n], false) };
}
const newAgent = () => new http.Agent({ keepAlive: true, maxSockets: concurrency });

const fmt = (r) =>
  `${r.rps.toFixed(0).padStart(6)} req/s, p50 ${r.p50.toFixed(1).padStart(5)} ms, p99 ${r.p99.toFixed(1).padStart(5)} ms`;

function report(label, n, filled, totals, api, direct, directLabel) {
  console.log(
    `\n${label}: ${n.toLocaleString('en')} listings (filled in ${filled.toFixed(1)} s), concurrency ${concurrency}, best of ${ROUNDS} × ${seconds} s`,
  );
  console.log(`  matches per search: ${totals.join(', ')}`);
  console.log(`  GET /api/listings : ${fmt(api)}`);
  console.log(`  ${directLabel.padEnd(18)}: ${fmt(direct)}`);
  console.log(`  endpoint / direct : ${(api.rps / direct.rps).toFixed(2)}`);
}

// --- PGlite ---
async function benchPglite() {
  const { PGlite } = await import('@electric-sql/pglite');
  const extensions = Object.fromEntries(
    await Promise.all(
      ['cube', 'earthdistance', 'pg_trgm', 'unaccent'].map(async (e) => [
        e,
        (await import(`@electric-sql/pglite/contrib/${e}`))[e],
      ]),
    ),
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-bench-search-'));
  const port = 3980;
  const base = `http://127.0.0.1:${port}`;
  const env = { DEMO_DATA: 'off' };
  try {
    let server = startServer(port, env, { dataDir });
    await waitUp(base, server.child); // migrations
    await server.stop();
    const open = async () => {
      const db = new PGlite({ dataDir: path.join(dataDir, 'pgdata'), extensions });
      await db.waitReady;
      return db;
    };
    let db = await open();
    const filled = await fill((text, params) => db.query(text, params), countPglite);
    await db.close();

    // The server holds the data directory: its rounds come first, the direct ones after.
    server = startServer(port, env, { dataDir });
    const agent = newAgent();
    let api;
    try {
      await waitUp(base, server.child);
      const { totals, call } = await endpoint(base, agent);
      api = { totals, result: (await bestOf(call))[0] };
    } finally {
      agent.destroy();
      await server.stop();
    }
    db = await open();
    try {
      for (const s of statements) await db.query(s.sql, s.parameters); // warm-up (plans aside)
      const [direct] = await bestOf(async (n) => {
        const s = statements[n];
        const r = s.hint
          ? await db.transaction(async (tx) => {
              await tx.query(s.hint);
              return tx.query(s.sql, s.parameters);
            })
          : await db.query(s.sql, s.parameters);
        if (r.rows.length === 0) throw new Error(`${s.url}: no rows`);
      });
      report('PGlite', countPglite, filled, api.totals, api.result, direct, 'PGlite in-process');
    } finally {
      await db.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- PostgreSQL ---
function reachable(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1000 }, () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
}

async function benchPostgres() {
  const { default: pg } = await import('pg');
  const name = `espasyo_bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const port = 3981;
    const base = `http://127.0.0.1:${port}`;
    const env = { DEMO_DATA: 'off', DATABASE_URL: url.toString() };
    let server = startServer(port, env);
    await waitUp(base, server.child); // migrations
    await server.stop();

    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const filled = await fill((text, params) => client.query(text, params), countPg);
    await client.end();

    // The server's pools: 10 connections, and 4 whose sessions start with bitmap scans off for
    // place searches (db/client.ts, nearestFirstOf). The same here.
    const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
    const nearestFirst = new pg.Pool({ connectionString: url.toString(), max: 4, options: '-c enable_bitmapscan=off' });
    for (const p of [pool, nearestFirst]) p.on('error', () => {}); // connections still closing when the database is dropped
    server = startServer(port, env);
    const agent = newAgent();
    try {
      await waitUp(base, server.child);
      const { totals, call } = await endpoint(base, agent);
      for (const s of statements) await (s.hint ? nearestFirst : pool).query(s.sql, s.parameters); // warm-up
      const [api, direct] = await bestOf(call, async (n) => {
        const s = statements[n];
        const r = await (s.hint ? nearestFirst : pool).query(s.sql, s.parameters);
        if (r.rows.length === 0) throw new Error(`${s.url}: no rows`);
      });
      report('PostgreSQL', countPg, filled, totals, api, direct, 'same SQL via pg');
    } finally {
      agent.destroy();
      await server.stop();
      await Promise.all([pool.end(), nearestFirst.end()]);
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(`Searches in the mix (${mix.length}):\n${mix.map((u) => `  ${decodeURIComponent(u)}`).join('\n')}`);
if (process.env.SKIP_PGLITE !== '1') await benchPglite();
if (await reachable('127.0.0.1', 5432)) await benchPostgres();
else console.log('\nPostgreSQL: nothing answers at 127.0.0.1:5432, skipped');
