// A production server (server/dist, built beforehand) on a fresh data directory, for benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the server on `port` with the embedded database; `stop()` ends it and removes its data
 * (unless `opts.dataDir` was given: a data directory the caller keeps across starts).
 * `opts.nodeArgs`: Node.js options before the script (bench/lib/cpu-profile.mjs's inspector).
 */
export function startServer(port, extraEnv = {}, opts = {}) {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-bench-'));
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), path.join(root, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '10000',
      DATABASE_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
    }
    if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, stop };
}

/**
 * Resolves once /api/health answers; fails if the server exits first, or after 5 minutes (a first
 * start seeds the demo data: about 30 s on an idle two-core machine, several times that on a busy one).
 */
export async function waitUp(base, child) {
  for (let i = 0; i < 6000; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}
