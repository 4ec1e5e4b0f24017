// Painter's order for objects: boxes split by a plane are drawn far side first; something seen
// through an opening is drawn after the box it is in; cycles break at the farthest object.

/** The objects sorted back to front for the camera at eye (a mirrored eye for reflections). */
export function paintOrder(objects, cam, eye) {
  const objs = objects.map((o) => ({ o, r: screenBox(cam, o), d: centreDist(o, eye) }));
  const n = objs.length,
    after = objs.map(() => []),
    deg = new Array(n).fill(0);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const a = objs[i],
        b = objs[j];
      if (!a.r || !b.r || a.r[2] < b.r[0] || b.r[2] < a.r[0] || a.r[3] < b.r[1] || b.r[3] < a.r[1]) continue;
      // Something seen through an opening in a box is drawn after that box.
      const f = a.o.portal !== b.o.portal && overlaps(a.o, b.o) ? (a.o.portal ? 1 : -1) : farther(a.o, b.o, eye);
      const [x, y] = f === 0 ? (a.d > b.d ? [i, j] : [j, i]) : f < 0 ? [i, j] : [j, i];
      after[x].push(y);
      deg[y]++;
    }
  const ready = [],
    done = new Array(n).fill(false),
    res = [];
  for (let i = 0; i < n; i++) if (!deg[i]) ready.push(i);
  while (res.length < n) {
    if (!ready.length) {
      // a cycle: break it at the farthest object left
      let best = -1;
      for (let i = 0; i < n; i++) if (!done[i] && (best < 0 || objs[i].d > objs[best].d)) best = i;
      ready.push(best);
      deg[best] = 0;
    }
    ready.sort((a, b) => objs[a].d - objs[b].d);
    const i = ready.pop();
    if (done[i]) continue;
    done[i] = true;
    res.push(objs[i].o);
    for (const j of after[i]) if (--deg[j] === 0 && !done[j]) ready.push(j);
  }
  return res;
}

const centreDist = (o, eye) => Math.hypot(...[0, 1, 2].map((k) => (o.min[k] + o.max[k]) / 2 - eye[k]));

function screenBox(cam, o) {
  const r = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < 8; i++) {
    const p = cam.point([i & 1 ? o.max[0] : o.min[0], i & 2 ? o.max[1] : o.min[1], i & 4 ? o.max[2] : o.min[2]]);
    if (!p) return [-1e9, -1e9, 1e9, 1e9];
    r[0] = Math.min(r[0], p[0]);
    r[1] = Math.min(r[1], p[1]);
    r[2] = Math.max(r[2], p[0]);
    r[3] = Math.max(r[3], p[1]);
  }
  return r[2] < 0 || r[0] > cam.w || r[3] < 0 || r[1] > cam.h ? null : r;
}

const overlaps = (a, b) => [0, 1, 2].every((k) => a.max[k] > b.min[k] + 1e-6 && b.max[k] > a.min[k] + 1e-6);

/**
 * -1 when a lies behind b as seen from eye, 1 when b lies behind a. Boxes that overlap (a panel
 * set into a cabinet) are split along the axis where they overlap least.
 */
function farther(a, b, eye) {
  for (let k = 0; k < 3; k++) {
    if (a.max[k] <= b.min[k] + 1e-6) return eye[k] > (a.max[k] + b.min[k]) / 2 ? -1 : 1;
    if (b.max[k] <= a.min[k] + 1e-6) return eye[k] > (b.max[k] + a.min[k]) / 2 ? 1 : -1;
  }
  let best = -1,
    least = Infinity;
  for (let k = 0; k < 3; k++) {
    const o = Math.min(a.max[k], b.max[k]) - Math.max(a.min[k], b.min[k]);
    const side = a.min[k] + a.max[k] - b.min[k] - b.max[k];
    if (Math.abs(side) > 1e-6 && o < least) {
      least = o;
      best = k;
    }
  }
  if (best < 0) return 0;
  const k = best,
    mid = (Math.min(a.max[k], b.max[k]) + Math.max(a.min[k], b.min[k])) / 2,
    aLow = a.min[k] + a.max[k] < b.min[k] + b.max[k];
  return eye[k] < mid === aLow ? 1 : -1;
}
