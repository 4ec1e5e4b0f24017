// Fitting a linear colour gradient to a few lit points of a cell on screen.

/** The largest difference between the samples in any channel. */
export const spread = (cs) =>
  Math.max(...[0, 1, 2].map((i) => Math.max(...cs.map((x) => x[i])) - Math.min(...cs.map((x) => x[i]))));

/** Least-squares colour = a + b·x + c·y over screen points; err is the worst miss in levels. */
export function fitLinear(pts, cs) {
  const n = pts.length,
    mx = pts.reduce((s, p) => s + p[0], 0) / n,
    my = pts.reduce((s, p) => s + p[1], 0) / n;
  let sxx = 0,
    sxy = 0,
    syy = 0;
  for (const [x, y] of pts) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
    syy += (y - my) ** 2;
  }
  const det = sxx * syy - sxy * sxy;
  if (Math.abs(det) < 1e-6) return null;
  let err = 0,
    range = 0;
  const coef = [0, 1, 2].map((i) => {
    const m = cs.reduce((s, c) => s + c[i], 0) / n;
    let sxc = 0,
      syc = 0;
    pts.forEach(([x, y], k) => {
      sxc += (x - mx) * (cs[k][i] - m);
      syc += (y - my) * (cs[k][i] - m);
    });
    const b = (syy * sxc - sxy * syc) / det,
      c = (sxx * syc - sxy * sxc) / det;
    pts.forEach(([x, y], k) => {
      err = Math.max(err, Math.abs(m + b * (x - mx) + c * (y - my) - cs[k][i]));
    });
    return [m - b * mx - c * my, b, c];
  });
  const lb = 0.3 * coef[0][1] + 0.59 * coef[1][1] + 0.11 * coef[2][1],
    lc = 0.3 * coef[0][2] + 0.59 * coef[1][2] + 0.11 * coef[2][2];
  const g = Math.hypot(lb, lc);
  for (const p of pts) for (const q of pts) range = Math.max(range, Math.abs((p[0] - q[0]) * lb + (p[1] - q[1]) * lc));
  return { coef, err, range, dir: g > 1e-9 ? [lb / g, lc / g] : [1, 0] };
}
