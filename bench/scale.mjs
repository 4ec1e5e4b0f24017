#!/usr/bin/env node
// Search and booking with one instance and with two behind nginx on one PostgreSQL (issue 23,
// decision 0056). The built server (`npm run build` first) on a throw-away database on
// 127.0.0.1:5432 (dropped at the end) holding LISTINGS generated listings for the search
// (bench/lib/search-fill.mjs) and 100 bookable ones with room for every booking
// (bench/lib/booking-fill.mjs), rate limits counted in Redis under a prefix of its own and
// scaled out of the way. Debian's nginx runs the repository's sample configuration
// (deploy/nginx/espasyo.conf, made plain HTTP by bench/lib/nginx.mjs). autocannon, in this
// process, loads each set-up for SECONDS at a fixed concurrency after a WARM_UP:
//   - search: GET /api/listings, the endpoint the /spaces page calls, over bench/lib/search-mix.mjs;
//   - booking: POST /api/bookings from CLIENTS signed-in clients in turn, a random listing and dates.
// Set-ups: 1 instance direct, 1 instance behind nginx, 2 instances behind nginx. For each:
// requests/s, p50, p99, non-2xx by status, connection errors, and the CPU time per request of
// every tier, read from /proc: the instances, nginx (master and workers), the PostgreSQL
// backends connected to the bench's database, Redis (the whole server: shared with other users
// of it) and this load generator. From the 2-instance figures, the arithmetic of what one
// database server of DB_CORES cores would carry and how many instances that takes. Prints a
// table and saves bench/results/scale-<date>.json. Every process it starts is stopped, also on
// failure; traffic goes only to 127.0.0.1; each load stops by itself after SECONDS.
//   SECONDS=10 WARM_UP=2 SEARCH_CONCURRENCY=16 BOOKING_CONCURRENCY=16 LISTINGS=100000 \
//   BASE_PORT=3401 DB_CORES=8,16 APP_CORES=1 SEARCH_SHARE=0.95 node bench/scale.mjs   (SAVE=0: print only)
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { clientEmail, fillStatements as bookingFill, overbookingSql } from './lib/booking-fill.mjs';
import { NGINX, startNginx } from './lib/nginx.mjs';
import { childPids, cpuMsOf, cpuTracker } from './lib/proc-cpu.mjs';
import { fillStatements as searchFill } from './lib/search-fill.mjs';
import { searchMix } from './lib/search-mix.mjs';
import { root, startServer, waitUp } from './lib/server.mjs';

const seconds = Number(process.env.SECONDS ?? 10);
const warmUpSeconds = Number(process.env.WARM_UP ?? 2);
const concurrency = {
  search: Number(process.env.SEARCH_CONCURRENCY ?? 16),
  booking: Number(process.env.BOOKING_CONCURRENCY ?? 16),
};
const LISTINGS = Number(process.env.LISTINGS ?? 100_000);
const BOOKABLE = 100; // listings the bookings go to, each with CAPACITY units
const CAPACITY = 50;
const CLIENTS = 64;
const PASSWORD = 'Bench!scale-2026';
const BASE_PORT = Number(process.env.BASE_PORT ?? 3401);
const PORTS = { a: BASE_PORT, b: BASE_PORT + 1, nginx: BASE_PORT + 9 };
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const POOL_CONNECTIONS = 10 + 4; // per instance: the main pool and the search pool (server/src/db/client.ts)
// The projection: a server is planned at 70 % busy, leaving room for peaks and for the work
// that no request pays for (autovacuum, checkpoints, the jobs).
const UTILISATION = 0.7;
const DB_CORES = (process.env.DB_CORES ?? '8,16').split(',').map(Number);
const APP_CORES = Number(process.env.APP_CORES ?? 1); // Node runs the app's JavaScript on one thread
const SEARCH_SHARE = Number(process.env.SEARCH_SHARE ?? 0.95); // searches among all requests, for the mix

if (!fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

// --- What it needs on the machine: without one of them it says so and stops, as search.mjs does ---
function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect(
      { host: hostname, port: Number(port || defaultPort), timeout: 1000 },
      () => (s.destroy(), resolve(true)),
    );
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
}
const missing = [
  ...((await reachable(PG_ADMIN_URL, 5432)) ? [] : [`PostgreSQL (${new URL(PG_ADMIN_URL).host})`]),
  ...((await reachable(REDIS_URL, 6379)) ? [] : [`Redis (${new URL(REDIS_URL).host})`]),
  ...(fs.existsSync(NGINX) ? [] : [`nginx (${NGINX})`]),
];
if (missing.length) {
  console.log(`Skipped: not on this machine: ${missing.join(', ')}`);
  process.exit(0);
}

// --- Stopping everything started, in reverse order, also on failure or Ctrl-C ---
const cleanups = [];
async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (err) {
      console.error(`clean-up: ${err.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping what the bench started`);
    cleanUp().finally(() => process.exit(130));
  });
}

// --- Bookings: a random bookable listing, 2 to 91 days ahead, 1–3 days, 1 unit (platform zone UTC+8) ---
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (date, n) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function randomBooking(r) {
  const startDate = addDays(today, 2 + Math.floor(r() * 90));
  return {
    listingId: `bench-listing-${String(Math.floor(r() * BOOKABLE)).padStart(3, '0')}`,
    startDate,
    endDate: addDays(startDate, Math.floor(r() * 3)),
    units: 1,
  };
}

// --- The loads ---
/**
 * One autocannon run of `workload` against `base`. Refusals (4xx) are tallied by their error
 * code from the body, so a refusal is never taken for a booking.
 */
function load(workload, base, cookies, secs, seed) {
  const refusals = {};
  const tally = (status, body) => {
    if (status < 400 || status >= 500) return;
    let code = `http_${status}`;
    try {
      code = JSON.parse(body).error?.code ?? code;
    } catch {
      /* not JSON: keep the status */
    }
    refusals[code] = (refusals[code] ?? 0) + 1;
  };
  let requests;
  if (workload === 'search') {
    requests = searchMix.map((p) => ({ method: 'GET', path: p, onResponse: tally }));
  } else {
    const r = rng(seed);
    let n = 0;
    requests = [
      {
        method: 'POST',
        path: '/api/bookings',
        // A browser's request: JSON, the page's origin, the client's session cookie (the
        // clients in turn, so the sessions of many users are looked up).
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/json', origin: base, cookie: cookies[n++ % cookies.length] },
          body: JSON.stringify(randomBooking(r)),
        }),
        onResponse: tally,
      },
    ];
  }
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections: concurrency[workload], duration: secs, requests }, (err, res) =>
      err ? reject(err) : resolve({ res, refusals }),
    );
  });
}

/** Requests each instance has answered so far, from its own /metrics (loopback, so allowed). */
async function servedBy(port) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  let n = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('espasyo_http_request_duration_seconds_count')) n += Number(line.split(' ').at(-1));
  }
  return n;
}

async function redisCpuMs(redis) {
  const info = await redis.info('cpu');
  const get = (k) => Number(info.match(new RegExp(`^${k}:([\\d.]+)`, 'm'))?.[1] ?? 0);
  return (get('used_cpu_user') + get('used_cpu_sys')) * 1000;
}

const round = (n, d = 2) => (Number.isFinite(n) ? Math.round(n * 10 ** d) / 10 ** d : null);

/**
 * Measures `workload` on a set-up: a warm-up, then SECONDS of load with the CPU of every tier
 * followed. `setup` is { name, base, instances: [{ name, port, pid }], nginxPid }.
 */
async function measure(setup, workload, ctx) {
  await load(workload, setup.base, ctx.cookies, warmUpSeconds, 7);
  const pg = cpuTracker(async () => (await ctx.admin.query(ctx.backendsSql, [ctx.dbName])).rows.map((r) => r.pid));
  const nginx = setup.nginxPid
    ? cpuTracker(() => [setup.nginxPid, ...childPids(setup.nginxPid)])
    : { start: async () => {}, stop: async () => null };
  const app0 = setup.instances.map((i) => cpuMsOf(i.pid));
  const served0 = await Promise.all(setup.instances.map((i) => servedBy(i.port)));
  const redis0 = await redisCpuMs(ctx.redis);
  await Promise.all([pg.start(), nginx.start()]);
  const bench0 = process.cpuUsage();
  const { res, refusals } = await load(workload, setup.base, ctx.cookies, seconds, 1000 + ctx.seed++);
  const bench = process.cpuUsage(bench0);
  const [dbMs, nginxMs] = await Promise.all([pg.stop(), nginx.stop()]);
  const redisMs = (await redisCpuMs(ctx.redis)) - redis0;
  const appMs = setup.instances.reduce((sum, i, k) => sum + cpuMsOf(i.pid) - app0[k], 0);
  const served = (await Promise.all(setup.instances.map((i) => servedBy(i.port)))).map((n, k) => n - served0[k]);

  const byStatus = Object.fromEntries(Object.entries(res.statusCodeStats).map(([s, v]) => [s, Number(v.count)]));
  const answered = Object.values(byStatus).reduce((a, b) => a + b, 0);
  const ok = Object.entries(byStatus).reduce((a, [s, n]) => (s.startsWith('2') ? a + n : a), 0);
  const serverErrors = Object.entries(byStatus).reduce((a, [s, n]) => (Number(s) >= 500 ? a + n : a), 0);
  const per = (ms) => (ms === null ? null : round(ms / Math.max(1, answered)));
  // What this machine's cores could answer if they did nothing but this set-up's work (Redis
  // aside: its figure is the whole server's): the measured rate falls short of it by the
  // CPU that other work on the machine took meanwhile.
  const tiersMs = appMs + dbMs + (nginxMs ?? 0) + (bench.user + bench.system) / 1000;
  return {
    setup: setup.name,
    workload,
    concurrency: concurrency[workload],
    seconds: round(res.duration, 1),
    answered,
    requestsPerSecond: round(answered / res.duration, 1),
    okPerSecond: round(ok / res.duration, 1),
    p50: res.latency.p50,
    p99: res.latency.p99,
    non2xx: res.non2xx,
    byStatus,
    refusals,
    serverErrors,
    connectionErrors: res.errors,
    timeouts: res.timeouts,
    cpuBoundRequestsPerSecond: Math.round((os.cpus().length * 1000 * answered) / Math.max(1, tiersMs)),
    servedByInstance: Object.fromEntries(setup.instances.map((i, k) => [i.name, served[k]])),
    cpuMsPerRequest: {
      app: per(appMs),
      db: per(dbMs),
      nginx: per(nginxMs),
      redis: per(redisMs),
      loadGenerator: per((bench.user + bench.system) / 1000),
    },
  };
}

// --- The database: migrated by the first instance, then filled ---
async function fill(pool) {
  const helper = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/search-sql.ts'), '[]'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (helper.status !== 0) throw new Error(`search-sql.ts failed:\n${helper.stderr}`);
  const { places } = JSON.parse(helper.stdout);
  const { default: argon2 } = await import('argon2');
  const passwordHash = await argon2.hash(PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  const booking = bookingFill({
    clients: CLIENTS,
    count: BOOKABLE,
    capacity: CAPACITY,
    races: 0,
    raceUnits: 1,
    passwordHash,
  });
  // The search's fill makes hosts bench-host-0…199 already; the booking's first statement makes
  // bench-host-0…9 with verified contacts: those ten are verified instead of inserted twice.
  if (!String(booking[0]).includes("'bench-host-'")) throw new Error('booking-fill.mjs: hosts are no longer first');
  const statements = [
    ...searchFill(LISTINGS, places),
    `update users set email_verified_at = now(), phone_verified_at = now()
      where id in (select 'bench-host-' || g from generate_series(0, 9) g)`,
    ...booking.slice(1),
  ];
  for (const s of statements) {
    const [text, params] = Array.isArray(s) ? s : [s, []];
    await pool.query(text, params);
  }
}

async function signIn(base, i) {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: clientEmail(i), password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${clientEmail(i)} answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

// --- Printing ---
const f = (n, d = 1) => (n === null || n === undefined ? '–' : Number(n).toFixed(d));
function printTable(rows) {
  const head = [
    'set-up',
    'workload',
    'conc',
    'req/s',
    '2xx/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    '5xx',
    'conn err',
    'app',
    'db',
    'nginx',
    'redis*',
    'loadgen',
    'CPU-bound req/s',
    'served per instance',
  ];
  const cells = rows.map((r) => [
    r.setup,
    r.workload,
    String(r.concurrency),
    f(r.requestsPerSecond, 0),
    f(r.okPerSecond, 0),
    f(r.p50),
    f(r.p99),
    String(r.non2xx),
    String(r.serverErrors),
    String(r.connectionErrors + r.timeouts),
    f(r.cpuMsPerRequest.app, 2),
    f(r.cpuMsPerRequest.db, 2),
    f(r.cpuMsPerRequest.nginx, 2),
    f(r.cpuMsPerRequest.redis, 3),
    f(r.cpuMsPerRequest.loadGenerator, 2),
    String(r.cpuBoundRequestsPerSecond),
    Object.values(r.servedByInstance).join(' + '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((x, i) => (i < 2 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ');
  console.log(`\n${line(head)}`);
  for (const c of cells) console.log(line(c));
  console.log(
    'app … loadgen: CPU ms per answered request of each tier (app: all instances together; db: the PostgreSQL\n' +
      'backends of the bench database; nginx: master + workers; redis*: the whole Redis server, which other users\n' +
      "of this machine share; loadgen: autocannon in this process). CPU-bound req/s: what this machine's cores\n" +
      "would answer doing only this work (cores × 1000 ÷ the tiers' CPU ms per request, Redis aside). Refusals by code:",
  );
  for (const r of rows) {
    const codes = Object.entries(r.refusals).map(([k, v]) => `${k} ${v}`);
    if (codes.length) console.log(`  ${r.setup}, ${r.workload}: ${codes.join(', ')}`);
  }
}

/** What one database server would carry, from the per-request CPU of the 2-instance set-up. */
function project(rows, maxConnections) {
  const two = (w) => rows.find((r) => r.setup === '2 instances + nginx' && r.workload === w).cpuMsPerRequest;
  const s = two('search');
  const b = two('booking');
  const mixOf = (k) => SEARCH_SHARE * s[k] + (1 - SEARCH_SHARE) * b[k];
  const costs = {
    search: s,
    booking: b,
    [`mix ${Math.round(SEARCH_SHARE * 100)}/${Math.round((1 - SEARCH_SHARE) * 100)}`]: {
      app: mixOf('app'),
      db: mixOf('db'),
      nginx: mixOf('nginx'),
      redis: mixOf('redis'),
    },
  };
  const budget = 1000 * UTILISATION; // CPU ms one core gives per second at the planned load
  const out = [];
  for (const cores of DB_CORES) {
    for (const [workload, c] of Object.entries(costs)) {
      const dbRps = (cores * budget) / c.db;
      const perInstance = (APP_CORES * budget) / c.app;
      const instances = Math.ceil(dbRps / perInstance);
      out.push({
        dbCores: cores,
        workload,
        dbCpuMsPerRequest: round(c.db),
        appCpuMsPerRequest: round(c.app),
        requestsPerSecond: Math.round(dbRps),
        requestsPerSecondPerInstance: Math.round(perInstance),
        instances,
        nginxCores: round((dbRps * c.nginx) / budget, 1),
        redisCores: round((dbRps * c.redis) / budget, 2),
        databaseConnections: instances * POOL_CONNECTIONS,
        overMaxConnections: instances * POOL_CONNECTIONS > maxConnections,
      });
    }
  }
  return out;
}

function printProjection(projection, maxConnections) {
  console.log(
    `\nOne PostgreSQL server, from the per-request CPU of "2 instances + nginx", each server planned at ${UTILISATION * 100} % busy` +
      ` (a core gives ${1000 * UTILISATION} CPU ms a second); an instance uses ${APP_CORES} core(s):`,
  );
  const head = [
    'DB cores',
    'workload',
    'db ms/req',
    'req/s the DB carries',
    'app ms/req',
    'req/s per instance',
    'instances',
    'nginx cores',
    'Redis cores',
    'DB connections',
  ];
  const cells = projection.map((p) => [
    String(p.dbCores),
    p.workload,
    f(p.dbCpuMsPerRequest, 2),
    p.requestsPerSecond.toLocaleString('en'),
    f(p.appCpuMsPerRequest, 2),
    p.requestsPerSecondPerInstance.toLocaleString('en'),
    String(p.instances),
    f(p.nginxCores),
    f(p.redisCores, 2),
    `${p.databaseConnections}${p.overMaxConnections ? ` (> ${maxConnections})` : ''}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((x, i) => (i === 1 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ');
  console.log(line(head));
  for (const c of cells) console.log(line(c));
}

/** The closing reasoning, with this run's figures in it. */
function reasoning({ rows, projection, maxConnections, bookings, over }) {
  const two = rows.filter((r) => r.setup === '2 instances + nginx');
  const sum = (k) => two.reduce((n, r) => n + r[k], 0);
  const range = (workload, tier) => {
    const v = rows.filter((r) => r.workload === workload).map((r) => r.cpuMsPerRequest[tier]);
    return `${Math.min(...v).toFixed(2)}–${Math.max(...v).toFixed(2)}`;
  };
  const split = two.map((r) => `${r.workload} ${Object.values(r.servedByInstance).join(' + ')}`).join(', ');
  const big = Math.max(...DB_CORES);
  const mix = projection.find((p) => p.dbCores === big && p.workload.startsWith('mix'));
  const direct = rows.find((r) => r.setup === '1 instance direct' && r.workload === 'search');
  const load = loads.map((l) => l.loadAverage[0]).join(' → ');
  return [
    `This machine has ${os.cpus().length} cores, and the instances, nginx, PostgreSQL, Redis and the load generator (autocannon, in this process) all run on them, beside other work (load average ${load} during the run). So the 2-instance figures cannot show a speed-up: one instance already keeps the cores busy, and a second only adds contention. Requests/s and p99 move with whatever else the machine does (1 instance direct, search: ${direct.requestsPerSecond.toFixed(0)} req/s measured where the cores could answer ${direct.cpuBoundRequestsPerSecond} doing only this work).`,
    `What two instances show is that they work correctly together: behind nginx, ${sum('answered')} requests with ${sum('non2xx')} non-2xx, ${sum('serverErrors')} 5xx and ${sum('connectionErrors') + sum('timeouts')} connection errors, split between the instances (${split}); sessions made through instance A served on both; ${bookings} bookings in the whole run and ${over.days} overbooked (listing, day) pairs.`,
    `The figure that carries over to other machines is the CPU each tier spends per request (from /proc, counted while the load runs): a server with C cores planned at ${UTILISATION * 100} % busy does C × ${1000 * UTILISATION} CPU ms of work a second, so it carries C × ${1000 * UTILISATION} ÷ (its CPU ms per request) requests a second. The same code measured across the three set-ups: app ${range('search', 'app')} ms per search and ${range('booking', 'app')} ms per booking, database ${range('search', 'db')} and ${range('booking', 'db')} ms; the spread is the contention on two shared cores. The projection takes the 2-instance figures (the production shape, and among the highest), so it errs low. A booking's figures include what it sets off (the host's notification and email through the outbox), a search's the rate-limit count in Redis.`,
    `The application scales out: each instance is one Node process running the app's JavaScript on one thread, so an instance carries about ${APP_CORES} × ${1000 * UTILISATION} ÷ (app ms per request) requests a second, and instances behind nginx add up. PostgreSQL is the shared part, so the instances worth running are what the database carries divided by what one instance carries. For a ${Math.round(SEARCH_SHARE * 100)}/${Math.round((1 - SEARCH_SHARE) * 100)} mix of searches and bookings, a ${big}-core database carries about ${mix.requestsPerSecond.toLocaleString('en')} requests/s (${big} × ${1000 * UTILISATION} ÷ ${mix.dbCpuMsPerRequest.toFixed(2)} ms), which takes ${mix.instances} one-core instances (${mix.requestsPerSecondPerInstance} requests/s each), and about ${mix.nginxCores} cores of CPU for nginx.`,
    `Database connections bound the number of instances: each opens up to ${POOL_CONNECTIONS} (pools of 10 and 4), and this PostgreSQL allows ${maxConnections}. Past max_connections, raise it (a few hundred suits a 16-core server) or put PgBouncer in transaction mode between the instances and the database.`,
    "Not in the per-request figures: PostgreSQL's background processes (the WAL writer and checkpointer that bookings keep busy, autovacuum), disk I/O (the data fit in memory here, as a marketplace's listings and current bookings would) and lock waits: bookings of one listing queue on its row whatever the cores, so one popular listing's bookings go one at a time. Redis is the whole server, shared with other work on this machine: its figure is an upper bound, and one Redis core carries the limits of many instances.",
  ];
}

// --- The run ---
const loads = [];
const sample = (when) => loads.push({ when, loadAverage: os.loadavg().map((l) => round(l)) });

async function main() {
  const { default: pg } = await import('pg');
  const { default: Redis } = await import('ioredis');
  sample('start');
  console.log(
    `Searches in the mix (${searchMix.length}):\n${searchMix.map((u) => `  ${decodeURIComponent(u)}`).join('\n')}`,
  );

  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  cleanups.push(() => admin.end());
  const dbName = `espasyo_bench_scale_${process.pid}`;
  await admin.query(`create database ${dbName}`);
  cleanups.push(() => admin.query(`drop database if exists ${dbName} with (force)`));
  const maxConnections = Number((await admin.query('show max_connections')).rows[0].max_connections);
  const dbUrl = new URL(PG_ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;

  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  cleanups.push(() => redis.quit());
  const prefix = `espasyo-bench-scale-${process.pid}:`;
  cleanups.push(async () => {
    // The limits' counters expire by themselves; removed now so the shared Redis keeps nothing.
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  });

  const nginxBase = `http://127.0.0.1:${PORTS.nginx}`;
  // The production set-up of the README: one database, Redis for the limits, one SECRET_KEY,
  // behind a proxy that the instances trust for the client's address, at a public address.
  const env = {
    DATABASE_URL: dbUrl.toString(),
    DEMO_DATA: 'off',
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    RATE_LIMIT_SCALE: '10000',
    SECRET_KEY: crypto.randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    PUBLIC_URL: nginxBase,
  };
  const startInstance = async (name, port) => {
    const server = startServer(port, env);
    cleanups.push(() => server.stop());
    await waitUp(`http://127.0.0.1:${port}`, server.child);
    return { name, port, pid: server.child.pid };
  };

  const a = await startInstance('A', PORTS.a); // migrates the new database
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });
  pool.on('error', () => {}); // connections still open when the database is dropped
  cleanups.push(() => pool.end());
  let t0 = performance.now();
  await fill(pool);
  const filled = (performance.now() - t0) / 1000;
  const [{ n: listings }] = (await pool.query(`select count(*)::int as n from listings where status = 'active'`)).rows;
  console.log(
    `\n${listings.toLocaleString('en')} live listings, ${CLIENTS} clients (filled in ${filled.toFixed(1)} s)`,
  );

  const aBase = `http://127.0.0.1:${PORTS.a}`;
  t0 = performance.now();
  const cookies = [];
  for (let i = 0; i < CLIENTS; i += 4) {
    cookies.push(...(await Promise.all([0, 1, 2, 3].map((k) => signIn(aBase, i + k)))));
  }
  console.log(`${CLIENTS} clients signed in through instance A in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const url of searchMix) {
    const res = await fetch(`${aBase}${url}`);
    const page = await res.json();
    if (res.status !== 200 || page.items.length === 0) throw new Error(`${url}: ${res.status}, nothing found`);
  }

  const ctx = {
    admin,
    redis,
    dbName,
    cookies,
    seed: 1,
    backendsSql: 'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
  };
  console.log(
    `\nEach load: ${seconds} s after a ${warmUpSeconds} s warm-up; search at concurrency ${concurrency.search}, booking at ${concurrency.booking}.`,
  );
  const rows = [];
  const run = async (setup) => {
    for (const workload of ['search', 'booking']) {
      const r = await measure(setup, workload, ctx);
      console.log(
        `  ${setup.name}, ${workload}: ${f(r.requestsPerSecond, 0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.connectionErrors + r.timeouts}`,
      );
      rows.push(r);
    }
  };

  await run({ name: '1 instance direct', base: aBase, instances: [a] });
  let nginx = await startNginx(PORTS.nginx, [PORTS.a]);
  cleanups.push(() => nginx.stop());
  await run({ name: '1 instance + nginx', base: nginxBase, instances: [a], nginxPid: nginx.child.pid });
  await cleanups.pop()(); // this nginx: the next one names both instances
  const b = await startInstance('B', PORTS.b);
  nginx = await startNginx(PORTS.nginx, [PORTS.a, PORTS.b]);
  cleanups.push(() => nginx.stop());
  await run({ name: '2 instances + nginx', base: nginxBase, instances: [a, b], nginxPid: nginx.child.pid });
  sample('end');

  const [over] = (await pool.query(overbookingSql)).rows;
  const [{ bookings }] = (await pool.query(`select count(*)::int as bookings from bookings`)).rows;

  printTable(rows);
  console.log(
    `\nBookings made: ${bookings.toLocaleString('en')}; overbooked (listing, day) pairs: ${over.days} (${over.units} units)`,
  );
  const projection = project(rows, maxConnections);
  printProjection(projection, maxConnections);
  const why = reasoning({ rows, projection, maxConnections, bookings, over });
  console.log(`\nReasoning:\n${why.map((p) => `- ${p}`).join('\n')}`);
  console.log(`\nLoad average: ${loads.map((l) => `${l.when} ${l.loadAverage.join(' ')}`).join('; ')}`);

  if (process.env.SAVE !== '0') {
    const file = path.join(root, `bench/results/scale-${new Date().toISOString().slice(0, 10)}.json`);
    const commit = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
    const result = {
      date: new Date().toISOString(),
      commit,
      node: process.version,
      settings: {
        seconds,
        warmUpSeconds,
        concurrency,
        listings,
        bookableListings: BOOKABLE,
        capacity: CAPACITY,
        clients: CLIENTS,
        searches: searchMix,
        utilisation: UTILISATION,
        appCoresPerInstance: APP_CORES,
        searchShare: SEARCH_SHARE,
        poolConnectionsPerInstance: POOL_CONNECTIONS,
        maxConnections,
      },
      machine: {
        cores: os.cpus().length,
        load: loads,
        note: 'Two cores shared by the instances, nginx, PostgreSQL, Redis and the load generator (and other work on this machine): the throughput is indicative; the CPU per request is the figure to carry over.',
      },
      results: rows,
      bookings,
      overbookedDays: over.days,
      overbookedUnits: over.units,
      projection,
      reasoning: why,
    };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Formatted as the repository's Prettier would, so a saved result passes `prettier --check`.
    const prettier = await import('prettier');
    const config = (await prettier.resolveConfig(file)) ?? {};
    fs.writeFileSync(file, await prettier.format(JSON.stringify(result), { ...config, parser: 'json' }));
    console.log(`Saved to ${path.relative(root, file)}`);
  }
}

try {
  await main();
} finally {
  await cleanUp();
}
