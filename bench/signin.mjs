#!/usr/bin/env node
// Sign-in throughput with the argon2id parameters the server uses: a built server on a
// fresh data directory with the demo accounts, hammered by concurrent sign-ins for a fixed
// time. Requests carry distinct X-Forwarded-For addresses (TRUST_PROXY=true) so the
// per-IP limits do not cut the measurement short; each request still hashes a password.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 3960;
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.SECONDS ?? 8);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-bench-signin-'));
const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: 'ignore',
});

async function waitUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

let ip = 0;
async function signIn() {
  ip += 1;
  const t0 = performance.now();
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
    },
    body: JSON.stringify({ email: 'client@espasyo.test', password: 'Espasyo!2026' }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return performance.now() - t0;
}

async function measure(concurrency) {
  const latencies = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) latencies.push(await signIn());
    }),
  );
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(0);
  console.log(
    `concurrency ${String(concurrency).padStart(2)}: ${(latencies.length / seconds).toFixed(1)} sign-ins/s, ` +
      `p50 ${q(0.5)} ms, p95 ${q(0.95)} ms (${latencies.length} in ${seconds} s)`,
  );
  return latencies.length / seconds;
}

try {
  await waitUp();
  await signIn(); // warm-up
  const one = await measure(1);
  const four = await measure(4);
  const sixteen = await measure(16);
  console.log(`ratio 4 vs 1: ${(four / one).toFixed(2)}, 16 vs 1: ${(sixteen / one).toFixed(2)} (2 cores)`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
