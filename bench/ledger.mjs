#!/usr/bin/env node
// The ledger at scale (issue 20): the built server (`npm run build` first) on a throw-away
// PostgreSQL database (127.0.0.1:5432; BENCH_PG_URL), migrated by starting it, then filled in bulk
// by bench/lib/ledger-fill.mjs with BOOKINGS paid bookings' worth of ledger lines for 2,000 hosts
// (payments with the gateway's fees, refunds, releases, payouts processed, failed and pending,
// host_balances computed apart from the lines). The fill is checked before anything is timed:
// every transaction sums to zero and every host's kept balances equal the sums of their lines.
// Then:
//   (a) one host's wallet as GET /api/host/wallet computes it: the endpoint, signed in as
//       SIGNED_IN hosts drawn at random, CALLS calls one after another at a random one of them;
//       and the same three statements (bench/lib/ledger-sql.ts: the server's own, captured from
//       its repositories) at once through `pg` with a pool of the server's size, for the same
//       hosts: p50, p99 and endpoint ÷ direct; the busiest host (most lines) apart. Target p99 ≤ 20 ms.
//   (b) every host's balances: the ledger's sums by host and account (ledgerRepository.sumsByHost)
//       against reading host_balances, the median of RUNS each, and their ratio.
//   (c) one day's reconciliation reads, for DAYS days drawn at random from the last year: the
//       day's sums by kind and account, and its payments and refunds through the gateway with
//       their references (an hour either side); p50 and the slowest, with each one's plan.
//       (The daily reconciliation report is being written: when its server side exists, time
//       its own statements here instead.)
// Prints the figures with the load average and saves them to bench/results/ledger-<date>.json.
//   BOOKINGS=100000 CALLS=3000 SIGNED_IN=200 RUNS=5 DAYS=30 node bench/ledger.mjs   (SAVE=0: print only)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { checkSql, daySql, fillStatements, HOSTS, hostEmail, hostId } from './lib/ledger-fill.mjs';
import { root, startServer, waitUp } from './lib/server.mjs';

const BOOKINGS = Number(process.env.BOOKINGS ?? 100_000);
const CALLS = Number(process.env.CALLS ?? 3_000);
const SIGNED_IN = Math.min(HOSTS, Number(process.env.SIGNED_IN ?? 200));
const RUNS = Number(process.env.RUNS ?? 5);
const DAYS = Number(process.env.DAYS ?? 30);
const ROUNDS = 3; // the endpoint and the direct side take turns
const BUSIEST_CALLS = 200;
const WARM_UP = 200;
const PASSWORD = 'Bench!ledger-2026';
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POOL_SIZE = 10; // the server's pool (server/src/db/client.ts)
const TARGET_P99 = 20;

if (!fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const helper = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/ledger-sql.ts')], {
  cwd: root,
  encoding: 'utf8',
});
if (helper.status !== 0) throw new Error(`ledger-sql.ts failed:\n${helper.stderr}`);
const statements = JSON.parse(helper.stdout);

/** A small seeded generator, so every run draws the same hosts and days. */
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
const median = (list) => stats(list).p50;
async function timed(fn) {
  const t = performance.now();
  const r = await fn();
  return { ms: performance.now() - t, r };
}

// --- HTTP ---
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
    email: hostEmail(i),
    password: PASSWORD,
  });
  if (status !== 200) throw new Error(`sign-in of ${hostEmail(i)} answered ${status}: ${body}`);
  return res.headers['set-cookie'][0].split(';')[0];
}

// --- The fill ---
async function fill(pool, now) {
  const { default: argon2 } = await import('argon2');
  const passwordHash = await argon2.hash(PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  for (const s of fillStatements({ bookings: BOOKINGS, passwordHash })) {
    const [text, params] = Array.isArray(s) ? s : [s, []];
    await pool.query(text, params === 'now' ? [now] : params);
  }
}

async function check(pool) {
  const one = async (text) => (await pool.query(text)).rows[0];
  const counts = await one(checkSql.counts);
  const unbalanced = (await one(checkSql.unbalanced)).n;
  const mismatched = (await one(checkSql.mismatched)).n;
  if (unbalanced || mismatched) {
    throw new Error(`the fill is wrong: ${unbalanced} unbalanced transactions, ${mismatched} hosts mismatched`);
  }
  return { ...counts, unbalancedTransactions: unbalanced, hostsMismatched: mismatched };
}

// --- (a) the wallet ---
const withHost = (st, host) => st.parameters.map((p) => (p === '@host' ? host : p));
const directWallet = (pool) => async (host) => {
  const [balances] = await Promise.all(statements.wallet.map((st) => pool.query(st.sql, withHost(st, host))));
  return balances.rows[0] ?? { available: 0, pending: 0 }; // no row: a host with nothing yet
};
const endpointWallet = (base, agent, cookies) => async (host) => {
  const { status, body } = await request(agent, base, 'GET', '/api/host/wallet', cookies.get(host));
  if (status !== 200) throw new Error(`GET /api/host/wallet answered ${status}: ${body.slice(0, 200)}`);
  return JSON.parse(body);
};

async function loop(call, hosts, n, seed) {
  const r = rng(seed);
  const ms = [];
  for (let i = 0; i < n; i++) {
    const host = hosts[Math.floor(r() * hosts.length)];
    ms.push((await timed(() => call(host))).ms);
  }
  return ms;
}

async function walletBench(pool, endpoint, direct, hosts, busiest) {
  // The endpoint answers what the kept balances and the lines say.
  for (const h of hosts.slice(0, 20)) {
    const [e, d] = [await endpoint(h), await direct(h)];
    if (e.available !== Number(d.available) || e.pending !== Number(d.pending)) {
      throw new Error(`the wallet of ${h} says ${e.available}/${e.pending}, host_balances ${d.available}/${d.pending}`);
    }
  }
  await loop(endpoint, hosts, WARM_UP, 1);
  await loop(direct, hosts, WARM_UP, 2);
  const sides = { endpoint: [], direct: [] };
  for (let round = 0; round < ROUNDS; round++) {
    sides.endpoint.push(...(await loop(endpoint, hosts, Math.ceil(CALLS / ROUNDS), 10 + round)));
    sides.direct.push(...(await loop(direct, hosts, Math.ceil(CALLS / ROUNDS), 10 + round)));
  }
  const busy = {
    endpoint: await loop(endpoint, [busiest], BUSIEST_CALLS, 3),
    direct: await loop(direct, [busiest], BUSIEST_CALLS, 4),
  };
  // Where the busiest host's time goes: each of the three statements alone.
  const names = ['balances', 'pendingByBooking', 'entries'];
  const each = {};
  for (const [i, st] of statements.wallet.entries()) {
    const ms = [];
    for (let k = 0; k < 50; k++) ms.push((await timed(() => pool.query(st.sql, withHost(st, busiest)))).ms);
    each[names[i]] = stats(ms);
  }
  const ratio = (a, b, k) => round2(a[k] / b[k]);
  const summary = (s) => {
    const endpointStats = stats(s.endpoint);
    const directStats = stats(s.direct);
    return {
      endpoint: endpointStats,
      direct: directStats,
      ratioP50: ratio(endpointStats, directStats, 'p50'),
      ratioP99: ratio(endpointStats, directStats, 'p99'),
    };
  };
  return { randomHosts: summary(sides), busiestHost: { ...summary(busy), statements: each } };
}

// --- (b) every host's balances ---
async function allBalances(pool) {
  const fromLines = [];
  const kept = [];
  let groups = 0;
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const a = await timed(() => pool.query(statements.sumsByHost.sql, statements.sumsByHost.parameters));
    fromLines.push(a.ms);
    groups = a.r.rowCount;
    const b = await timed(() => pool.query('select * from host_balances'));
    kept.push(b.ms);
    rows = b.r.rowCount;
  }
  return {
    ledgerSums: { medianMs: median(fromLines), runs: fromLines.map(round2), rows: groups },
    hostBalances: { medianMs: median(kept), runs: kept.map(round2), rows },
    ratio: round2(median(fromLines) / median(kept)),
  };
}

// --- (c) one day's reconciliation reads ---
async function planOf(pool, text, params) {
  const { rows } = await pool.query(`explain (format json) ${text}`, params);
  const nodes = [];
  const walk = (n) => {
    nodes.push(
      `${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`,
    );
    for (const c of n.Plans ?? []) walk(c);
  };
  walk(rows[0]['QUERY PLAN'][0].Plan);
  return nodes.join(' > ');
}

async function dayBench(pool, now) {
  const r = rng(7);
  const DAY = 86_400_000;
  // Days in Manila (UTC+8): from 16:00 UTC to 16:00 UTC.
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 8 * 3_600_000;
  const days = Array.from({ length: DAYS }, () => {
    const start = new Date(todayStart - (1 + Math.floor(r() * 360)) * DAY);
    return [start.toISOString(), new Date(start.getTime() + DAY).toISOString()];
  });
  // The report's own reads: the ledger's gateway lines over the day and a day either side, the
  // gateways of the day's payments (reconciliation.service.ts).
  const widen = ([from, to]) => [
    new Date(Date.parse(from) - DAY).toISOString(),
    new Date(Date.parse(to) + DAY).toISOString(),
  ];
  const withDay = (st, [from, to]) => st.parameters.map((p) => (p === '@from' ? from : p === '@to' ? to : p));
  const reads = {
    ...daySql,
    reportGatewayLines: [statements.report.gatewayLines, widen],
    reportGatewaysUsed: [statements.report.gatewaysUsed, (d) => d],
  };
  const out = {};
  for (const [name, read] of Object.entries(reads)) {
    const [text, paramsOf] =
      typeof read === 'string' ? [read, (d) => d] : [read[0].sql, (d) => withDay(read[0], read[1](d))];
    const run = (d) => pool.query(text, paramsOf(d));
    await run(days[0]); // warm
    const ms = [];
    let rows = 0;
    let zeroSum = true;
    for (const d of days) {
      const t = await timed(() => run(d));
      ms.push(t.ms);
      rows += t.r.rowCount;
      if (name === 'byKindAndAccount') zeroSum &&= t.r.rows.reduce((s, x) => s + Number(x.sum), 0) === 0;
    }
    out[name] = {
      ...stats(ms),
      rowsPerDay: Math.round(rows / days.length),
      plan: await planOf(pool, text, paramsOf(days[0])),
      ...(name === 'byKindAndAccount' ? { everyDaySumsToZero: zeroSum } : {}),
    };
  }
  return out;
}

// --- The run ---
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

/** The daily reconciliation report's files in the server (added while this bench was written). */
function reconciliationReportFiles() {
  const dir = path.join(root, 'server/src/modules');
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /^reconciliation\.(service|repository)\.ts$/.test(path.basename(f)));
}

if (!(await reachable('127.0.0.1', 5432))) {
  console.log('PostgreSQL: nothing answers at 127.0.0.1:5432; this benchmark needs it.');
  process.exit(1);
}
sample('start');
const { default: pg } = await import('pg');
pg.types.setTypeParser(20, (v) => Number(v)); // as the server's pool reads them
pg.types.setTypeParser(1082, (v) => v);
const name = `espasyo_bench_ledger_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
const out = {};
try {
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const port = 3984;
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, { DEMO_DATA: 'off', DATABASE_URL: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: POOL_SIZE });
  pool.on('error', () => {}); // connections still closing when the database is dropped
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  try {
    await waitUp(base, server.child); // migrations
    const now = new Date();
    console.log(`Filling ${BOOKINGS} bookings' ledger for ${HOSTS} hosts …`);
    const filled = await timed(() => fill(pool, now));
    out.fill = { seconds: round2(filled.ms / 1000), ...(await check(pool)) };
    const { rows: size } = await pool.query(`select pg_size_pretty(pg_total_relation_size('ledger_entries')) as size`);
    out.fill.ledgerSize = size[0].size;
    console.log(
      `  ${out.fill.bookings} bookings, ${out.fill.lines} lines in ${out.fill.transactions} transactions (${out.fill.ledgerSize}), ` +
        `${out.fill.refunds} refunds, payouts ${out.fill.payoutsProcessed} processed / ${out.fill.payoutsFailed} failed / ` +
        `${out.fill.payoutsPending} pending, in ${out.fill.seconds} s; unbalanced transactions 0, hosts whose ` +
        `balances differ from their lines 0; the busiest host has ${out.fill.mostHostLines} lines`,
    );
    sample('after the fill');

    // (a)
    const r = rng(42);
    const chosen = new Set();
    while (chosen.size < SIGNED_IN) chosen.add(Math.floor(r() * HOSTS));
    const busiest = (await pool.query(checkSql.busiestHost)).rows[0].hostId;
    const indexes = [...chosen, Number(busiest.slice('bench-host-'.length))];
    const cookies = new Map();
    for (let i = 0; i < indexes.length; i += 4) {
      const batch = indexes.slice(i, i + 4);
      const got = await Promise.all(batch.map((k) => signIn(base, k)));
      batch.forEach((k, j) => cookies.set(hostId(k), got[j]));
    }
    const hosts = [...chosen].map(hostId);
    console.log(`\n(a) GET /api/host/wallet, ${CALLS} calls one at a time over ${hosts.length} hosts …`);
    out.wallet = await walletBench(pool, endpointWallet(base, agent, cookies), directWallet(pool), hosts, busiest);
    out.wallet.busiestHostId = busiest;
    sample('after (a)');

    // (b)
    console.log(`\n(b) every host's balances, ${RUNS} runs each …`);
    out.allBalances = await allBalances(pool);

    // (c)
    const reportFiles = reconciliationReportFiles();
    console.log(`\n(c) one day's reconciliation reads, ${DAYS} days …`);
    out.day = await dayBench(pool, now);
    out.day.note = reportFiles.length
      ? `The daily reconciliation report (${reportFiles.join(', ')}): its own reads (report…) and the day's sums.`
      : 'No daily reconciliation report in the server: the reads such a report needs.';
    sample('end');
  } finally {
    agent.destroy();
    await server.stop();
    await pool.end();
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

// --- Print ---
const f = (n) => (Number.isFinite(n) ? n.toFixed(2) : '–');
const side = (label, s) => `  ${label.padEnd(9)} p50 ${f(s.p50)} ms  p99 ${f(s.p99)} ms  max ${f(s.max)} ms  (${s.n})`;
const w = out.wallet;
console.log(`\n(a) one host's wallet, GET /api/host/wallet vs its three statements through pg (pool of ${POOL_SIZE})`);
for (const [label, x] of [
  [`random hosts (${SIGNED_IN} signed in)`, w.randomHosts],
  [`the busiest host (${out.fill.mostHostLines} lines)`, w.busiestHost],
]) {
  console.log(` ${label}:`);
  console.log(side('endpoint', x.endpoint));
  console.log(side('direct', x.direct));
  console.log(`  endpoint ÷ direct: p50 ${f(x.ratioP50)}, p99 ${f(x.ratioP99)}`);
}
console.log(
  `  the busiest host's statements alone, p50: ${Object.entries(w.busiestHost.statements)
    .map(([k, x]) => `${k} ${f(x.p50)} ms`)
    .join(', ')}`,
);
const met = w.randomHosts.endpoint.p99 <= TARGET_P99;
console.log(` target p99 ≤ ${TARGET_P99} ms over random hosts: ${met ? 'met' : 'MISSED'}`);
const b = out.allBalances;
console.log(`\n(b) every host's balances (${b.hostBalances.rows} hosts), median of ${RUNS}:`);
console.log(`  from the ledger's lines (${b.ledgerSums.rows} host × account sums): ${f(b.ledgerSums.medianMs)} ms`);
console.log(`  reading host_balances: ${f(b.hostBalances.medianMs)} ms`);
console.log(`  lines ÷ kept: ${f(b.ratio)}`);
console.log(`\n(c) one day (${DAYS} days of the last year): ${out.day.note}`);
for (const k of Object.keys(out.day).filter((k) => out.day[k]?.plan)) {
  const x = out.day[k];
  console.log(`  ${k}: p50 ${f(x.p50)} ms, max ${f(x.max)} ms, ${x.rowsPerDay} rows a day; plan: ${x.plan}`);
}
console.log(`  every day's lines sum to zero: ${out.day.byKindAndAccount.everyDaySumsToZero ? 'yes' : 'NO'}`);

if (process.env.SAVE !== '0') {
  const file = path.join(root, `bench/results/ledger-${new Date().toISOString().slice(0, 10)}.json`);
  const commit = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const result = {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    postgres: await (async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      const v = (await c.query('show server_version')).rows[0].server_version;
      await c.end();
      return v;
    })(),
    settings: {
      bookings: BOOKINGS,
      hosts: HOSTS,
      calls: CALLS,
      signedIn: SIGNED_IN,
      runs: RUNS,
      days: DAYS,
      poolSize: POOL_SIZE,
    },
    machine: {
      cores: os.cpus().length,
      load: loads,
      note: 'A machine shared with other test runs: the figures are indicative.',
    },
    targetP99Ms: TARGET_P99,
    targetMet: met,
    ...out,
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Formatted as the repository's Prettier would, so a saved result passes `prettier --check`.
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(JSON.stringify(result), { ...config, parser: 'json' }));
  console.log(`Saved to ${path.relative(root, file)}`);
}
