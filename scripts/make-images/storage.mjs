// A clean, brightly lit self-storage corridor with teal roll-up doors, one of them open.
import { W, H, camera, poly, line, box, sweep, plane, glow, vignette, svg, shade, fog, mix, clamp } from './lib.mjs';

const OPEN = 1.1 + 2 * 3.1,
  X = 2.2,
  TOP = 3.2,
  END = 46,
  DOOR_H = 2.5,
  FOG = '#e4e7ea';
const lights = Array.from({ length: 11 }, (_, k) => 2.6 + k * 4);
const lit = (z) =>
  clamp(
    lights.reduce((s, l) => s + 1 / (1 + ((z - l) / 1.5) ** 2), 0),
    0,
    1.2,
  );
const tone = (c, z, base = 0.8, amp = 0.22) => fog(shade(c, base + amp * lit(z)), z, FOG, 55);

function door(P, side, z1, z2, n, open) {
  const x = side * X,
    out = [];
  const q = (ya, yb, za, zb, c, extra) =>
    poly(
      P,
      [
        [x, ya, za],
        [x, yb, za],
        [x, yb, zb],
        [x, ya, zb],
      ],
      c,
      extra,
    );
  const zm = (z1 + z2) / 2;
  const frame = tone('#cfd5db', zm, 0.85);
  out.push(
    q(DOOR_H, DOOR_H + 0.12, z1 - 0.1, z2 + 0.1, frame),
    q(0, DOOR_H, z1 - 0.1, z1, frame),
    q(0, DOOR_H, z2, z2 + 0.1, frame),
  );
  out.push(q(DOOR_H - 0.06, DOOR_H, z1, z2, shade(frame, 0.6)));
  const teal = tone('#1f7f86', zm, 0.82, 0.28);
  if (!open) {
    out.push(q(0.02, DOOR_H, z1, z2, teal));
    const o = clamp(1 - zm / 24);
    if (o > 0)
      for (let y = 0.12; y < DOOR_H - 0.05; y += 0.1) {
        out.push(line(P, [x, y, z1], [x, y, z2], shade(teal, 1.25), 1.2, `stroke-opacity="${o.toFixed(2)}"`));
        out.push(
          line(P, [x, y + 0.035, z1], [x, y + 0.035, z2], shade(teal, 0.7), 1.2, `stroke-opacity="${o.toFixed(2)}"`),
        );
      }
    out.push(q(0.02, 0.1, z1, z2, shade(teal, 0.7)));
    out.push(
      box(P, side < 0 ? [x, x + 0.04] : [x - 0.04, x], [0.12, 0.2], [zm - 0.12, zm + 0.12], tone('#aeb6bd', zm)),
    );
  } else {
    out.push(`<g clip-path="url(#unit)">${openUnit(P, z1, z2)}</g>`);
    out.push(
      q(DOOR_H - 0.3, DOOR_H - 0.06, z1, z2, shade(teal, 0.9)),
      q(DOOR_H - 0.32, DOOR_H - 0.28, z1, z2, shade(teal, 0.6)),
    );
  }
  if (zm < 30) {
    const t = plane(P, [x, DOOR_H + 0.36, zm + side * 0.25], [0, 0, -side * 0.002], [0, -0.002, 0]);
    out.push(
      `<g transform="${t}"><rect width="250" height="84" rx="8" fill="#ffffff" stroke="#94a3b8" stroke-width="4"/>` +
        `<text x="125" y="63" font-family="DejaVu Sans" font-weight="bold" font-size="56" fill="#1e293b" text-anchor="middle">${n}</text></g>`,
    );
  }
  return out.join('');
}

function openUnit(P, z1, z2) {
  const x0 = X,
    x1 = X + 3.2,
    out = [];
  const warm = (c, k) => shade(c, k);
  out.push(
    poly(
      P,
      [
        [x1, 0, z1],
        [x1, DOOR_H, z1],
        [x1, DOOR_H, z2],
        [x1, 0, z2],
      ],
      warm('#cfc6b8', 0.95),
    ),
  );
  out.push(
    poly(
      P,
      [
        [x0, 0, z2],
        [x1, 0, z2],
        [x1, DOOR_H, z2],
        [x0, DOOR_H, z2],
      ],
      warm('#c5bcae', 0.8),
    ),
  );
  out.push(
    poly(
      P,
      [
        [x0, 0, z1],
        [x1, 0, z1],
        [x1, 0, z2],
        [x0, 0, z2],
      ],
      '#a8a39b',
    ),
  );
  out.push(
    poly(
      P,
      [
        [x0, DOOR_H, z1],
        [x1, DOOR_H, z1],
        [x1, DOOR_H, z2],
        [x0, DOOR_H, z2],
      ],
      '#8d877e',
    ),
  );
  const card = '#c4965f';
  const stacks = [
    [x0 + 1.4, z2 - 0.4, 4],
    [x0 + 0.75, z2 - 0.45, 3],
    [x0 + 1.1, z1 + 1.2, 2],
    [x0 + 0.5, z1 + 0.9, 1],
    [x0 + 2.2, z2 - 0.4, 4],
  ];
  for (const [bx, bz, count] of stacks)
    for (let i = 0; i < count; i++) {
      const s = 0.55 - (i % 2) * 0.06;
      out.push(
        box(
          P,
          [bx - s / 2, bx + s / 2],
          [i * 0.48, i * 0.48 + 0.46],
          [bz - s / 2, bz + s / 2],
          i % 3 === 2 ? '#b58854' : card,
          { k: { side: 0.72, front: 0.86 } },
        ),
      );
      out.push(
        line(
          P,
          [bx - s / 2, i * 0.48 + 0.3, bz - s / 2],
          [bx + s / 2, i * 0.48 + 0.3, bz - s / 2],
          '#8a6a45',
          1.4,
          'stroke-opacity="0.6"',
        ),
      );
    }
  out.push(
    `<ellipse cx="${P([x0 + 1.6, 2.45, (z1 + z2) / 2])[0]}" cy="${P([x0 + 1.6, 2.45, (z1 + z2) / 2])[1]}" rx="90" ry="40" fill="#fff1d6" filter="url(#g2)"/>`,
  );
  return out.join('');
}

function trolley(P, x, z) {
  const out = [box(P, [x - 0.4, x + 0.4], [0.12, 0.18], [z - 0.6, z + 0.6], '#3f4a56')];
  for (const [dx, dz] of [
    [-0.32, -0.5],
    [0.32, -0.5],
  ])
    out.push(box(P, [x + dx - 0.04, x + dx + 0.04], [0, 0.12], [z + dz - 0.06, z + dz + 0.06], '#111827'));
  out.push(
    box(P, [x - 0.38, x - 0.34], [0.18, 1.05], [z + 0.5, z + 0.56], '#5b6573'),
    box(P, [x + 0.34, x + 0.38], [0.18, 1.05], [z + 0.5, z + 0.56], '#5b6573'),
  );
  const c = '#c4965f';
  out.push(
    box(P, [x - 0.36, x + 0.02], [0.18, 0.56], [z - 0.1, z + 0.45], c),
    box(P, [x + 0.04, x + 0.38], [0.18, 0.5], [z - 0.1, z + 0.45], '#b98a55'),
  );
  out.push(
    box(P, [x - 0.3, x + 0.3], [0.18, 0.44], [z - 0.56, z - 0.12], '#cfa16a'),
    box(P, [x - 0.22, x + 0.2], [0.44, 0.76], [z - 0.5, z - 0.16], c),
  );
  return out.join('');
}

export function storageScene() {
  const P = camera({ f: 980, cy: 520, eye: [-0.35, 1.55, 0], yaw: 0.05 });
  const M = (p) => P([p[0], -p[1], p[2]]);
  M.eye = [P.eye[0], -P.eye[1], P.eye[2]];
  const b = [];
  b.push(
    `<defs>${glow('g1', 14)}${glow('g2', 26)}${glow('g3', 3)}<clipPath id="floor">${poly(
      P,
      [
        [-X, 0, 0.4],
        [X, 0, 0.4],
        [X, 0, END],
        [-X, 0, END],
      ],
      '#000',
    )}</clipPath>` +
      `<clipPath id="unit">${poly(
        P,
        [
          [X, 0, OPEN],
          [X, DOOR_H, OPEN],
          [X, DOOR_H, OPEN + 2.3],
          [X, 0, OPEN + 2.3],
        ],
        '#000',
      )}</clipPath></defs>`,
  );
  b.push(`<rect width="${W}" height="${H}" fill="${FOG}"/>`);
  b.push(
    poly(
      P,
      [
        [-X, 0, END],
        [-X, TOP, END],
        [X, TOP, END],
        [X, 0, END],
      ],
      '#eef0f2',
    ),
  );
  b.push(
    poly(
      P,
      [
        [-0.5, 0, END - 0.01],
        [-0.5, 2.3, END - 0.01],
        [0.6, 2.3, END - 0.01],
        [0.6, 0, END - 0.01],
      ],
      '#ffffff',
      'filter="url(#g3)"',
    ),
  );
  b.push(
    sweep(
      P,
      (z) => [
        [-X, TOP, z],
        [X, TOP, z],
      ],
      0.4,
      END,
      (z) => tone('#e9ecef', z, 0.74, 0.2),
    ),
  );
  b.push(
    sweep(
      P,
      (z) => [
        [-X, 0, z],
        [X, 0, z],
      ],
      0.4,
      END,
      (z) => tone('#b7b4ad', z, 0.86, 0.2),
    ),
  );
  for (const s of [-1, 1])
    b.push(
      sweep(
        P,
        (z) => [
          [s * X, 0, z],
          [s * X, TOP, z],
        ],
        0.4,
        END,
        (z) => tone('#eceeef', z, 0.8, 0.2),
      ),
    );
  const doors = [];
  for (const s of [-1, 1])
    for (let k = 0; k < 14; k++) {
      const z1 = 1.1 + k * 3.1,
        z2 = z1 + 2.3;
      if (z2 > END - 1) break;
      doors.push([s, z1, z2, `${s < 0 ? 'A' : 'B'}-${101 + k}`, s > 0 && k === 2]);
    }
  // Reflection of the doors and lights in the polished floor.
  const refl = doors.map(([s, z1, z2, n, o]) => door(M, s, z1, z2, n, o)).join('');
  b.push(`<g clip-path="url(#floor)" opacity="0.13" filter="url(#g3)">${refl}</g>`);
  for (const l of lights)
    b.push(
      poly(
        M,
        [
          [-0.16, TOP, l],
          [0.16, TOP, l],
          [0.16, TOP, l + 1.3],
          [-0.16, TOP, l + 1.3],
        ],
        '#ffffff',
        'clip-path="url(#floor)" opacity="0.45" filter="url(#g1)"',
      ),
    );
  b.push(
    `<g opacity="0.5" filter="url(#g1)">${[-1, 1]
      .map((s) =>
        poly(
          P,
          [
            [s * X, 0, 0.4],
            [s * (X - 0.25), 0, 0.4],
            [s * (X - 0.25), 0, END],
            [s * X, 0, END],
          ],
          '#6b6f75',
        ),
      )
      .join('')}</g>`,
  );
  for (const s of [-1, 1])
    b.push(
      sweep(
        P,
        (z) => [
          [s * 1.85, 0.001, z],
          [s * 1.75, 0.001, z],
        ],
        0.4,
        END,
        (z) => tone('#e0b13a', z, 0.9, 0.1),
        30,
      ),
    );
  for (const d of doors) b.push(door(P, ...d));
  b.push(trolley(P, 1.05, 11.2));
  b.push(
    box(P, [-X, -X + 0.18], [2.78, 2.9], [3.7, 3.9], '#f1f5f9'),
    box(P, [-X + 0.12, -X + 0.34], [2.68, 2.82], [3.72, 3.88], '#334155'),
  );
  for (const s of [-1, 1])
    b.push(
      sweep(
        P,
        (z) => [
          [s * X, 0, z],
          [s * X, 0.12, z],
        ],
        0.4,
        END,
        (z) => tone('#8d949b', z),
        24,
      ),
    );
  for (const l of lights) {
    const c = P([0, TOP, l + 0.65]);
    b.push(
      `<ellipse cx="${c[0]}" cy="${c[1]}" rx="${1300 / (l + 1)}" ry="${420 / (l + 1)}" fill="#ffffff" opacity="0.55" filter="url(#g2)"/>`,
    );
    b.push(
      poly(
        P,
        [
          [-0.16, TOP - 0.01, l],
          [0.16, TOP - 0.01, l],
          [0.16, TOP - 0.01, l + 1.3],
          [-0.16, TOP - 0.01, l + 1.3],
        ],
        '#ffffff',
      ),
    );
  }
  const exit = P([0, 2.95, END - 2]);
  b.push(`<rect x="${exit[0] - 9}" y="${exit[1] - 4}" width="18" height="8" fill="#16a34a"/>`);
  b.push(`<rect width="${W}" height="${H}" fill="${mix('#fff4e0', '#ffffff', 0.3)}" opacity="0.06"/>`);
  b.push(vignette(0.35));
  return svg(b.join(''));
}
