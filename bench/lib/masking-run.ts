// Run by bench/masking.mjs with tsx: times domain/src/messaging/masking.ts's maskContacts, which
// the server runs on every message posted before a booking is confirmed. MESSAGES mixed messages
// (default 10,000), made from a seeded generator: one to six ordinary sentences of the masking
// table (prices, dates, units, addresses), one in five with a disguised contact detail of the table
// among them, one in a hundred as long as a message may be (2,000 characters). Each message is
// masked once after a warm-up pass; prints messages per second, p50, p99 and the slowest as JSON.
import { MESSAGE_MAX } from '../../domain/src/messaging/messaging';
import { maskContacts } from '../../domain/src/messaging/masking';
import { disguises, ordinary } from '../../domain/src/messaging/test-fixtures';

const MESSAGES = Number(process.env.MESSAGES ?? 10_000);

/** A small seeded generator, so every run masks the same messages. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(29);
const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];

function message(i: number): string {
  const parts = Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(ordinary));
  if (i % 5 === 0) parts.splice(Math.floor(random() * parts.length), 0, pick(disguises)[0]);
  let text = parts.join(' ');
  if (i % 100 === 0) while (text.length < MESSAGE_MAX) text += ` ${pick(ordinary)}`;
  return text.slice(0, MESSAGE_MAX);
}

const messages = Array.from({ length: MESSAGES }, (_, i) => message(i));
for (const m of messages) maskContacts(m); // warm-up
const times: number[] = [];
let masked = 0;
const start = performance.now();
for (const m of messages) {
  const t = performance.now();
  if (maskContacts(m).masked) masked++;
  times.push(performance.now() - t);
}
const totalMs = performance.now() - start;
times.sort((a, b) => a - b);
const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 1000) / 1000;
const chars = messages.reduce((n, m) => n + m.length, 0);
console.log(
  JSON.stringify({
    messages: MESSAGES,
    averageChars: Math.round(chars / MESSAGES),
    masked,
    totalMs: Math.round(totalMs),
    perSecond: Math.round(MESSAGES / (totalMs / 1000)),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: at(1),
  }),
);
