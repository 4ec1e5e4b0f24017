#!/usr/bin/env node
// Live delivery with many sockets open (issue 21): the built server (`npm run build` first) on a
// throw-away PostgreSQL database (127.0.0.1:5432), 1,000 and then 5,000 WebSockets connected to
// /api/ws, one per signed-in user (hosts and clients filled by SQL, each with a session row whose
// cookie this process holds), each subscribed to its own `user:<id>` topic. At each level:
//   - notifications: booking requests (POST /api/bookings) from random clients; the listing's host
//     socket receives the new_booking notification;
//   - messages: clients post in their conversation with a listing's host
//     (POST /api/conversations/{id}/messages); the host's socket receives message.new;
// timed from the row's own createdAt (written in the transaction, before its commit, by the same
// machine's clock) to its arrival on the socket, so each figure is an upper bound of commit →
// delivery. Requests are paced (RATE per second, a few at once) so the figures are delivery, not
// queueing behind a saturated server. Also: the server's resident memory per socket (RSS from
// /proc, before and after connecting), refusals and errors. Saves bench/results/realtime-<date>.json.
// Each socket is a file descriptor on both sides: raise the limit for the run, e.g.
//   ulimit -n 20000 && node bench/realtime.mjs
//   LEVELS=1000,5000 SAMPLES=300 RATE=40 SAVE=0 node bench/realtime.mjs
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import WebSocket from 'ws';
import { fillStatements, HOSTS, hostId } from './lib/booking-fill.mjs';
import { root, startServer, waitUp } from './lib/server.mjs';

const LEVELS = (process.env.LEVELS ?? '1000,5000').split(',').map(Number);
const SAMPLES = Number(process.env.SAMPLES ?? 300);
const RATE = Number(process.env.RATE ?? 40);
const AT_ONCE = 4;
const LISTINGS = 100;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TIMEOUT_MS = 10_000;

if (!fs.existsSync(path.join(root, 'server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const maxSockets = Math.max(...LEVELS);
const clients = maxSockets - HOSTS;
const token = (userId) => `bench-realtime-${userId}`;
const userIds = [
  ...Array.from({ length: HOSTS }, (_, i) => hostId(i)),
  ...Array.from({ length: clients }, (_, i) => `bench-client-${i}`),
];

const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (date, n) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const listingId = (g) => `bench-listing-${String(g).padStart(3, '0')}`;
/** The listings' owners, as bench/lib/booking-fill.mjs assigns them. */
const hostOf = (g) => hostId(g % HOSTS);

function request(base, method, url, userId, body) {
  return new Promise((resolve) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const req = http.request(
      `${base}${url}`,
      {
        method,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          origin: base,
          cookie: `espasyo_session=${token(userId)}`,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode, json });
        });
      },
    );
    req.on('error', (err) => resolve({ status: 0, json: { error: { code: String(err.code ?? err) } } }));
    req.end(payload);
  });
}

/** Resident memory of a process in KiB, from /proc (Linux). */
function rssKiB(pid) {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}

// --- The sockets: one per user, each subscribed to its own topic ---
const waiting = new Map(); // key → {resolve}
/** Pushes nobody waited for yet: the push can beat the HTTP answer that names it. */
const early = new Map(); // key → {at, m}
const sockets = [];

function openSocket(base, userId) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/ws`, {
      headers: { cookie: `espasyo_session=${token(userId)}`, origin: base },
    });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${userId}` })));
    ws.on('message', (data) => {
      const at = Date.now();
      const m = JSON.parse(data.toString());
      if (m.type === 'subscribed') return resolve(ws);
      if (m.type === 'error') return reject(new Error(`${userId}: ${m.code}`));
      const key =
        m.type === 'notification'
          ? `n:${m.notification.data?.bookingId}:${userId}`
          : m.type === 'message.new'
            ? `m:${m.message.id}:${userId}`
            : null;
      if (!key) return;
      const w = waiting.get(key);
      if (!w) return void early.set(key, { at, m });
      waiting.delete(key);
      w.resolve({ at, m });
    });
    ws.on('error', reject);
  });
}

async function connectUpTo(base, n) {
  while (sockets.length < n) {
    const batch = userIds.slice(sockets.length, Math.min(n, sockets.length + 50));
    sockets.push(...(await Promise.all(batch.map((u) => openSocket(base, u)))));
  }
}

/** Resolves with the arrival of `key` on a socket, or null after TIMEOUT_MS. */
function arrival(key) {
  const came = early.get(key);
  if (came) {
    early.delete(key);
    return Promise.resolve(came);
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(key);
      resolve(null);
    }, TIMEOUT_MS);
    waiting.set(key, {
      resolve: (v) => {
        clearTimeout(timer);
        resolve(v);
      },
    });
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;

/** Runs `one(i)` SAMPLES times, AT_ONCE at a time, paced at RATE a second; summarises the latencies. */
async function paced(one) {
  const latencies = [];
  const outcomes = {};
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < SAMPLES) {
        const i = next++;
        const due = started + (i * 1000) / RATE;
        if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
        const r = await one(i);
        if (typeof r === 'number') latencies.push(r);
        else outcomes[r] = (outcomes[r] ?? 0) + 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    delivered: latencies.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
    outcomes,
  };
}

let bookingSeq = 0;
/** A booking request on a listing without instant book; the host's socket must receive its new_booking notification. */
async function notificationSample(base, level) {
  return paced(async (i) => {
    const client = userIds[HOSTS + ((i * 7919 + level) % Math.min(clients, level - HOSTS))];
    const g = ((i * 31 + bookingSeq++) % (LISTINGS / 2)) * 2 + 1; // the odd ones take requests (no instant book)
    const startDate = addDays(today, 2 + (bookingSeq % 300));
    const res = await request(base, 'POST', '/api/bookings', client, {
      listingId: listingId(g),
      startDate,
      endDate: startDate,
      units: 1,
    });
    if (res.status !== 201) return res.json?.error?.code ?? `error:${res.status}`;
    const got = await arrival(`n:${res.json.id}:${hostOf(g)}`);
    if (!got) return 'not delivered';
    return got.at - Date.parse(got.m.notification.createdAt);
  });
}

/** The conversations the message sample posts in, one per client in use, opened before timing. */
async function openConversations(base, level) {
  const conversations = [];
  const senders = userIds.slice(HOSTS, Math.min(level, HOSTS + 200));
  for (let k = 0; k < senders.length; k += 10) {
    const part = await Promise.all(
      senders.slice(k, k + 10).map(async (client, j) => {
        const g = (k + j) % LISTINGS;
        const res = await request(base, 'POST', '/api/conversations', client, { listingId: listingId(g) });
        if (res.status !== 200 && res.status !== 201)
          throw new Error(`conversation: ${res.status} ${JSON.stringify(res.json)}`);
        return { id: res.json.id, client, host: hostOf(g) };
      }),
    );
    conversations.push(...part);
  }
  return conversations;
}

async function messageSample(base, conversations) {
  return paced(async (i) => {
    const c = conversations[i % conversations.length];
    const clientMessageId = `bench-${process.pid}-${i}-${Date.now()}`;
    const res = await request(base, 'POST', `/api/conversations/${c.id}/messages`, c.client, {
      body: `Is the unit still free next week? (${i})`,
      clientMessageId,
    });
    if (res.status !== 201 && res.status !== 200) return res.json?.error?.code ?? `error:${res.status}`;
    const got = await arrival(`m:${res.json.id}:${c.host}`);
    if (!got) return 'not delivered';
    return got.at - Date.parse(got.m.message.createdAt);
  });
}

async function main() {
  const { default: pg } = await import('pg');
  const name = `espasyo_bench_realtime_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const port = 3984;
  const base = `http://127.0.0.1:${port}`;
  const results = { date: new Date().toISOString(), samples: SAMPLES, ratePerSecond: RATE, levels: [] };
  await admin.query(`create database ${name}`);
  const server = startServer(port, { DEMO_DATA: 'off', DATABASE_URL: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  pool.on('error', () => {});
  try {
    await waitUp(base, server.child);
    for (const s of fillStatements({
      clients,
      count: LISTINGS,
      capacity: 1000,
      races: 0,
      raceUnits: 1,
      passwordHash: 'not-a-hash',
    })) {
      const [text, params] = Array.isArray(s) ? s : [s, []];
      await pool.query(text, params);
    }
    await pool.query(
      `insert into sessions (id, user_id) select encode(sha256(convert_to('bench-realtime-' || id, 'UTF8')), 'hex'), id
       from users where id like 'bench-%'`,
    );
    const before = rssKiB(server.child.pid);
    let connectedBefore = 0;
    let rssBefore = before;
    for (const level of LEVELS) {
      const t0 = Date.now();
      await connectUpTo(base, level);
      const connectMs = Date.now() - t0;
      await new Promise((r) => setTimeout(r, 2000)); // let the server settle
      const rss = rssKiB(server.child.pid);
      const perSocket = (rss - rssBefore) / (level - connectedBefore);
      connectedBefore = level;
      rssBefore = rss;
      const notifications = await notificationSample(base, level);
      const messages = await messageSample(base, await openConversations(base, level));
      const row = {
        sockets: level,
        connectSeconds: connectMs / 1000,
        serverRssMiB: rss / 1024,
        serverKiBPerSocket: perSocket,
        notifications,
        messages,
        load: (await import('node:os')).loadavg()[0],
      };
      results.levels.push(row);
      const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : '—');
      console.log(
        `${level} sockets (connected in ${f(row.connectSeconds)} s; server ${f(row.serverRssMiB)} MiB, ${f(perSocket)} KiB per socket, load ${row.load.toFixed(1)})`,
      );
      for (const [what, r] of [
        ['notification', notifications],
        ['message', messages],
      ]) {
        console.log(
          `  ${what.padEnd(12)} ${r.delivered}/${SAMPLES} delivered: p50 ${f(r.p50)} ms, p99 ${f(r.p99)} ms, max ${f(r.max)} ms ${Object.keys(r.outcomes).length ? JSON.stringify(r.outcomes) : ''}`,
        );
      }
    }
    results.baseRssMiB = before / 1024;
  } finally {
    for (const ws of sockets) ws.terminate();
    await server.stop();
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  if (process.env.SAVE !== '0') {
    const file = path.join(root, `bench/results/realtime-${results.date.slice(0, 10)}.json`);
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`saved ${path.relative(root, file)}`);
  }
}

await main();
