// CPU time of processes from /proc (Linux), for the benches' per-request costs: steadier than
// throughput on a machine that other work shares, as it counts only what the process itself ran.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux that Node supports

function statFields(pid) {
  // The command name (field 2) is in parentheses and may contain spaces: split after it.
  return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
}

/** CPU time (user + system, all threads) `pid` has used, in ms; null when it is gone or unreadable. */
export function cpuMsOf(pid) {
  if (!pid) return null;
  try {
    const f = statFields(pid);
    return ((Number(f[11]) + Number(f[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The pids whose parent is `pid` (nginx's workers under its master). */
export function childPids(pid) {
  const out = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (Number(statFields(name)[1]) === pid) out.push(Number(name));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/**
 * Follows the CPU time of a changing set of processes (`listPids()` → pids, may be async): poll()
 * while the load runs, total() at its end. A process first seen after start() counts from zero
 * (it began meanwhile: a pool's new connection); one that ends between two polls loses at most
 * the time since the last poll.
 */
export function cpuTracker(listPids, intervalMs = 250) {
  const seen = new Map();
  let started = false;
  let timer = null;
  const poll = async () => {
    for (const pid of await listPids()) {
      const ms = cpuMsOf(pid);
      if (ms === null) continue;
      const s = seen.get(pid);
      if (s) s.last = ms;
      else seen.set(pid, { base: started ? 0 : ms, last: ms });
    }
  };
  return {
    async start() {
      await poll();
      started = true;
      timer = setInterval(() => poll().catch(() => {}), intervalMs);
    },
    /** CPU ms used since start() by every process seen, so far (it goes on). */
    async read() {
      await poll();
      let total = 0;
      for (const s of seen.values()) total += s.last - s.base;
      return total;
    },
    /** CPU ms used since start() by every process seen. */
    async stop() {
      clearInterval(timer);
      return this.read();
    },
  };
}
