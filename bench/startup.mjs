#!/usr/bin/env node
// Time from `npm start` (installed and built) to the first 200 on `/`, on a fresh data
// directory (first start: database created, migrations, demo data) and on a second start.
// Target (issue 3): first 200 within 6 s on a fresh data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 3);
const TARGET_MS = 6000;

async function timeStart(dataDir, port) {
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (performance.now() - t0 > 60_000) throw new Error('server did not answer within 60 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        if (res.status === 200) return performance.now() - t0;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.on('exit', r));
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fresh = [];
const warm = [];
for (let i = 0; i < runs; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-bench-'));
  fresh.push(await timeStart(dir, 3900 + i));
  warm.push(await timeStart(dir, 3950 + i));
  fs.rmSync(dir, { recursive: true, force: true });
}
const f = median(fresh);
const w = median(warm);
console.log(
  `startup, fresh data dir: median ${(f / 1000).toFixed(2)} s over ${runs} runs (${fresh.map((x) => (x / 1000).toFixed(2)).join(', ')})`,
);
console.log(
  `startup, existing data dir: median ${(w / 1000).toFixed(2)} s (${warm.map((x) => (x / 1000).toFixed(2)).join(', ')})`,
);
console.log(
  `ratio to the 6 s target: fresh ${(f / TARGET_MS).toFixed(2)}, existing ${(w / TARGET_MS).toFixed(2)} (below 1 meets it)`,
);
