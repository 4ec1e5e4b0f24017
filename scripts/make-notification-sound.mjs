#!/usr/bin/env node
/**
 * Makes web/public/notification-sound.mp3 (requirements §7: the sound an open tab plays, at volume
 * 0.5, when a notification arrives; issue 21). A short two-note chime — G5 then C6, a rising
 * fourth, each a soft bell tone (a fundamental with two quiet partials, a 6 ms attack so it does
 * not click, an exponential fade) — synthesised here sample by sample and encoded to MP3 by
 * @breezystack/lamejs (pure JavaScript), so nothing is downloaded and the file can be remade:
 *
 *   node scripts/make-notification-sound.mjs
 *
 * The result is deterministic: the same samples give the same bytes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';

const RATE = 44_100;
const KBPS = 96;
const LENGTH_S = 1.1;
/** Peak level: -3 dBFS, so the chime is clear without clipping after encoding. */
const PEAK = 10 ** (-3 / 20);

/** A note: its pitch, when it starts and how fast it fades (seconds to fall to about a third). */
const notes = [
  { hz: 783.99, at: 0, decay: 0.28, gain: 0.8 }, // G5
  { hz: 1046.5, at: 0.16, decay: 0.42, gain: 1 }, // C6
];
/** A bell's partials: the fundamental, its octave and a quiet, slightly sharp twelfth. */
const partials = [
  { ratio: 1, gain: 1 },
  { ratio: 2, gain: 0.28 },
  { ratio: 3.01, gain: 0.08 },
];
const ATTACK_S = 0.006;
/** The last 80 ms fade to silence so the file ends without a click. */
const TAIL_S = 0.08;

function synthesise() {
  const n = Math.round(LENGTH_S * RATE);
  const out = new Float64Array(n);
  for (const note of notes) {
    const start = Math.round(note.at * RATE);
    for (let i = start; i < n; i++) {
      const t = (i - start) / RATE;
      const envelope = Math.min(1, t / ATTACK_S) * Math.exp(-t / note.decay);
      let s = 0;
      for (const p of partials) s += p.gain * Math.sin(2 * Math.PI * note.hz * p.ratio * t);
      out[i] += note.gain * envelope * s;
    }
  }
  const tail = Math.round(TAIL_S * RATE);
  for (let i = 0; i < tail; i++) out[n - 1 - i] *= i / tail;
  const peak = out.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  const pcm = new Int16Array(n);
  for (let i = 0; i < n; i++) pcm[i] = Math.round((out[i] / peak) * PEAK * 32_767);
  return pcm;
}

function encode(pcm) {
  const encoder = new Mp3Encoder(1, RATE, KBPS);
  const chunks = [];
  const BLOCK = 1152;
  for (let i = 0; i < pcm.length; i += BLOCK) {
    const mp3 = encoder.encodeBuffer(pcm.subarray(i, i + BLOCK));
    if (mp3.length) chunks.push(Buffer.from(mp3.buffer, mp3.byteOffset, mp3.length));
  }
  const end = encoder.flush();
  if (end.length) chunks.push(Buffer.from(end.buffer, end.byteOffset, end.length));
  return Buffer.concat(chunks);
}

const target = fileURLToPath(new URL('../web/public/notification-sound.mp3', import.meta.url));
const mp3 = encode(synthesise());
writeFileSync(target, mp3);
console.log(`wrote ${target} (${mp3.length} bytes, ${LENGTH_S} s, ${KBPS} kbps mono)`);
