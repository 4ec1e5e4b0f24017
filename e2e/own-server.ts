import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A built server of a spec's own, for what the shared one cannot show: the shared server runs
// every spec's users from one address, with the limits raised (scripts/e2e-server.mjs).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nothing listens on now (the system's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts server/dist/main.js on a free port and a fresh embedded database with the demo data, with
 * `env` on top, and waits until it is ready (a first start seeds twelve months of demo history).
 */
export async function startOwnServer(env: NodeJS.ProcessEnv, timeoutMs = 240_000) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-own-'));
  const log = path.join(dir, 'server.log');
  const out = fs.openSync(log, 'a');
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: path.join(dir, 'data'),
    DEMO_DATA: 'on',
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    env: childEnv,
    stdio: ['ignore', out, out],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  const tail = fs.readFileSync(log, 'utf8').slice(-3000);
  await stop();
  throw new Error(`the server at ${url} was not ready within ${timeoutMs / 1000} s:\n${tail}`);
}
