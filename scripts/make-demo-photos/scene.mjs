// A scene of lit planar faces rendered to one SVG. Large faces are subdivided adaptively on
// screen where their lighting changes (light pools, occlusion in corners, shadow edges), so
// surfaces shade smoothly; objects are painted back to front using their bounding boxes.
import { Lighting } from './light.mjs';
import { pathOf } from './camera.mjs';
import { hexOf, sub, dot, clamp } from './math.mjs';
import { textureDefs } from './textures.mjs';
import { fitLinear, spread } from './fit.mjs';
import { paintOrder } from './order.mjs';

const BOX_FACES = {
  top: [
    [0, 1, 0],
    (a, b) => [
      [a[0], b[1], a[2]],
      [b[0], b[1], a[2]],
      [b[0], b[1], b[2]],
      [a[0], b[1], b[2]],
    ],
  ],
  bottom: [
    [0, -1, 0],
    (a, b) => [
      [a[0], a[1], a[2]],
      [b[0], a[1], a[2]],
      [b[0], a[1], b[2]],
      [a[0], a[1], b[2]],
    ],
  ],
  left: [
    [-1, 0, 0],
    (a, b) => [
      [a[0], a[1], a[2]],
      [a[0], b[1], a[2]],
      [a[0], b[1], b[2]],
      [a[0], a[1], b[2]],
    ],
  ],
  right: [
    [1, 0, 0],
    (a, b) => [
      [b[0], a[1], a[2]],
      [b[0], b[1], a[2]],
      [b[0], b[1], b[2]],
      [b[0], a[1], b[2]],
    ],
  ],
  front: [
    [0, 0, -1],
    (a, b) => [
      [a[0], a[1], a[2]],
      [b[0], a[1], a[2]],
      [b[0], b[1], a[2]],
      [a[0], b[1], a[2]],
    ],
  ],
  back: [
    [0, 0, 1],
    (a, b) => [
      [a[0], a[1], b[2]],
      [b[0], a[1], b[2]],
      [b[0], b[1], b[2]],
      [a[0], b[1], b[2]],
    ],
  ],
};
/** The six faces of a box; mat is one material or one per face name ({ top, side, front, … }). */
export function boxFaces(min, max, mat, skip) {
  return Object.entries(BOX_FACES)
    .filter(([k]) => !skip?.includes(k))
    .map(([k, [n, f]]) => {
      const m = mat.c ? mat : (mat[k] ?? (k === 'top' ? (mat.all ?? mat.side) : (mat.side ?? mat.all ?? mat.top)));
      return { pts: f(min, max), n, mat: m };
    });
}

const bilerp = (c, u, v) =>
  [0, 1, 2].map((k) => {
    const a = c[0][k] + (c[1][k] - c[0][k]) * u,
      b = c[3][k] + (c[2][k] - c[3][k]) * u;
    return a + (b - a) * v;
  });

export class Scene {
  constructor(cam, env) {
    this.cam = cam;
    this.light = new Lighting(env, cam.eye);
    this.shells = [];
    this.objects = [];
    this.layers = { back: [], shell: [], front: [] };
    this.textures = new Set();
    this.mirrorY = env.mirrorY ?? 0;
    this.ids = 0;
    this.portals = [];
  }

  /** A surface of the surroundings (floor, wall, ceiling, markings), drawn in the order given. */
  shell(pts, n, mat) {
    this.shells.push({ pts, n, mat });
  }

  /** A box that darkens nearby surfaces and (cast) blocks sun and lamp light. */
  occluder(min, max, { cast = true, ao = true } = {}) {
    const d = [0, 1, 2].map((k) => max[k] - min[k]).sort((a, b) => b - a);
    this.light.occ.push({ min, max, cast, weight: ao ? clamp(d[1] / (2 * this.light.ao.r)) : 0 });
  }

  /**
   * An object: faces drawn together; after(cam) adds markup (labels) on top. occlude: it
   * darkens surfaces near it; cast: it blocks light (default: when it occludes).
   */
  object(min, max, faces, { occlude = true, cast = occlude, after, sortFaces = false, decals = [] } = {}) {
    if (occlude || cast) this.occluder(min, max, { cast, ao: occlude });
    this.objects.push({ min, max, faces, after, sortFaces, decals, portal: this.portal });
  }

  /** Objects added by fill() are seen only through the opening `hole` (a 3D polygon). */
  within(hole, fill) {
    const id = `portal${++this.ids}`,
      s = this.cam.clip(hole);
    this.portals.push(`<clipPath id="${id}"><path d="${s ? pathOf(s) : 'M0 0Z'}"/></clipPath>`);
    const prev = this.portal;
    this.portal = id;
    fill();
    this.portal = prev;
  }

  /** An axis-aligned box; mat is one material or one per face name ({ top, side, front, … }). */
  box(min, max, mat, opts = {}) {
    this.object(min, max, boxFaces(min, max, mat, opts.skip), opts);
  }

  faceSvg(face, out) {
    const { cam, light } = this;
    if (dot(face.n, sub(cam.eye, face.pts[0])) <= 1e-6) return;
    const whole = cam.clip(face.pts);
    if (!whole || !onScreen(whole, cam)) return;
    if (face.pts.length !== 4) {
      const c = face.pts.reduce((s, p) => s.map((x, i) => x + p[i] / face.pts.length), [0, 0, 0]);
      const col = hexOf(light.shade(c, face.n, face.mat));
      out.push(`<path d="${pathOf(whole)}" fill="${col}" stroke="${col}" stroke-width="0.8"/>`);
    } else this.cells(face, out);
    const tex = face.mat.tex;
    if (tex) {
      this.textures.add(tex);
      out.push(
        `<path d="${pathOf(whole)}" filter="url(#tx-${tex})" style="mix-blend-mode:soft-light" opacity="${face.mat.texK ?? 1}"/>`,
      );
    }
  }

  /**
   * Subdivide a quad on screen until the lighting over each cell is nearly linear, then fill the
   * cell with a linear gradient fitted to its corners and centre (least squares).
   */
  cells(face, out) {
    const { cam, light } = this,
      seen = new Map(),
      c = face.pts;
    const col = (u, v) => {
      const k = u * 4099 + v;
      let r = seen.get(k);
      if (!r) seen.set(k, (r = light.shade(bilerp(c, u, v), face.n, face.mat)));
      return r;
    };
    const rec = (u0, v0, u1, v1, depth) => {
      const s = cam.clip([bilerp(c, u0, v0), bilerp(c, u1, v0), bilerp(c, u1, v1), bilerp(c, u0, v1)]);
      if (!s || !onScreen(s, cam)) return;
      const su = Math.max(dist(s[0], s[1]), dist(s[s.length - 1], s[s.length - 2])),
        sv = Math.max(dist(s[0], s[s.length - 1]), dist(s[1], s[2]));
      const size = Math.max(su, sv),
        um = (u0 + u1) / 2,
        vm = (v0 + v1) / 2;
      let fit, cs;
      if (!s.cut) {
        const mid = cam.point(bilerp(c, um, vm));
        cs = [col(u0, v0), col(u1, v0), col(u1, v1), col(u0, v1), col(um, vm)];
        fit = fitLinear([...s, mid], cs);
      } else {
        // part of the cell is behind the lens: light only what is in front
        cs = s.world.map((p) => light.shade(p, face.n, face.mat));
        fit = fitLinear(s, cs);
      }
      const err = fit ? fit.err : spread(cs);
      if (depth < 11 && (size > 420 || (size > 7 && err > 2) || (s.cut && size > 60))) {
        if (su > 2 * sv) {
          rec(u0, v0, um, v1, depth + 1);
          rec(um, v0, u1, v1, depth + 1);
          return;
        }
        if (sv > 2 * su) {
          rec(u0, v0, u1, vm, depth + 1);
          rec(u0, vm, u1, v1, depth + 1);
          return;
        }
        rec(u0, v0, um, vm, depth + 1);
        rec(um, v0, u1, vm, depth + 1);
        rec(u0, vm, um, v1, depth + 1);
        rec(um, vm, u1, v1, depth + 1);
        return;
      }
      out.push(this.fill(pathOf(s), s, fit, cs));
    };
    rec(0, 0, 1, 1, 0);
  }

  /** A path filled flat, or with a gradient along the fitted direction of change. */
  fill(d, s, fit, cs) {
    if (!fit || fit.range < 1.5) {
      const h = hexOf([0, 1, 2].map((i) => cs.reduce((a, x) => a + x[i], 0) / cs.length));
      return `<path d="${d}" fill="${h}" stroke="${h}" stroke-width="0.8"/>`;
    }
    const [gx, gy] = fit.dir,
      mx = s.reduce((a, p) => a + p[0], 0) / s.length,
      my = s.reduce((a, p) => a + p[1], 0) / s.length;
    const ts = s.map(([x, y]) => (x - mx) * gx + (y - my) * gy),
      t0 = Math.min(...ts),
      t1 = Math.max(...ts);
    const p0 = [mx + gx * t0, my + gy * t0],
      p1 = [mx + gx * t1, my + gy * t1],
      id = `c${++this.ids}`;
    const lo = [0, 1, 2].map((i) => Math.min(...cs.map((x) => x[i]))),
      hi = [0, 1, 2].map((i) => Math.max(...cs.map((x) => x[i])));
    const at = (p) => hexOf(fit.coef.map(([a, b, c2], i) => clamp(a + b * p[0] + c2 * p[1], lo[i], hi[i])));
    return (
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${p0[0].toFixed(1)}" y1="${p0[1].toFixed(1)}" x2="${p1[0].toFixed(1)}" y2="${p1[1].toFixed(1)}">` +
      `<stop offset="0" stop-color="${at(p0)}"/><stop offset="1" stop-color="${at(p1)}"/></linearGradient>` +
      `<path d="${d}" fill="url(#${id})" stroke="url(#${id})" stroke-width="0.8"/>`
    );
  }

  /** Objects back to front (see order.mjs). */
  order(eye) {
    return paintOrder(this.objects, this.cam, eye);
  }

  objectSvg(o, out, mirror = false) {
    let faces = o.faces;
    if (mirror) {
      const y = this.mirrorY,
        m = (p) => [p[0], 2 * y - p[1], p[2]];
      faces = faces.map((f) => ({ pts: f.pts.map(m), n: [f.n[0], -f.n[1], f.n[2]], mat: f.mat, src: f }));
    }
    if (o.sortFaces) {
      const d = (f) =>
        Math.hypot(...[0, 1, 2].map((k) => f.pts.reduce((a, p) => a + p[k], 0) / f.pts.length - this.cam.eye[k]));
      faces = [...faces].sort((a, b) => d(b) - d(a));
    }
    if (!mirror) faces = faces.concat(o.decals);
    for (const f of faces) {
      if (!mirror) {
        this.faceSvg(f, out);
        continue;
      }
      if (dot(f.n, sub(this.cam.eye, f.pts[0])) <= 0) continue;
      const s = this.cam.clip(f.pts);
      if (!s) continue;
      const c = f.src.pts.reduce((a, p) => a.map((x, i) => x + p[i] / f.src.pts.length), [0, 0, 0]);
      out.push(`<path d="${pathOf(s)}" fill="${hexOf(this.light.shade(c, f.src.n, f.src.mat))}"/>`);
    }
    if (!mirror && o.after) out.push(o.after(this.cam));
  }

  render({ reflect = 0, reflectBlur = 4 } = {}) {
    const { cam } = this,
      out = [],
      shell = [],
      glossy = [];
    for (const f of this.shells) {
      this.faceSvg(f, shell);
      if (f.mat.gloss) {
        const s = cam.clip(f.pts);
        if (s) glossy.push(pathOf(s));
      }
    }
    const sorted = this.order(cam.eye);
    out.push(...this.layers.back, ...shell, ...this.layers.shell);
    if (reflect && glossy.length) {
      const m = [],
        eye = cam.eye,
        me = [eye[0], 2 * this.mirrorY - eye[1], eye[2]];
      for (const o of this.order(me)) if (o.min[1] >= this.mirrorY - 0.01 && !o.portal) this.objectSvg(o, m, true);
      out.push(
        `<clipPath id="gloss"><path d="${glossy.join('')}"/></clipPath>` +
          `<filter id="gblur" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${reflectBlur}"/></filter>` +
          `<g clip-path="url(#gloss)"><g opacity="${reflect}" filter="url(#gblur)">${m.join('')}</g></g>`,
      );
    }
    for (const o of sorted) {
      if (!o.portal) {
        this.objectSvg(o, out);
        continue;
      }
      const part = [];
      this.objectSvg(o, part);
      if (part.length) out.push(`<g clip-path="url(#${o.portal})">${part.join('')}</g>`);
    }
    out.push(...this.layers.front);
    const defs = [...this.textures].map(textureDefs).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${cam.w}" height="${cam.h}" viewBox="0 0 ${cam.w} ${cam.h}"><defs>${defs}${this.portals.join('')}</defs>${out.join('')}</svg>`;
  }
}

const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const onScreen = (s, cam) => {
  let x0 = Infinity,
    x1 = -Infinity,
    y0 = Infinity,
    y1 = -Infinity;
  for (const [x, y] of s) {
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  return x1 >= -2 && x0 <= cam.w + 2 && y1 >= -2 && y0 <= cam.h + 2;
};
