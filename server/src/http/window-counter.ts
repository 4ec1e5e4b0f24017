/**
 * Fixed-window request counters: one counter per key and window size. A request is counted
 * only if every window still has room, so a client refused for the minute does not use up its
 * hour and day. WindowCounter counts in this process's memory (the default); with REDIS_URL,
 * RedisWindowCounter (redis-window-counter.ts) counts the same way in Redis for every instance.
 */
interface Entry {
  windows: Map<number, { start: number; count: number }>;
  lastHit: number;
}

export interface HitResult {
  allowed: boolean;
  /** The tightest window: its limit, what is left, and ms until it resets. */
  limit: number;
  remaining: number;
  resetMs: number;
}

/** A fixed window: the window's size and limit, where it starts, and its count after this hit. */
export interface WindowState {
  ms: number;
  max: number;
  start: number;
  count: number;
}

/** Where window `ms` that holds `now` starts: windows are aligned to the clock (the minute, the hour, the day in UTC). */
export const windowStart = (now: number, ms: number) => Math.floor(now / ms) * ms;

/**
 * What a hit answers, wherever the windows are counted (here, or in Redis: redis-window-counter.ts).
 * Refused: the window that resets last among the full ones; else the tightest.
 */
export function hitResult(state: WindowState[], allowed: boolean, now: number): HitResult {
  const pick = allowed
    ? state.reduce((a, b) => (b.max - b.count < a.max - a.count ? b : a))
    : state.filter((s) => s.count >= s.max).reduce((a, b) => (b.start + b.ms > a.start + a.ms ? b : a));
  return {
    allowed,
    limit: pick.max,
    remaining: Math.max(0, pick.max - pick.count),
    resetMs: pick.start + pick.ms - now,
  };
}

/** Counts the hits of a caller against several windows at once (in memory, or in Redis). */
export interface WindowLimiter {
  hit(key: string, limits: { ms: number; max: number }[], now: number): HitResult | Promise<HitResult>;
}

const SWEEP_EVERY_MS = 60_000;
const KEEP_MS = 86_400_000;

export class WindowCounter implements WindowLimiter {
  private entries = new Map<string, Entry>();
  private lastSweep = 0;

  hit(key: string, limits: { ms: number; max: number }[], now: number): HitResult {
    this.sweep(now);
    let entry = this.entries.get(key);
    if (!entry) this.entries.set(key, (entry = { windows: new Map(), lastHit: now }));
    entry.lastHit = now;
    const state = limits.map((l) => {
      const start = windowStart(now, l.ms);
      let w = entry.windows.get(l.ms);
      if (!w || w.start !== start) entry.windows.set(l.ms, (w = { start, count: 0 }));
      return { ...l, w };
    });
    const allowed = state.every((s) => s.w.count < s.max);
    if (allowed) for (const s of state) s.w.count += 1;
    return hitResult(
      state.map((s) => ({ ms: s.ms, max: s.max, start: s.w.start, count: s.w.count })),
      allowed,
      now,
    );
  }

  get size() {
    return this.entries.size;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [key, e] of this.entries) if (now - e.lastHit > KEEP_MS) this.entries.delete(key);
  }
}
