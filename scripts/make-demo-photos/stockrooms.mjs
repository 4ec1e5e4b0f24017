// Storage that is not a self-storage unit: a bank of lockers, a garage used as a store room,
// and a bodega (stockroom) of a shop with sacks, crates and cartons.
import { camera } from './camera.mjs';
import { Scene } from './scene.mjs';
import { room, lamp, panel, indoor, stain } from './build.mjs';
import { sky } from './outdoors.mjs';
import { townhouse } from './yards.mjs';
import { carton, bin, sack, shelving, rollUpDoor, pallet, textOn } from './props.mjs';
import { shelfFill } from './storage.mjs';
import { rng } from './math.mjs';
import { shade } from '../make-images/lib.mjs';

/** A bank of lockers against the wall z = at (doors facing -z): cols × rows doors. */
function lockerBank(s, [x0, x1], at, { rows = 3, doorH = 0.62, color = '#4a6d8c', open = -1, start = 1, r }) {
  const cols = Math.round((x1 - x0) / 0.55),
    cw = (x1 - x0) / cols,
    depth = 0.55,
    base = 0.12,
    zf = at - depth;
  s.box([x0, 0, zf + 0.05], [x1, base, at], { c: '#2b2f33' });
  s.box([x0 - 0.02, base, zf], [x1 + 0.02, base + rows * doorH + 0.04, at], { c: shade(color, 0.55), spec: 0.2 });
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const k = i * rows + j,
        a = x0 + i * cw + 0.012,
        b = a + cw - 0.024,
        y0 = base + 0.02 + j * doorH + 0.012,
        y1 = y0 + doorH - 0.024;
      const num = String(start + j * cols + i).padStart(3, '0');
      if (k === open) {
        s.within(
          [
            [a, y0, zf],
            [b, y0, zf],
            [b, y1, zf],
            [a, y1, zf],
          ],
          () => {
            const dark = { c: '#3a4047' };
            s.box([a - 0.05, y0 - 0.05, at - 0.05], [b + 0.05, y1 + 0.05, at - 0.02], dark, { occlude: false });
            s.box([a - 0.05, y0 - 0.05, zf], [a, y1 + 0.05, at - 0.05], dark, { occlude: false });
            s.box([b, y0 - 0.05, zf], [b + 0.05, y1 + 0.05, at - 0.05], dark, { occlude: false });
            s.box([a, y1, zf], [b, y1 + 0.05, at - 0.05], dark, { occlude: false });
            s.box([a, y0 - 0.05, zf], [b, y0, at - 0.05], dark, { occlude: false });
            carton(s, [(a + b) / 2, y0, zf + 0.3], [cw * 0.7, doorH * 0.6, 0.4], r);
          },
        );
        s.box([a - 0.02, y0, zf - cw + 0.03], [a, y1, zf], { c: color, spec: 0.3 });
        continue;
      }
      const door = { c: color, spec: 0.3, shine: 30 },
        slot = { c: shade(color, 0.35) };
      const f = (xa, xb, ya, yb, m, off) => ({
        pts: [
          [xa, ya, zf - off],
          [xb, ya, zf - off],
          [xb, yb, zf - off],
          [xa, yb, zf - off],
        ],
        n: [0, 0, -1],
        mat: m,
      });
      const faces = [f(a, b, y0, y1, door, 0.01)];
      for (let v = 0; v < 4; v++)
        faces.push(f(a + 0.1, b - 0.1, y1 - 0.08 - v * 0.035, y1 - 0.068 - v * 0.035, slot, 0.011));
      faces.push(f(b - 0.09, b - 0.05, (y0 + y1) / 2 - 0.06, (y0 + y1) / 2 + 0.06, { c: '#c9ced3', spec: 0.6 }, 0.02));
      faces.push(f(a + 0.08, a + 0.22, y0 + 0.1, y0 + 0.16, { c: '#f4f4f0' }, 0.012));
      const o = [a + 0.15, y0 + 0.115, zf - 0.013];
      s.object([a, y0, zf - 0.02], [b, y1, zf], faces, {
        occlude: false,
        after: (cam) => textOn(cam, o, [1, 0, 0], [0, -1, 0], num, { size: 0.045 }),
      });
    }
}

/** A room with a bank of lockers along the back wall. */
export function lockerScene({
  seed = 1,
  color = '#4a6d8c',
  wall = '#e3e5e6',
  floorC = '#8f9a94',
  eye = [1.3, 1.55, 0.4],
  at = [-0.6, 1.15, 4],
  fov = 70,
  open = 7,
  rows = 3,
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(cam, indoor({ exposure: 1.25 }));
    room(s, {
      x: [-2.6, 2.6],
      y: [0, 2.9],
      z: [-0.5, 4],
      floor: { c: floorC, tex: 'polished', spec: 0.2, gloss: 1 },
      ceiling: { c: '#eceeef' },
      walls: { all: { c: wall, tex: 'paint' } },
    });
    lockerBank(s, [-2.3, 2.3], 4, { color, open, r, rows, doorH: rows === 3 ? 0.62 : 0.45 });
    for (const x of [-1.2, 1.2]) lamp(s, [x, 2.89, 2.4], { along: 'x', power: 1.5 });
    return s.render({ reflect: 0.12, reflectBlur: 5 });
  };
}

/**
 * A home garage kept as a store room: shelving, cartons and bins on a concrete floor;
 * the roll-up door at the back is shut (light leaking under it) or open onto the street.
 */
export function garageScene({
  seed = 1,
  wall = '#e6e1d6',
  door = '#a3aab0',
  open = false,
  eye = [0.5, 1.5, 0.3],
  at = [-0.2, 1.2, 6],
  fov = 72,
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      X = 1.9,
      D = 6,
      cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(
      cam,
      indoor({ exposure: open ? 1.0 : 1.35, sun: open ? { dir: [0.4, 0.7, 0.8], power: 2.0 } : undefined }),
    );
    const dh = 2.3,
      hole = [
        [-X + 0.2, 0, D],
        [X - 0.2, 0, D],
        [X - 0.2, dh, D],
        [-X + 0.2, dh, D],
      ];
    if (open) {
      // The street seen through the open door: drawn first, and its objects only through the door.
      sky(s, { seed });
      s.shell(
        [
          [-8, 0, D],
          [8, 0, D],
          [8, 0, D + 6],
          [-8, 0, D + 6],
        ],
        [0, 1, 0],
        { c: '#a7a39b', tex: 'concrete' },
      );
      s.shell(
        [
          [-30, -0.05, D + 6],
          [30, -0.05, D + 6],
          [30, -0.05, D + 16],
          [-30, -0.05, D + 16],
        ],
        [0, 1, 0],
        { c: '#4d4d4b', tex: 'asphalt' },
      );
      s.within(hole, () => {
        townhouse(s, D + 16, [-8, -1.8], { c: '#f0dcc0' });
        townhouse(s, D + 16.2, [-1.8, 4.4], { c: '#dfe8e6', trim: '#556b73' });
        for (let x = -3; x <= 3; x += 0.12)
          s.box([x, 0, D + 6], [x + 0.03, 1.9, D + 6.03], { c: '#3b4046', spec: 0.3 });
        s.box([-3, 1.85, D + 5.98], [3, 1.92, D + 6.05], { c: '#3b4046' });
        for (const [a, b] of [
          [-9, -3],
          [3, 9],
        ])
          s.box([a, 0, D + 5.9], [b, 2.0, D + 6.1], { all: { c: '#e4dccb', tex: 'plaster' } });
      });
    }
    room(s, {
      x: [-X, X],
      y: [0, 2.8],
      z: [-0.5, D],
      floor: { c: '#9c988f', tex: 'concrete' },
      ceiling: { c: '#e9e8e4' },
      walls: { all: { c: wall, tex: 'paint' } },
      holes: open ? { back: [[-X + 0.2, X - 0.2, 0, dh]] } : {},
    });
    for (const [x, z, k] of [
      [-0.5, 3.5, 0.9],
      [0.6, 2.2, 0.6],
      [0.1, 4.6, 0.5],
    ])
      stain(s, [x, z], [0.4 * k, 0.3 * k]);
    if (!open) {
      rollUpDoor(s, 'z', D, -1, [-X + 0.2, X - 0.2], dh, { color: door });
      s.box([-X + 0.2, 0, D - 0.03], [X - 0.2, 0.012, D - 0.02], { c: '#fff4dc', emit: 2.2 }, { occlude: false });
    }
    shelving(s, [X - 0.5, X - 0.05], [0.8, 3.6], [0.12, 0.62, 1.12, 1.62, 2.1], { fill: shelfFill(s, r, 'z', 0.85) });
    for (let i = 0; i < 4; i++) {
      let y = 0;
      for (let k = 0; k < r.int(1, 3); k++)
        y = carton(s, [-X + 0.35, y, 1.2 + i * 0.62], [0.55, r.range(0.35, 0.5), 0.5], r);
    }
    bin(s, [-X + 0.95, 0, 2.0], [0.42, 0.36, 0.6], { lid: '#c0392b' });
    lamp(s, [0, 2.79, 2.5], { along: 'z', power: open ? 0.8 : 1.9 });
    return s.render();
  };
}

/** A beverage crate: coloured sides, a dark interior with bottle tops. */
function crate(s, [x, y, z], color) {
  s.box([x - 0.2, y, z - 0.15], [x + 0.2, y + 0.28, z + 0.15], {
    top: { c: '#2a2320' },
    side: { c: color, spec: 0.2 },
  });
  return y + 0.28;
}

/** A shop's bodega: shelves of cartons along the walls, sacks on pallets, crates of drinks. */
export function bodegaScene({
  seed = 1,
  wall = '#cfe3d6',
  floorC = '#8f4036',
  eye = [0.3, 1.55, 0.2],
  at = [0, 1.1, 4.5],
  fov = 74,
  sacks = 'rice',
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      X = 1.6,
      D = 4.6,
      cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(cam, indoor({ exposure: 1.3, sky: '#e7f0ec' }));
    room(s, {
      x: [-X, X],
      y: [0, 2.7],
      z: [-0.5, D],
      floor: { c: floorC, tex: 'concrete', spec: 0.15, gloss: 1 },
      ceiling: { c: '#ecebe6' },
      walls: { all: { c: wall, tex: 'paint' } },
    });
    for (const sx of [-1, 1]) panel(s, 'x', sx * (X - 0.01), -sx, [-0.5, D], [0, 0.1], { c: shade(wall, 0.7) });
    const wood = { post: '#6b4f33', board: '#9b7a52' };
    shelving(s, [-X + 0.03, -X + 0.5], [0.6, D - 0.2], [0.1, 0.55, 1.0, 1.45, 1.9, 2.3], {
      ...wood,
      fill: shelfFill(s, r, 'z', 0.9, 0.1),
    });
    shelving(s, [X - 0.5, X - 0.03], [0.9, 2.8], [0.1, 0.5, 0.9, 1.3, 1.7], {
      ...wood,
      fill: shelfFill(s, r, 'z', 0.9, 0.1),
    });
    const sackC = sacks === 'rice' ? '#eeeadf' : '#d9cfb4';
    for (const [px, pz] of [
      [0.45, D - 0.7],
      [-0.55, D - 0.65],
    ]) {
      let y = pallet(s, [px, 0, pz], { along: 'x' });
      for (let k = 0; k < r.int(3, 6); k++)
        y = sack(
          s,
          [px + r.range(-0.05, 0.05), y, pz + r.range(-0.04, 0.04)],
          [r.range(0.88, 0.98), 0.15, r.range(0.55, 0.62)],
          sackC,
          sacks === 'rice' ? r.pick(['#2f6db5', '#b91c1c', '#2f855a']) : '#c2410c',
        );
    }
    for (let i = 0; i < 3; i++) {
      let y = 0;
      for (let k = 0; k < r.int(2, 5); k++)
        y = crate(s, [X - 0.35, y, 3.3 + i * 0.34], r.pick(['#c0392b', '#d4a017', '#1f6fb2']));
    }
    lamp(s, [0, 2.69, 2.0], { along: 'z', power: 1.7, c: '#f4fbff' });
    return s.render({ reflect: 0.1, reflectBlur: 5 });
  };
}
