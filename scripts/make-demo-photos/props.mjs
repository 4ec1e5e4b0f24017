// Things found in storage rooms and warehouses: cartons, bins, shelving, pallets, roll-up
// doors, sacks and number plates. Positions are metres; [x, y, z] is the bottom centre.
import { boxFaces } from './scene.mjs';
import { planeAt } from './camera.mjs';
import { shade } from '../make-images/lib.mjs';

export const CARTONS = ['#c49a64', '#b88b55', '#cfa772', '#ad8150', '#c8a36f'];
const TAPE = { c: '#d8bd8c', spec: 0.25, shine: 30 };

/** A cardboard carton with packing tape along the top and down the front. */
export function carton(s, [x, y, z], [w, h, d], r, { label = r() < 0.3, color = r.pick(CARTONS) } = {}) {
  const min = [x - w / 2, y, z - d / 2],
    max = [x + w / 2, y + h, z + d / 2];
  const faces = boxFaces(min, max, { top: { c: shade(color, 1.06) }, side: { c: color } });
  const t = Math.min(0.035, w / 8),
    e = 0.0015;
  faces.push({
    pts: [
      [x - t, max[1] + e, min[2]],
      [x + t, max[1] + e, min[2]],
      [x + t, max[1] + e, max[2]],
      [x - t, max[1] + e, max[2]],
    ],
    n: [0, 1, 0],
    mat: TAPE,
  });
  for (const [zz, nz] of [
    [min[2] - e, -1],
    [max[2] + e, 1],
  ]) {
    faces.push({
      pts: [
        [x - t, max[1] - 0.07, zz],
        [x + t, max[1] - 0.07, zz],
        [x + t, max[1], zz],
        [x - t, max[1], zz],
      ],
      n: [0, 0, nz],
      mat: TAPE,
    });
  }
  if (label && w > 0.3) {
    const lx = x - w / 2 + 0.05,
      ly = y + h * 0.45;
    faces.push({
      pts: [
        [lx, ly, min[2] - e],
        [lx + 0.12, ly, min[2] - e],
        [lx + 0.12, ly + 0.08, min[2] - e],
        [lx, ly + 0.08, min[2] - e],
      ],
      n: [0, 0, -1],
      mat: { c: '#f1f0ea' },
    });
  }
  s.object(min, max, faces);
  return y + h;
}

/** A lidded plastic storage bin. */
export function bin(s, [x, y, z], [w, h, d], { body = '#d5d8dc', lid = '#2f6db5' } = {}) {
  s.box([x - w / 2, y, z - d / 2], [x + w / 2, y + h - 0.04, z + d / 2], {
    top: { c: shade(body, 0.9) },
    side: { c: body, spec: 0.15 },
  });
  s.box([x - w / 2 - 0.015, y + h - 0.04, z - d / 2 - 0.015], [x + w / 2 + 0.015, y + h, z + d / 2 + 0.015], {
    c: lid,
    spec: 0.3,
    shine: 25,
  });
  return y + h;
}

/** A woven sack (rice, feed, cement) lying flat: a slightly rounded low box. */
export function sack(s, [x, y, z], [w, h, d], color = '#e9e3d2', print = '#2f6db5') {
  const faces = boxFaces([x - w / 2, y, z - d / 2], [x + w / 2, y + h, z + d / 2], {
      top: { c: color },
      side: { c: shade(color, 0.93) },
    }),
    e = 0.002;
  // The printed band of a rice or feed sack, on its long sides and across the top.
  for (const [zz, nz] of [
    [z - d / 2 - e, -1],
    [z + d / 2 + e, 1],
  ])
    faces.push({
      pts: [
        [x - w * 0.2, y + 0.02, zz],
        [x + w * 0.2, y + 0.02, zz],
        [x + w * 0.2, y + h - 0.02, zz],
        [x - w * 0.2, y + h - 0.02, zz],
      ],
      n: [0, 0, nz],
      mat: { c: print },
    });
  faces.push({
    pts: [
      [x - w * 0.2, y + h + e, z - d / 2],
      [x + w * 0.2, y + h + e, z - d / 2],
      [x + w * 0.2, y + h + e, z + d / 2],
      [x - w * 0.2, y + h + e, z + d / 2],
    ],
    n: [0, 1, 0],
    mat: { c: shade(print, 1.1) },
  });
  s.object([x - w / 2, y, z - d / 2], [x + w / 2, y + h, z + d / 2], faces);
  s.box(
    [x - w / 2 + 0.04, y + h, z - d / 2 + 0.05],
    [x + w / 2 - 0.04, y + h + 0.025, z + d / 2 - 0.05],
    { c: shade(color, 1.02) },
    { occlude: false },
  );
  return y + h + 0.025;
}

/**
 * Boltless steel shelving between x0..x1 and z0..z1 with boards at the given heights;
 * fill(y, [x0, x1], [z0, z1]) puts things on each board.
 */
export function shelving(s, [x0, x1], [z0, z1], levels, { post = '#3e4b59', board = '#c9b28c', fill } = {}) {
  const top = levels[levels.length - 1] + 0.05,
    p = 0.035;
  for (const [px, pz] of [
    [x0, z0],
    [x1 - p, z0],
    [x0, z1 - p],
    [x1 - p, z1 - p],
  ])
    s.box([px, 0, pz], [px + p, top, pz + p], { c: post, spec: 0.2 }, { occlude: false });
  for (const y of levels) {
    s.box(
      [x0 + 0.01, y - 0.02, z0 + 0.01],
      [x1 - 0.01, y, z1 - 0.01],
      { top: { c: board, tex: 'wood', texK: 0.4 }, side: { c: shade(board, 0.9) } },
      { occlude: false },
    );
    for (const z of [z0, z1 - p])
      s.box([x0 + p, y - 0.05, z], [x1 - p, y, z + p], { c: post, spec: 0.2 }, { occlude: false });
    if (fill && y > 0.05) fill(y, [x0 + 0.03, x1 - 0.03], [z0 + 0.04, z1 - 0.04]);
  }
  s.occluder([x0, 0, z0], [x1, top, z1], { cast: false });
}

/** A wooden pallet (1.2 × 1.0 m) with its deck boards, blocks and bottom boards. */
export function pallet(s, [x, y, z], { along = 'z', color = '#b89668' } = {}) {
  const [lx, lz] = along === 'z' ? [1.0, 1.2] : [1.2, 1.0],
    x0 = x - lx / 2,
    z0 = z - lz / 2;
  const wood = { top: { c: color }, side: { c: shade(color, 0.85) } };
  const o = { occlude: false, cast: false };
  for (let i = 0; i < 3; i++) {
    const t = i / 2;
    if (along === 'z') s.box([x0 + t * (lx - 0.1), y, z0], [x0 + t * (lx - 0.1) + 0.1, y + 0.022, z0 + lz], wood, o);
    else s.box([x0, y, z0 + t * (lz - 0.1)], [x0 + lx, y + 0.022, z0 + t * (lz - 0.1) + 0.1], wood, o);
    for (let j = 0; j < 3; j++) {
      const u = j / 2,
        bx = along === 'z' ? x0 + t * (lx - 0.1) : x0 + u * (lx - 0.14),
        bz = along === 'z' ? z0 + u * (lz - 0.14) : z0 + t * (lz - 0.1);
      s.box(
        [bx, y + 0.022, bz],
        [bx + (along === 'z' ? 0.1 : 0.14), y + 0.1, bz + (along === 'z' ? 0.14 : 0.1)],
        { c: shade(color, 0.8) },
        o,
      );
    }
  }
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    if (along === 'z')
      s.box([x0, y + 0.1, z0 + t * (lz - 0.1)], [x0 + lx, y + 0.122, z0 + t * (lz - 0.1) + 0.1], wood, o);
    else s.box([x0 + t * (lx - 0.1), y + 0.1, z0], [x0 + t * (lx - 0.1) + 0.1, y + 0.122, z0 + lz], wood, o);
  }
  s.occluder([x0, y, z0], [x0 + lx, y + 0.122, z0 + lz], { cast: false });
  return y + 0.122;
}

/**
 * A roll-up door in the plane z = at facing -z (or x = at facing ±x with axis 'x'), spanning
 * u0..u1 and y0..y0+h; open = 0 (shut) … 1 (rolled up into the drum hidden behind the wall).
 */
export function rollUpDoor(s, axis, at, facing, [u0, u1], h, { color = '#1f7f86', open = 0, y0 = 0 } = {}) {
  const P = (u, y, off = 0) => (axis === 'z' ? [u, y, at + facing * off] : [at + facing * off, y, u]);
  const n = axis === 'z' ? [0, 0, facing] : [facing, 0, 0];
  const bottom = y0 + h * open,
    faces = [];
  const quad = (ya, yb, off, mat) =>
    faces.push({ pts: [P(u0, ya, off), P(u1, ya, off), P(u1, yb, off), P(u0, yb, off)], n, mat });
  if (open < 1) {
    quad(bottom, y0 + h, 0.01, { c: color, spec: 0.25, shine: 20 });
    for (let y = bottom + 0.075; y < y0 + h - 0.02; y += 0.075) {
      quad(y - 0.012, y, 0.011, { c: shade(color, 0.72) });
      quad(y, y + 0.01, 0.011, { c: shade(color, 1.14), spec: 0.3 });
    }
    quad(bottom, bottom + 0.05, 0.014, { c: shade(color, 0.6) });
  }
  if (faces.length) {
    const a = P(u0, bottom, 0),
      b = P(u1, y0 + h, 0.015);
    s.object(
      a.map((v, k) => Math.min(v, b[k])),
      a.map((v, k) => Math.max(v, b[k])),
      faces,
      { occlude: false },
    );
  }
}

/** Text on a plane through o (u right, v down, unit vectors), size in metres. */
export function textOn(
  cam,
  o,
  u,
  v,
  text,
  { size = 0.1, color = '#1e293b', weight = 'bold', anchor = 'middle', family = 'DejaVu Sans' } = {},
) {
  const t = planeAt(cam, o, u, v);
  if (!t) return '';
  return `<g transform="${t}"><text font-family="${family}" font-weight="${weight}" font-size="${size * 1000}" fill="${color}" text-anchor="${anchor}">${text}</text></g>`;
}

/** A small number plate on a wall, facing n ([±1,0,0] or [0,0,±1]). */
export function plate(s, [x, y, z], n, text, { w = 0.26, h = 0.1, bg = '#f8fafc', color = '#1e293b' } = {}) {
  const u = n[0] ? [0, 0, n[0]] : [-n[2], 0, 0],
    t = 0.008;
  const a = [x - (u[0] * w) / 2, y - h / 2, z - (u[2] * w) / 2],
    b = [x + (u[0] * w) / 2 + n[0] * t, y + h / 2, z + (u[2] * w) / 2 + n[2] * t];
  const min = a.map((v, k) => Math.min(v, b[k])),
    max = a.map((v, k) => Math.max(v, b[k]));
  const o = [x + n[0] * (t + 0.001), y - h * 0.3, z + n[2] * (t + 0.001)];
  s.box(
    min,
    max,
    { c: bg },
    { occlude: false, after: (cam) => textOn(cam, o, u, [0, -1, 0], text, { size: h * 0.68, color }) },
  );
}
