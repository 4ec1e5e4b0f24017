// Building blocks for the scenes: rooms with openings, flat markings, extrusions and lamps.
import { shade } from '../make-images/lib.mjs';

const WALLS = {
  // wall: [fixed axis, fixed side ('min'|'max'), u axis, inward normal]
  left: [0, 0, 2, [1, 0, 0]],
  right: [0, 1, 2, [-1, 0, 0]],
  back: [2, 1, 0, [0, 0, -1]],
  front: [2, 0, 0, [0, 0, 1]],
};

/** Rectangles covering [u0,u1]×[v0,v1] minus the holes ([u0,u1,v0,v1] each). */
export function around(u0, u1, v0, v1, holes) {
  const us = [...new Set([u0, u1, ...holes.flatMap((h) => [h[0], h[1]])])]
    .filter((u) => u >= u0 && u <= u1)
    .sort((a, b) => a - b);
  const out = [];
  for (let i = 0; i + 1 < us.length; i++) {
    const a = us[i],
      b = us[i + 1],
      m = (a + b) / 2;
    const cut = holes.filter((h) => h[0] < m && m < h[1]).sort((p, q) => p[2] - q[2]);
    let v = v0;
    for (const h of cut) {
      if (h[2] > v) out.push([a, b, v, h[2]]);
      v = Math.max(v, h[3]);
    }
    if (v < v1) out.push([a, b, v, v1]);
  }
  return out;
}

/**
 * A room seen from inside: floor, ceiling (unless ceiling is null) and the four walls (a wall
 * set to null is left out), with holes for doors and windows: holes.back = [[u0,u1,v0,v1]]
 * where u runs along x (back/front walls) or z (side walls) and v is the height.
 */
export function room(s, { x, y = [0, 3], z, floor, ceiling, walls, holes = {}, thick = 0.3 }) {
  const lo = [x[0], y[0], z[0]],
    hi = [x[1], y[1], z[1]];
  s.shell(
    [
      [x[0], y[0], z[0]],
      [x[1], y[0], z[0]],
      [x[1], y[0], z[1]],
      [x[0], y[0], z[1]],
    ],
    [0, 1, 0],
    floor,
  );
  s.occluder([x[0], y[0] - thick, z[0]], [x[1], y[0], z[1]]);
  if (ceiling) {
    s.shell(
      [
        [x[0], y[1], z[0]],
        [x[0], y[1], z[1]],
        [x[1], y[1], z[1]],
        [x[1], y[1], z[0]],
      ],
      [0, -1, 0],
      ceiling,
    );
    s.occluder([x[0], y[1], z[0]], [x[1], y[1] + thick, z[1]]);
  }
  for (const [name, [ax, side, ua, n]] of Object.entries(WALLS)) {
    const mat = walls[name] === undefined ? walls.all : walls[name];
    const at = side ? hi[ax] : lo[ax];
    const P = (u, v) => {
      const p = [0, v, 0];
      p[ax] = at;
      p[ua] = u;
      return p;
    };
    for (const [u0, u1, v0, v1] of around(lo[ua], hi[ua], y[0], y[1], holes[name] ?? [])) {
      if (mat) s.shell([P(u0, v0), P(u1, v0), P(u1, v1), P(u0, v1)], n, mat);
      const a = [0, v0, 0],
        b = [0, v1, 0];
      a[ax] = side ? at : at - thick;
      b[ax] = side ? at + thick : at;
      a[ua] = u0;
      b[ua] = u1;
      if (mat) s.occluder(a, b);
    }
  }
}

/** A flat marking on the floor (or any level y), e.g. a painted line. */
export const mark = (s, [x0, x1], [z0, z1], mat, y = 0.002) =>
  s.shell(
    [
      [x0, y, z0],
      [x1, y, z0],
      [x1, y, z1],
      [x0, y, z1],
    ],
    [0, 1, 0],
    mat,
  );

/** A flat panel on a wall plane x = at (facing nx) or z = at (facing nz). */
export function panel(s, axis, at, facing, [u0, u1], [v0, v1], mat) {
  const P = (u, v) => (axis === 'x' ? [at, v, u] : [u, v, at]);
  const n = axis === 'x' ? [facing, 0, 0] : [0, 0, facing];
  s.shell([P(u0, v0), P(u1, v0), P(u1, v1), P(u0, v1)], n, mat);
}

/** A ceiling lamp: an emissive panel plus a point light a little below it. */
export function lamp(s, [x, y, z], { w = 0.12, l = 1.2, along = 'z', power = 1.2, c = '#fff7ec', glow = 1.6 } = {}) {
  const [hx, hz] = along === 'z' ? [w / 2, l / 2] : [l / 2, w / 2];
  s.box(
    [x - hx, y - 0.05, z - hz],
    [x + hx, y, z + hz],
    { bottom: { c: '#ffffff', emit: glow }, all: { c: '#d9dde2' } },
    { occlude: false },
  );
  s.light.add({ p: [x, y - 0.15, z], c, power, soft: 0.3, dir: [0, -1, 0], cone: 0.6 });
}

/**
 * Vertical ribs of corrugated sheet on a wall plane (axis 'x' or 'z' at `at`, facing ±1):
 * each rib is a lit and a shaded strip, so the wall reads as profiled steel.
 */
export function ribs(s, axis, at, facing, [u0, u1], [v0, v1], color, { pitch = 0.2, off = 0.002 } = {}) {
  const light = { c: shade(color, 1.07) },
    dark = { c: shade(color, 0.84) };
  for (let u = u0 + pitch / 2; u < u1 - 0.04; u += pitch) {
    panel(s, axis, at + facing * off, facing, [u, u + 0.03], [v0, v1], light);
    panel(s, axis, at + facing * off, facing, [u + 0.03, u + 0.06], [v0, v1], dark);
  }
}

/** A soft stain on the floor (oil, water marks): a blurred ellipse at (x, z), radii rx × rz. */
export function stain(s, [x, z], [rx, rz], { c = '#3b3833', opacity = 0.35, y = 0.003 } = {}) {
  const pts = Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * 2 * Math.PI;
    return [x + Math.cos(a) * rx * (1 + 0.15 * Math.sin(3 * a)), y, z + Math.sin(a) * rz];
  });
  const sp = s.cam.clip(pts);
  if (!sp) return;
  const blur = Math.max(1.5, (s.cam.F * Math.min(rx, rz) * 0.35) / Math.max(0.5, s.cam.depth([x, y, z])));
  s.layers.shell.push(
    `<filter id="st${++s.ids}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur.toFixed(1)}"/></filter>` +
      `<path d="M${sp.map((p) => p.map((v) => v.toFixed(1)).join(' ')).join('L')}Z" fill="${c}" opacity="${opacity}" filter="url(#st${s.ids})"/>`,
  );
}

/** Lighting for an indoor photo: soft bounce light from ceiling and floor. */
export const indoor = (o = {}) => ({
  sky: '#eef0f2',
  skyPower: 0.5,
  ground: '#cfc6b8',
  groundPower: 0.55,
  exposure: 1.3,
  indirect: 0.45,
  ...o,
});

/**
 * What a window shows, painted behind the walls: a bright sky and, lower down, blurred trees
 * and a neighbour's wall; only the window openings let it through.
 */
export function outside(
  s,
  { sky = '#dbe9f5', top = '#9fc3e6', trees = '#5b8a4e', wall = '#e9dfcc', horizon = 0.55 } = {},
) {
  const { w, h } = s.cam,
    y = h * horizon;
  const blobs = [];
  for (let i = 0; i < 14; i++) {
    const x = (((i * 197) % 100) / 100) * w,
      r = (0.06 + ((i * 53) % 7) / 70) * w;
    blobs.push(
      `<circle cx="${x.toFixed(0)}" cy="${(y - r * 0.3).toFixed(0)}" r="${r.toFixed(0)}" fill="${shade(trees, 0.8 + ((i * 31) % 5) / 10)}"/>`,
    );
  }
  s.layers.back.push(
    `<linearGradient id="skyg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${sky}"/></linearGradient>` +
      `<filter id="far" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${(w / 160).toFixed(1)}"/></filter>` +
      `<rect width="${w}" height="${h}" fill="url(#skyg)"/><g filter="url(#far)">${blobs.join('')}` +
      `<rect x="0" y="${(y + h * 0.08).toFixed(0)}" width="${w}" height="${h}" fill="${wall}"/></g>`,
  );
}
