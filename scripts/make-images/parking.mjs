// A covered parking level: marked slots, a few parked cars, columns and daylight on one side.
import {
  W,
  H,
  camera,
  poly,
  line,
  box,
  sweep,
  plane,
  prism,
  glow,
  vignette,
  svg,
  shade,
  fog,
  mix,
  clamp,
} from './lib.mjs';

const AISLE = 2.5,
  TOP = 2.8,
  END = 70,
  WALL = AISLE + 5.1,
  FOG = '#dfe2e4',
  SLOT = 2.6,
  Z0 = 3;
const beams = Array.from({ length: 10 }, (_, k) => Z0 - 0.3 + k * 3 * SLOT);
const lit = (z) =>
  clamp(
    beams.reduce((s, b) => s + 1 / (1 + ((z - b - 3.9) / 2.2) ** 2), 0),
    0,
    1.1,
  );
const tone = (c, z, base = 0.78, amp = 0.26) => fog(shade(c, base + amp * lit(z)), z, FOG, 60);
// Car profile (length along u from nose, height y), a compact sedan.
const PROFILE = [
  [0, 0.34],
  [0.03, 0.68],
  [0.2, 0.84],
  [1.25, 0.97],
  [1.95, 1.4],
  [3.25, 1.43],
  [3.95, 1.02],
  [4.38, 0.96],
  [4.42, 0.62],
  [4.36, 0.34],
];
const GLASS = new Set([3, 5]);

function car(P, side, zc, color) {
  const nose = side * (WALL - 0.5),
    x = (u) => nose - side * u,
    z0 = zc - 0.88,
    z1 = zc + 0.88;
  const pts = PROFILE.map(([u, y]) => [x(u), y]);
  const body = (k) => tone(shade(color, k), zc, 0.9, 0.15);
  const sh = [
    [x(-0.1), 0.004, z0 - 0.12],
    [x(4.5), 0.004, z0 - 0.12],
    [x(4.5), 0.004, z1 + 0.1],
    [x(-0.1), 0.004, z1 + 0.1],
  ];
  const out = [
    poly(P, sh, '#111827', 'opacity="0.55" filter="url(#g3)"'),
    prism(P, pts, z0, z1, (i, nx, ny) => (GLASS.has(i) ? fog('#3b4756', zc, FOG, 60) : body(ny > 0.3 ? 1.08 : 0.82))),
  ];
  const rear = x(4.42) + side * 0.005;
  out.push(
    poly(
      P,
      [
        [rear, 0.72, z0 + 0.08],
        [rear, 0.86, z0 + 0.08],
        [rear, 0.86, z0 + 0.45],
        [rear, 0.72, z0 + 0.45],
      ],
      '#b91c1c',
    ),
  );
  out.push(
    poly(
      P,
      [
        [rear, 0.72, z1 - 0.45],
        [rear, 0.86, z1 - 0.45],
        [rear, 0.86, z1 - 0.08],
        [rear, 0.72, z1 - 0.08],
      ],
      '#b91c1c',
    ),
  );
  out.push(
    poly(
      P,
      [
        [rear, 0.5, zc - 0.26],
        [rear, 0.64, zc - 0.26],
        [rear, 0.64, zc + 0.26],
        [rear, 0.5, zc + 0.26],
      ],
      '#f8fafc',
    ),
  );
  out.push(
    poly(
      P,
      pts.map(([px, y]) => [px, y, z0]),
      body(0.9),
    ),
  );
  const win = [
    [1.42, 1.0],
    [1.98, 1.35],
    [3.2, 1.38],
    [3.8, 1.02],
  ].map(([u, y]) => [x(u), y, z0 - 0.005]);
  out.push(poly(P, win, fog('#243040', zc, FOG, 60)));
  out.push(line(P, [x(2.55), 0.4, z0 - 0.005], [x(2.55), 1.38, z0 - 0.005], shade(color, 0.6), 1.2));
  for (const u of [0.85, 3.6]) {
    const t = plane(P, [x(u), 0.33, z0 - 0.02], [-side * 0.01, 0, 0], [0, -0.01, 0]);
    out.push(
      `<g transform="${t}"><circle r="33" fill="#111318"/><circle r="19" fill="#9aa3ad"/><circle r="8" fill="#4b5563"/></g>`,
    );
  }
  return out.join('');
}

function slots(P, side) {
  const out = [];
  for (let k = 0; k <= 24; k++) {
    const z = Z0 + k * SLOT;
    out.push(
      poly(
        P,
        [
          [side * AISLE, 0.002, z - 0.05],
          [side * WALL, 0.002, z - 0.05],
          [side * WALL, 0.002, z + 0.05],
          [side * AISLE, 0.002, z + 0.05],
        ],
        fog('#f1f1ee', z, FOG, 45),
      ),
    );
    if (k < 24) {
      const zc = z + SLOT / 2;
      out.push(
        box(
          P,
          side < 0 ? [-WALL + 0.3, -WALL + 0.5] : [WALL - 0.5, WALL - 0.3],
          [0, 0.12],
          [zc - 0.7, zc + 0.7],
          fog('#eab308', zc, FOG, 50),
        ),
      );
      if (zc < 30) {
        const t = plane(P, [side * (AISLE + 0.4), 0.003, zc], [0, 0, -side * 0.004], [-side * 0.004, 0, 0]);
        out.push(
          `<g transform="${t}" opacity="0.85"><text x="0" y="-10" font-family="DejaVu Sans" font-weight="bold" font-size="110" fill="#f1f1ee" text-anchor="middle">${side < 0 ? 'A' : 'B'}${String(k + 1).padStart(2, '0')}</text></g>`,
        );
      }
    }
  }
  return out.join('');
}

function column(P, x, z) {
  const c = box(P, [x - 0.3, x + 0.3], [0, TOP], [z - 0.3, z + 0.3], tone('#dcd9d3', z, 0.9, 0.12));
  const band = [0, 1, 2, 3]
    .map((i) =>
      box(
        P,
        [x - 0.305, x + 0.305],
        [0.15 + i * 0.22, 0.26 + i * 0.22],
        [z - 0.305, z + 0.305],
        fog(i % 2 ? '#1f2937' : '#eab308', z, FOG, 60),
      ),
    )
    .join('');
  return c + band;
}

export function parkingScene() {
  const P = camera({ f: 900, cy: 470, eye: [0.4, 1.4, 0], yaw: -0.04 });
  const b = [];
  b.push(
    `<defs>${glow('g1', 16)}${glow('g2', 30)}${glow('g3', 4)}<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3f1"/><stop offset="1" stop-color="#f4f7f8"/></linearGradient></defs>`,
  );
  b.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);
  const trees = [
    [1280, 420, 140],
    [1450, 380, 180],
    [1560, 470, 120],
    [1120, 470, 90],
    [980, 500, 60],
    [1380, 520, 120],
  ];
  b.push(
    `<g filter="url(#g3)">${trees.map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${['#5f8f57', '#4d7c48', '#6e9d62'][i % 3]}"/>`).join('')}</g>`,
  );
  b.push(
    sweep(
      P,
      (z) => [
        [-WALL, TOP, z],
        [WALL, TOP, z],
      ],
      0.5,
      END,
      (z) => tone('#c9c5be', z, 0.74, 0.2),
    ),
  );
  b.push(
    sweep(
      P,
      (z) => [
        [-WALL, 0, z],
        [WALL, 0, z],
      ],
      0.5,
      END,
      (z) => tone('#8a8d91', z, 0.82, 0.22),
    ),
  );
  b.push(
    sweep(
      P,
      (z) => [
        [-WALL, 0, z],
        [-WALL, TOP, z],
      ],
      0.5,
      END,
      (z) => tone('#d9d6d0', z, 0.82, 0.18),
    ),
  );
  b.push(
    sweep(
      P,
      (z) => [
        [WALL, 0, z],
        [WALL, 1.05, z],
      ],
      0.5,
      END,
      (z) => tone('#dcd9d3', z, 0.9, 0.12),
    ),
  );
  b.push(
    sweep(
      P,
      (z) => [
        [WALL, TOP - 0.5, z],
        [WALL, TOP, z],
      ],
      0.5,
      END,
      (z) => tone('#d2cec8', z, 0.85, 0.12),
    ),
  );
  b.push(
    poly(
      P,
      [
        [-WALL, 0, END],
        [-WALL, TOP, END],
        [WALL, TOP, END],
        [WALL, 0, END],
      ],
      '#e6e7e6',
    ),
  );
  b.push(
    sweep(
      P,
      (z) => [
        [-1.0, 0.002, z],
        [-0.9, 0.002, z],
      ],
      0.5,
      END,
      (z) => fog('#e5c23d', z, FOG, 45),
      30,
    ),
  );
  for (const l of beams)
    b.push(
      poly(
        P,
        [
          [-0.4, 0, l + 3],
          [0.4, 0, l + 3],
          [0.4, 0, l + 5.2],
          [-0.4, 0, l + 5.2],
        ],
        '#ffffff',
        'opacity="0.18" filter="url(#g1)"',
      ),
    );
  for (const s of [-1, 1]) b.push(slots(P, s));
  const cars = [
    [-1, 0, '#c7ccd2'],
    [-1, 1, '#e5e7eb'],
    [-1, 2, '#8c939c'],
    [-1, 4, '#1f2a3a'],
    [-1, 5, '#f3f4f6'],
    [-1, 7, '#e5e7eb'],
    [-1, 8, '#9b2c2c'],
    [1, 0, '#f3f4f6'],
    [1, 2, '#7f1d1d'],
    [1, 3, '#4b5563'],
    [1, 4, '#c7ccd2'],
    [1, 8, '#1f3a5f'],
  ];
  const items = [];
  for (const [s, k, c] of cars) items.push([Z0 + k * SLOT + SLOT / 2, () => car(P, s, Z0 + k * SLOT + SLOT / 2, c)]);
  for (const z of beams) for (const x of [-AISLE, AISLE, WALL - 0.3]) items.push([z + 0.1, () => column(P, x, z)]);
  items.sort((a, c) => c[0] - a[0]);
  for (const [, f] of items) b.push(f());
  for (const z of beams)
    b.push(
      box(P, [-WALL, WALL], [TOP - 0.45, TOP], [z - 0.25, z + 0.25], tone('#cfcbc4', z, 0.85, 0.12), {
        k: { bottom: 0.8, front: 0.95 },
      }),
    );
  for (const l of beams)
    for (const x of [-5, -1.3, 1.3, 5]) {
      const a = [x - 0.07, TOP - 0.03, l + 3.2],
        c = P([x, TOP, l + 4.1]);
      b.push(
        `<ellipse cx="${c[0]}" cy="${c[1]}" rx="${900 / (l + 4)}" ry="${300 / (l + 4)}" fill="#ffffff" opacity="0.35" filter="url(#g2)"/>`,
      );
      b.push(
        poly(
          P,
          [a, [x + 0.07, TOP - 0.03, l + 3.2], [x + 0.07, TOP - 0.03, l + 5], [x - 0.07, TOP - 0.03, l + 5]],
          '#ffffff',
        ),
      );
    }
  b.push(
    sweep(
      P,
      (z) => [
        [-2.6, TOP - 0.3, z],
        [-2.6, TOP - 0.26, z],
      ],
      4,
      END,
      (z) => fog('#b91c1c', z, FOG, 40),
      30,
    ),
  );
  b.push(
    sweep(
      P,
      (z) => [
        [2.4, TOP - 0.12, z],
        [2.75, TOP - 0.12, z],
      ],
      4,
      END,
      (z) => tone('#9ca3af', z, 0.7, 0.2),
      30,
    ),
  );
  const exit = P([-3, 2.2, END - 1]);
  b.push(`<rect x="${exit[0] - 12}" y="${exit[1] - 5}" width="24" height="10" fill="#16a34a"/>`);
  b.push(`<rect width="${W}" height="${H}" fill="${mix('#fff1d6', '#ffffff', 0.2)}" opacity="0.07"/>`);
  b.push(vignette(0.4));
  return svg(b.join(''));
}
