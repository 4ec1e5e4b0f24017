// Parking in the open: a surface lot, a carport, a townhouse garage, a gated driveway and a
// ramp inside a parking building.
import { camera } from './camera.mjs';
import { Scene } from './scene.mjs';
import { mark, room, lamp, indoor } from './build.mjs';
import { textOn } from './props.mjs';
import { car } from './vehicles.mjs';
import { sky, daylight, tree, palm, building } from './outdoors.mjs';
import { wall, gate, pot, townhouse } from './yards.mjs';
import { CAR_COLOURS } from './parking.mjs';
import { rng } from './math.mjs';

const ASPHALT = { c: '#4d4d4b', tex: 'asphalt' },
  CONCRETE = { c: '#b3aea4', tex: 'concrete' },
  WHITE = { c: '#e9e9e4' };
const ground = (s, m, [x0, x1] = [-60, 60], [z0, z1] = [-20, 120]) =>
  s.shell(
    [
      [x0, 0, z0],
      [x1, 0, z0],
      [x1, 0, z1],
      [x0, 0, z1],
    ],
    [0, 1, 0],
    m,
  );

/** A surface lot: two rows of bays across an aisle, trees and buildings beyond. free: empty bays. */
export function openLotScene({
  seed = 1,
  sun = [0.45, 0.7, -0.55],
  eye = [-1.0, 1.5, 1.2],
  at = [-6.5, 0.4, 6.5],
  fov = 70,
  free = [1],
  palms = true,
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(cam, daylight({ sun: { dir: sun }, fog: { c: '#dfe7ee', dist: 140 } }));
    sky(s, { seed });
    ground(s, ASPHALT);
    const bw = 2.6,
      rows = [
        [-4.2, -1],
        [4.2, 1],
      ];
    for (const [rx, side] of rows)
      for (let k = -1; k < 9; k++) {
        const z0 = k * bw;
        mark(s, side < 0 ? [rx - 5, rx] : [rx, rx + 5], [z0 - 0.05, z0 + 0.05], WHITE);
        const zc = z0 + bw / 2;
        if (k < 0 || k > 7) continue;
        s.box(
          side < 0 ? [rx - 4.7, 0, zc - 0.7] : [rx + 4.5, 0, zc - 0.7],
          side < 0 ? [rx - 4.5, 0.1, zc + 0.7] : [rx + 4.7, 0.1, zc + 0.7],
          { c: '#d7d2c6' },
        );
        if (!(side < 0 && free.includes(k)) && r() < 0.85)
          car(s, [rx + side * 2.5, zc], {
            axis: 'x',
            dir: -side,
            color: r.pick(CAR_COLOURS),
            kind: r.pick(['sedan', 'hatch', 'suv']),
          });
      }
    for (const [rx, side] of rows) mark(s, [rx + side * 5, rx + side * 5.15], [-3, 22], { c: '#c9c3b3' });
    for (let z = 0; z < 24; z += 6) {
      if (palms)
        palm(s, [-10.5, z + r.range(0, 2)], {
          h: r.range(7, 9.5),
          lean: [r.range(-0.8, 0.8), 0, r.range(-0.5, 0.5)],
          seed: seed + z,
          sunDir: sun,
        });
      tree(s, [10.5, z + 2], { h: r.range(5, 7), rad: r.range(2, 2.8), seed: seed + z + 1, sunDir: sun });
    }
    wall(s, 'x', 24, [-12, 12], 1.6, { c: '#e2d9c6' });
    building(s, [-14, 6], [34, 44], 24, { seed, wall: '#e8e2d6' });
    building(s, [10, 26], [38, 48], 36, { seed: seed + 1, wall: '#d9dde0', glass: '#5b7b95' });
    for (const z of [5, 17]) {
      s.box([-0.1, 0, z - 0.1], [0.1, 7, z + 0.1], { c: '#8f969c' }, { cast: true });
      s.box([-0.9, 6.9, z - 0.2], [0.9, 7.05, z + 0.2], { c: '#6b7177' });
    }
    return s.render();
  };
}

/** A carport (steel posts, sloping roof) beside a house, a car under it or not. */
export function carportScene({
  seed = 1,
  withCar = true,
  roof = '#7b8d8f',
  house = '#efe4cf',
  gateC = '#2f4f3a',
  eye = [3.2, 1.6, -3.5],
  at = [-0.5, 1.2, 4],
  fov = 72,
  sun = [0.6, 0.75, -0.3],
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(cam, daylight({ sun: { dir: sun } }));
    sky(s, { seed: seed + 2 });
    ground(s, { c: '#7d8a5e', tex: 'grass' });
    s.shell(
      [
        [-2, 0.01, -6],
        [2.2, 0.01, -6],
        [2.2, 0.01, 7],
        [-2, 0.01, 7],
      ],
      [0, 1, 0],
      CONCRETE,
    );
    for (let z = -6; z < 7; z += 1.2) mark(s, [-2, 2.2], [z, z + 0.015], { c: '#8f8a80' }, 0.012);
    s.box([-7, 0, 7], [-2, 5.5, 12], { all: { c: house, tex: 'plaster', texK: 0.8 } });
    s.box([-8, 0, 0], [-2.05, 3.2, 7], { all: { c: house, tex: 'plaster', texK: 0.8 } });
    for (const [z0, z1] of [
      [1.5, 2.7],
      [4.2, 5.4],
    ])
      s.box([-2.07, 1.0, z0], [-2.04, 2.2, z1], { c: '#3d5466', spec: 0.6 }, { occlude: false });
    s.box([-8.2, 3.2, -0.3], [-1.8, 3.45, 7.2], { c: '#9b4b32' });
    const posts = [
        [-1.9, -0.5],
        [2.1, -0.5],
        [-1.9, 5.5],
        [2.1, 5.5],
      ],
      pm = { c: '#e9e9e4', spec: 0.3 };
    for (const [x, z] of posts) s.box([x - 0.05, 0, z - 0.05], [x + 0.05, 2.6, z + 0.05], pm);
    s.box([-2.1, 2.6, -0.8], [2.3, 2.72, 5.8], { bottom: { c: '#d9dcd9' }, all: { c: roof, spec: 0.3 } });
    if (withCar) car(s, [0.1, 2.4], { color: r.pick(CAR_COLOURS), kind: r.pick(['sedan', 'suv']), dir: -1 });
    wall(s, 'x', -6, [-9, -2.2], 2, { c: '#e4dccb' });
    wall(s, 'x', -6, [2.4, 7], 2, { c: '#e4dccb' });
    gate(s, -6, [-2.2, 2.4], 2, { c: gateC, open: 0.98 });
    pot(s, [2.8, 1.5], { seed, flower: '#c2378b' });
    pot(s, [2.8, 3.2], { seed: seed + 1 });
    tree(s, [6, 8], { h: 6, rad: 2.6, seed, sunDir: sun });
    return s.render();
  };
}

/** A townhouse front with its garage roll-up door shut or open (a car inside or not). */
export function houseGarageScene({
  seed = 1,
  open = 0,
  withCar = false,
  c = '#efe4cf',
  door = '#d8dcdf',
  eye = [2.2, 1.55, -7.5],
  at = [-0.6, 1.9, 0],
  fov = 66,
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(cam, daylight({ sun: { dir: [-0.4, 0.8, -0.45] } }));
    sky(s, { seed: seed + 5 });
    ground(s, ASPHALT);
    s.shell(
      [
        [-12, 0.12, -3.5],
        [12, 0.12, -3.5],
        [12, 0.12, 0],
        [-12, 0.12, 0],
      ],
      [0, 1, 0],
      CONCRETE,
    );
    s.box([-12, 0, -3.62], [12, 0.12, -3.5], { c: '#c9c4b9' });
    const inside = () => {
      room(s, {
        x: [-2.6, 0.4],
        y: [0, 2.5],
        z: [0, 6],
        floor: { c: '#9c988f' },
        ceiling: { c: '#dedbd4' },
        walls: { all: { c: '#e6e1d6' }, front: null },
      });
      if (withCar) car(s, [-1.1, 3], { color: r.pick(CAR_COLOURS), dir: -1, kind: 'hatch' });
      s.light.add({ p: [-1.1, 2.3, 3], power: 0.6, c: '#fff2dc' });
    };
    townhouse(s, 0, [-3, 3.2], { c, door, open, inside: open ? inside : undefined, seed });
    townhouse(s, 0.3, [3.2, 9.4], { c: '#dfe7e4', trim: '#556b73', door: '#aab1b6', seed: seed + 1 });
    townhouse(s, 0.2, [-9.2, -3], { c: '#f1dcc4', trim: '#7a4b35', door: '#c9ced2', seed: seed + 2 });
    pot(s, [3.6, -0.6], { seed, flower: '#d6336c' });
    return s.render();
  };
}

/** A driveway slot inside a walled lot, seen towards the street gate (or from the street). */
export function drivewayScene({
  seed = 1,
  gateC = '#5b2c2c',
  open = 0,
  fromStreet = false,
  wallC = '#e6dcc6',
  eye = [0.8, 1.6, 5],
  at = [-0.3, 1.1, -4],
  fov = 70,
}) {
  return ({ w: pw, h: ph }) => {
    const cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(cam, daylight({ sun: { dir: [0.5, 0.8, 0.3] } }));
    sky(s, { seed: seed + 7 });
    ground(s, ASPHALT);
    s.shell(
      [
        [-1.8, 0.02, -4],
        [1.8, 0.02, -4],
        [1.8, 0.02, 9],
        [-1.8, 0.02, 9],
      ],
      [0, 1, 0],
      CONCRETE,
    );
    for (let z = -4; z < 9; z += 1.5) mark(s, [-1.8, 1.8], [z, z + 0.015], { c: '#8f8a80' }, 0.03);
    s.shell(
      [
        [-6, 0.01, -4],
        [-1.8, 0.01, -4],
        [-1.8, 0.01, 9],
        [-6, 0.01, 9],
      ],
      [0, 1, 0],
      { c: '#7d8a5e', tex: 'grass' },
    );
    s.shell(
      [
        [1.8, 0.01, -4],
        [6, 0.01, -4],
        [6, 0.01, 9],
        [1.8, 0.01, 9],
      ],
      [0, 1, 0],
      { c: '#7d8a5e', tex: 'grass' },
    );
    wall(s, 'x', -4, [-6, -1.8], 2.2, { c: wallC });
    wall(s, 'x', -4, [1.8, 6], 2.2, { c: wallC });
    wall(s, 'z', -6, [-4, 9], 2.2, { c: wallC });
    wall(s, 'z', 6, [-4, 9], 2.2, { c: wallC });
    s.box([-2.0, 0, -4.15], [-1.8, 2.5, -3.85], { c: '#d8cdb5' });
    s.box([1.8, 0, -4.15], [2.0, 2.5, -3.85], { c: '#d8cdb5' });
    gate(s, -4, [-1.8, 1.8], 2.1, { c: gateC, open });
    s.box([-8, 0, 9], [8, 3.2, 14], { all: { c: '#efe7d6', tex: 'plaster', texK: 0.7 } });
    for (const x of [-5.5, -4.2, 4.2, 5.4])
      pot(s, [x, 7.5 - Math.abs(x)], { seed: seed + Math.round(x * 3), flower: x < 0 ? '#c2378b' : undefined });
    townhouse(s, -14, [-9, -2.8], { c: '#e9dcc8', f: 1 });
    townhouse(s, -14.3, [-2.8, 3.4], { c: '#dce6ea', trim: '#50636b', f: 1 });
    townhouse(s, -14.1, [3.4, 9.6], { c: '#f2e2c9', f: 1 });
    tree(s, [-8, -9], { h: 6.5, rad: 2.6, seed: seed + 4, sunDir: [0.5, 0.8, 0.3] });
    if (fromStreet) palm(s, [4.5, 4], { h: 7.5, seed, sunDir: [0.5, 0.8, 0.3] });
    return s.render();
  };
}

/** A ramp between levels of a parking building, seen from the bottom. */
export function rampScene({ seed = 1, eye = [0.4, 1.5, -4], at = [0, 1.9, 12], fov = 70, stripe = '#d4a72c' }) {
  return ({ w: pw, h: ph }) => {
    const cam = camera({ eye, at, fov, w: pw, h: ph }),
      X = 3,
      Z0 = 2,
      Z1 = 16,
      RISE = 3;
    const s = new Scene(cam, indoor({ exposure: 1.15, fog: { c: '#d8dadb', dist: 45 } }));
    room(s, {
      x: [-X, X],
      y: [0, 2.9],
      z: [-6, Z0],
      floor: { c: '#8d9094', tex: 'concrete', gloss: 1 },
      ceiling: { c: '#cfccc6' },
      walls: { all: { c: '#e4e2dc', tex: 'plaster' }, back: null },
    });
    const y = (z) => ((z - Z0) / (Z1 - Z0)) * RISE,
      n = [0, (Z1 - Z0) / Math.hypot(Z1 - Z0, RISE), -RISE / Math.hypot(Z1 - Z0, RISE)];
    // Side walls first, up to the sloping ceiling: the ramp's surface is drawn over their foot.
    for (const sx of [-1, 1]) {
      s.shell(
        [
          [sx * X, 0, Z0],
          [sx * X, 0, Z1],
          [sx * X, RISE + 2.9, Z1],
          [sx * X, 2.9, Z0],
        ],
        [-sx, 0, 0],
        { c: '#e4e2dc', tex: 'plaster' },
      );
      s.shell(
        [
          [sx * X, RISE, Z1],
          [sx * X, RISE, Z1 + 4],
          [sx * X, RISE + 2.9, Z1 + 4],
          [sx * X, RISE + 2.9, Z1],
        ],
        [-sx, 0, 0],
        { c: '#e4e2dc', tex: 'plaster' },
      );
    }
    s.shell(
      [
        [-X, 0, Z0],
        [X, 0, Z0],
        [X, RISE, Z1],
        [-X, RISE, Z1],
      ],
      n,
      { c: '#8d9094', tex: 'concrete' },
    );
    s.shell(
      [
        [-X, 2.9, Z0],
        [-X, RISE + 2.9, Z1],
        [X, RISE + 2.9, Z1],
        [X, 2.9, Z0],
      ],
      [0, -n[1], -n[2]],
      { c: '#cfccc6', tex: 'concrete', texK: 0.5 },
    );
    s.shell(
      [
        [-X, RISE, Z1],
        [X, RISE, Z1],
        [X, RISE, Z1 + 4],
        [-X, RISE, Z1 + 4],
      ],
      [0, 1, 0],
      { c: '#8d9094' },
    );
    s.shell(
      [
        [-X, RISE, Z1 + 4],
        [X, RISE, Z1 + 4],
        [X, RISE + 2.9, Z1 + 4],
        [-X, RISE + 2.9, Z1 + 4],
      ],
      [0, 0, -1],
      { c: '#e4e2dc', tex: 'plaster' },
    );
    s.shell(
      [
        [-X, RISE + 2.9, Z1],
        [-X, RISE + 2.9, Z1 + 4],
        [X, RISE + 2.9, Z1 + 4],
        [X, RISE + 2.9, Z1],
      ],
      [0, -1, 0],
      { c: '#cfccc6' },
    );
    lamp(s, [0, RISE + 2.88, Z1 + 2], { along: 'x', power: 1.5 });
    for (const sx of [-1, 1]) {
      const c = sx * (X - 0.15);
      s.shell(
        [
          [c - 0.15, 0.002, -6],
          [c + 0.15, 0.002, -6],
          [c + 0.15, 0.002, Z0],
          [c - 0.15, 0.002, Z0],
        ],
        [0, 1, 0],
        { c: stripe },
      );
      s.shell(
        [
          [c - 0.15, 0.004, Z0],
          [c + 0.15, 0.004, Z0],
          [c + 0.15, RISE + 0.004, Z1],
          [c - 0.15, RISE + 0.004, Z1],
        ],
        n,
        { c: stripe },
      );
    }
    s.shell(
      [
        [-0.06, 0.004, Z0],
        [0.06, 0.004, Z0],
        [0.06, RISE + 0.004, Z1],
        [-0.06, RISE + 0.004, Z1],
      ],
      n,
      { c: '#eeeeea' },
    );
    s.layers.shell.push(textOn(cam, [-1.4, 0.01, -2.6], [1, 0, 0], [0, 0, -1], 'UP', { size: 0.8, color: '#eeeeea' }));
    s.layers.shell.push(
      textOn(cam, [-1.4, y(7) + 0.01, 7], [1, 0, 0], [0, n[2], -n[1]], '↑', { size: 1.2, color: '#eeeeea' }),
    );
    for (let z = -4; z < Z1; z += 3.5) lamp(s, [0, (z > Z0 ? y(z) : 0) + 2.86, z], { along: 'x', power: 1.5 });
    return s.render({ reflect: 0.08 });
  };
}
