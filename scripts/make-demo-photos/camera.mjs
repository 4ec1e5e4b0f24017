// A look-at pin-hole camera for 4:3 photos. Unlike ../make-images/lib.mjs's camera it clips
// polygons at a near plane, so a wall that passes beside and behind the lens still draws right.
import { sub, dot, cross, norm, add, mul } from './math.mjs';

export const W = 1280;
export const H = 960;

/**
 * eye and at in metres (x right, y up, z away); fov is the horizontal field of view in degrees;
 * shift moves the picture centre up (a shift lens keeps verticals straight when looking level).
 */
export function camera({ eye, at, fov = 66, roll = 0, shift = 0, w = W, h = H, near = 0.05 }) {
  const f = norm(sub(at, eye));
  let r = norm(cross([0, 1, 0], f)),
    u = cross(f, r);
  if (roll) {
    const c = Math.cos(roll),
      s = Math.sin(roll);
    [r, u] = [add(mul(r, c), mul(u, s)), add(mul(u, c), mul(r, -s))];
  }
  const F = w / 2 / Math.tan((fov * Math.PI) / 360),
    cx = w / 2,
    cy = h / 2 + shift * h;
  const view = (p) => {
    const d = sub(p, eye);
    return [dot(d, r), dot(d, u), dot(d, f)];
  };
  const proj = ([x, y, z]) => [cx + (F * x) / z, cy - (F * y) / z];
  /**
   * World polygon → screen polygon clipped at the near plane, or null when wholly behind it;
   * .world holds the clipped polygon's world points and .cut tells whether it was clipped.
   */
  const clip = (pts) => {
    const c = pts.map(view),
      out = [],
      world = [];
    for (let i = 0; i < c.length; i++) {
      const j = (i + 1) % c.length,
        a = c[i],
        b = c[j],
        ain = a[2] >= near,
        bin = b[2] >= near;
      if (ain) {
        out.push(a);
        world.push(pts[i]);
      }
      if (ain !== bin) {
        const t = (near - a[2]) / (b[2] - a[2]);
        out.push(a.map((x, k) => x + (b[k] - x) * t));
        world.push(pts[i].map((x, k) => x + (pts[j][k] - x) * t));
      }
    }
    if (out.length < 3) return null;
    const s = out.map(proj);
    s.world = world;
    s.cut = world.length !== pts.length || world.some((p, i) => p !== pts[i]);
    return s;
  };
  const point = (p) => {
    const c = view(p);
    return c[2] > near ? proj(c) : null;
  };
  return { eye, w, h, F, view, clip, point, depth: (p) => view(p)[2] };
}

/** SVG transform mapping local units (u right, v down, `k` metres each) onto a plane at o. */
export function planeAt(cam, o, u, v, k = 0.001) {
  const p0 = cam.point(o),
    pu = cam.point(add(o, mul(u, k))),
    pv = cam.point(add(o, mul(v, k)));
  if (!p0 || !pu || !pv) return null;
  return `matrix(${[pu[0] - p0[0], pu[1] - p0[1], pv[0] - p0[0], pv[1] - p0[1], p0[0], p0[1]].map((x) => x.toFixed(5)).join(' ')})`;
}

export const pathOf = (s) => 'M' + s.map(([x, y]) => x.toFixed(1) + ' ' + y.toFixed(1)).join('L') + 'Z';
