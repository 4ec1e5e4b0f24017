// Self-storage scenes: a unit seen through its open roll-up door, and a corridor of units.
import { camera } from './camera.mjs';
import { Scene } from './scene.mjs';
import { room, lamp, mark, ribs, indoor } from './build.mjs';
import { carton, bin, shelving, rollUpDoor, plate } from './props.mjs';
import { rng } from './math.mjs';

const CONCRETE = { c: '#a3a09a', tex: 'polished', texK: 0.7, gloss: 1 };

/** Cartons stacked against the back and one side of a unit, tallest at the back. */
function stacks(s, r, [x0, x1], [z0, z1], { rows = 2, maxH = 3 } = {}) {
  for (let x = x0; x < x1 - 0.35;) {
    const w = r.range(0.38, 0.6);
    if (x + w > x1) break;
    let y = 0;
    const n = r.int(1, maxH);
    for (let k = 0; k < n; k++) {
      const h = r.range(0.3, 0.48),
        ww = w - k * r.range(0, 0.05);
      y = carton(
        s,
        [x + w / 2 + r.range(-0.02, 0.02), y, z1 - rows * 0.3 - r.range(0, 0.05)],
        [ww, h, r.range(0.4, 0.55)],
        r,
      );
    }
    x += w + r.range(0.02, 0.12);
  }
  void z0;
}

/** Fills shelf boards with bins and cartons, in a row along x or z. */
export function shelfFill(s, r, along, density = 0.75, bins = 0.4) {
  return (y, [x0, x1], [z0, z1]) => {
    const [a0, a1] = along === 'x' ? [x0, x1] : [z0, z1],
      c = along === 'x' ? (z0 + z1) / 2 : (x0 + x1) / 2,
      depth = along === 'x' ? z1 - z0 : x1 - x0;
    for (let a = a0; a < a1 - 0.3; a += r.range(0.42, 0.62)) {
      if (r() > density) continue;
      const at = along === 'x' ? [a + 0.21, y, c] : [c, y, a + 0.21],
        dd = Math.min(0.4, depth - 0.04);
      const size = along === 'x' ? [0.38, r.range(0.22, 0.32), dd] : [dd, r.range(0.22, 0.32), 0.38];
      if (r() < bins) bin(s, at, size, { lid: r.pick(['#2f6db5', '#c0392b', '#2f855a', '#d4d8dc']) });
      else carton(s, at, size, r);
    }
  };
}

/**
 * A storage unit w × d × h seen from the corridor through its open roll-up door.
 * contents: 'empty' | 'boxes' | 'shelving'.
 */
export function unitScene({
  w = 2,
  d = 3,
  h = 2.6,
  door = '#1f7f86',
  wall = '#d3d6d9',
  contents = 'empty',
  seed = 1,
  eyeX = 0.3,
  eyeZ = -2.6,
  lookX = eyeX * 0.3,
  fov = 72,
  number = 'B-114',
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed);
    const cam = camera({ eye: [eyeX, 1.45, eyeZ], at: [lookX, 1.25, d], fov, w: pw, h: ph });
    const s = new Scene(cam, indoor({ exposure: 1.3 }));
    const dx = w / 2 - 0.08,
      dh = 2.25,
      X = 7;
    room(s, {
      x: [-w / 2, w / 2],
      y: [0, h],
      z: [0, d],
      floor: { c: '#9a968f', tex: 'concrete', texK: 0.8 },
      ceiling: { c: '#cfd2d4' },
      walls: { all: { c: wall, tex: 'paint' }, front: null },
    });
    for (const [ax, at, f, u] of [
      ['x', -w / 2, 1, [0, d]],
      ['x', w / 2, -1, [0, d]],
      ['z', d, -1, [-w / 2, w / 2]],
    ])
      ribs(s, ax, at, f, u, [0, h], wall);
    room(s, {
      x: [-X, X],
      y: [0, 3.1],
      z: [-3.2, 0],
      floor: CONCRETE,
      ceiling: { c: '#e4e6e8' },
      walls: { all: { c: '#e7e8e9', tex: 'paint' } },
      holes: { back: [[-dx, dx, 0, dh]] },
    });
    mark(s, [-X, X], [-0.62, -0.55], { c: '#e2b53d' });
    // Neighbouring units' shut doors and the frame of this one.
    const pitch = w + 0.3;
    for (let k = -3; k <= 3; k++) {
      const cx = k * pitch,
        u = [cx - dx, cx + dx];
      if (k) rollUpDoor(s, 'z', 0, -1, u, dh, { color: door });
      s.box([u[0] - 0.07, 0, -0.03], [u[0], dh + 0.06, 0], { c: '#c5cbd1' });
      s.box([u[1], 0, -0.03], [u[1] + 0.07, dh + 0.06, 0], { c: '#c5cbd1' });
      s.box([u[0] - 0.07, dh, -0.03], [u[1] + 0.07, dh + 0.07, 0], { c: '#c5cbd1' });
      plate(
        s,
        [cx, dh + 0.32, 0],
        [0, 0, -1],
        number.replace(/\d+$/, (m) => String(+m + k).padStart(m.length, '0')),
      );
    }
    rollUpDoor(s, 'z', 0, -1, [-dx, dx], dh, { color: door, open: 0.93 });
    for (const x of [-4, 0, 4]) lamp(s, [x + eyeX, 3.09, -1.4], { along: 'x', power: 2.4, l: 1.2 });
    s.within(
      [
        [-dx, 0, 0],
        [dx, 0, 0],
        [dx, dh, 0],
        [-dx, dh, 0],
      ],
      () => {
        lamp(s, [0, h - 0.01, d / 2], { along: 'z', power: 1.6, l: 1.2 });
        if (contents === 'boxes') {
          stacks(s, r, [-w / 2 + 0.05, w / 2 - 0.05], [0, d], { rows: 0 });
          carton(s, [w / 2 - 0.45, 0, d * 0.45], [0.5, 0.4, 0.45], r);
          bin(s, [-w / 2 + 0.4, 0, d * 0.4], [0.6, 0.38, 0.42], {});
        }
        if (contents === 'shelving') {
          shelving(s, [-w / 2 + 0.05, w / 2 - 0.05], [d - 0.55, d - 0.05], [0.12, 0.6, 1.08, 1.56, 2.0], {
            fill: shelfFill(s, r, 'x'),
          });
          shelving(s, [-w / 2 + 0.05, -w / 2 + 0.55], [0.6, d - 0.75], [0.12, 0.7, 1.3, 1.9], {
            fill: shelfFill(s, r, 'z'),
          });
        }
      },
    );
    return s.render({ reflect: 0.1 });
  };
}

/**
 * A corridor of units, doors on both sides; the eye stands at (eyeX, z 0) looking at `at`.
 * open: [side, index] of a unit whose door is up, showing its contents.
 */
export function corridorScene({
  seed = 1,
  door = '#1f7f86',
  X = 1.35,
  unitW = 2.2,
  eyeX = -0.3,
  at = [0.4, 1.3, 30],
  fov = 70,
  open = [1, 2],
  floor = '#aaa69f',
  wall = '#e8e9ea',
  prefix = ['A', 'B'],
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      END = 34,
      dh = 2.3,
      TOP = 3.0;
    const cam = camera({ eye: [eyeX, 1.5, 0], at, fov, w: pw, h: ph });
    const s = new Scene(cam, indoor({ exposure: 1.25, fog: { c: '#e9ebec', dist: 60 } }));
    const doorAt = (k) => [1.0 + k * (unitW + 0.3), 1.0 + k * (unitW + 0.3) + unitW];
    const [os, ok] = open,
      [oz0, oz1] = doorAt(ok);
    const holes = { [os < 0 ? 'left' : 'right']: [[oz0, oz1, 0, dh]] };
    // The open unit behind its door, seen only through the doorway.
    const ux = os * X,
      ud = 3;
    room(s, {
      x: os < 0 ? [ux - ud, ux] : [ux, ux + ud],
      y: [0, TOP],
      z: [oz0, oz1],
      floor: { c: '#9a968f', tex: 'concrete' },
      ceiling: { c: '#cfd2d4' },
      walls: { all: { c: '#d3d6d9' }, [os < 0 ? 'right' : 'left']: null },
    });
    s.within(
      [
        [ux, 0, oz0],
        [ux, 0, oz1],
        [ux, dh, oz1],
        [ux, dh, oz0],
      ],
      () => {
        lamp(s, [ux + os * 1.5, TOP - 0.01, (oz0 + oz1) / 2], { along: 'x', power: 1.2 });
        for (let i = 0; i < 4; i++) carton(s, [ux + os * (ud - 0.35), 0, oz0 + 0.4 + i * 0.5], [0.45, 0.4, 0.45], r);
        carton(s, [ux + os * (ud - 0.35), 0.4, oz0 + 0.6], [0.4, 0.35, 0.4], r);
      },
    );
    room(s, {
      x: [-X, X],
      y: [0, TOP],
      z: [-1, END],
      floor: { c: floor, tex: 'polished', texK: 0.7, gloss: 1 },
      ceiling: { c: '#e2e4e6' },
      walls: { all: { c: wall, tex: 'paint' } },
      holes,
    });
    for (const sx of [-1, 1]) mark(s, [sx * (X - 0.4) - 0.04, sx * (X - 0.4) + 0.04], [-1, END], { c: '#e0b13a' });
    for (const sx of [-1, 1])
      for (let k = 0; doorAt(k)[1] < END - 1; k++) {
        const [z0, z1] = doorAt(k),
          at = sx * X,
          f = -sx,
          isOpen = sx === os && k === ok;
        rollUpDoor(s, 'x', at, f, [z0, z1], dh, { color: door, open: isOpen ? 0.95 : 0 });
        const frame = { c: '#c5cbd1' };
        s.box(
          [at + (sx < 0 ? 0 : -0.03), 0, z0 - 0.07].map((v, i) => (i === 0 ? Math.min(v, at) : v)),
          [at + (sx < 0 ? 0.03 : 0), dh + 0.07, z0],
          frame,
        );
        s.box([Math.min(at, at - sx * 0.03), 0, z1], [Math.max(at, at - sx * 0.03), dh + 0.07, z1 + 0.07], frame);
        s.box(
          [Math.min(at, at - sx * 0.03), dh, z0 - 0.07],
          [Math.max(at, at - sx * 0.03), dh + 0.07, z1 + 0.07],
          frame,
        );
        if (z0 < 22)
          plate(s, [at - sx * 0.001, dh + 0.3, (z0 + z1) / 2], [-sx, 0, 0], `${prefix[sx < 0 ? 0 : 1]}-${101 + k}`);
      }
    for (let z = 1.5; z < END; z += 4) lamp(s, [0, TOP - 0.01, z], { along: 'z', power: 1.6 });
    return s.render({ reflect: 0.07, reflectBlur: 6 });
  };
}
