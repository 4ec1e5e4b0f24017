// Rooms in houses and condos rented out for storage: tiles or planks, a window with a grille
// and daylight, painted walls; contents from empty to boxes and shelving.
import { camera } from './camera.mjs';
import { Scene } from './scene.mjs';
import { room, panel, indoor, outside } from './build.mjs';
import { carton, bin, shelving } from './props.mjs';
import { shelfFill } from './storage.mjs';
import { rng } from './math.mjs';
import { shade } from '../make-images/lib.mjs';

/** Floor tiles (size metres) with grout lines and slightly uneven glaze, over x0..x1 × z0..z1. */
export function tiles(s, [x0, x1], [z0, z1], { size = 0.6, c = '#d9d2c5', seed = 1, planks = false } = {}) {
  const r = rng(seed),
    g = 0.004;
  if (planks) {
    const pw = 0.18,
      pl = 1.2;
    for (let x = x0, i = 0; x < x1; x += pw, i++) {
      for (let z = z0 - ((i * 0.37) % 1) * pl; z < z1; z += pl) {
        const za = Math.max(z, z0),
          zb = Math.min(z + pl, z1);
        if (zb - za < 0.02) continue;
        s.shell(
          [
            [x + g, 0.001, za + g],
            [Math.min(x + pw, x1) - g, 0.001, za + g],
            [Math.min(x + pw, x1) - g, 0.001, zb - g],
            [x + g, 0.001, zb - g],
          ],
          [0, 1, 0],
          { c: shade(c, r.range(0.9, 1.08)), spec: 0.12, gloss: 1, tex: 'wood', texK: 0.6 },
        );
      }
    }
    return;
  }
  for (let x = x0; x < x1 - 0.01; x += size)
    for (let z = z0; z < z1 - 0.01; z += size) {
      const xa = x + g,
        xb = Math.min(x + size, x1) - g,
        za = z + g,
        zb = Math.min(z + size, z1) - g;
      s.shell(
        [
          [xa, 0.001, za],
          [xb, 0.001, za],
          [xb, 0.001, zb],
          [xa, 0.001, zb],
        ],
        [0, 1, 0],
        { c: shade(c, r.range(0.96, 1.04)), spec: 0.2, shine: 60, gloss: 1 },
      );
    }
}

/** A window in the wall x = at (facing +x into the room): aluminium frame, glass panes, grille. */
export function sideWindow(s, at, [z0, z1], [y0, y1], { frame = '#c9ccce', grille = '#2b2f33' } = {}) {
  const f = { c: frame, spec: 0.3 },
    t = 0.05;
  s.box([at, y0 - t, z0 - t], [at + 0.06, y0, z1 + t], f);
  s.box([at, y1, z0 - t], [at + 0.06, y1 + t, z1 + t], f);
  s.box([at, y0, z0 - t], [at + 0.06, y1, z0], f);
  s.box([at, y0, z1], [at + 0.06, y1, z1 + t], f);
  s.box([at + 0.01, y0, (z0 + z1) / 2 - 0.025], [at + 0.05, y1, (z0 + z1) / 2 + 0.025], f);
  s.box([at - 0.08, y0 - t - 0.03, z0 - t - 0.05], [at + 0.12, y0 - t, z1 + t + 0.05], { c: '#e6e2da' });
  // The grille outside the glass: thin square bars in a grid.
  const g = { c: grille, spec: 0.2 };
  s.within(
    [
      [at, y0, z0],
      [at, y0, z1],
      [at, y1, z1],
      [at, y1, z0],
    ],
    () => {
      for (let z = z0 + 0.15; z < z1 - 0.05; z += 0.15)
        s.box([at - 0.09, y0, z - 0.008], [at - 0.075, y1, z + 0.008], g, { occlude: false, cast: true });
      for (let y = y0 + 0.2; y < y1 - 0.05; y += 0.3)
        s.box([at - 0.09, y - 0.008, z0], [at - 0.075, y + 0.008, z1], g, { occlude: false, cast: true });
    },
  );
  for (const [y, z] of [
    [0.25, 0.25],
    [0.25, 0.75],
    [0.75, 0.25],
    [0.75, 0.75],
  ]) {
    s.light.add({
      p: [at + 0.3, y0 + (y1 - y0) * y, z0 + (z1 - z0) * z],
      c: '#e8f0ff',
      power: 0.35,
      dir: [1, 0, 0],
      cone: 1,
      soft: 0.4,
    });
  }
}

/**
 * A spare room W × D with a window on the left wall; floor 'tiles' or 'planks';
 * contents 'empty' | 'boxes' | 'shelves'.
 */
export function spareRoomScene({
  seed = 1,
  W = 3.2,
  D = 3.6,
  H = 2.6,
  wall = '#e8e1cf',
  floor = 'tiles',
  floorC = '#d8d0c2',
  contents = 'empty',
  eye = [0.9, 1.5, 0.3],
  at = [-0.5, 1.1, 3.6],
  fov = 76,
  sun = true,
}) {
  return ({ w: pw, h: ph }) => {
    const r = rng(seed),
      x0 = -W / 2,
      x1 = W / 2,
      wz = [D * 0.3, D * 0.3 + 1.4],
      wy = [0.9, 2.1];
    const cam = camera({ eye, at, fov, w: pw, h: ph });
    const s = new Scene(
      cam,
      indoor({
        exposure: 1.15,
        sun: sun ? { dir: [-0.75, 0.5, -0.25], c: '#fff0d6', power: 3.2, soft: 0.03 } : undefined,
        sky: '#f1f3f5',
      }),
    );
    outside(s, {});
    room(s, {
      x: [x0, x1],
      y: [0, H],
      z: [-0.5, D],
      floor: { c: '#b9b1a3' },
      ceiling: { c: '#f2f1ee' },
      walls: { all: { c: wall, tex: 'paint' } },
      holes: { left: [[wz[0], wz[1], wy[0], wy[1]]] },
    });
    tiles(s, [x0, x1], [-0.5, D], { c: floorC, seed, planks: floor === 'planks' });
    for (const [ax, a, f, u] of [
      ['x', x0, 1, [-0.5, D]],
      ['x', x1, -1, [-0.5, D]],
      ['z', D, -1, [x0, x1]],
    ])
      panel(s, ax, a + f * 0.012, f, u, [0, 0.09], { c: shade(wall, 0.85) });
    sideWindow(s, x0, wz, wy);
    s.box(
      [-0.25, H - 0.04, D / 2 - 0.25],
      [0.25, H, D / 2 + 0.25],
      { bottom: { c: '#ffffff', emit: 1.4 }, all: { c: '#e5e5e5' } },
      { occlude: false },
    );
    s.light.add({ p: [0, H - 0.3, D / 2], c: '#fff3e2', power: 0.9, dir: [0, -1, 0], cone: 0.5 });
    if (contents === 'boxes') {
      for (let i = 0; i < 4; i++) {
        let y = 0;
        const x = x1 - 0.35 - (i % 2) * 0.55,
          z = D - 0.35 - Math.floor(i / 2) * 0.6;
        for (let k = 0; k < r.int(2, 3); k++)
          y = carton(s, [x + r.range(-0.03, 0.03), y, z], [0.5, r.range(0.35, 0.45), 0.5], r);
      }
      bin(s, [x1 - 0.4, 0, 1.2], [0.6, 0.4, 0.42], { lid: '#2f855a' });
      bin(s, [x1 - 0.4, 0.4, 1.2], [0.6, 0.4, 0.42], { lid: '#2f855a' });
    }
    if (contents === 'shelves') {
      shelving(s, [x1 - 0.5, x1 - 0.05], [D - 2.2, D - 0.3], [0.12, 0.6, 1.1, 1.6, 2.05], {
        post: '#d9dbdd',
        board: '#e1e3e4',
        fill: shelfFill(s, r, 'z', 0.8),
      });
      shelving(s, [-0.4, 0.8], [D - 0.5, D - 0.05], [0.12, 0.7, 1.3, 1.9], {
        post: '#d9dbdd',
        board: '#e1e3e4',
        fill: shelfFill(s, r, 'x', 0.7),
      });
    }
    return s.render({ reflect: 0.1, reflectBlur: 5 });
  };
}
