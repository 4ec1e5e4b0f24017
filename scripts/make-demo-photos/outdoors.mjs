// Outdoor pieces: a tropical sky with clouds, broadleaf and palm trees, background buildings,
// and soft ground shadows for things whose shape a box would not cast well (tree crowns).
import { rng, add, norm } from './math.mjs';
import { pathOf } from './camera.mjs';
import { shade } from '../make-images/lib.mjs';

/** Lighting for a sunny day: sun from `dir` (towards the sun), blue sky light. */
export const daylight = (o = {}) => ({
  sky: '#cfe0f2',
  skyPower: 0.75,
  ground: '#b5ad9f',
  groundPower: 0.3,
  exposure: 0.82,
  indirect: 0.25,
  ...o,
  sun: { dir: [0.5, 0.75, -0.45], c: '#fff1dc', power: 2.3, soft: 0.02, ...o.sun },
});

/** A sky gradient with soft cumulus clouds, behind everything. */
export function sky(s, { top = '#5d9bd5', horizon = '#dbe8f1', clouds = 0.8, seed = 3 } = {}) {
  const { w, h } = s.cam;
  s.layers.back.push(
    `<linearGradient id="skyv" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.75" stop-color="${horizon}"/></linearGradient>` +
      `<filter id="clouds" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="${(3.2 / w).toFixed(5)} ${(7 / w).toFixed(5)}" numOctaves="5" seed="${seed}"/>` +
      `<feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  ${clouds * 4} 0 0 0 ${-clouds * 1.9}"/><feGaussianBlur stdDeviation="${(w / 400).toFixed(1)}"/></filter>` +
      `<rect width="${w}" height="${h}" fill="url(#skyv)"/><rect width="${w}" height="${(h * 0.6).toFixed(0)}" filter="url(#clouds)"/>`,
  );
}

/** A soft shadow on the ground (y = 0) below a blob at c with radius rad, cast along the sun. */
export function blobShadow(s, c, rad, sunDir, opacity = 0.45) {
  const d = norm(sunDir),
    t = c[1] / d[1],
    g = [c[0] - d[0] * t, 0.003, c[2] - d[2] * t];
  const pts = Array.from({ length: 20 }, (_, i) => {
    const a = (i / 20) * 2 * Math.PI;
    return add(g, [Math.cos(a) * rad * 1.1, 0, Math.sin(a) * rad * 1.3]);
  });
  const sp = s.cam.clip(pts);
  if (!sp) return;
  const blur = Math.max(2, (s.cam.F * rad * 0.25) / Math.max(1, s.cam.depth(g)));
  s.layers.shell.push(
    `<filter id="bs${++s.ids}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur.toFixed(1)}"/></filter>` +
      `<path d="${pathOf(sp)}" fill="#1b2430" opacity="${opacity}" filter="url(#bs${s.ids})"/>`,
  );
}

/** A broadleaf tree (mango, acacia): a trunk and a leafy crown of overlapping clumps. */
export function tree(
  s,
  [x, z],
  { h = 6, rad = 2.4, leaf = '#4f7d3f', seed = 1, sunDir = [0.5, 0.75, -0.45], shadow = true } = {},
) {
  const r = rng(seed),
    trunk = { c: '#6b5a48' };
  s.box([x - 0.12, 0, z - 0.12], [x + 0.12, h - rad * 0.8, z + 0.12], trunk, { occlude: false, cast: true });
  const clumps = Array.from({ length: 9 }, () => [
    x + r.range(-0.7, 0.7) * rad,
    h - rad + r.range(-0.35, 0.55) * rad,
    z + r.range(-0.6, 0.6) * rad,
    rad * r.range(0.45, 0.7),
  ]);
  const min = [x - rad * 1.4, h - rad * 1.8, z - rad * 1.3],
    max = [x + rad * 1.4, h + 0.2, z + rad * 1.3];
  const id = `leaf${++s.ids}`;
  s.object(min, max, [], {
    occlude: false,
    after: (cam) => {
      const circles = clumps
        .map(([cx, cy, cz, cr]) => {
          const p = cam.point([cx, cy, cz]);
          if (!p) return '';
          const pr = (cam.F * cr) / Math.max(0.5, cam.depth([cx, cy, cz]));
          const lit = 0.8 + 0.45 * ((cy - (h - rad)) / rad + 0.5);
          return `<circle cx="${p[0].toFixed(1)}" cy="${p[1].toFixed(1)}" r="${pr.toFixed(1)}" fill="${shade(leaf, Math.max(0.55, Math.min(1.3, lit)))}"/>`;
        })
        .join('');
      const p = cam.point([x, h - rad, z]),
        scale = p ? (cam.F * 0.08) / Math.max(0.5, cam.depth([x, h - rad, z])) : 4;
      return (
        `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="${(0.6 / scale).toFixed(3)}" numOctaves="2" seed="${seed}"/>` +
        `<feDisplacementMap in="SourceGraphic" scale="${(scale * 3).toFixed(1)}" xChannelSelector="R" yChannelSelector="G"/></filter><g filter="url(#${id})">${circles}</g>`
      );
    },
  });
  if (shadow) blobShadow(s, [x, h - rad * 0.8, z], rad, sunDir);
}

/** A coconut palm: a leaning, ringed trunk and drooping fronds. */
export function palm(s, [x, z], { h = 8, lean = [0.6, 0, 0.2], seed = 1, sunDir = [0.5, 0.75, -0.45] } = {}) {
  const r = rng(seed),
    segs = 8,
    pts = [];
  for (let i = 0; i <= segs; i++) {
    const t = i / segs;
    pts.push([x + lean[0] * t * t, h * t, z + lean[2] * t * t]);
  }
  for (let i = 0; i < segs; i++) {
    const a = pts[i],
      b = pts[i + 1],
      rr = 0.17 - i * 0.008;
    s.box(
      [Math.min(a[0], b[0]) - rr, a[1], Math.min(a[2], b[2]) - rr],
      [Math.max(a[0], b[0]) + rr, b[1], Math.max(a[2], b[2]) + rr],
      { c: i % 2 ? '#8a7b68' : '#7d6f5d' },
      { occlude: false, cast: true },
    );
  }
  const top = pts[segs],
    fronds = Array.from({ length: 11 }, (_, i) => ({
      a: (i / 11) * 2 * Math.PI + r.range(-0.2, 0.2),
      len: r.range(2.6, 3.6),
      droop: r.range(0.6, 1.4),
      c: r.pick(['#4d7a35', '#5b8a3c', '#426b2f', '#6b8f3f']),
    }));
  s.object([top[0] - 4, top[1] - 3, top[2] - 4], [top[0] + 4, top[1] + 1, top[2] + 4], [], {
    occlude: false,
    after: (cam) =>
      fronds
        .map((f) => {
          const spine = Array.from({ length: 8 }, (_, k) => {
            const t = k / 7;
            return add(top, [Math.cos(f.a) * f.len * t, 0.6 * t - f.droop * 2 * t * t, Math.sin(f.a) * f.len * t]);
          });
          const sp = spine.map((p) => cam.point(p));
          if (sp.some((p) => !p)) return '';
          const wpx = (cam.F * 0.45) / Math.max(1, cam.depth(top)),
            left = [],
            right = [];
          sp.forEach((p, k) => {
            const q = sp[Math.min(k + 1, 7)],
              o = sp[Math.max(k - 1, 0)],
              dx = q[0] - o[0],
              dy = q[1] - o[1],
              l = Math.hypot(dx, dy) || 1;
            const wk = wpx * Math.sin(Math.PI * Math.min(0.98, k / 7 + 0.08));
            left.push([p[0] - (dy / l) * wk, p[1] + (dx / l) * wk]);
            right.push([p[0] + (dy / l) * wk * 0.6, p[1] - (dx / l) * wk * 0.6]);
          });
          return `<path d="${pathOf([...left, ...right.reverse()])}" fill="${f.c}" stroke="${shade(f.c, 0.8)}" stroke-width="1" stroke-dasharray="2 3"/>`;
        })
        .join(''),
  });
  blobShadow(s, top, 2.6, sunDir, 0.35);
}

/** A plain mid-rise building (apartments, offices) with rows of windows, as a backdrop. */
export function building(
  s,
  [x0, x1],
  [z0, z1],
  h,
  { wall = '#e7e0d2', glass = '#6f8ba3', floors = Math.floor(h / 3), bays = 6, seed = 1 } = {},
) {
  const r = rng(seed),
    faces = [];
  s.box([x0, 0, z0], [x1, h, z1], { all: { c: wall, tex: 'plaster', texK: 0.6 } }, { cast: true });
  const fw = (x1 - x0) / bays;
  for (let f = 0; f < floors; f++)
    for (let b = 0; b < bays; b++) {
      const y0 = f * 3 + 1.0,
        xa = x0 + b * fw + fw * 0.2,
        xb = xa + fw * 0.6,
        e = 0.01;
      faces.push({
        pts: [
          [xa, y0, z0 - e],
          [xb, y0, z0 - e],
          [xb, y0 + 1.4, z0 - e],
          [xa, y0 + 1.4, z0 - e],
        ],
        n: [0, 0, -1],
        mat: { c: shade(glass, r.range(0.8, 1.15)), spec: 0.5 },
      });
    }
  s.object([x0, 0, z0 - 0.02], [x1, h, z0], faces, { occlude: false });
}
