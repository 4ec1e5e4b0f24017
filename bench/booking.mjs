#!/usr/bin/env node
// POST /api/bookings under load (issues 19, 31): the built server (`npm run build` first) on a
// throw-away PostgreSQL database (127.0.0.1:5432) and on PGlite (a temporary DATA_DIR), booked
// by CLIENTS signed-in, verified client accounts from this process, each request by the next
// client in turn:
//   (a) concurrency 8, 16 and 64 over 100 live listings, half of them instant book: a random
//       listing, random dates in the next three months (1–3 days), 1 unit; the capacity is large
//       enough that nearly all fit, and refusals are counted by their code apart from the bookings;
//   (b) 64 requests at once for the same dates on one listing with 5 units: exactly 5 may win.
// Each against the same transaction run directly (bench/lib/booking-direct.mjs: every statement
// of the server's own transaction, captured from its createBooking by bench/lib/booking-sql.ts,
// through `pg` with a pool of the server's size; on PGlite through PGlite in this process), in
// the same run, on the same database, the rounds taken in turn (endpoint, direct, endpoint, …;
// on PGlite the server and this process take the data directory in turn). Best of ROUNDS.
// Both sides book under the same rules: the Security settings' caps on a client's open requests
// (decision 0060) are raised to 100 in all and on one space (booking-fill.mjs), and the hosts
// answer every waiting request after each pair of rounds, so the caps never bind, yet the
// endpoint and the direct side both take the client's lock and count (decision 0081). With
// CLIENTS clients in turn, each books again within a second or two at the endpoint's rates, as
// one person would in a burst: the server's session lookup is kept 2 s (session-cache.ts).
// After each scenario the database is asked for overbookings: any (listing, day) whose holding
// bookings and blocks add up to more than its capacity. Prints bookings/s, p50 and p99 of the
// bookings made, the refusals by code, errors (5xx, network), the CPU time per booking (the
// server's process, the database's backends on PostgreSQL and this process, from /proc:
// steadier than throughput on a shared machine), overbookings and endpoint ÷ direct, with the
// load average, and saves it all to bench/results/booking-<date>.json. Loops stop by time and by
// count; traffic goes only to 127.0.0.1. The race's winners are reported apart for every round:
// each must be exactly 5.
//   SECONDS=5 ROUNDS=3 CONCURRENCIES=8,16,64 MAX_PER_ROUND=20000 CAPACITY=50 node bench/booking.mjs
//   DIRECT_PREPARED=1: on PostgreSQL the direct side prepares the statements the server prepares
//   (by default it sends each unnamed, as plain SQL; decision 0081).
//   SKIP_PGLITE=1 / SKIP_PG=1 to run one database only; SKIP_RACE=1 without the race; SAVE=0 to
//   print only; NAME=x saves to booking-<date>-x.json. SERVER_PROF=1: the server runs with its
//   inspector on 127.0.0.1 and the first endpoint round of each load is profiled (V8's sampler,
//   bench/lib/cpu-profile.mjs): where the server's time goes, per booking, by file of server/src
//   and domain/src, by package and by function (the profiler slows the server: its figures are
//   for the where, not the how fast).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pgBooker, pgliteBooker, Refusal } from './lib/booking-direct.mjs';
import {
  answerOpenRequestsSql,
  clientEmail,
  clientId,
  fillStatements,
  openRequestCapsSql,
  overbookingSql,
  raceHeldSql,
} from './lib/booking-fill.mjs';
import { inspectArgs, openProfiler, printSummary, summarise } from './lib/cpu-profile.mjs';
import { cpuMsOf, cpuTracker } from './lib/proc-cpu.mjs';
import { root, startServer, waitUp } from './lib/server.mjs';

const seconds = Number(process.env.SECONDS ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const concurrencies = (process.env.CONCURRENCIES ?? '8,16,64').split(',').map(Number);
const maxPerRound = Number(process.env.MAX_PER_ROUND ?? 20_000);
const LISTINGS = 100;
const CAPACITY = Number(process.env.CAPACITY ?? 50);
const CLIENTS = 128;
/** The caps on a client's open requests the benchmark sets (the settings' highest: see the top). */
const CAPS = { maxOpenRequests: 100, maxOpenRequestsPerListing: 100 };
const RACE = 64;
const RACE_UNITS = 5;
const WARM_UP = 200; // bookings through each side after it starts, not counted
const PASSWORD = 'Bench!booking-2026';
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POOL_SIZE = 10; // the server's pool (server/src/db/client.ts)
const PROFILE = process.env.SERVER_PROF === '1';
const SKIP_RACE = process.env.SKIP_RACE === '1';
const DIRECT_PREPARED = process.env.DIRECT_PREPARED === '1';

if (!fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const helper = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/booking-sql.ts')], {
  cwd: root,
  encoding: 'utf8',
});
if (helper.status !== 0) throw new Error(`booking-sql.ts failed:\n${helper.stderr}`);
const plans = JSON.parse(helper.stdout);

// --- What is booked: dates in the platform's zone (Asia/Manila, UTC+8) ---
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (date, n) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const listingIds = Array.from({ length: LISTINGS }, (_, g) => `bench-listing-${String(g).padStart(3, '0')}`);
const raceIds = Array.from({ length: 2 * ROUNDS + 1 }, (_, g) => `bench-race-${String(g).padStart(3, '0')}`);
const raceDates = { startDate: addDays(today, 10), endDate: addDays(today, 12) };

/** A small seeded generator, so both sides draw the same kind of requests. */
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
/** A random listing, from 2 to 91 days ahead, for 1–3 days, 1 unit. */
function randomRequest(r) {
  const startDate = addDays(today, 2 + Math.floor(r() * 90));
  return {
    listingId: listingIds[Math.floor(r() * LISTINGS)],
    startDate,
    endDate: addDays(startDate, Math.floor(r() * 3)),
    units: 1,
  };
}

// --- The endpoint ---
function post(agent, base, url, cookie, body) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      `${base}${url}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          origin: base,
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
    req.end(payload);
  });
}

async function signIn(base, i) {
  const { status, body, res } = await post(undefined, base, '/api/auth/signin', null, {
    email: clientEmail(i),
    password: PASSWORD,
  });
  if (status !== 200) throw new Error(`sign-in of ${clientEmail(i)} answered ${status}: ${body}`);
  return res.headers['set-cookie'][0].split(';')[0];
}

/**
 * `book(client, request)` through POST /api/bookings, signed in as client `client`: resolves
 * with 'ok' (201), a refusal's code (4xx) or an error ('5xx:…', 'network'), never throws.
 */
function endpointBooker(base, agent, cookies) {
  const book = async (client, request) => {
    const { status, body } = await post(agent, base, '/api/bookings', cookies[client], request);
    if (status === 201) {
      if (!body.includes('"id"')) return 'error:201 without a booking';
      return 'ok';
    }
    if (status >= 400 && status < 500) {
      try {
        return JSON.parse(body).error.code;
      } catch {
        return `error:${status}`;
      }
    }
    return status === 0 ? 'error:network' : `error:${status}`;
  };
  book.prepare = () => openSockets(base, agent);
  return book;
}

/** `book(client, request)` through the direct transaction, as client `client`. */
function directBooker(run) {
  return async (client, request) => {
    try {
      await run({ ...request, clientId: clientId(client) });
      return 'ok';
    } catch (err) {
      if (err instanceof Refusal) return err.code;
      return `error:${err.code ?? err.message}`;
    }
  };
}

// --- Measuring ---
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;

function summary(latencies, outcomes, elapsedMs) {
  latencies.sort((a, b) => a - b);
  const refusals = {};
  const errors = {};
  let answers = 0;
  for (const [o, n] of Object.entries(outcomes)) {
    answers += n;
    if (o === 'ok') continue;
    if (o.startsWith('error:')) errors[o.slice(6)] = n;
    else refusals[o] = n;
  }
  const tenth = (n) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : null);
  return {
    bookings: latencies.length,
    answers,
    elapsedMs: Math.round(elapsedMs),
    bookingsPerSecond: tenth((latencies.length / elapsedMs) * 1000),
    answersPerSecond: tenth((answers / elapsedMs) * 1000),
    p50: tenth(percentile(latencies, 0.5)),
    p99: tenth(percentile(latencies, 0.99)),
    refusals,
    errors,
  };
}

/**
 * `concurrency` workers booking random requests until `seconds` pass or maxPerRound are made, each
 * request as the next client in turn (so every client has few requests open, on either side).
 */
async function load(book, concurrency, seed, { secs = seconds, max = maxPerRound } = {}) {
  const r = rng(seed);
  const latencies = [];
  const outcomes = {};
  let sent = 0;
  const t0 = performance.now();
  const end = t0 + secs * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < end && sent < max) {
        const client = sent++ % CLIENTS;
        const request = randomRequest(r);
        const t = performance.now();
        const outcome = await book(client, request);
        if (outcome === 'ok') latencies.push(performance.now() - t);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
    }),
  );
  return summary(latencies, outcomes, performance.now() - t0);
}

/** RACE requests at the same moment, each from its own client, for the same dates on `listingId`. */
async function race(book, listingId) {
  await book.prepare?.();
  const latencies = [];
  const outcomes = {};
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: RACE }, async (_, worker) => {
      const t = performance.now();
      const outcome = await book(worker, { listingId, ...raceDates, units: 1 });
      if (outcome === 'ok') latencies.push(performance.now() - t);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }),
  );
  return summary(latencies, outcomes, performance.now() - t0);
}

const scenarios = [
  ...concurrencies.map((c) => ({ name: `c${c} over ${LISTINGS} listings`, concurrency: c, kind: 'load' })),
  ...(SKIP_RACE ? [] : [{ name: `race ${RACE} on ${RACE_UNITS} units`, concurrency: RACE, kind: 'race' }]),
];

/**
 * Every scenario on one database: ROUNDS rounds of each side in turn, the best of each (most
 * bookings per second; a race: the shortest burst). `sides.endpoint` and `sides.direct` are
 * {open, close}: open gets a side ready (on PGlite: the server starts, or this process opens the
 * data directory), warms it up and answers {book, serverPid, inspectPort}; `between.answer()`
 * answers the waiting requests after each direct round, and `between.check()` runs the
 * overbooking queries after a scenario's last (on PGlite only while the direct side is open, so
 * at its close); `between.drain()`, where this process can read the database while the server
 * runs, waits until the server's outbox has delivered what the endpoint round queued (ms taken);
 * `between.dbPids()`, where the database has processes of its own, lists them, for its CPU time.
 */
async function runAll(sides, between) {
  const results = [];
  let nextRace = 0;
  for (const [si, s] of scenarios.entries()) {
    const rounds = { endpoint: [], direct: [] };
    let checked;
    let profile;
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of ['endpoint', 'direct']) {
        const { book, serverPid, inspectPort } = await sides[side].open();
        try {
          const seed = 1000 * si + 10 * round + (side === 'endpoint' ? 1 : 2);
          const profiler = inspectPort && round === 0 && s.kind === 'load' ? await openProfiler(inspectPort) : null;
          const db = between.dbPids ? cpuTracker(between.dbPids, 500) : null;
          await db?.start();
          await profiler?.start();
          const server0 = cpuMsOf(serverPid);
          const bench0 = process.cpuUsage();
          const r = s.kind === 'race' ? await race(book, raceIds[nextRace++]) : await load(book, s.concurrency, seed);
          const bench = process.cpuUsage(bench0);
          const server = serverPid ? cpuMsOf(serverPid) - server0 : null;
          const dbMs = db ? await db.read() : null;
          const taken = await profiler?.stop();
          // What the endpoint left to its outbox (emails, live pushes) is delivered before the next
          // round, and its CPU counted apart: with it, the whole work of a booking.
          const drained = side === 'endpoint' && between.drain ? await between.drain() : null;
          const n = Math.max(1, s.kind === 'race' ? r.answers : r.bookings);
          const per = (ms) => (ms === null ? null : Math.round((ms / n) * 100) / 100);
          r.cpuMsPerBooking = {
            server: per(server),
            db: per(dbMs),
            bench: per((bench.user + bench.system) / 1000),
          };
          if (drained !== null) {
            r.outboxDrainMs = drained;
            r.cpuMsPerBookingDrained = { server: per(cpuMsOf(serverPid) - server0), db: per(await db.read()) };
          }
          await db?.stop();
          rounds[side].push(r);
          console.error(`  ${s.name}, ${side} round ${round + 1}: ${line(r, s.kind)}`);
          if (taken) {
            profile = summarise(taken, Math.max(1, r.bookings));
            console.error(`  where the server's time went (${s.name}, endpoint round 1, under the profiler):`);
            printSummary(profile, console.error);
          }
        } finally {
          if (side === 'direct' && round === ROUNDS - 1) checked = await between.check();
          if (side === 'direct') await between.answer();
          await sides[side].close();
        }
      }
    }
    const best = (list) =>
      list.reduce((a, b) =>
        s.kind === 'race' ? (b.elapsedMs < a.elapsedMs ? b : a) : b.bookingsPerSecond > a.bookingsPerSecond ? b : a,
      );
    const endpoint = best(rounds.endpoint);
    const direct = best(rounds.direct);
    const ratio =
      s.kind === 'race' ? direct.elapsedMs / endpoint.elapsedMs : endpoint.bookingsPerSecond / direct.bookingsPerSecond;
    results.push({
      scenario: s.name,
      kind: s.kind,
      concurrency: s.concurrency,
      endpoint,
      direct,
      ratio: Math.round(ratio * 100) / 100,
      rounds,
      ...checked,
      ...(profile ? { profile } : {}),
    });
  }
  return results;
}

const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–'); // null (no booking made) prints –
const codes = (o) =>
  Object.entries(o)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ') || '0';
const line = (r, kind) =>
  `${kind === 'race' ? `${r.answersPerSecond.toFixed(0)} answers/s (${r.elapsedMs} ms)` : `${r.bookingsPerSecond.toFixed(0)} bookings/s`}, ` +
  `${r.bookings} booked, p50 ${f1(r.p50)} ms, p99 ${f1(r.p99)} ms, refused ${codes(r.refusals)}, errors ${codes(r.errors)}, CPU ms ${cpuCell(r.cpuMsPerBooking)}` +
  (r.cpuMsPerBookingDrained ? `; outbox drained in ${r.outboxDrainMs} ms, then ${drainedCell(r)}` : '');

/** Server + database CPU per booking once the outbox has delivered the round's tasks. */
const drainedCell = (r) => (r.cpuMsPerBookingDrained ? cpuCell({ ...r.cpuMsPerBookingDrained, bench: null }) : '');

/**
 * 'server + database + bench' CPU per booking made (server: its whole process, the database
 * included on PGlite; the database: its backends on PostgreSQL).
 */
const cpuCell = (c) =>
  [c.server, c.db, c.bench]
    .filter((ms) => ms !== null)
    .map((ms) => ms.toFixed(2))
    .join(' + ');

function printTable(label, results, note) {
  console.log(`\n${label}: best of ${ROUNDS} (× ${seconds} s for the loads); ${note}`);
  const head = [
    'scenario',
    'side',
    'bookings/s',
    'answers/s',
    'p50 ms',
    'p99 ms',
    'booked',
    'refused',
    'errors',
    'CPU ms/booking',
    'with outbox',
    'overbooked',
    'ratio',
  ];
  const rows = [];
  for (const r of results) {
    for (const side of ['endpoint', 'direct']) {
      const x = r[side];
      rows.push([
        side === 'endpoint' ? r.scenario : '',
        side,
        x.bookingsPerSecond.toFixed(0),
        x.answersPerSecond.toFixed(0),
        f1(x.p50),
        f1(x.p99),
        String(x.bookings),
        codes(x.refusals),
        codes(x.errors),
        cpuCell(x.cpuMsPerBooking),
        drainedCell(x),
        side === 'endpoint' ? `${r.overbookedDays} (${r.overbookedUnits} units)` : '',
        side === 'endpoint' ? r.ratio.toFixed(2) : '',
      ]);
    }
    if (r.kind === 'race') {
      const won = (side) => r.rounds[side].map((x) => x.bookings).join('/');
      rows.push(['', `won per round: endpoint ${won('endpoint')}, direct ${won('direct')} (of ${RACE_UNITS} units)`]);
    }
  }
  const widths = head.map((h, i) => Math.max(h.length, ...rows.filter((r) => r.length > 2).map((r) => r[i].length)));
  const fmt = (r) =>
    r.length > 2 ? r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ') : `  ${r[1]}`;
  console.log(fmt(head));
  for (const r of rows) console.log(fmt(r));
  console.log('ratio: endpoint ÷ direct bookings/s (a race: direct ÷ endpoint burst time)');
  console.log(
    'CPU ms/booking: the server process + the database (PostgreSQL: its backends) + this process, per booking made ' +
      '(a race: per answer; the direct side: the database + this process), during the round; with outbox: server + ' +
      "database once the server's outbox has delivered the round's emails and pushes (PostgreSQL)",
  );
}

/** The overbooking count and each race listing's units, through `query(text)` → rows. */
async function checkWith(query) {
  const [{ days, units }] = await query(overbookingSql);
  const held = await query(raceHeldSql);
  const raceFull = held.filter((h) => h.bookings > 0).every((h) => h.held === h.capacity);
  return { overbookedDays: days, overbookedUnits: units, raceListings: held, raceFull };
}

/** Waits until no outbox task is waiting or being delivered (at most a minute); answers the ms it took. */
async function drainOutbox(query) {
  const t0 = performance.now();
  while (performance.now() - t0 < 60_000) {
    const { rows } = await query(
      `select count(*)::int as n from outbox_tasks where status in ('pending', 'delivering')`,
    );
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return Math.round(performance.now() - t0);
}

// --- Setting a database up, signing the clients in ---
/** The accounts, the listings and the open-request caps, while no server runs (a server reads the settings at its start). */
async function fill(run) {
  const { default: argon2 } = await import('argon2');
  const passwordHash = await argon2.hash(PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  for (const s of fillStatements({
    clients: CLIENTS,
    count: LISTINGS,
    capacity: CAPACITY,
    races: raceIds.length,
    raceUnits: RACE_UNITS,
    passwordHash,
  })) {
    const [text, params] = Array.isArray(s) ? s : [s, []];
    await run(text, params);
  }
  await run(openRequestCapsSql, [CAPS.maxOpenRequests, CAPS.maxOpenRequestsPerListing]);
}

async function signInAll(base) {
  const cookies = [];
  for (let i = 0; i < CLIENTS; i += 8) {
    cookies.push(
      ...(await Promise.all(Array.from({ length: Math.min(8, CLIENTS - i) }, (_, k) => signIn(base, i + k)))),
    );
  }
  return cookies;
}

const newAgent = () => new http.Agent({ keepAlive: true, maxSockets: RACE });

/** Opens RACE keep-alive connections, so a burst does not wait for connects. */
async function openSockets(base, agent) {
  await Promise.all(
    Array.from(
      { length: RACE },
      () =>
        new Promise((resolve, reject) =>
          http.get(`${base}/api/health`, { agent }, (res) => res.resume().on('end', resolve)).on('error', reject),
        ),
    ),
  );
}

async function warmUp(book) {
  const r = await load(book, 8, 99, { secs: 30, max: WARM_UP });
  if (Object.keys(r.errors).length) throw new Error(`warm-up failed: ${codes(r.errors)}`);
}

// --- PostgreSQL: the server and a pool of the server's size on one throw-away database ---
async function benchPostgres() {
  const { default: pg } = await import('pg');
  pg.types.setTypeParser(20, (v) => Number(v)); // as the server's pool reads them
  pg.types.setTypeParser(1082, (v) => v);
  const name = `espasyo_bench_booking_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const port = 3983;
    const base = `http://127.0.0.1:${port}`;
    const env = { DEMO_DATA: 'off', DATABASE_URL: url.toString() };
    const inspectPort = PROFILE ? port + 6000 : null;
    let server = startServer(port, env);
    const pool = new pg.Pool({ connectionString: url.toString(), max: POOL_SIZE });
    pool.on('error', () => {}); // connections still closing when the database is dropped
    // The database's backends (both pools), for their CPU time: asked through a connection of its own.
    const watcher = new pg.Client({ connectionString: url.toString() });
    const agent = newAgent();
    try {
      await waitUp(base, server.child); // migrations, the settings row
      await server.stop();
      await fill((text, params) => pool.query(text, params));
      server = startServer(port, env, { nodeArgs: inspectPort ? inspectArgs(inspectPort) : [] });
      await waitUp(base, server.child);
      await watcher.connect();
      const cookies = await signInAll(base);
      await openSockets(base, agent);
      const endpoint = endpointBooker(base, agent, cookies);
      const direct = directBooker(pgBooker(pool, plans, CAPS, { prepared: DIRECT_PREPARED }));
      await warmUp(endpoint);
      await warmUp(direct);
      const ready = (book, serverPid) => ({
        open: async () => ({ book, serverPid, inspectPort: serverPid ? inspectPort : null }),
        close: async () => {},
      });
      const results = await runAll(
        { endpoint: ready(endpoint, server.child.pid), direct: ready(direct) },
        {
          check: () => checkWith(async (text) => (await pool.query(text)).rows),
          answer: () => pool.query(answerOpenRequestsSql),
          drain: () => drainOutbox((text) => watcher.query(text)),
          dbPids: async () =>
            (
              await watcher.query(
                'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
              )
            ).rows.map((r) => r.pid),
        },
      );
      return results;
    } finally {
      agent.destroy();
      await server.stop();
      await pool.end();
      await watcher.end().catch(() => {});
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// --- PGlite: the server and this process take the data directory in turn ---
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-bench-booking-'));
  const port = 3982;
  const base = `http://127.0.0.1:${port}`;
  const env = { DEMO_DATA: 'off' };
  const inspectPort = PROFILE ? port + 6000 : null;
  const openDb = async () => {
    const db = new PGlite({ dataDir: path.join(dataDir, 'pgdata'), extensions, parsers: { 1082: (v) => v } });
    await db.waitReady;
    return db;
  };
  try {
    let server = startServer(port, env, { dataDir });
    await waitUp(base, server.child); // migrations
    await server.stop();
    let db = await openDb();
    await fill((text, params) => db.query(text, params));
    await db.close();

    let cookies = null;
    let agent = null;
    const endpoint = {
      async open() {
        server = startServer(port, env, { dataDir, nodeArgs: inspectPort ? inspectArgs(inspectPort) : [] });
        await waitUp(base, server.child);
        cookies ??= await signInAll(base); // sessions live in the database: once is enough
        agent = newAgent();
        await openSockets(base, agent);
        const book = endpointBooker(base, agent, cookies);
        await warmUp(book);
        return { book, serverPid: server.child.pid, inspectPort };
      },
      async close() {
        agent.destroy();
        await server.stop();
      },
    };
    const direct = {
      async open() {
        db = await openDb();
        const book = directBooker(pgliteBooker(db, plans, CAPS));
        await warmUp(book);
        return { book };
      },
      close: () => db.close(),
    };
    return await runAll(
      { endpoint, direct },
      {
        check: () => checkWith(async (text) => (await db.query(text)).rows),
        answer: () => db.query(answerOpenRequestsSql),
      },
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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

const out = {};
sample('start');
if (process.env.SKIP_PG !== '1') {
  if (await reachable('127.0.0.1', 5432)) {
    console.log('\nPostgreSQL …');
    out.postgres = await benchPostgres();
    printTable(
      'PostgreSQL',
      out.postgres,
      `pools of ${POOL_SIZE} connections on both sides; direct: ${DIRECT_PREPARED ? "the server's prepared statements prepared" : 'every statement unnamed'}`,
    );
    sample('after PostgreSQL');
  } else console.log('\nPostgreSQL: nothing answers at 127.0.0.1:5432, skipped');
}
if (process.env.SKIP_PGLITE !== '1') {
  console.log('\nPGlite …');
  out.pglite = await benchPglite();
  printTable('PGlite', out.pglite, 'direct: PGlite in this process, one transaction at a time');
  sample('after PGlite');
}

const all = [...(out.postgres ?? []), ...(out.pglite ?? [])];
const overbooked = all.reduce((n, r) => n + r.overbookedDays, 0);
const races = all.filter((r) => r.kind === 'race');
const raceExact = races.every((r) =>
  [...r.rounds.endpoint, ...r.rounds.direct].every((x) => x.bookings === RACE_UNITS),
);
console.log(
  `\nOverbooked (listing, day) pairs: ${overbooked}; every race won by exactly ${RACE_UNITS}: ${raceExact ? 'yes' : 'NO'}`,
);
// Issue 31 §5's targets on PostgreSQL: p99 ≤ 50 ms at concurrency 8 and 16, endpoint ÷ direct ≥ 0.6, ≤ 2.5 ms of server CPU a booking.
for (const c of [8, 16]) {
  const r = out.postgres?.find((x) => x.kind === 'load' && x.concurrency === c);
  if (!r) continue;
  const met = (ok) => (ok ? 'met' : 'MISSED');
  const cpu = r.endpoint.cpuMsPerBooking.server;
  const drained = r.endpoint.cpuMsPerBookingDrained?.server;
  console.log(
    `Targets on PostgreSQL at concurrency ${c}: p99 ${f1(r.endpoint.p99)} ms (≤ 50) ${met(r.endpoint.p99 <= 50)}, ` +
      `ratio ${r.ratio.toFixed(2)} (≥ 0.6) ${met(r.ratio >= 0.6)}, server CPU ${cpu.toFixed(2)} ms a booking (≤ 2.5) ${met(cpu <= 2.5)}` +
      (drained === undefined ? '' : ` (${drained.toFixed(2)} with its outbox delivered)`),
  );
}

if (process.env.SAVE !== '0') {
  // NAME=before|after…: results of one day kept apart (booking-<date>-<name>.json).
  const suffix = process.env.NAME ? `-${process.env.NAME}` : '';
  const file = path.join(root, `bench/results/booking-${new Date().toISOString().slice(0, 10)}${suffix}.json`);
  const commit = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const result = {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    settings: {
      seconds,
      rounds: ROUNDS,
      concurrencies,
      maxPerRound,
      listings: LISTINGS,
      capacity: CAPACITY,
      clients: CLIENTS,
      openRequestCaps: CAPS,
      directPrepared: DIRECT_PREPARED,
      profiled: PROFILE,
      race: RACE,
      raceUnits: RACE_UNITS,
      poolSize: POOL_SIZE,
    },
    machine: {
      cores: os.cpus().length,
      load: loads,
      note: 'A machine shared with other test runs: the figures are indicative.',
    },
    ...out,
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Formatted as the repository's Prettier would, so a saved result passes `prettier --check`.
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(JSON.stringify(result), { ...config, parser: 'json' }));
  console.log(`Saved to ${path.relative(root, file)}`);
}
