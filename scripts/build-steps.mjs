// The build, one list for both of its callers: `npm run build` (scripts/build.mjs) runs every
// step, `npm start` (scripts/start.mjs) only those whose output is missing or older than one of
// its sources. Each step has its own output, so a missing or stale server renderer is rebuilt
// even when the browser build is fresh: without it the server would send every public page as
// the bare shell (and refuses to start instead, server/src/http/pages.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

// The workspaces' build tools, run directly with this Node.js: no npm banner lines, and a stop
// signal reaches the build itself.
const vite = () =>
  path.join(path.dirname(createRequire(at('web/package.json')).resolve('vite/package.json')), 'bin/vite.js');
const webSources = [at('web/src'), at('web/vite.config.ts'), at('web/tsconfig.json'), at('domain/src')];

/**
 * @typedef {object} BuildStep
 * @property {string} name what it builds, for the log ("Building the web app...")
 * @property {'web' | 'server'} workspace the workspace it belongs to
 * @property {string} out the file the step writes last; missing or older than a source means rebuild
 * @property {string[]} sources files and folders it is built from
 * @property {string} cwd where it runs
 * @property {() => string[]} args the Node.js arguments that run it
 * @property {string[]} quiet arguments that keep its log to warnings and errors (`npm start`)
 */

/** @type {BuildStep[]} In order; the web's two builds read the same sources, and neither reads the other's output. */
export const buildSteps = [
  {
    name: 'web app',
    workspace: 'web',
    out: at('web/dist/index.html'),
    sources: [...webSources, at('web/public'), at('web/index.html')],
    cwd: at('web'),
    args: () => [vite(), 'build'],
    quiet: ['--logLevel', 'warn'],
  },
  {
    name: 'page renderer',
    workspace: 'web',
    out: at('web/dist-ssr/entry-server.js'),
    sources: webSources,
    cwd: at('web'),
    args: () => [vite(), 'build', '--ssr', 'src/entry-server.tsx'],
    quiet: ['--logLevel', 'warn'],
  },
  {
    name: 'server',
    workspace: 'server',
    out: at('server/dist/main.js'),
    sources: [at('server/src'), at('server/build.mjs'), at('domain/src')],
    cwd: at('server'),
    args: () => ['build.mjs'],
    quiet: [],
  },
];

/** The newest modification time of the files at or under `paths`; missing paths count for nothing. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) for (const f of fs.readdirSync(p)) walk(path.join(p, f));
    else max = Math.max(max, st.mtimeMs);
  };
  paths.forEach(walk);
  return max;
}

/** True when the step's output is missing or older than one of its sources. */
export function isStale(step) {
  const builtAt = fs.existsSync(step.out) ? fs.statSync(step.out).mtimeMs : 0;
  return builtAt === 0 || builtAt < newest(step.sources);
}

/**
 * Runs a step and resolves with its exit code. A stop signal meanwhile stops the build, and then
 * this process with the same signal.
 */
export function runStep(step, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...step.args(), ...(quiet ? step.quiet : [])], {
      cwd: step.cwd,
      stdio: 'inherit',
    });
    const stop = (signal) => child.kill(signal);
    for (const s of ['SIGINT', 'SIGTERM']) process.on(s, stop);
    child.on('exit', (code, signal) => {
      for (const s of ['SIGINT', 'SIGTERM']) process.off(s, stop);
      if (signal) process.kill(process.pid, signal);
      else resolve(code ?? 1);
    });
  });
}
