// Where a server's CPU time goes during one stretch of load (SERVER_PROF=1 in bench/booking.mjs):
// the server runs with the inspector on a port of 127.0.0.1 (`--inspect=127.0.0.1:<port>`), this
// process starts V8's sampling profiler through it just before the load and stops it right after,
// so start-up, sign-ins and warm-up are not in the profile. The samples are then summed by where
// each function comes from — a file of server/src or domain/src (through server/dist/main.js.map),
// a package of node_modules, Node's own code, the garbage collector — by self time (the function
// itself) and by total time (everything it called), in ms per booking.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

/** The node arguments that open the inspector on `port` (127.0.0.1 only). */
export const inspectArgs = (port) => [`--inspect=127.0.0.1:${port}`];

/** Connects to the inspector on `port` and returns {start, stop}: stop() resolves with the profile. */
export async function openProfiler(port, samplingIntervalUs = 250) {
  let targets = null;
  for (let i = 0; i < 100 && !targets; i++) {
    try {
      targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (!targets?.length) throw new Error(`no inspector at 127.0.0.1:${port}`);
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let next = 1;
  const waiting = new Map();
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data));
    const w = waiting.get(msg.id);
    if (!w) return;
    waiting.delete(msg.id);
    if (msg.error) w.reject(new Error(msg.error.message));
    else w.resolve(msg.result);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call('Profiler.enable');
  await call('Profiler.setSamplingInterval', { interval: samplingIntervalUs });
  return {
    start: () => call('Profiler.start'),
    async stop() {
      const { profile } = await call('Profiler.stop');
      ws.close();
      return profile;
    },
  };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where a call frame's code comes from: 'server/src/…', 'domain/src/…', 'pkg:<name>', 'node:<module>' or a V8 bucket. */
function originOf(frame, map, mainUrl) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url === mainUrl && map) {
    const e = map.findEntry(lineNumber, columnNumber);
    const src = e?.originalSource;
    if (src) {
      const rel = path.relative(root, fileURLToPath(new URL(src, mainUrl)));
      if (rel.includes('node_modules')) return packageOf(rel);
      return rel;
    }
  }
  if (url.startsWith('node:')) return url.replace(/^node:internal\/([^/]+).*/, 'node:$1');
  if (url.includes('node_modules')) return packageOf(url);
  return url.startsWith('file://') ? path.relative(root, fileURLToPath(url)) : url;
}

function packageOf(p) {
  const [first, second] = p.slice(p.lastIndexOf('node_modules/') + 'node_modules/'.length).split('/');
  return `pkg:${first.startsWith('@') ? `${first}/${second}` : first}`;
}

/**
 * Sums `profile` (V8's cpuprofile) by origin and by function, self and total, skipping idle
 * samples; `per` divides (the bookings made), giving ms per booking.
 */
export function summarise(profile, per, { mapFile = path.join(root, 'server/dist/main.js.map'), top = 25 } = {}) {
  const mainUrl = `file://${path.join(root, 'server/dist/main.js')}`;
  const map = fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null;
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = new Map();
  for (const n of profile.nodes) {
    const origin = originOf(n.callFrame, map, mainUrl);
    label.set(n.id, { origin, fn: `${n.callFrame.functionName || '(anonymous)'} · ${origin}` });
  }
  const selfByOrigin = new Map();
  const selfByFn = new Map();
  const totalByFn = new Map();
  const totalByOrigin = new Map();
  const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
  let busyUs = 0;
  let idleUs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0; // a sample's time runs until the next one
    const id = profile.samples[i];
    const l = label.get(id);
    if (l.origin === '(idle)') {
      idleUs += dt;
      continue;
    }
    busyUs += dt;
    add(selfByOrigin, l.origin, dt);
    add(selfByFn, l.fn, dt);
    const fns = new Set();
    const origins = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const a = label.get(at);
      if (a.origin === '(root)') break;
      fns.add(a.fn);
      origins.add(a.origin);
    }
    for (const f of fns) add(totalByFn, f, dt);
    for (const o of origins) add(totalByOrigin, o, dt);
  }
  const ms = (us) => Math.round((us / 1000 / per) * 1000) / 1000;
  const list = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, msPerBooking: ms(us), share: Math.round((us / busyUs) * 1000) / 10 }));
  return {
    busyMsPerBooking: ms(busyUs),
    idleShare: Math.round((idleUs / (busyUs + idleUs)) * 1000) / 10,
    selfByOrigin: list(selfByOrigin),
    totalByOrigin: list(totalByOrigin),
    selfByFunction: list(selfByFn),
    totalByFunction: list(totalByFn),
  };
}

/** The summary as lines of text. */
export function printSummary(s, out = console.log) {
  out(`  main thread busy ${s.busyMsPerBooking} ms per booking (idle ${s.idleShare} % of the time)`);
  for (const [title, rows] of [
    ['self time by origin', s.selfByOrigin],
    ['total time by origin (what it called included)', s.totalByOrigin],
    ['self time by function', s.selfByFunction],
    ['total time by function', s.totalByFunction],
  ]) {
    out(`  ${title}:`);
    for (const r of rows)
      out(`    ${r.msPerBooking.toFixed(3).padStart(7)} ms  ${String(r.share).padStart(5)} %  ${r.name}`);
  }
}
