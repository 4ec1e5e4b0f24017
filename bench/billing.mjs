#!/usr/bin/env node
// Monthly tenancies' billing at scale (issue 32): the built server (`npm run build` first) on a
// throw-away PostgreSQL database (127.0.0.1:5432; BENCH_PG_URL), migrated by starting it once,
// then filled in bulk by bench/lib/billing-fill.mjs with TENANCIES running tenancies whose starts
// spread over 31 days, each with the bills the billing job had made by yesterday (the open ones
// reminded, the next ones upcoming), so that today's run has about TENANCIES / 31 bills to make,
// as many to open, one in ten of yesterday's due bills to mark overdue and the unpaid open ones due
// in 3 days, tomorrow and today to remind. No server runs meanwhile, and its scheduled jobs are
// held off afterwards (job_runs), so nothing but the timed runs touches the bills. Then:
//   (a) the daily run: the server's own runBilling (bench/lib/billing-run.ts, through tsx) with
//       its clock at 00:05 today in Manila, on the server's pool of 10: its seconds, its CPU time
//       (the process's and the database's, steadier than the seconds on a shared machine) and
//       what it did (bills made, opened, overdue, reminders; events, notifications and outbox
//       tasks written); then again, which must change nothing (all counts 0). Target: under 60 s.
//   (b) GET /api/bookings/{id}/bills: the built server, SIGNED_IN clients signed in, CALLS calls
//       one after another, each for a random tenancy of a random one of them: p50, p99, max; each
//       followed by the client's GET /api/auth/me (a session check, no query of its own), whose
//       figures show what the machine adds to any request. Target p99 under 20 ms.
// Prints the figures with the load average and saves them to bench/results/billing-<date>.json.
// Traffic goes only to 127.0.0.1; loops stop by count.
//   TENANCIES=100000 SIGNED_IN=200 CALLS=2000 node bench/billing.mjs   (SAVE=0: print only)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clientEmail, clientOf, CLIENTS, countsSql, fillStatements, tenancyId } from './lib/billing-fill.mjs';
import { root, startServer, waitUp } from './lib/server.mjs';

const TENANCIES = Number(process.env.TENANCIES ?? 100_000);
const SIGNED_IN = Math.min(CLIENTS, Number(process.env.SIGNED_IN ?? 200));
const CALLS = Number(process.env.CALLS ?? 2_000);
const WARM_UP = 200;
const PASSWORD = 'Bench!billing-2026';
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_RUN_SECONDS = 60;
const TARGET_P99 = 20;
const TZ_OFFSET_MS = 8 * 3_600_000; // Asia/Manila, no daylight saving

if (!fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

/** A small seeded generator, so every run draws the same clients and tenancies. */
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
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;
const round2 = (n) => Math.round(n * 100) / 100;
const stats = (list) => {
  const s = [...list].sort((a, b) => a - b);
  return { n: s.length, p50: round2(percentile(s, 0.5)), p99: round2(percentile(s, 0.99)), max: round2(s.at(-1)) };
};

function request(agent, base, method, url, cookie, body) {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : null;
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent,
        headers: {
          origin: base,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString(), res }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, body: String(err) }));
    req.end(payload ?? undefined);
  });
}

async function signIn(base, i) {
  const { status, body, res } = await request(undefined, base, 'POST', '/api/auth/signin', null, {
    email: clientEmail(i),
    password: PASSWORD,
  });
  if (status !== 200) throw new Error(`sign-in of ${clientEmail(i)} answered ${status}: ${body}`);
  return res.headers['set-cookie'][0].split(';')[0];
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1000 }, () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
}

const uptime = () => spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
const loads = [];
const sample = (when) => {
  loads.push({ when, loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))), uptime: uptime() });
  console.log(`load (${when}): ${loads.at(-1).uptime}`);
};

if (!(await reachable('127.0.0.1', 5432))) {
  console.log('PostgreSQL: nothing answers at 127.0.0.1:5432; this benchmark needs it.');
  process.exit(1);
}
sample('start');
const { default: pg } = await import('pg');
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1082, (v) => v);
// The run's day in Manila, and its moment: five minutes past midnight there.
const day = new Date(Date.now() + TZ_OFFSET_MS).toISOString().slice(0, 10);
const at = new Date(Date.parse(`${day}T00:05:00Z`) - TZ_OFFSET_MS);
const name = `espasyo_bench_billing_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
const out = { day, at: at.toISOString() };
try {
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const port = 3986;
  const base = `http://127.0.0.1:${port}`;
  const env = { DEMO_DATA: 'off', DATABASE_URL: url.toString() };
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  pool.on('error', () => {}); // connections still closing when the database is dropped
  try {
    // Migrated by a first start; stopped, so its jobs never run on the fill.
    const migrating = startServer(port, env);
    await waitUp(base, migrating.child);
    await migrating.stop();

    console.log(`Filling ${TENANCIES} running tenancies for ${day} …`);
    const { default: argon2 } = await import('argon2');
    const passwordHash = await argon2.hash(PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    const t0 = performance.now();
    for (const s of fillStatements({ day, tenancies: TENANCIES, passwordHash })) {
      const [text, params] = Array.isArray(s) ? s : [s, []];
      await pool.query(text, params);
    }
    // The server's scheduled jobs wait a day: the timed runs below are the only billing.
    await pool.query(`update job_runs set next_run_at = now() + interval '1 day'`);
    out.fill = { seconds: round2((performance.now() - t0) / 1000), ...(await pool.query(countsSql(day))).rows[0] };
    const { rows: size } = await pool.query(
      `select pg_size_pretty(pg_total_relation_size('bills')) as bills, pg_size_pretty(pg_total_relation_size('bookings')) as bookings`,
    );
    out.fill.sizes = size[0];
    const f = out.fill;
    console.log(
      `  ${f.tenancies} tenancies, ${f.bills} bills (${f.sizes.bills}), ${f.payments} payments in ${f.seconds} s; ` +
        `today's run has ${f.toMake} bills to make, ${f.toOpen} to open, ${f.toMarkOverdue} to mark overdue, ${f.toRemind} reminders`,
    );
    sample('after the fill');

    // (a) the daily run, twice.
    console.log(`\n(a) runBilling at ${at.toISOString()} (00:05 in Manila), twice …`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/billing-run.ts')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BENCH_DB_URL: url.toString(), BENCH_AT: at.toISOString() },
      maxBuffer: 16 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`billing-run.ts failed:\n${run.stderr}`);
    out.run = JSON.parse(run.stdout);
    sample('after (a)');

    // (b) the bills of a tenancy, as its client's page asks for them.
    const server = startServer(port, env);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    try {
      await waitUp(base, server.child);
      const r = rng(42);
      const chosen = new Set();
      while (chosen.size < SIGNED_IN) chosen.add(Math.floor(r() * CLIENTS));
      const clients = [...chosen];
      const cookies = new Map();
      for (let i = 0; i < clients.length; i += 4) {
        const batch = clients.slice(i, i + 4);
        const got = await Promise.all(batch.map((c) => signIn(base, c)));
        batch.forEach((c, j) => cookies.set(c, got[j]));
      }
      const perClient = Math.ceil(TENANCIES / CLIENTS);
      const pick = (rand) => {
        const c = clients[Math.floor(rand() * clients.length)];
        const k = Math.floor(rand() * perClient);
        const i = c + k * CLIENTS < TENANCIES ? c + k * CLIENTS : c;
        if (clientOf(i) !== c) throw new Error('the fill and the bench disagree on who rents what');
        return { cookie: cookies.get(c), id: tenancyId(i) };
      };
      const get = async (url, cookie) => {
        const t = performance.now();
        const { status, body } = await request(agent, base, 'GET', url, cookie);
        const ms = performance.now() - t;
        if (status !== 200) throw new Error(`GET ${url} answered ${status}: ${body.slice(0, 200)}`);
        return { ms, body };
      };
      const call = async ({ cookie, id }) => {
        const { ms, body } = await get(`/api/bookings/${id}/bills`, cookie);
        return { ms, items: JSON.parse(body).items.length };
      };
      console.log(`\n(b) GET /api/bookings/{id}/bills, ${CALLS} calls one at a time for ${SIGNED_IN} clients …`);
      const warm = rng(1);
      for (let i = 0; i < WARM_UP; i++) await call(pick(warm));
      // Each call followed by the same client's GET /api/auth/me, the session check with no query
      // of its own: its tail is the machine's, not the bills'.
      const loop = rng(2);
      const ms = [];
      const control = [];
      let items = 0;
      for (let i = 0; i < CALLS; i++) {
        const target = pick(loop);
        const x = await call(target);
        ms.push(x.ms);
        items += x.items;
        control.push((await get('/api/auth/me', target.cookie)).ms);
      }
      out.bills = {
        ...stats(ms),
        billsPerAnswer: round2(items / CALLS),
        control: { url: '/api/auth/me', ...stats(control) },
      };
      sample('end');
    } finally {
      agent.destroy();
      await server.stop();
    }
  } finally {
    await pool.end();
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

// --- Print ---
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(2) : '–');
const line = (label, x) =>
  `  ${label}: ${f2(x.seconds)} s — ${x.made} bills made, ${x.opened} opened, ${x.overdue} overdue, ${x.reminded} reminders; ` +
  `wrote ${x.rowsWritten.processEvents} events, ${x.rowsWritten.notifications} notifications, ${x.rowsWritten.outboxTasks} outbox tasks; ` +
  `CPU ${f2(x.cpuSeconds.server)} s in the server's process + ${f2(x.cpuSeconds.database)} s in the database`;
console.log(
  `\n(a) the daily billing run over ${out.fill.tenancies} running tenancies (${out.fill.bills} bills), ${day}:`,
);
console.log(line('first run', out.run.first));
console.log(line('second run', out.run.second));
const idle = ['made', 'opened', 'overdue', 'reminded'].every((k) => out.run.second[k] === 0);
console.log(`  the second run changed nothing: ${idle ? 'yes' : 'NO'}`);
const runMet = out.run.first.seconds < TARGET_RUN_SECONDS;
console.log(
  `  target under ${TARGET_RUN_SECONDS} s: ${runMet ? 'met' : 'MISSED'} (${f2(out.run.first.seconds / TARGET_RUN_SECONDS)} of it)`,
);
const b = out.bills;
console.log(`\n(b) GET /api/bookings/{id}/bills (${b.billsPerAnswer} bills an answer), ${b.n} calls:`);
console.log(`  p50 ${f2(b.p50)} ms  p99 ${f2(b.p99)} ms  max ${f2(b.max)} ms`);
console.log(
  `  interleaved GET /api/auth/me (the machine's floor): p50 ${f2(b.control.p50)} ms  p99 ${f2(b.control.p99)} ms  max ${f2(b.control.max)} ms`,
);
const billsMet = b.p99 < TARGET_P99;
console.log(`  target p99 under ${TARGET_P99} ms: ${billsMet ? 'met' : 'MISSED'} (${f2(b.p99 / TARGET_P99)} of it)`);

if (process.env.SAVE !== '0') {
  const file = path.join(root, `bench/results/billing-${new Date().toISOString().slice(0, 10)}.json`);
  const commit = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const result = {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    settings: { tenancies: TENANCIES, clients: CLIENTS, signedIn: SIGNED_IN, calls: CALLS },
    machine: {
      cores: os.cpus().length,
      load: loads,
      note: 'A machine shared with other test runs: the figures are indicative.',
    },
    targets: { runSeconds: TARGET_RUN_SECONDS, billsP99Ms: TARGET_P99 },
    targetsMet: { run: runMet, bills: billsMet, secondRunIdle: idle },
    ...out,
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Formatted as the repository's Prettier would, so a saved result passes `prettier --check`.
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(JSON.stringify(result), { ...config, parser: 'json' }));
  console.log(`Saved to ${path.relative(root, file)}`);
}
