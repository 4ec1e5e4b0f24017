import fs from 'node:fs';
import path from 'node:path';

/**
 * One server per data directory: PGlite is a single-process database, and two writers
 * would corrupt it. The lock file names its holder (pid, and on Linux the process's start
 * time); a lock whose holder is gone is taken over at once (docs/decisions/0002).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'espasyo.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, processIdentity(process.pid) ?? String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const [pid, startedAt] = fs.readFileSync(file, 'utf8').trim().split(/\s+/);
      if (Number(pid) && Number(pid) !== process.pid && isRunning(Number(pid), startedAt)) {
        throw new Error(
          `Another Espasyo server (process ${pid}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or set DATA_DIR to a different directory.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

/**
 * "pid starttime" from /proc on Linux, null elsewhere. The start time (clock ticks since
 * boot) tells our server apart from a later process that was given the same pid.
 */
export function processIdentity(pid: number): string | null {
  const stat = procStat(pid);
  return stat ? `${pid} ${stat.startedAt}` : null;
}

/**
 * A holder killed with SIGKILL stays a zombie until its parent reaps it, and kill(pid, 0)
 * still succeeds on a zombie; /proc shows it as dead (state Z or X) at once.
 */
function isRunning(pid: number, startedAt: string | undefined): boolean {
  const stat = procStat(pid);
  if (stat)
    return stat.state !== 'Z' && stat.state !== 'X' && (startedAt === undefined || stat.startedAt === startedAt);
  try {
    process.kill(pid, 0); // no /proc (macOS), or it hides other users' processes
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Fields 3 (state) and 22 (start time) of /proc/<pid>/stat; the name in field 2 may hold spaces and parentheses. */
function procStat(pid: number): { state: string; startedAt: string } | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], startedAt: fields[19] };
}
