import type { Redis } from 'ioredis';
import { hitResult, windowStart, type HitResult, type WindowLimiter } from './window-counter';

/**
 * Check every window, then count in all of them or in none: one script, so Redis runs it
 * whole, and two instances' hits on one caller can never both take a window's last place.
 * KEYS[i] is window i's counter; ARGV[2i-1] its limit, ARGV[2i] how long the key lives (ms).
 * Answers {allowed (1 or 0), count of window 1, count of window 2, …}.
 */
const HIT_SCRIPT = `
local counts = {}
local allowed = 1
for i = 1, #KEYS do
  counts[i] = tonumber(redis.call('GET', KEYS[i]) or '0')
  if counts[i] >= tonumber(ARGV[2 * i - 1]) then allowed = 0 end
end
if allowed == 1 then
  for i = 1, #KEYS do
    counts[i] = redis.call('INCR', KEYS[i])
    if counts[i] == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[2 * i]) end
  end
end
table.insert(counts, 1, allowed)
return counts
`;

/** A key outlives its window by this much, so an instance whose clock is a little behind still finds it. */
const EXPIRY_MARGIN_MS = 5_000;

type WithHit = Redis & { espasyoWindowHit(...args: (string | number)[]): Promise<number[]> };

/**
 * The API's fixed windows counted in Redis (decision 0052), with the same rule and answers as
 * WindowCounter. A window's key names its start (`<prefix>rl:api:{<caller>}:<ms>:<start>`), taken
 * from the app's clock, so every instance counts a minute in the same key; the caller in braces
 * keeps one caller's keys in one Redis Cluster slot, as a script over several keys needs.
 */
export class RedisWindowCounter implements WindowLimiter {
  private readonly redis: WithHit;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    // defineCommand sends the script once and then calls it by its SHA (EVALSHA).
    if (!('espasyoWindowHit' in redis)) redis.defineCommand('espasyoWindowHit', { lua: HIT_SCRIPT });
    this.redis = redis as WithHit;
  }

  async hit(key: string, limits: { ms: number; max: number }[], now: number): Promise<HitResult> {
    const windows = limits.map((l) => ({ ...l, start: windowStart(now, l.ms) }));
    const keys = windows.map((w) => `${this.prefix}rl:api:{${key}}:${w.ms}:${w.start}`);
    const args = windows.flatMap((w) => [w.max, w.start + w.ms - now + EXPIRY_MARGIN_MS]);
    const [allowed, ...counts] = await this.redis.espasyoWindowHit(keys.length, ...keys, ...args);
    return hitResult(
      windows.map((w, i) => ({ ...w, count: Number(counts[i]) })),
      allowed === 1,
      now,
    );
  }
}
