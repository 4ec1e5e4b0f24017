#!/usr/bin/env node
// The analytics at scale (issue 22, decision 0049): a throw-away PostgreSQL database
// (127.0.0.1:5432; BENCH_PG_URL), migrated with the server's migrations and filled in bulk by
// bench/lib/analytics-run.ts with BOOKINGS bookings (default 100,000) over 14 months, 2,000 hosts
// with 5 listings each, 20,000 clients, their payments, refunds, the ledger's payment and release
// lines, monthly payouts, blocks and daily listing views. Then each analytics query of the server's
// repository, and both endpoints' services whole, over the last 12 months: HOST_CALLS calls for
// hosts drawn at random, ADMIN_CALLS for the admin's, one after another; p50 and p99 of each.
// Target p99 ≤ 200 ms each. Prints the figures with the load average and saves them to
// bench/results/analytics-<date>.json (SAVE=0: print only). The database is dropped afterwards.
//   BOOKINGS=100000 HOST_CALLS=300 ADMIN_CALLS=40 node bench/analytics.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_P99 = 200;
const name = `bench_analytics_${process.pid}`;
const dbUrl = new URL(PG_ADMIN_URL);
dbUrl.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
let out;
try {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/analytics-run.ts')], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BENCH_DB_URL: dbUrl.toString() },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 26,
  });
  if (run.status !== 0) throw new Error('analytics-run.ts failed');
  out = JSON.parse(run.stdout);
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

const load = os.loadavg().map((x) => Math.round(x * 100) / 100);
const over = out.results.filter((r) => r.p99 > TARGET_P99);
console.log(`\nload average ${load.join(' ')} on ${os.cpus().length} cores`);
console.log(
  over.length === 0
    ? `every p99 ≤ ${TARGET_P99} ms`
    : `over ${TARGET_P99} ms at p99: ${over.map((r) => r.name).join(', ')}`,
);
const result = { date: new Date().toISOString(), load, cores: os.cpus().length, targetP99: TARGET_P99, ...out };
if (process.env.SAVE !== '0') {
  const file = path.join(root, 'bench/results', `analytics-${new Date().toISOString().slice(0, 10)}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`saved ${path.relative(root, file)}`);
}
