// Vectors, colours (linear light, a filmic tone curve) and a seeded random source for the demo photos.
import { clamp } from '../make-images/lib.mjs';

export { clamp };
export const add = (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const mul = (a, k) => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const len = (a) => Math.hypot(a[0], a[1], a[2]);
export const norm = (a) => mul(a, 1 / (len(a) || 1));

const cache = new Map();
/** '#rrggbb' → linear RGB in 0..1 (cached: scenes reuse a few dozen colours). */
export function lin(hex) {
  let v = cache.get(hex);
  if (!v) {
    v = [1, 3, 5].map((i) => {
      const x = parseInt(hex.slice(i, i + 2), 16) / 255;
      return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    cache.set(hex, v);
  }
  return v;
}
const srgb = (x) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
// ACES-like filmic curve: highlights roll off the way a phone camera's do instead of clipping flat.
const film = (x) => clamp((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14));
/** Linear radiance → display RGB 0..255. */
export const display = (rgb) => rgb.map((x) => 255 * srgb(film(x)));
export const hexOf = (rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.round(clamp(v, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
export const mixRgb = (a, b, t) => a.map((x, i) => x + (b[i] - x) * t);
export const rgbOf = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** A deterministic random source, so every run renders the same photos. */
export function rng(seed) {
  let s = (seed * 2654435761) >>> 0 || 1;
  const r = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
  r.range = (a, b) => a + (b - a) * r();
  r.pick = (arr) => arr[Math.floor(r() * arr.length)];
  r.int = (a, b) => Math.floor(r.range(a, b + 1));
  return r;
}
