// A bright warehouse aisle between pallet racks, skylights above and a loading door at the end.
import { W, H, camera, poly, box, sweep, glow, vignette, svg, shade, fog, mix, clamp } from './lib.mjs';

const A = 1.7,
  D = 1.15,
  TOP = 11,
  END = 60,
  BAY = 2.8,
  FOG = '#e3e8eb';
const LEVELS = [0, 1.9, 3.8, 5.7, 7.6];
const rnd = (
  (s) => () =>
    (s = (s * 1664525 + 1013904223) >>> 0) / 4294967296
)(7);
const tone = (c, z, k = 1) => fog(shade(c, k), z, FOG, 48);
const CARTONS = ['#c99a63', '#bf8f58', '#d2a671', '#b78650'];

function goods(P, x0, x1, y, z0, z1, zc) {
  const r = rnd(),
    h = 0.8 + rnd() * 0.7,
    out = [];
  if (r < 0.12) return '';
  out.push(box(P, [x0, x1], [y, y + 0.14], [z0, z1], tone('#a98253', zc, 0.9), { k: { side: 0.7 } }));
  if (r < 0.3) {
    out.push(
      box(P, [x0 + 0.03, x1 - 0.03], [y + 0.14, y + 0.14 + h], [z0 + 0.03, z1 - 0.03], tone('#dfe7ec', zc, 0.98), {
        k: { side: 0.82, front: 0.93 },
      }),
    );
    return out.join('');
  }
  const rows = rnd() < 0.5 ? 2 : 3,
    n = rnd() < 0.5 ? 2 : 3,
    bh = h / rows,
    bz = (z1 - z0 - 0.04) / n;
  for (let i = 0; i < rows; i++)
    for (let j = n - 1; j >= 0; j--) {
      const c = CARTONS[Math.floor(rnd() * CARTONS.length)];
      out.push(
        box(
          P,
          [x0 + 0.03, x1 - 0.03],
          [y + 0.14 + i * bh, y + 0.13 + (i + 1) * bh],
          [z0 + 0.02 + j * bz, z0 + 0.01 + (j + 1) * bz],
          tone(c, zc),
          { k: { side: 0.74, front: 0.88 } },
        ),
      );
    }
  return out.join('');
}

function bay(P, side, zb) {
  const out = [],
    zc = zb + BAY / 2;
  const [xi, xo] = side < 0 ? [-A, -A - D] : [A, A + D];
  const [bx0, bx1] = side < 0 ? [xo + 0.05, xi - 0.05] : [xi + 0.05, xo - 0.05];
  for (const L of LEVELS) {
    out.push(goods(P, bx0, bx1, L + (L ? 0 : 0.02), zb + 1.46, zb + 2.72, zc));
    out.push(goods(P, bx0, bx1, L + (L ? 0 : 0.02), zb + 0.12, zb + 1.38, zc));
    if (L)
      out.push(
        box(P, side < 0 ? [xi - 0.06, xi] : [xi, xi + 0.06], [L - 0.14, L], [zb, zb + BAY], tone('#e8641d', zc, 1.0), {
          k: { side: 0.95, bottom: 0.6 },
        }),
      );
  }
  const up = (x) =>
    box(P, [x - 0.05, x + 0.05], [0, 8.9], [zb - 0.05, zb + 0.05], tone('#1e5aa8', zb, 1.0), { k: { side: 0.85 } });
  out.push(up(xo), up(xi));
  return out.join('');
}

export function warehouseScene() {
  const P = camera({ f: 860, cy: 600, eye: [0.35, 1.6, 0], yaw: 0.04 });
  const M = (p) => P([p[0], -p[1], p[2]]);
  M.eye = [P.eye[0], -P.eye[1], P.eye[2]];
  const b = [];
  b.push(
    `<defs>${glow('g1', 14)}${glow('g2', 40)}${glow('g3', 3)}<clipPath id="floor">${poly(
      P,
      [
        [-A - D, 0, 0.5],
        [A + D, 0, 0.5],
        [A + D, 0, END],
        [-A - D, 0, END],
      ],
      '#000',
    )}</clipPath></defs>`,
  );
  b.push(`<rect width="${W}" height="${H}" fill="${FOG}"/>`);
  b.push(
    poly(
      P,
      [
        [-8, 0, END],
        [-8, TOP, END],
        [8, TOP, END],
        [8, 0, END],
      ],
      '#d9dfe3',
    ),
  );
  b.push(
    poly(
      P,
      [
        [-1.6, 0, END - 0.01],
        [-1.6, 4.2, END - 0.01],
        [1.6, 4.2, END - 0.01],
        [1.6, 0, END - 0.01],
      ],
      '#fbfdfd',
      'filter="url(#g3)"',
    ),
  );
  b.push(
    sweep(
      P,
      (z) => [
        [-8, TOP, z],
        [8, TOP, z],
      ],
      0.5,
      END,
      (z) => fog('#cfd6db', z, FOG, 40),
    ),
  );
  for (let z = 3; z < END; z += 6)
    b.push(
      poly(
        P,
        [
          [-2.4, TOP - 0.01, z],
          [2.4, TOP - 0.01, z],
          [2.4, TOP - 0.01, z + 1.6],
          [-2.4, TOP - 0.01, z + 1.6],
        ],
        '#ffffff',
      ),
    );
  for (const s of [-1, 1])
    b.push(
      sweep(
        P,
        (z) => [
          [s * (A + D), 0, z],
          [s * (A + D), 9.2, z],
        ],
        0.5,
        END,
        (z) => fog('#4b5560', z, FOG, 34),
      ),
    );
  b.push(
    sweep(
      P,
      (z) => [
        [-A - D, 0, z],
        [A + D, 0, z],
      ],
      0.5,
      END,
      (z) => fog('#c3c7c9', z, FOG, 50),
    ),
  );
  for (const s of [-1, 1])
    b.push(
      sweep(
        P,
        (z) => [
          [s * 1.45, 0.002, z],
          [s * 1.35, 0.002, z],
        ],
        0.5,
        END,
        (z) => fog('#e2b93b', z, FOG, 40),
        30,
      ),
    );
  const bays = [];
  for (let zb = 2.2; zb < END - 4; zb += BAY) bays.push(zb);
  const all = (Q) =>
    bays
      .slice()
      .reverse()
      .map((zb) => bay(Q, -1, zb) + bay(Q, 1, zb))
      .join('');
  b.push(`<g clip-path="url(#floor)" opacity="0.16" filter="url(#g3)">${all(M)}</g>`);
  b.push(all(P));
  for (let z = 3; z < END; z += 6) {
    const top = [
      [-2.2, TOP, z],
      [2.2, TOP, z],
      [2.2, TOP, z + 1.6],
      [-2.2, TOP, z + 1.6],
    ];
    b.push(
      poly(P, [top[0], top[1], [3.5, 0, z + 4.5], [-1, 0, z + 4.5]], '#ffffff', 'opacity="0.10" filter="url(#g2)"'),
    );
    const c = P([0, 8.6, z + 3]);
    b.push(
      `<ellipse cx="${c[0]}" cy="${c[1]}" rx="${900 / (z + 3)}" ry="${500 / (z + 3)}" fill="#fffaf0" opacity="0.6" filter="url(#g1)"/>`,
    );
  }
  b.push(`<rect width="${W}" height="${H}" fill="${mix('#fff3dc', '#ffffff', 0.2)}" opacity="0.06"/>`);
  b.push(vignette(0.4));
  return svg(b.join(''));
}
