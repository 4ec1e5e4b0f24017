import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, processIdentity } from './lock';

const lockModule = path.resolve(__dirname, 'lock.ts');
const children: ChildProcess[] = [];
const pids: number[] = []; // grandchildren, which killing their parent leaves running
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-lock-'));
  dirs.push(dir);
  return dir;
}

function start(cmd: string, args: string[]): ChildProcess {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return child;
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      if (out.includes('\n')) resolve(out.split('\n')[0]);
    });
    child.on('exit', () => reject(new Error(`exited before printing a line: ${out}`)));
  });
}

function state(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0];
  } catch {
    return undefined;
  }
}

afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const pid of pids.splice(0)) if (state(pid) && state(pid) !== 'Z') process.kill(pid, 'SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second server while the holder runs, and names it', async () => {
    const dir = tempDir();
    const holder = start('sleep', ['30']);
    await new Promise((r) => holder.on('spawn', r));
    fs.writeFileSync(path.join(dir, 'espasyo.lock'), processIdentity(holder.pid!) ?? String(holder.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another Espasyo server (process ${holder.pid}) is already using the data directory ${dir}`,
    );
  });

  it('takes over a lock left by a process that has exited, and removes it on release', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'espasyo.lock'), '2147483646');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'espasyo.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
    release();
    expect(fs.existsSync(path.join(dir, 'espasyo.lock'))).toBe(false);
  });
});

// The test machines are Linux (.ci/run); /proc is what the lock's start-time check reads.
describe('data directory lock on Linux', () => {
  it('takes over at once from a server killed with SIGKILL whose parent has not reaped it yet (a zombie)', async () => {
    const dir = tempDir();
    // The holder runs in the background of a shell that then becomes `sleep`, which never
    // reaps it: after SIGKILL it stays a zombie, as a server does until its parent notices.
    const script = `import { acquireDataDirLock } from ${JSON.stringify(lockModule)}; acquireDataDirLock(${JSON.stringify(dir)}); console.log(process.pid); setInterval(() => {}, 1e6);`;
    const parent = start('sh', ['-c', `node --import tsx --input-type=module -e '${script}' & exec sleep 30`]);
    const pid = Number(await firstLine(parent));
    pids.push(pid);
    expect(fs.readFileSync(path.join(dir, 'espasyo.lock'), 'utf8')).toBe(processIdentity(pid));

    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 100 && state(pid) !== 'Z'; i++) await new Promise((r) => setTimeout(r, 10));
    expect(state(pid)).toBe('Z');

    acquireDataDirLock(dir)();
  });

  it('takes over a lock whose pid now belongs to another process (started at a different time)', async () => {
    const dir = tempDir();
    const other = start('sleep', ['30']);
    await new Promise((r) => other.on('spawn', r));
    fs.writeFileSync(path.join(dir, 'espasyo.lock'), `${other.pid} 1`);
    acquireDataDirLock(dir)();
  });
});
