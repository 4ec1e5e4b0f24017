import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './own-server';

// `npm start` under a process manager (systemd, Docker, pm2): the manager signals the npm
// process only, and everything npm started must stop with it. No browser needed.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Pids of every process below `pid`, read from /proc; zombies count as ended. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      children.set(Number(ppid), [...(children.get(Number(ppid)) ?? []), Number(entry)]);
    } catch {
      /* ended while we looked */
    }
  }
  const out: number[] = [];
  const walk = (p: number) => (children.get(p) ?? []).forEach((c) => (out.push(c), walk(c)));
  walk(pid);
  return out;
}

function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
  });

// Reads /proc: like every test here it runs on Linux (Debian's Chromium, .ci/run).
test('SIGTERM to the npm process of `npm start` stops the server cleanly: every process ends, the port closes, the lock goes', async () => {
  test.setTimeout(150_000); // builds first if web/ or server/ changed since the last build
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-start-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
  };
  delete env.NODE_ENV;
  const npm = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  npm.stdout.on('data', (d: Buffer) => (output += d));
  npm.stderr.on('data', (d: Buffer) => (output += d));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  let started: number[] = [];
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 140_000, intervals: [200] },
      )
      .toBe(200);
    started = descendants(npm.pid!);
    expect(started.length, output).toBeGreaterThan(0);

    npm.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r('still running after 10 s'), 10_000)),
    ]);
    expect(code, output).toBe(0);
    await expect.poll(() => started.filter(running), { timeout: 2_000 }).toEqual([]);
    expect(await portOpen(port)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'espasyo.lock'))).toBe(false);
    expect(output).toContain('SIGTERM received, closing');
  } finally {
    for (const pid of [npm.pid!, ...started]) if (running(pid)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
