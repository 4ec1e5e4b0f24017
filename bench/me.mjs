#!/usr/bin/env node
// `GET /api/auth/me` requests/s for a visitor (no cookie) and for a signed-in user (the demo
// client), against the built server on a fresh PGlite data directory and, when a PostgreSQL
// answers at 127.0.0.1:5432, on a throw-away database there. The server runs in its own
// process; this process is the load generator: keep-alive connections at a fixed concurrency
// for a fixed time. Every answer must be a 200 (the API rate limit is scaled out of the way)
// and a signed-in answer must carry the user, so an error page can never pass for speed.
// The two kinds alternate (visitor, signed in, visitor, signed in) and the best of each counts.
import http from 'node:http';
import net from 'node:net';
import { startServer, waitUp } from './lib/server.mjs';

const seconds = Number(process.env.SECONDS ?? 5);
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function signInCookie(base) {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'client@espasyo.test', password: 'Espasyo!2026' }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

/** One GET on a keep-alive agent; resolves with the latency in ms, rejects on a wrong answer. */
function get(agent, base, cookie) {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/auth/me`, { agent, headers: cookie ? { cookie } : {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        if (res.statusCode !== 200) return reject(new Error(`answered ${res.statusCode}: ${body}`));
        if (cookie && !body.includes('"id"')) return reject(new Error(`signed-in answer without a user: ${body}`));
        resolve(performance.now() - t0);
      });
    });
    req.on('error', reject);
  });
}

async function measure(base, cookie) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const end = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) latencies.push(await get(agent, base, cookie));
      }),
    );
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { rps: latencies.length / seconds, p50: q(0.5), p99: q(0.99) };
}

const fmt = (r) => `${r.rps.toFixed(0).padStart(6)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;

async function bench(label, port, extraEnv) {
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, extraEnv);
  try {
    await waitUp(base, server.child);
    const cookie = await signInCookie(base);
    for (let i = 0; i < 200; i++) await Promise.all([get(undefined, base), get(undefined, base, cookie)]); // warm-up
    let visitor = { rps: 0 };
    let signedIn = { rps: 0 };
    for (let round = 0; round < 2; round++) {
      const v = await measure(base);
      const s = await measure(base, cookie);
      if (v.rps > visitor.rps) visitor = v;
      if (s.rps > signedIn.rps) signedIn = s;
    }
    console.log(`${label}, concurrency ${concurrency}, best of 2 × ${seconds} s`);
    console.log(`  visitor   : ${fmt(visitor)}`);
    console.log(`  signed in : ${fmt(signedIn)}`);
    console.log(`  signed in / visitor: ${(signedIn.rps / visitor.rps).toFixed(2)}`);
  } finally {
    await server.stop();
  }
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1000 }, () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
}

/** A throw-away database on the local PostgreSQL, dropped afterwards. */
async function withPostgres(run) {
  const { default: pg } = await import('pg');
  const name = `espasyo_bench_me_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await bench('PGlite', 3970);
if (await reachable('127.0.0.1', 5432)) {
  await withPostgres((url) => bench('PostgreSQL', 3971, { DATABASE_URL: url }));
} else {
  console.log('PostgreSQL: nothing answers at 127.0.0.1:5432, skipped');
}
