/**
 * Fixed-window request counters in this process's memory: one counter per key and window
 * size. A request is counted only if every window still has room, so a client refused for
 * the minute does not use up its hour and day.
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

const SWEEP_EVERY_MS = 60_000;
const KEEP_MS = 86_400_000;

export class WindowCounter {
  private entries = new Map<string, Entry>();
  private lastSweep = 0;

  hit(key: string, limits: { ms: number; max: number }[], now: number): HitResult {
    this.sweep(now);
    let entry = this.entries.get(key);
    if (!entry) this.entries.set(key, (entry = { windows: new Map(), lastHit: now }));
    entry.lastHit = now;
    const state = limits.map((l) => {
      const start = Math.floor(now / l.ms) * l.ms;
      let w = entry.windows.get(l.ms);
      if (!w || w.start !== start) entry.windows.set(l.ms, (w = { start, count: 0 }));
      return { ...l, w };
    });
    const allowed = state.every((s) => s.w.count < s.max);
    if (allowed) for (const s of state) s.w.count += 1;
    const over = state.filter((s) => s.w.count >= s.max);
    // Refused: report the window that resets last among the full ones; else the tightest.
    const pick = allowed
      ? state.reduce((a, b) => (b.max - b.w.count < a.max - a.w.count ? b : a))
      : over.reduce((a, b) => (b.w.start + b.ms > a.w.start + a.ms ? b : a));
    return {
      allowed,
      limit: pick.max,
      remaining: Math.max(0, pick.max - pick.w.count),
      resetMs: pick.w.start + pick.ms - now,
    };
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
