// Lighting for the demo photos, computed in linear light: a sky/ground ambient darkened by
// ambient occlusion from nearby boxes, point lights (lamps, tubes, windows) with soft fall-off
// and optional shadows, a sun with soft ray-cast shadows, and a little specular for glossy paint.
import { add, sub, mul, dot, len, norm, lin, display, mixRgb, rgbOf, clamp, rng } from './math.mjs';

/** Closest point of an axis-aligned box to p. */
const closest = (b, p) => [
  clamp(p[0], b.min[0], b.max[0]),
  clamp(p[1], b.min[1], b.max[1]),
  clamp(p[2], b.min[2], b.max[2]),
];

/** Does the segment from o along unit d (length t) pass through a box? (slab test) */
function hits(b, o, d, t) {
  let t0 = 1e-4,
    t1 = t;
  for (let k = 0; k < 3; k++) {
    if (Math.abs(d[k]) < 1e-9) {
      if (o[k] < b.min[k] || o[k] > b.max[k]) return false;
      continue;
    }
    let a = (b.min[k] - o[k]) / d[k],
      c = (b.max[k] - o[k]) / d[k];
    if (a > c) [a, c] = [c, a];
    if (a > t0) t0 = a;
    if (c < t1) t1 = c;
    if (t0 > t1) return false;
  }
  return true;
}

export class Lighting {
  constructor(env, eye) {
    this.eye = eye;
    this.env = env;
    this.sky = mul(lin(env.sky ?? '#dfe6ee'), env.skyPower ?? 0.5);
    this.ground = mul(lin(env.ground ?? '#8a847a'), env.groundPower ?? 0.25);
    this.lights = [];
    for (const l of env.lights ?? []) this.add(l);
    const s = env.sun;
    if (s) {
      const r = rng(11),
        d = norm(s.dir),
        k = s.soft ?? 0.02;
      this.sun = {
        col: mul(lin(s.c ?? '#fff1d8'), s.power ?? 3),
        dirs: Array.from({ length: s.samples ?? 5 }, (_, i) =>
          i ? norm(add(d, [r.range(-k, k), r.range(-k, k), r.range(-k, k)])) : d,
        ),
        d,
      };
    }
    this.ao = { r: 0.35, k: 0.7, ...env.ao };
    this.indirect = env.indirect ?? 0.35;
    this.exposure = env.exposure ?? 1;
    this.fog = env.fog ? { c: rgbOf(env.fog.c), dist: env.fog.dist } : null;
    this.occ = [];
  }

  /** A point light: p, c (colour), power, soft (fall-off near it), dir + cone (a downlight), shadow. */
  add(l) {
    this.lights.push({ soft: 0.35, ...l, col: mul(lin(l.c ?? '#fff6e8'), l.power ?? 1) });
  }

  /** Ambient occlusion at p facing n: nearby boxes in front of the surface darken it. */
  occlusion(p, n) {
    const { r, k } = this.ao,
      reach = r * 3;
    let ao = 1;
    for (const b of this.occ) {
      if (
        !b.weight ||
        p[0] < b.min[0] - reach ||
        p[0] > b.max[0] + reach ||
        p[1] < b.min[1] - reach ||
        p[1] > b.max[1] + reach ||
        p[2] < b.min[2] - reach ||
        p[2] > b.max[2] + reach
      )
        continue;
      const c = closest(b, p),
        v = sub(c, p),
        d = len(v);
      // A point touching a box (at a corner of two surfaces) is half covered by it.
      const h = d < 1e-5 ? 0.4 : clamp(0.35 + (0.65 * dot(n, v)) / d);
      if (h <= 0) continue;
      ao *= 1 - k * h * b.weight * (1 + d / r) * Math.exp(-d / r);
    }
    return ao;
  }

  visible(p, d, t) {
    for (const b of this.occ) if (b.cast && hits(b, p, d, t)) return false;
    return true;
  }

  /** Display colour (0..255 RGB) of a surface point. */
  shade(p, n, mat) {
    const eye = this.eye;
    let rgb;
    if (mat.emit) rgb = display(mul(lin(mat.c), mat.emit * this.exposure));
    else {
      const a = lin(mat.c),
        q = add(p, mul(n, 0.003));
      const view = norm(sub(eye, p));
      const amb = mixRgb(this.ground, this.sky, 0.5 + 0.5 * n[1]);
      const dir = [0, 0, 0],
        spec = [0, 0, 0];
      const addLight = (col, l, w) => {
        const c = dot(n, l);
        if (c <= 0) return;
        for (let i = 0; i < 3; i++) dir[i] += col[i] * c * w;
        if (mat.spec) {
          const h = norm(add(l, view)),
            s = mat.spec * Math.max(0, dot(n, h)) ** (mat.shine ?? 40) * w;
          for (let i = 0; i < 3; i++) spec[i] += col[i] * s;
        }
      };
      for (const L of this.lights) {
        const v = sub(L.p, p),
          d2 = dot(v, v),
          d = Math.sqrt(d2),
          l = mul(v, 1 / d);
        let w = 1 / (d2 + L.soft);
        // A lamp shines mostly along dir but lights the ceiling around it a little too.
        if (L.dir) w *= 0.2 + 0.8 * Math.max(0, -dot(l, L.dir)) ** (L.cone ?? 1);
        if (w < 1e-4 || dot(n, l) <= 0) continue;
        if (L.shadow && !this.visible(q, l, d - 0.05)) w *= 0.12;
        addLight(L.col, l, w);
      }
      if (this.sun && dot(n, this.sun.d) > 0) {
        const vis = mat.noShadow
          ? 1
          : this.sun.dirs.filter((d) => this.visible(q, d, 80)).length / this.sun.dirs.length;
        if (vis > 0) addLight(this.sun.col, this.sun.d, vis);
      }
      const ao = this.occlusion(q, n),
        ind = this.indirect;
      // Fresnel-ish sheen: glossy surfaces seen at a grazing angle pick up the sky.
      const sheen = mat.spec ? mat.spec * 0.5 * (1 - Math.max(0, dot(n, view))) ** 4 : 0;
      rgb = display(
        a.map(
          (x, i) =>
            (x * ((amb[i] + ind * dir[i]) * ao + (1 - ind) * dir[i]) + spec[i] + sheen * this.sky[i] * ao) *
            this.exposure,
        ),
      );
    }
    if (this.fog) {
      const t = 1 - Math.exp(-len(sub(p, eye)) / this.fog.dist);
      rgb = mixRgb(rgb, this.fog.c, t);
    }
    return rgb;
  }
}
