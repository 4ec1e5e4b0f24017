// Tiny 3D-to-SVG helpers for the hand-made hero scenes: a pin-hole camera, shaded boxes,
// surfaces lit in depth slices, and an affine map for flat details (signs, numbers).
export const W = 1600;
export const H = 1000;

export function camera({ f = 1000, cx = W / 2, cy = H / 2, eye = [0, 1.6, 0], yaw = 0 } = {}) {
  const c = Math.cos(yaw),
    s = Math.sin(yaw);
  const P = ([x, y, z]) => {
    const dx = x - eye[0],
      dy = y - eye[1],
      dz = z - eye[2];
    const rx = c * dx - s * dz,
      rz = Math.max(s * dx + c * dz, 0.05);
    return [cx + (f * rx) / rz, cy - (f * dy) / rz];
  };
  P.eye = eye;
  return P;
}

const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const toHex = (rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
export const mix = (a, b, t) => {
  const A = hex(a),
    B = hex(b);
  return toHex(A.map((v, i) => v + (B[i] - v) * t));
};
export const shade = (c, k) => (k < 1 ? mix(c, '#000000', 1 - k) : mix(c, '#ffffff', Math.min(1, k - 1)));
export const clamp = (v, a = 0, b = 1) => Math.min(b, Math.max(a, v));
export const fog = (c, z, color, dist) => mix(c, color, 1 - Math.exp(-z / dist));
const n = (v) => v.toFixed(1);

export function poly(P, pts, fill, extra = '') {
  const d = pts.map((p, i) => (i ? 'L' : 'M') + P(p).map(n).join(' ')).join('') + 'Z';
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

export function line(P, a, b, stroke, width = 1, extra = '') {
  const [x1, y1] = P(a),
    [x2, y2] = P(b);
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
}

/** An axis-aligned box with the faces the camera can see, lit from above. */
export function box(P, [x0, x1], [y0, y1], [z0, z1], color, { k = {}, extra = '', tint } = {}) {
  const [ex, ey, ez] = P.eye;
  const col = (f) => (tint ? tint(shade(color, f), (z0 + z1) / 2) : shade(color, f));
  const out = [];
  if (ey > y1)
    out.push(
      poly(
        P,
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        col(k.top ?? 1.12),
        extra,
      ),
    );
  if (ey < y0)
    out.push(
      poly(
        P,
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        col(k.bottom ?? 0.55),
        extra,
      ),
    );
  if (ex < x0)
    out.push(
      poly(
        P,
        [
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
          [x0, y0, z1],
        ],
        col(k.side ?? 0.78),
        extra,
      ),
    );
  if (ex > x1)
    out.push(
      poly(
        P,
        [
          [x1, y0, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x1, y0, z1],
        ],
        col(k.side ?? 0.78),
        extra,
      ),
    );
  if (ez < z0)
    out.push(
      poly(
        P,
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y1, z0],
          [x0, y1, z0],
        ],
        col(k.front ?? 0.92),
        extra,
      ),
    );
  return out.join('');
}

/** A surface swept along z in slices; colorAt(z) gives the lit colour of each slice. */
export function sweep(P, edge, z0, z1, colorAt, steps = 48) {
  const out = [];
  for (let i = 0; i < steps; i++) {
    const a = z0 * Math.pow(z1 / z0, i / steps),
      b = z0 * Math.pow(z1 / z0, (i + 1) / steps);
    const c = colorAt((a + b) / 2);
    out.push(poly(P, [...edge(a), ...edge(b).reverse()], c, `stroke="${c}" stroke-width="1.2"`));
  }
  return out.join('');
}

/** SVG transform mapping local metres (u right, v down) onto a plane through `o`. */
export function plane(P, o, u, v) {
  const add = (a, b) => a.map((x, i) => x + b[i]);
  const [p0, pu, pv] = [P(o), P(add(o, u)), P(add(o, v))];
  return `matrix(${[pu[0] - p0[0], pu[1] - p0[1], pv[0] - p0[0], pv[1] - p0[1], p0[0], p0[1]].map((x) => x.toFixed(5)).join(' ')})`;
}

export const glow = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

export function vignette(strength = 0.45) {
  return (
    `<defs><radialGradient id="vig" cx="50%" cy="48%" r="75%"><stop offset="55%" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="100%" stop-color="#000" stop-opacity="${strength}"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#vig)"/>`
  );
}

export const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

/**
 * A prism: a 2D profile in the x-y plane (pts as [x, y]) extruded from z0 to z1. colorOf(i)
 * colours the band from point i to i+1; cap is the near end face. Back faces are culled.
 */
export function prism(P, pts, z0, z1, colorOf, cap) {
  const [ex, ey, ez] = P.eye;
  const area = pts.reduce((s, [x, y], i) => {
    const [x2, y2] = pts[(i + 1) % pts.length];
    return s + x * y2 - x2 * y;
  }, 0);
  const sgn = area > 0 ? 1 : -1,
    out = [];
  pts.forEach(([x, y], i) => {
    const [x2, y2] = pts[(i + 1) % pts.length];
    const nx = sgn * (y2 - y),
      ny = sgn * (x - x2);
    if (nx * (ex - x) + ny * (ey - y) <= 0) return;
    out.push(
      poly(
        P,
        [
          [x, y, z0],
          [x2, y2, z0],
          [x2, y2, z1],
          [x, y, z1],
        ],
        colorOf(i, nx, ny),
      ),
    );
  });
  if (cap && ez < z0)
    out.push(
      poly(
        P,
        pts.map(([x, y]) => [x, y, z0]),
        cap,
      ),
    );
  return out.join('');
}
