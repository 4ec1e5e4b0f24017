import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The README's "npm install && npm start" on a fresh clone: nothing built yet, so `npm start`
// builds the web app, its server renderer and the server, and the public pages come rendered by
// the server (issue 18: it built no renderer and sent every page as the bare shell, 200 for a
// missing listing too). Runs in a copy of the working tree with its own port and data
// directory, beside the other specs' server; needs no browser.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the build writes (scripts/build-steps.mjs): none in the copy at first, and none here is touched. */
const OUTPUTS = ['web/dist/index.html', 'web/dist-ssr/entry-server.js', 'server/dist/main.js'];
const BUILT = ['web/dist', 'web/dist-ssr', 'server/dist'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The files of a clone with this working tree's content: tracked (as edited) and new, not ignored. */
function copyWorkingTree(to: string) {
  const ls = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (ls.status !== 0) throw new Error(`git ls-files failed: ${ls.stderr}`);
  for (const file of ls.stdout.split('\0').filter(Boolean)) {
    // Not the packages (linked below), even where node_modules is a link that .gitignore's `node_modules/` misses.
    if (BUILT.some((dir) => file.startsWith(`${dir}/`)) || file.split('/').includes('node_modules')) continue;
    const from = path.join(root, file);
    const st = fs.lstatSync(from, { throwIfNoEntry: false });
    if (!st || st.isDirectory()) continue; // deleted in the working tree, or a submodule
    const dest = path.join(to, file);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    if (st.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), dest);
    else fs.copyFileSync(from, dest);
  }
}

/** npm's link of a workspace package (node_modules/@espasyo/web → ../../web): relative, into the project. */
function isWorkspaceLink(p: string): boolean {
  if (!fs.lstatSync(p).isSymbolicLink()) return false;
  const link = fs.readlinkSync(p);
  const target = path.resolve(path.dirname(p), link);
  return !path.isAbsolute(link) && !path.relative(root, target).startsWith('..') && !target.includes('node_modules');
}

/**
 * The installed packages without an install: each entry of `from` linked, except the workspace
 * links, which point into the copy (so the web build reads the copy's domain/, as in a clone).
 * Tools' caches (Vite's .vite-temp) land in the copy's own node_modules folder.
 */
function linkNodeModules(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) {
    const src = path.join(from, name);
    const dest = path.join(to, name);
    if (isWorkspaceLink(src)) fs.symlinkSync(fs.readlinkSync(src), dest);
    else if (
      name.startsWith('@') &&
      fs.statSync(src).isDirectory() &&
      fs.readdirSync(src).some((n) => isWorkspaceLink(path.join(src, n)))
    )
      linkNodeModules(src, dest);
    else fs.symlinkSync(src, dest);
  }
}

const mtime = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? null;
const unescape = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

let tmp: string | undefined;
let server: ChildProcess | undefined;

/** Stops whatever is left of `npm start` (its own process group: npm, the builds, the server) and removes the copy. */
function cleanUp() {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      /* all gone already */
    }
  }
  server = undefined;
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  tmp = undefined;
}
process.on('exit', cleanUp); // the worker ends without the hook (interrupted run)
test.afterEach(cleanUp); // a timed-out test never reaches its own `finally`

test('a fresh clone: `npm start` builds everything it needs, and the public pages come rendered by the server', async () => {
  test.setTimeout(600_000); // three builds on a busy machine: a minute or two alone, slower beside the browser tests
  const began = Date.now();
  const before = OUTPUTS.map((f) => mtime(path.join(root, f)));
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-fresh-'));
  const clone = path.join(tmp, 'clone');
  const dataDir = path.join(tmp, 'data');
  copyWorkingTree(clone);
  linkNodeModules(path.join(root, 'node_modules'), path.join(clone, 'node_modules'));
  for (const ws of ['domain', 'server', 'web', 'e2e']) {
    const modules = path.join(root, ws, 'node_modules');
    if (fs.existsSync(modules)) linkNodeModules(modules, path.join(clone, ws, 'node_modules'));
  }
  for (const f of OUTPUTS) expect(fs.existsSync(path.join(clone, f)), f).toBe(false);

  // As the browser tests' server runs (playwright.config.ts, scripts/e2e-server.mjs): embedded
  // database, demo data.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'on',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    RATE_LIMIT_SCALE: '100',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  // Niced: the builds take the CPU the browser tests beside them would otherwise miss.
  server = spawn('nice', ['-n', '10', 'npm', 'start'], {
    cwd: clone,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const npm = server;
  let output = '';
  npm.stdout!.on('data', (d: Buffer) => (output += d));
  npm.stderr!.on('data', (d: Buffer) => (output += d));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));

  const deadline = Date.now() + 540_000;
  for (;;) {
    if (npm.exitCode !== null || npm.signalCode !== null)
      throw new Error(`npm start ended (${npm.exitCode ?? npm.signalCode}) before it served:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not answer /api/health in time:\n${output}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`fresh clone: built and serving after ${Math.round((Date.now() - began) / 1000)} s`);
  for (const f of OUTPUTS) expect(fs.existsSync(path.join(clone, f)), f).toBe(true);
  expect(output).toContain('Building the page renderer...');

  const get = async (url: string) => {
    const res = await fetch(`${base}${url}`);
    return { status: res.status, html: unescape(await res.text()) };
  };

  const landing = await get('/');
  expect(landing.status).toBe(200);
  expect(landing.html).toContain('>Space for your things, close to home</h1>');

  const search = await get('/spaces');
  expect(search.status).toBe(200);
  expect(search.html).toMatch(/<a [^>]*href="\/spaces\/[0-9a-f-]{36}"/);
  expect(search.html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/spaces"/);

  const { items } = (await (await fetch(`${base}/api/listings?q=Makati%20parking`)).json()) as {
    items: { id: string; title: string }[];
  };
  expect(items.length).toBeGreaterThan(0);
  const listing = await get(`/spaces/${items[0].id}`);
  expect(listing.status).toBe(200);
  expect(listing.html).toContain(`>${items[0].title}</h1>`);
  const ld = listing.html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
  expect(ld, 'the listing page has its schema.org data').toBeDefined();
  expect(JSON.parse(ld!)).toMatchObject({ '@type': 'Product', name: items[0].title });

  const missing = await get('/spaces/0190aaaa-0000-7000-8000-000000000000');
  expect(missing.status).toBe(404);
  expect(missing.html).toContain('This space is not available');
  expect(missing.html).toContain('<meta name="robots" content="noindex"/>');

  // Stopped as a process manager would: SIGTERM to npm closes the server cleanly.
  npm.kill('SIGTERM');
  const code = await Promise.race([
    exited,
    new Promise((r) => setTimeout(() => r('still running after 15 s'), 15_000)),
  ]);
  expect(code, output).toBe(0);
  // The copy built into itself only.
  expect(OUTPUTS.map((f) => mtime(path.join(root, f)))).toEqual(before);
});
