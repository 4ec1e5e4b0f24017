// Commercial spaces seen from outside and in: a warehouse's loading docks, a row of shops with
// roll-up shutters (one for rent), and an empty shop looking out through its open shutter.
import { camera } from './camera.mjs';
import { Scene } from './scene.mjs';
import { room, mark, panel, ribs, indoor, outside } from './build.mjs';
import { rollUpDoor, textOn } from './props.mjs';
import { sky, daylight, tree, palm, building } from './outdoors.mjs';
import { tiles } from './rooms.mjs';
import { rng } from './math.mjs';
import { shade } from '../make-images/lib.mjs';

const ground = (s, m, [x0, x1] = [-60, 60], [z0, z1] = [-30, 60]) =>
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

/** A white box trailer backed up to a dock, seen from behind. */
function trailer(s, x, z) {
  const m = { c: '#eef0f1', spec: 0.3 };
  s.box([x - 1.25, 1.2, z], [x + 1.25, 4.0, z + 12], { all: m, back: null });
  s.box([x - 1.27, 1.15, z - 0.02], [x + 1.27, 1.22, z + 0.02], { c: '#2a2d31' }, { occlude: false });
  s.box([x - 0.02, 1.2, z - 0.02], [x + 0.02, 4.0, z], { c: '#9aa1a8' }, { occlude: false });
  for (const sx of [-1, 1])
    for (const y of [1.5, 2.6, 3.6])
      s.box([x + sx * 0.6 - 0.2, y, z - 0.03], [x + sx * 0.6 + 0.2, y + 0.06, z], { c: '#8d949b' }, { occlude: false });
  s.box([x - 1.2, 0.45, z + 0.1], [x + 1.2, 0.6, z + 0.3], { c: '#d9a21b' });
  for (const sx of [-1, 1])
    for (const dz of [1.2, 2.5])
      s.box([x + sx * 0.75 - 0.22, 0, z + dz - 0.5], [x + sx * 0.75 + 0.22, 1.0, z + dz + 0.5], { c: '#1b1d20' });
}

/** A warehouse front with raised dock doors under a canopy, seen from the apron. */
export function dockOutsideScene({
  seed = 1,
  clad = '#e4e7e9',
  door = '#2f5d9a',
  withTrailer = true,
  eye = [-7, 1.7, -16],
  at = [1, 2.6, 0],
  fov = 66,
}) {
  return ({ w: pw, h: ph }) => {
    const cam = camera({ eye, at, fov, w: pw, h: ph }),
      sun = [0.55, 0.7, -0.45];
    const s = new Scene(cam, daylight({ sun: { dir: sun } }));
    sky(s, { seed: seed + 11 });
    ground(s, { c: '#a5a199', tex: 'concrete' });
    s.box([-16, 0, 0], [16, 1.2, 30], { all: { c: '#a9a8a2', tex: 'concrete' } });
    s.box([-16, 1.2, 0], [16, 10, 30], { all: { c: clad } });
    ribs(s, 'z', 0, -1, [-16, 16], [1.2, 10], clad, { pitch: 0.3, off: 0.004 });
    const xs = [-8, -3.5, 1, 5.5, 10];
    xs.forEach((x, i) => {
      s.box([x - 1.8, 1.0, -0.25], [x + 1.8, 4.5, 0], { c: '#1d1f22' });
      rollUpDoor(s, 'z', -0.25, -1, [x - 1.5, x + 1.5], 3, { color: door, open: 0, y0: 1.2 });
      for (const sx of [-1, 1])
        s.box([x + sx * 1.1 - 0.15, 0.9, -0.5], [x + sx * 1.1 + 0.15, 1.2, -0.25], { c: '#111214' });
      mark(s, [x - 1.6, x - 1.5], [-14, 0], { c: '#e3b42a' });
      if (withTrailer && i === 1) trailer(s, x, -12.6);
    });
    s.box([-16, 4.9, -3], [16, 5.1, 0], { bottom: { c: '#b9bec3' }, all: { c: '#8d949b' } });
    for (const x of [-14, -5.75, 3.25, 12])
      s.box([x - 0.05, 5.1, -3], [x + 0.05, 6.3, -2.9], { c: '#6b7177' }, { occlude: false });
    s.box([-16, 10, -0.2], [16, 10.3, 30], { c: '#c3c8cc' });
    tree(s, [-16, -8], { h: 7, rad: 3, seed, sunDir: sun });
    palm(s, [14, -6], { h: 8, seed: seed + 1, sunDir: sun });
    return s.render();
  };
}

/** A row of ground-floor shops with roll-up shutters, one for rent and half open. */
export function shopfrontScene({
  seed = 1,
  wall = '#eadfca',
  shutter = '#a7adb3',
  signs = ['#b91c1c', '#1f6fb2', '#d9a21b'],
  eye = [-3, 1.6, -8],
  at = [1, 2.2, 0],
  fov = 66,
  halfOpen = 1,
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      cam = camera({ eye, at, fov, w: pw, h: ph }),
      sun = [-0.4, 0.75, -0.5];
    const s = new Scene(cam, daylight({ sun: { dir: sun } }));
    sky(s, { seed: seed + 13 });
    ground(s, { c: '#4d4d4b', tex: 'asphalt' });
    const xs = [-8, -4, 0, 4, 8];
    const ox = xs[halfOpen + 1] ?? 0;
    room(s, {
      x: [ox - 1.9, ox + 1.9],
      y: [0, 3],
      z: [0, 8],
      floor: { c: '#cfcac0' },
      ceiling: { c: '#e8e6e1' },
      walls: { all: { c: '#eeece6' }, front: null },
    });
    s.light.add({ p: [ox, 2.5, 4], power: 0.6 });
    tiles(s, [-12, 12], [-3, 0], { size: 0.5, c: '#c9b8a3', seed });
    s.box([-12, 0, -3.15], [12, 0.15, -3], { c: '#cfcac2' });
    s.shell(
      [
        [-12, 0.15, -3],
        [12, 0.15, -3],
        [12, 0.15, -0.001],
        [-12, 0.15, -0.001],
      ],
      [0, 1, 0],
      { c: '#c9b8a3', gloss: 0 },
    );
    for (const [i, x] of xs.entries()) {
      const a = x - 1.9,
        b = x + 1.9,
        isOpen = i === halfOpen + 1;
      for (const [u0, u1] of [
        [a - 0.1, a + 0.1],
        [b - 0.1, b + 0.1],
      ])
        s.box([u0, 0, -0.3], [u1, 3.6, 0], { c: wall, tex: 'plaster' });
      rollUpDoor(s, 'z', 0, -1, [a + 0.1, b - 0.1], 3.0, { color: shutter, open: isOpen ? 0.55 : 0 });
      s.box([a + 0.1, 3.0, -0.05], [b - 0.1, 3.6, 0], { c: wall, tex: 'plaster' });
      s.box([a, 3.6, -0.25], [b, 4.3, 0], { c: signs[i % signs.length] });
      if (isOpen) {
        const sign = (c) =>
          textOn(c, [x, 2.12, -0.035], [1, 0, 0], [0, -1, 0], 'FOR RENT', { size: 0.16, color: '#b91c1c' }) +
          textOn(c, [x, 2.38, -0.035], [1, 0, 0], [0, -1, 0], '0917 555 0143', { size: 0.1, color: '#1e293b' });
        s.box([x - 0.6, 1.9, -0.03], [x + 0.6, 2.5, -0.015], { c: '#fdfdfb' }, { occlude: false, after: sign });
      }
    }
    s.box([-10, 4.3, 0], [10, 8, 6], { all: { c: wall, tex: 'plaster' } });
    for (let x = -9; x < 9; x += 2.5)
      s.box(
        [x, 5.2, -0.02],
        [x + 1.6, 6.8, 0],
        { c: shade('#4d6578', r.range(0.85, 1.1)), spec: 0.5 },
        { occlude: false },
      );
    s.box([-10.2, 8, -0.3], [10.2, 8.3, 6], { c: shade(wall, 0.85) });
    building(s, [-30, -11], [2, 14], 14, { seed, wall: '#e3dbc9' });
    building(s, [11, 30], [2, 14], 11, { seed: seed + 1, wall: '#dde3e3' });
    tree(s, [7, -4], { h: 5.5, rad: 2.2, seed, sunDir: sun });
    return s.render();
  };
}

/** An empty shop space seen from the back, its shutter rolled up onto a sunny street. */
export function shopInsideScene({
  seed = 1,
  wall = '#f1efe9',
  floorC = '#d6d3cc',
  eye = [1.0, 1.55, 7.6],
  at = [-0.4, 1.3, 0],
  fov = 74,
  W = 4.4,
}) {
  return ({ w: pw, h: ph }) => {
    const cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(cam, indoor({ exposure: 1.0, skyPower: 0.45, sun: { dir: [-0.35, 0.75, 0.55], power: 1.3 } }));
    sky(s, { seed: seed + 17 });
    const x0 = -W / 2,
      x1 = W / 2;
    // The street (sidewalk, road, shops across) goes first: the room's front wall frames it.
    s.shell(
      [
        [-20, 0.15, -3],
        [20, 0.15, -3],
        [20, 0.15, 0],
        [-20, 0.15, 0],
      ],
      [0, 1, 0],
      { c: '#c2b5a2', tex: 'tile' },
    );
    s.shell(
      [
        [-30, 0, -14],
        [30, 0, -14],
        [30, 0, -3],
        [-30, 0, -3],
      ],
      [0, 1, 0],
      { c: '#4d4d4b', tex: 'asphalt' },
    );
    s.within(
      [
        [x0 + 0.2, 0, 0],
        [x1 - 0.2, 0, 0],
        [x1 - 0.2, 3, 0],
        [x0 + 0.2, 3, 0],
      ],
      () => {
        building(s, [-16, 2], [-24, -14], 9, { seed, wall: '#eadcc2', bays: 5 });
        building(s, [2, 16], [-26, -14], 12, { seed: seed + 1, wall: '#d8e2e0', bays: 4 });
        for (const [a, b, c] of [
          [-10, -6, '#1f6fb2'],
          [-5, -1, '#b91c1c'],
          [3, 7, '#d9a21b'],
        ])
          s.box([a, 2.6, -14.3], [b, 3.2, -14], { c });
        tree(s, [-3, -12], { h: 5, rad: 2, seed, sunDir: [-0.35, 0.75, 0.55] });
      },
    );
    room(s, {
      x: [x0, x1],
      y: [0, 3.2],
      z: [0, 8],
      floor: { c: '#b8b4ad' },
      ceiling: { c: '#f3f2ee' },
      walls: { all: { c: wall, tex: 'paint' } },
      holes: { front: [[x0 + 0.2, x1 - 0.2, 0, 3.0]] },
    });
    tiles(s, [x0, x1], [0, 8], { size: 0.6, c: floorC, seed });
    rollUpDoor(s, 'z', 0, 1, [x0 + 0.2, x1 - 0.2], 3.0, { color: '#a7adb3', open: 0.96 });
    for (const z of [2, 4.5, 7])
      for (const x of [-1, 1])
        s.box([x - 0.3, 3.18, z - 0.3], [x + 0.3, 3.2, z + 0.3], { c: '#ffffff', emit: 1.3 }, { occlude: false });
    for (const z of [2, 4.5, 7]) s.light.add({ p: [0, 2.9, z], power: 0.7, c: '#fff6ea', dir: [0, -1, 0], cone: 0.6 });
    for (const sx of [-1, 1]) panel(s, 'x', sx * (W / 2 - 0.01), -sx, [0, 8], [0, 0.1], { c: shade(wall, 0.82) });
    return s.render({ reflect: 0.16, reflectBlur: 4 });
  };
}
