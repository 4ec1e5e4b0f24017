// Parked vehicles: a compact sedan or hatchback and a scooter, built from extruded side
// profiles with glass, lamps, wheels and arches. They sit on y = 0 along the z or x axis.
import { shade } from '../make-images/lib.mjs';

// Body stations along the car from the nose: [u, bottom, belt line, hood/deck top, width scale],
// and cabin stations [u, base, roof]. Cross-sections are lofted between them.
const BODY = {
  sedan: {
    L: 4.45,
    W: 1.74,
    low: [
      [0, 0.26, 0.55, 0.62, 0.86],
      [0.1, 0.2, 0.68, 0.74, 0.95],
      [0.6, 0.19, 0.8, 0.83, 1],
      [1.45, 0.19, 0.9, 0.93, 1],
      [3.5, 0.19, 0.93, 0.96, 1],
      [4.2, 0.21, 0.9, 0.94, 0.97],
      [4.4, 0.27, 0.8, 0.84, 0.9],
      [4.45, 0.32, 0.62, 0.68, 0.84],
    ],
    cab: [
      [1.5, 0.93, 0.95],
      [2.3, 0.94, 1.39],
      [3.3, 0.95, 1.42],
      [4.05, 0.95, 0.97],
    ],
  },
  hatch: {
    L: 3.95,
    W: 1.7,
    low: [
      [0, 0.26, 0.57, 0.64, 0.86],
      [0.1, 0.2, 0.7, 0.76, 0.95],
      [0.55, 0.19, 0.84, 0.87, 1],
      [1.25, 0.19, 0.94, 0.96, 1],
      [3.7, 0.19, 0.97, 0.99, 1],
      [3.9, 0.24, 0.92, 0.95, 0.95],
      [3.95, 0.32, 0.7, 0.75, 0.9],
    ],
    cab: [
      [1.3, 0.96, 0.98],
      [2.05, 0.97, 1.46],
      [3.55, 0.98, 1.48],
      [3.88, 0.98, 1.0],
    ],
  },
  suv: {
    L: 4.6,
    W: 1.84,
    low: [
      [0, 0.36, 0.68, 0.76, 0.88],
      [0.12, 0.28, 0.86, 0.92, 0.96],
      [0.6, 0.26, 1.0, 1.03, 1],
      [1.4, 0.26, 1.08, 1.1, 1],
      [4.4, 0.26, 1.1, 1.12, 1],
      [4.56, 0.3, 1.04, 1.08, 0.96],
      [4.6, 0.4, 0.8, 0.86, 0.9],
    ],
    cab: [
      [1.45, 1.1, 1.12],
      [2.15, 1.11, 1.7],
      [4.3, 1.12, 1.74],
      [4.52, 1.12, 1.14],
    ],
  },
};

/**
 * A car centred at (x, z), pointing along axis ('z' or 'x') towards dir (±1).
 * kind: 'sedan' | 'hatch' | 'suv'.
 */
export function car(s, [x, z], { axis = 'z', dir = 1, color = '#c7ccd2', kind = 'sedan' } = {}) {
  const B = BODY[kind],
    L = B.L,
    W = B.W,
    paint = { c: color, spec: 0.6, shine: 70 };
  const glass = { c: '#1b232d', spec: 0.22, shine: 260 },
    trim = { c: '#15171a' };
  // Local frame: u from the nose backwards, v across the car, y up → world.
  const P = (u, y, v) => {
    const l = dir * (L / 2 - u);
    return axis === 'z' ? [x + v, y, z + l] : [x + l, y, z - v];
  };
  const Pv = ([u, y, v]) => P(u, y, v);
  const wheels = [0.85 + (kind === 'suv' ? 0.1 : 0), L - 0.95];
  // Wheels on the side facing the camera show in their arches; the others hide behind the body.
  const c0 = P(L / 2, 0, 0),
    c1 = P(L / 2, 0, 1),
    near = (s.cam.eye[0] - c0[0]) * (c1[0] - c0[0]) + (s.cam.eye[2] - c0[2]) * (c1[2] - c0[2]) > 0 ? 1 : -1;
  const tyres = { [near]: [], [-near]: [] };
  for (const wu of wheels)
    for (const sv of [-1, 1])
      tyres[sv].push(...wheelFaces(P, wu, sv * (W / 2 - 0.14), kind === 'suv' ? 0.34 : 0.31, 0.1));
  const section = ([u, yb, ybelt, yt, k]) => {
    const hw = (W / 2) * k;
    return [
      [-hw * 0.93, yb],
      [-hw, yb + 0.14],
      [-hw, ybelt - 0.12],
      [-hw * 0.97, ybelt],
      [-hw * 0.86, yt],
      [hw * 0.86, yt],
      [hw * 0.97, ybelt],
      [hw, ybelt - 0.12],
      [hw, yb + 0.14],
      [hw * 0.93, yb],
    ].map(([v, y]) => [u, y, v]);
  };
  const low = B.low.map(section),
    decals = [];
  const side = (sv, pts, mat, off = 0.005) =>
    decals.push(
      face(
        pts.map(([u, y]) => Pv([u, y, sv * (W / 2 + off)])),
        mat,
      ),
    );
  for (const sv of [-1, 1]) {
    for (const wu of wheels)
      side(
        sv,
        Array.from({ length: 11 }, (_, i) => {
          const a = Math.PI * (i / 10);
          return [wu + Math.cos(a) * 0.41, 0.22 + Math.sin(a) * 0.42];
        }),
        { c: '#0c0d0f' },
      );
    for (const du of [B.cab[0][0] + 0.1, (B.cab[1][0] + B.cab[2][0]) / 2 + 0.02])
      side(
        sv,
        [
          [du, 0.36],
          [du + 0.012, 0.36],
          [du + 0.012, B.low[3][2] - 0.04],
          [du, B.low[3][2] - 0.04],
        ],
        trim,
        0.006,
      );
    side(
      sv,
      [
        [wheels[0] + 0.45, 0.3],
        [wheels[1] - 0.45, 0.3],
        [wheels[1] - 0.45, 0.36],
        [wheels[0] + 0.45, 0.36],
      ],
      { c: shade(color, 0.55) },
      0.006,
    );
  }
  const end = (u, n, pts) =>
    decals.push(
      face(
        pts.map(([y, v]) => Pv([u, y, v])),
        n,
      ),
    );
  const [nose, tail] = [B.low[0], B.low[B.low.length - 1]],
    hwN = (W / 2) * nose[4] * 0.9,
    hwT = (W / 2) * tail[4] * 0.9;
  for (const sv of [-1, 1]) {
    end(-0.004, { c: '#e6ebf0', spec: 0.9 }, [
      [nose[2] - 0.1, sv * hwN],
      [nose[2] - 0.02, sv * hwN],
      [nose[2] - 0.02, sv * (hwN - 0.32)],
      [nose[2] - 0.1, sv * (hwN - 0.32)],
    ]);
    end(L + 0.004, { c: '#9c1419', spec: 0.7 }, [
      [tail[2] - 0.12, sv * hwT],
      [tail[2] - 0.02, sv * hwT],
      [tail[2] - 0.02, sv * (hwT - 0.3)],
      [tail[2] - 0.12, sv * (hwT - 0.3)],
    ]);
  }
  end(-0.004, trim, [
    [nose[1] + 0.1, -0.45],
    [nose[1] + 0.22, -0.45],
    [nose[1] + 0.22, 0.45],
    [nose[1] + 0.1, 0.45],
  ]);
  end(L + 0.004, { c: '#f0f0ea' }, [
    [tail[1] + 0.16, -0.24],
    [tail[1] + 0.27, -0.24],
    [tail[1] + 0.27, 0.24],
    [tail[1] + 0.16, 0.24],
  ]);
  const body = loftFaces(
    low.map((sec) => sec.map(Pv)),
    () => paint,
    paint,
    decals,
  );
  const cab = B.cab.map(([u, yb, yr]) => [
    [u, yb, (-W / 2) * 0.92],
    [u, yr, (-W / 2) * 0.7],
    [u, yr, (W / 2) * 0.7],
    [u, yb, (W / 2) * 0.92],
  ]);
  const last = cab.length - 2;
  const top = loftFaces(
    cab.map((sec) => sec.map(Pv)),
    (seg, edge) => (edge === 1 ? (seg === 0 || seg === last ? glass : paint) : seg === 0 ? paint : glass),
    null,
    [],
  );
  // One object painted in a fixed order: far wheels, body (far faces first), its trim, near wheels, cabin.
  const far = (fs) => {
    const d = (f) =>
      dist(
        f.pts.reduce((a, p) => a.map((v, k) => v + p[k] / f.pts.length), [0, 0, 0]),
        s.cam.eye,
      );
    return fs.sort((a, b) => d(b) - d(a));
  };
  const min = body.min.map((v, k) => Math.min(v, top.min[k])),
    max = body.max.map((v, k) => Math.max(v, top.max[k]));
  s.object(
    min,
    max,
    [...far(tyres[-near]), ...far(body.faces), ...body.decals, ...far(tyres[near]), ...far(top.faces)],
    { occlude: false },
  );
  s.occluder(body.min, body.max);
  s.occluder(top.min, top.max);
}

const face = (pts, mat) => {
  const [a, b, c] = pts,
    u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]],
    w = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const n = [u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0]],
    l = Math.hypot(...n) || 1;
  return { pts, n: n.map((x) => x / l), mat, orient: true };
};

/** A lofted solid as one object whose faces are sorted far to near when drawn. */
function loft(s, secs, matOf, cap, decals) {
  const { faces, min, max } = loftFaces(secs, matOf, cap, decals);
  s.object(min, max, faces, { sortFaces: true, decals });
}

/**
 * Quads between consecutive cross-sections (lists of world points running over the top from one
 * side to the other); matOf(segment, edge) colours each, cap closes both ends.
 */
function loftFaces(secs, matOf, cap, decals) {
  const faces = [],
    all = secs.flat(),
    mid = [0, 1, 2].map((k) => all.reduce((a, p) => a + p[k], 0) / all.length);
  const m = secs[0].length,
    top = Math.floor((m - 1) / 2),
    seg = Math.floor((secs.length - 1) / 2);
  // The winding is the same for every quad: orient all by the top of the middle segment.
  const probe = face([secs[seg][top], secs[seg][top + 1], secs[seg + 1][top + 1], secs[seg + 1][top]]);
  const sign = probe.n[1] >= 0 ? 1 : -1;
  for (let i = 0; i + 1 < secs.length; i++)
    for (let e = 0; e < m - 1; e++) {
      const a = secs[i][e],
        b = secs[i][e + 1],
        c = secs[i + 1][e + 1],
        d = secs[i + 1][e],
        mat = matOf(i, e);
      if (!mat || (dist(a, b) < 1e-6 && dist(c, d) < 1e-6)) continue;
      const f = face(dist(a, d) < 1e-6 ? [a, b, c] : [a, b, c, d], mat);
      f.n = f.n.map((x) => x * sign);
      faces.push(f);
    }
  if (cap)
    for (const [sec, other] of [
      [secs[0], secs[1]],
      [secs[secs.length - 1], secs[secs.length - 2]],
    ]) {
      const f = face(sec, cap),
        o = [0, 1, 2].map((k) => sec[0][k] - other[0][k]);
      if (f.n[0] * o[0] + f.n[1] * o[1] + f.n[2] * o[2] < 0) f.n = f.n.map((x) => -x);
      faces.push(f);
    }
  for (const d of decals) {
    const c = [0, 1, 2].map((k) => d.pts.reduce((a, p) => a + p[k], 0) / d.pts.length - mid[k]);
    if (d.n[0] * c[0] + d.n[1] * c[1] + d.n[2] * c[2] < 0) d.n = d.n.map((x) => -x);
  }
  const min = [0, 1, 2].map((k) => Math.min(...all.map((p) => p[k]))),
    max = [0, 1, 2].map((k) => Math.max(...all.map((p) => p[k])));
  return { faces, decals, min, max };
}

const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** A wheel of radius R and half-width hw at (u, v), its outer face towards the sign of v. */
function wheelFaces(P, u, v, R, hw) {
  const N = (nu, ny, nv) => {
    const o = P(0, 0, 0),
      q = P(nu, ny, nv);
    return [q[0] - o[0], q[1] - o[1], q[2] - o[2]].map((x, i) => (i === 1 ? ny : x));
  };
  const n = 14,
    faces = [],
    ring = (r, vv) =>
      Array.from({ length: n }, (_, i) => {
        const a = (i / n) * 2 * Math.PI;
        return P(u + Math.cos(a) * r, R + Math.sin(a) * r, vv);
      });
  const out = Math.sign(v),
    a = ring(R, v + out * hw),
    b = ring(R, v - out * hw);
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n,
      ang = ((i + 0.5) / n) * 2 * Math.PI;
    faces.push({ pts: [a[i], a[j], b[j], b[i]], n: N(Math.cos(ang), Math.sin(ang), 0), mat: { c: '#1b1d20' } });
  }
  faces.push(
    { pts: a, n: N(0, 0, out), mat: { c: '#202226' } },
    { pts: ring(R * 0.65, v + out * (hw + 0.004)), n: N(0, 0, out), mat: { c: '#9aa1a8', spec: 0.6 } },
    { pts: ring(R * 0.2, v + out * (hw + 0.006)), n: N(0, 0, out), mat: { c: '#4b5058' } },
  );
  return faces;
}

function wheel(s, P, u, v, R, hw) {
  const faces = wheelFaces(P, u, v, R, hw),
    all = faces.flatMap((f) => f.pts);
  const min = [0, 1, 2].map((i) => Math.min(...all.map((p) => p[i]))),
    max = [0, 1, 2].map((i) => Math.max(...all.map((p) => p[i])));
  s.object(min, max, faces, { occlude: false, sortFaces: true });
}

/** A scooter parked at (x, z) facing +z (dir = 1) or -z, turned by angle (radians) about y. */
export function scooter(s, [x, z], { dir = 1, color = '#b3261e', angle = 0 } = {}) {
  const f = [Math.sin(angle) * dir, Math.cos(angle) * dir],
    r = [Math.cos(angle), -Math.sin(angle)];
  const P = (u, y, v) => [x + f[0] * (0.95 - u) + r[0] * v, y, z + f[1] * (0.95 - u) + r[1] * v],
    Pv = ([u, y, v]) => P(u, y, v);
  const body = { c: color, spec: 0.6, shine: 60 },
    black = { c: '#1a1b1e', spec: 0.2 };
  for (const wu of [0.28, 1.6]) wheel(s, P, wu, 0.0001, 0.25, 0.055);
  // Side profile stations [u, bottom, top, half width]: shield, floorboard, rear body.
  const st = [
    [0.2, 0.42, 0.62, 0.1],
    [0.3, 0.36, 1.0, 0.16],
    [0.45, 0.3, 1.02, 0.17],
    [0.58, 0.28, 0.5, 0.15],
    [1.05, 0.28, 0.4, 0.15],
    [1.15, 0.3, 0.74, 0.17],
    [1.6, 0.42, 0.8, 0.17],
    [1.85, 0.6, 0.76, 0.12],
  ];
  const sec = ([u, yb, yt, hw]) =>
    [
      [u, yb, -hw * 0.8],
      [u, (yb + yt) / 2, -hw],
      [u, yt, -hw * 0.7],
      [u, yt, hw * 0.7],
      [u, (yb + yt) / 2, hw],
      [u, yb, hw * 0.8],
    ].map(Pv);
  loft(s, st.map(sec), () => body, body, []);
  const block = (u0, u1, y0, y1, hw, m) =>
    loft(
      s,
      [u0, u1].map((u) =>
        [
          [u, y0, -hw],
          [u, y1, -hw],
          [u, y1, hw],
          [u, y0, hw],
        ].map(Pv),
      ),
      () => m,
      m,
      [],
    );
  loft(
    s,
    [
      [1.12, 0.74, 0.75, 0.13],
      [1.2, 0.8, 0.85, 0.15],
      [1.75, 0.8, 0.86, 0.14],
      [1.85, 0.76, 0.8, 0.1],
    ].map(([u, yb, yt, hw]) =>
      [
        [u, yb, -hw],
        [u, yt, -hw],
        [u, yt, hw],
        [u, yb, hw],
      ].map(Pv),
    ),
    () => black,
    black,
    [],
  );
  block(0.36, 0.42, 1.02, 1.08, 0.34, black);
  block(0.19, 0.22, 0.7, 0.82, 0.07, { c: '#eef1f4', spec: 0.8 });
  block(1.84, 1.87, 0.62, 0.7, 0.07, { c: '#a3161b' });
  s.occluder([x - 0.25, 0.25, z - 0.9], [x + 0.25, 0.9, z + 0.9], { cast: false });
}
