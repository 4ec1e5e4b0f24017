// Warehouse interiors: a steel-clad hall with columns, high-bay lamps and skylights, filled
// with pallet racking, block-stacked pallets, a mezzanine or nothing at all.
import { camera } from './camera.mjs';
import { Scene } from './scene.mjs';
import { room, mark, panel, ribs, indoor } from './build.mjs';
import { CARTONS, pallet, rollUpDoor } from './props.mjs';
import { boxFaces } from './scene.mjs';
import { rng } from './math.mjs';
import { shade } from '../make-images/lib.mjs';

/** A pallet with a block of cartons (or a stretch-wrapped load) on it; returns the top. */
export function load(s, [x, y, z], [w, h, d], r, { wrap = r() < 0.3, simple = true } = {}) {
  const c = wrap ? '#dfe5e9' : r.pick(CARTONS);
  if (simple) {
    s.box([x - w / 2, y, z - d / 2], [x + w / 2, y + 0.14, z + d / 2], { c: '#b08d5f' }, { occlude: false });
  } else pallet(s, [x, y, z], { along: w > d ? 'x' : 'z' });
  const y0 = y + 0.14,
    faces = [],
    mat = wrap ? { c, spec: 0.5, shine: 30 } : { c },
    seam = { c: shade(c, 0.7) };
  const min = [x - w / 2 + 0.02, y0, z - d / 2 + 0.02],
    max = [x + w / 2 - 0.02, y0 + h, z + d / 2 - 0.02];
  const body = boxFaces(min, max, { top: { ...mat, c: shade(c, 1.05) }, side: mat });
  if (!wrap) {
    const rows = Math.max(2, Math.round(h / 0.35)),
      cols = Math.max(2, Math.round(w / 0.4));
    for (const [zz, nz] of [
      [min[2] - 0.002, -1],
      [max[2] + 0.002, 1],
    ]) {
      for (let i = 1; i < rows; i++) {
        const yy = y0 + (h * i) / rows;
        faces.push({
          pts: [
            [min[0], yy - 0.01, zz],
            [max[0], yy - 0.01, zz],
            [max[0], yy + 0.01, zz],
            [min[0], yy + 0.01, zz],
          ],
          n: [0, 0, nz],
          mat: seam,
        });
      }
      for (let i = 1; i < cols; i++) {
        const xx = min[0] + ((max[0] - min[0]) * i) / cols;
        faces.push({
          pts: [
            [xx - 0.01, y0, zz],
            [xx + 0.01, y0, zz],
            [xx + 0.01, y0 + h, zz],
            [xx - 0.01, y0 + h, zz],
          ],
          n: [0, 0, nz],
          mat: seam,
        });
      }
    }
    for (const [xx, nx] of [
      [min[0] - 0.002, -1],
      [max[0] + 0.002, 1],
    ]) {
      for (let i = 1; i < rows; i++) {
        const yy = y0 + (h * i) / rows;
        faces.push({
          pts: [
            [xx, yy - 0.01, min[2]],
            [xx, yy - 0.01, max[2]],
            [xx, yy + 0.01, max[2]],
            [xx, yy + 0.01, min[2]],
          ],
          n: [nx, 0, 0],
          mat: seam,
        });
      }
    }
  }
  s.object(min, max, body, { occlude: false, decals: faces });
  s.occluder([x - w / 2, y, z - d / 2], [x + w / 2, y0 + h, z + d / 2], { cast: false });
  return y0 + h;
}

/**
 * The hall: walls of concrete below and profiled steel above, a roof with skylights and trusses,
 * high-bay lamps and steel columns on a grid (colPitch, or none).
 */
export function hall(
  s,
  {
    X = 14,
    D = 50,
    H = 9,
    Z0 = -3,
    clad = '#dfe3e6',
    colC = '#2f5d9a',
    colPitch = [12, 10],
    floorC = '#b2b0aa',
    doors = [],
    lamps = 1.7,
    sky = true,
  },
) {
  room(s, {
    x: [-X, X],
    y: [0, H],
    z: [Z0, D],
    floor: { c: floorC, tex: 'polished', texK: 0.8, spec: 0.25, gloss: 1 },
    ceiling: { c: '#cfd5da' },
    walls: { all: { c: clad } },
  });
  for (const [ax, at, f, u] of [
    ['x', -X, 1, [Z0, D]],
    ['x', X, -1, [Z0, D]],
    ['z', D, -1, [-X, X]],
  ]) {
    panel(s, ax, at + f * 0.004, f, u, [0, 1.2], { c: '#a9a9a4', tex: 'concrete' });
    ribs(s, ax, at, f, u, [1.2, H], clad, { pitch: 0.35 });
  }
  for (let z = 0; z < D; z += 6) mark(s, [-X, X], [z - 0.006, z + 0.006], { c: shade(floorC, 0.8) });
  for (let x = -X + 6; x < X; x += 6) mark(s, [x - 0.006, x + 0.006], [Z0, D], { c: shade(floorC, 0.8) });
  for (const [x0, x1, h, c] of doors) rollUpDoor(s, 'z', D, -1, [x0, x1], h, { color: c ?? '#c9cdd1' });
  for (let z = 2; z < D; z += 8) {
    s.box([-X, H - 0.8, z - 0.1], [X, H - 0.7, z + 0.1], { c: '#8d949b' }, { occlude: false });
    s.box([-X, H - 0.1, z - 0.08], [X, H - 0.02, z + 0.08], { c: '#8d949b' }, { occlude: false });
    if (sky) s.box([-2.5, H - 0.012, z + 2], [2.5, H, z + 4], { c: '#ffffff', emit: 1.5 }, { occlude: false });
    for (const x of [-X / 2, 0, X / 2]) {
      s.box(
        [x - 0.28, H - 1.5, z + 3.7],
        [x + 0.28, H - 1.3, z + 4.3],
        { bottom: { c: '#ffffff', emit: 2.2 }, all: { c: '#5b636b', spec: 0.4 } },
        { occlude: false },
      );
      s.light.add({ p: [x, H - 1.7, z + 4], c: '#f6f8ff', power: lamps * 9, dir: [0, -1, 0], cone: 1.2, soft: 2 });
    }
  }
  if (colPitch)
    for (let x = -X + colPitch[0]; x < X - 1; x += colPitch[0])
      for (let z = 4; z < D - 2; z += colPitch[1]) {
        s.box([x - 0.18, 0, z - 0.18], [x + 0.18, H, z + 0.18], { c: colC, spec: 0.3 });
        s.box([x - 0.22, 0, z - 0.22], [x + 0.22, 1.0, z + 0.22], { c: '#e3b42a' });
      }
}

/** Selective pallet racking along z at x (uprights at x..x+depth), bays from z0 to z1. */
export function racking(
  s,
  x,
  depth,
  [z0, z1],
  r,
  { levels = [0, 1.8, 3.6, 5.4], up = '#1e5aa8', beam = '#e8641d', fill = 0.85, bay = 2.8 } = {},
) {
  const top = levels[levels.length - 1] + 1.6;
  for (let z = z0; z <= z1 + 0.01; z += bay)
    for (const xx of [x, x + depth - 0.08])
      s.box([xx, 0, z - 0.04], [xx + 0.08, top, z + 0.04], { c: up, spec: 0.3 }, { occlude: false });
  for (let z = z0; z < z1 - 0.01; z += bay)
    for (const L of levels) {
      if (L)
        for (const xx of [x, x + depth - 0.06])
          s.box([xx, L - 0.12, z + 0.04], [xx + 0.06, L, z + bay - 0.04], { c: beam, spec: 0.3 }, { occlude: false });
      for (const k of [0, 1])
        if (r() < fill)
          load(
            s,
            [x + depth / 2, L + 0.01, z + 0.1 + (k * (bay - 0.2)) / 2 + (bay - 0.2) / 4],
            [depth - 0.12, r.range(0.9, 1.45), (bay - 0.2) / 2 - 0.06],
            r,
          );
    }
}

/** A racking aisle: two rows of racks facing each other, looking down the aisle. */
export function aisleScene({
  seed = 1,
  up = '#1e5aa8',
  beam = '#e8641d',
  eye = [0.3, 1.65, 0],
  at = [0.6, 2.6, 30],
  fov = 70,
  A = 1.6,
  fill = 0.85,
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(cam, indoor({ exposure: 1.0, fog: { c: '#e2e6e9', dist: 55 }, ground: '#c4c2bc' }));
    hall(s, { X: 10, D: 44, H: 10, colPitch: null, doors: [[-1.5, 1.5, 4.5]] });
    for (const sx of [-1, 1]) mark(s, sx < 0 ? [-A + 0.1, -A + 0.2] : [A - 0.2, A - 0.1], [-3, 44], { c: '#e2b53d' });
    racking(s, -A - 1.1, 1.1, [1, 36], r, { up, beam, fill });
    racking(s, A, 1.1, [1, 36], r, { up, beam, fill });
    racking(s, -A - 2.4, 1.1, [1, 36], r, { up, beam, fill });
    racking(s, A + 1.3, 1.1, [1, 36], r, { up, beam, fill });
    return s.render({ reflect: 0.14, reflectBlur: 6 });
  };
}

/** An empty hall: columns, floor joints and daylight from open doors. */
export function emptyHallScene({
  seed = 1,
  eye = [-6, 1.6, -1],
  at = [3, 2.4, 30],
  fov = 74,
  colC = '#2f5d9a',
  clad = '#dfe3e6',
  floorC = '#b2b0aa',
  pallets = false,
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(cam, indoor({ exposure: 1.0, fog: { c: '#e3e6e8', dist: 70 }, ground: '#c4c2bc' }));
    hall(s, {
      X: 16,
      D: 46,
      H: 9,
      colC,
      clad,
      floorC,
      doors: [
        [-10, -6, 5],
        [-3, 1, 5],
        [4, 8, 5],
      ],
    });
    if (pallets)
      for (let i = 0; i < 14; i++) {
        const x = 3 + (i % 4) * 1.3,
          z = 8 + Math.floor(i / 4) * 1.5;
        let y = 0;
        for (let k = 0; k < r.int(1, 2); k++)
          y = load(s, [x, y, z], [1.1, r.range(0.8, 1.2), 1.2], r, { simple: false });
      }
    return s.render({ reflect: 0.14, reflectBlur: 6 });
  };
}

/** Block-stacked pallets in lanes marked on the floor. */
export function palletScene({ seed = 1, eye = [2.5, 1.7, -2], at = [-3, 0.6, 12], fov = 72, colC = '#3b6e47' }) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(cam, indoor({ exposure: 1.0, fog: { c: '#e3e6e8', dist: 60 }, ground: '#c4c2bc' }));
    hall(s, { X: 14, D: 40, H: 8.5, colC, colPitch: [14, 12], doors: [[-6, -2, 4.5]] });
    for (const x0 of [-9, -3.5]) {
      mark(s, [x0 - 0.05, x0 + 0.05], [2, 24], { c: '#e2b53d' });
      mark(s, [x0 + 4.55, x0 + 4.65], [2, 24], { c: '#e2b53d' });
      for (let row = 0; row < 15; row++)
        for (let col = 0; col < 4; col++) {
          if (r() < 0.15) continue;
          const x = x0 + 0.6 + col * 1.12,
            z = 3 + row * 1.3;
          let y = 0;
          for (let k = 0; k < r.int(1, 3); k++)
            y = load(s, [x, y, z], [1.0, r.range(0.7, 1.1), 1.2], r, { simple: row > 3 });
        }
    }
    for (let k = 0; k < 3; k++) pallet(s, [3 + k * 0.05, k * 0.125, 4]);
    return s.render({ reflect: 0.12, reflectBlur: 6 });
  };
}

/** A steel mezzanine along the left wall: deck on columns, railing, stairs, storage under it. */
export function mezzanineScene({ seed = 1, eye = [5, 1.7, -1], at = [-3, 2.2, 12], fov = 72, steel = '#2f5d9a' }) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      cam = camera({ eye, at, fov, w: pw, h: ph }),
      X = 12,
      mx = -X + 7,
      my = 3.2;
    const s = new Scene(cam, indoor({ exposure: 1.0, fog: { c: '#e3e6e8', dist: 60 }, ground: '#c4c2bc' }));
    hall(s, { X, D: 36, H: 9, colPitch: null, doors: [[2, 6, 4.5]] });
    const m = { c: steel, spec: 0.3 };
    s.box([-X, my - 0.3, 2], [mx, my, 26], {
      top: { c: '#9a8f80', tex: 'wood', texK: 0.5 },
      bottom: { c: '#8e969d' },
      side: m,
    });
    for (let z = 2; z <= 26; z += 4) s.box([mx - 0.25, 0, z - 0.12], [mx - 0.05, my - 0.3, z + 0.12], m);
    for (let z = 2; z < 26; z += 0.5)
      s.box([mx - 0.03, my, z - 0.015], [mx, my + 1.05, z + 0.015], { c: '#e3b42a' }, { occlude: false });
    s.box([mx - 0.05, my + 1.0, 2], [mx + 0.02, my + 1.08, 26], { c: '#e3b42a' }, { occlude: false });
    s.box([mx - 0.05, my + 0.5, 2], [mx + 0.02, my + 0.55, 26], { c: '#e3b42a' }, { occlude: false });
    for (let i = 0; i < 16; i++)
      s.box(
        [mx, my - (i + 1) * 0.2, 2 - (i + 1) * 0.25],
        [mx + 1.0, my - i * 0.2, 2 - i * 0.25],
        { top: { c: '#8e969d' }, side: m },
        { occlude: false },
      );
    for (let z = 4; z < 24; z += 2.6) {
      let y = 0;
      for (let k = 0; k < 2; k++) y = load(s, [mx - 1.4, y, z], [1.1, r.range(0.8, 1.1), 1.2], r);
      load(s, [mx - 4, 0, z + 0.4], [1.1, r.range(0.9, 1.3), 1.2], r);
    }
    for (let z = 5; z < 26; z += 6)
      s.box([mx - 4, my - 0.32, z], [mx - 3.4, my - 0.3, z + 1.2], { c: '#ffffff', emit: 1.6 }, { occlude: false });
    for (let z = 6; z < 22; z += 5) load(s, [-X + 2.5, my, z], [1.1, r.range(0.8, 1.1), 1.2], r);
    return s.render({ reflect: 0.12, reflectBlur: 6 });
  };
}

/** Inside a loading dock: sectional doors with levellers and bumpers, one open to a trailer. */
export function dockInsideScene({
  seed = 1,
  eye = [-4, 1.7, 2],
  at = [2, 1.6, 24],
  fov = 72,
  door = '#c9cdd1',
  open = 1,
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      cam = camera({ eye, at, fov, w: pw, h: ph }),
      D = 24,
      X = 14;
    const s = new Scene(cam, indoor({ exposure: 1.0, fog: { c: '#e3e6e8', dist: 60 }, ground: '#c4c2bc' }));
    const xs = [-9, -4.5, 0, 4.5, 9];
    const holes = { back: [[xs[open] - 1.5, xs[open] + 1.5, 0, 3]] };
    // The trailer backed up to the open door, seen only through it.
    const t = xs[open];
    room(s, {
      x: [t - 1.25, t + 1.25],
      y: [0, 2.7],
      z: [D + 0.1, D + 9],
      floor: { c: '#8f8a80', tex: 'wood' },
      ceiling: { c: '#cfd2d4' },
      walls: { all: { c: '#d9dcdf', tex: 'metal' }, front: null },
    });
    for (const [a, b, c, d] of [
      [t - 1.5, t - 1.25, 0, 3],
      [t + 1.25, t + 1.5, 0, 3],
      [t - 1.25, t + 1.25, 2.7, 3],
    ])
      s.shell(
        [
          [a, c, D + 0.05],
          [b, c, D + 0.05],
          [b, d, D + 0.05],
          [a, d, D + 0.05],
        ],
        [0, 0, -1],
        { c: '#2a2d31' },
      );
    s.within(
      [
        [t - 1.5, 0, D],
        [t + 1.5, 0, D],
        [t + 1.5, 3, D],
        [t - 1.5, 3, D],
      ],
      () => {
        for (let k = 0; k < 5; k++)
          load(s, [t + (k % 2 ? 0.55 : -0.55), 0, D + 5 + Math.floor(k / 2) * 1.3], [1.0, 1.1, 1.2], r);
      },
    );
    s.light.add({ p: [t, 2.4, D + 3], power: 0.8 });
    room(s, {
      x: [-X, X],
      y: [0, 8],
      z: [-3, D],
      floor: { c: '#b2b0aa', tex: 'polished', texK: 0.8, spec: 0.25, gloss: 1 },
      ceiling: { c: '#cfd5da' },
      walls: { all: { c: '#dfe3e6' } },
      holes,
    });
    panel(s, 'z', D - 0.004, -1, [-X, X], [0, 1.2], { c: '#a9a9a4', tex: 'concrete' });
    ribs(s, 'z', D, -1, [-X, X], [3.4, 8], '#dfe3e6', { pitch: 0.35 });
    for (const [i, x] of xs.entries()) {
      rollUpDoor(s, 'z', D, -1, [x - 1.5, x + 1.5], 3, { color: door, open: i === open ? 0.97 : 0 });
      s.shell(
        [
          [x - 1.2, 0.004, D - 2.4],
          [x + 1.2, 0.004, D - 2.4],
          [x + 1.2, 0.004, D],
          [x - 1.2, 0.004, D],
        ],
        [0, 1, 0],
        { c: '#6d737a', spec: 0.3 },
      );
      for (let k = 0; k < 6; k++)
        s.shell(
          [
            [x - 1.55 - 0.3, 0.005, D - 3.2 + k * 0.5],
            [x - 1.55, 0.005, D - 3.2 + k * 0.5],
            [x - 1.55, 0.005, D - 2.95 + k * 0.5],
            [x - 1.85, 0.005, D - 2.95 + k * 0.5],
          ],
          [0, 1, 0],
          { c: k % 2 ? '#1f2328' : '#e3b42a' },
        );
      for (const sx of [-1, 1])
        s.box([x + sx * 1.3 - 0.15, 0.2, D - 0.25], [x + sx * 1.3 + 0.15, 0.6, D], { c: '#1c1e21' });
      s.box([x + 1.7, 2.2, D - 0.5], [x + 1.8, 2.3, D], { c: '#d8dadc' }, { occlude: false });
      s.box(
        [x - 1.9, 3.1, D - 0.01],
        [x - 1.6, 3.35, D],
        { c: i === open ? '#22c55e' : '#dc2626', emit: 1.6 },
        { occlude: false },
      );
    }
    for (let z = 2; z < D; z += 7)
      for (const x of [-7, 0, 7]) {
        s.box(
          [x - 0.28, 6.3, z - 0.3],
          [x + 0.28, 6.5, z + 0.3],
          { bottom: { c: '#ffffff', emit: 2.2 }, all: { c: '#5b636b' } },
          { occlude: false },
        );
        s.light.add({ p: [x, 6.1, z], c: '#f6f8ff', power: 12, dir: [0, -1, 0], cone: 1.2, soft: 2 });
      }
    for (let k = 0; k < 5; k++) load(s, [-10 + k * 1.3, 0, 10], [1.1, r.range(0.8, 1.2), 1.2], r, { simple: false });
    return s.render({ reflect: 0.14, reflectBlur: 6 });
  };
}
