// Pieces of Philippine houses and streets: perimeter walls, steel gates, a carport, a
// townhouse front with a garage, potted plants and bougainvillea.
import { rng } from './math.mjs';
import { shade } from '../make-images/lib.mjs';
import { rollUpDoor } from './props.mjs';

/** A painted block wall along x (at z, thickness t) or z (axis 'z', at x) with a cap. */
export function wall(s, axis, at, [a0, a1], h, { c = '#e7dfcc', t = 0.15 } = {}) {
  const box = (lo, hi, m) =>
    s.box(
      axis === 'x' ? [a0, lo, at - t / 2] : [at - t / 2, lo, a0],
      axis === 'x' ? [a1, hi, at + t / 2] : [at + t / 2, hi, a1],
      m,
    );
  box(0, h, { all: { c, tex: 'plaster', texK: 0.8 } });
  s.box(
    axis === 'x' ? [a0, h, at - t / 2 - 0.03] : [at - t / 2 - 0.03, h, a0],
    axis === 'x' ? [a1, h + 0.06, at + t / 2 + 0.03] : [at + t / 2 + 0.03, h + 0.06, a1],
    { c: shade(c, 0.92) },
  );
}

/**
 * A steel gate across x0..x1 in the plane z = at: a solid lower sheet and vertical bars above,
 * in a frame. open (0..1) slides it towards x1.
 */
export function gate(s, at, [x0, x1], h, { c = '#2f4f3a', open = 0, sheet = 0.9 } = {}) {
  const m = { c, spec: 0.35, shine: 40 },
    shift = open * (x1 - x0) * 0.9,
    a = x0 + shift,
    b = x1 + shift;
  s.box([a, 0.05, at - 0.02], [b, sheet, at + 0.02], { all: m });
  for (let x = a + 0.06; x < b - 0.03; x += 0.12)
    s.box([x - 0.012, sheet, at - 0.012], [x + 0.012, h - 0.05, at + 0.012], m, { occlude: false, cast: true });
  s.box([a, h - 0.07, at - 0.03], [b, h, at + 0.03], m, { occlude: false, cast: true });
  s.box([a, sheet, at - 0.03], [b, sheet + 0.05, at + 0.03], m, { occlude: false, cast: true });
  for (const x of [a, b - 0.05])
    s.box([x, 0.02, at - 0.03], [x + 0.05, h, at + 0.03], m, { occlude: false, cast: true });
  for (let x = a + 0.3; x < b - 0.2; x += 0.6)
    s.box([x - 0.1, sheet + 0.25, at - 0.015], [x + 0.1, sheet + 0.45, at + 0.015], m, { occlude: false });
}

/** A pot with a leafy plant (an after-drawn clump like a small tree crown). */
export function pot(s, [x, z], { h = 0.9, seed = 1, flower } = {}) {
  const r = rng(seed);
  s.box([x - 0.2, 0, z - 0.2], [x + 0.2, 0.38, z + 0.2], { top: { c: '#5a3d2b' }, side: { c: '#a4552f' } });
  const blobs = Array.from({ length: 16 }, (_, i) => [
    x + r.range(-0.3, 0.3),
    0.38 + h * r.range(0.2, 0.95),
    z + r.range(-0.25, 0.25),
    r.range(0.09, 0.17),
    i,
  ]);
  blobs.sort((a, b) => a[1] - b[1]);
  const id = `pot${++s.ids}`;
  s.object([x - 0.5, 0.38, z - 0.45], [x + 0.5, 0.38 + h + 0.3, z + 0.45], [], {
    occlude: false,
    after: (cam) => {
      const d = Math.max(0.5, cam.depth([x, 0.5, z])),
        px = cam.F / d;
      const dots = blobs
        .map(([bx, by, bz, br, i]) => {
          const p = cam.point([bx, by, bz]);
          if (!p) return '';
          const c =
            flower && i % 3 === 0
              ? shade(flower, 0.8 + (i % 4) * 0.12)
              : shade('#3f6b32', 0.7 + ((by - 0.38) / h) * 0.5 + (i % 3) * 0.08);
          return `<circle cx="${p[0].toFixed(1)}" cy="${p[1].toFixed(1)}" r="${(px * br).toFixed(1)}" fill="${c}"/>`;
        })
        .join('');
      return (
        `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="${(12 / px).toFixed(3)}" numOctaves="2" seed="${seed}"/>` +
        `<feDisplacementMap in="SourceGraphic" scale="${(px * 0.08).toFixed(1)}" xChannelSelector="R" yChannelSelector="G"/></filter><g filter="url(#${id})">${dots}</g>`
      );
    },
  });
}

/**
 * A two-storey townhouse front in the plane z = at facing f (±1 along z), x0..x1: a garage with a roll-up
 * door (open 0..1), a front door, windows with grilles above and a balcony slab.
 */
export function townhouse(
  s,
  at,
  [x0, x1],
  { c = '#efe4cf', trim = '#8f5b3a', door = '#d8dcdf', open = 0, inside, f = -1 } = {},
) {
  const H = 6.2,
    gx = [x0 + 0.4, x0 + 3.4],
    gh = 2.5,
    face = { c, tex: 'plaster', texK: 0.8 };
  const Z = (off) => at + f * off,
    zr = (a, b) => [Math.min(Z(a), Z(b)), Math.max(Z(a), Z(b))];
  const q = (xa, xb, ya, yb, m, off = 0) =>
    s.shell(
      [
        [xa, ya, Z(off)],
        [xb, ya, Z(off)],
        [xb, yb, Z(off)],
        [xa, yb, Z(off)],
      ],
      [0, 0, f],
      m,
    );
  const bx = (xa, xb, ya, yb, oa, ob, m, o) => {
    const [za, zb] = zr(oa, ob);
    s.box([xa, ya, za], [xb, yb, zb], m, o);
  };
  // What is inside the open garage goes first: the front wall is drawn over it.
  if (inside)
    s.within(
      [
        [gx[0], 0, at],
        [gx[1], 0, at],
        [gx[1], gh, at],
        [gx[0], gh, at],
      ],
      inside,
    );
  q(x0, gx[0], 0, H, face);
  q(gx[1], x1, 0, H, face);
  q(gx[0], gx[1], gh, H, face);
  for (const [xa, xb, ya] of [
    [x0, gx[0], 0],
    [gx[1], x1, 0],
    [gx[0], gx[1], gh],
  ]) {
    const [za, zb] = zr(0, -0.3);
    s.occluder([xa, ya, za], [xb, H, zb]);
  }
  rollUpDoor(s, 'z', at, f, gx, gh, { color: door, open });
  q(x0, x1, 3.0, 3.15, { c: trim }, 0.002);
  bx(x0, x1 - 0.3, 3.0, 3.15, 0, 0.9, { c: shade(c, 0.95) });
  for (let x = x0 + 0.05; x < x1 - 0.35; x += 0.14)
    bx(x, x + 0.025, 3.15, 4.1, 0.86, 0.89, { c: '#2b2f33' }, { occlude: false });
  bx(x0, x1 - 0.3, 4.05, 4.1, 0.85, 0.9, { c: '#2b2f33' }, { occlude: false });
  const dx = gx[1] + 0.6;
  if (dx + 1 < x1) {
    q(dx, dx + 0.95, 0, 2.2, { c: '#6b4a33', tex: 'wood', texK: 0.6 }, 0.01);
    q(dx - 0.08, dx + 1.03, 2.2, 2.3, { c: trim }, 0.012);
  }
  for (const wx of [x0 + 0.8, x0 + 2.6]) {
    if (wx + 1.2 > x1) continue;
    q(wx, wx + 1.2, 3.7, 5.0, { c: '#3d5466', spec: 0.6 }, 0.01);
    q(wx - 0.06, wx + 1.26, 3.64, 3.7, { c: trim }, 0.012);
    for (let x = wx + 0.1; x < wx + 1.2; x += 0.2) q(x, x + 0.02, 3.7, 5.0, { c: '#22262a' }, 0.03);
  }
  bx(x0 - 0.1, x1 + 0.1, H, H + 0.25, -0.2, 0.5, { c: shade(trim, 0.9) });
}
