#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the server in
// this same process. package.json starts this script with `exec`, so the process npm
// forwards SIGTERM and SIGINT to is the server itself, which closes cleanly: with a shell or
// a second Node process in between, a process manager's SIGTERM left the server running.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

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
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

// The workspaces' build scripts, run directly: Vite lists every chunk unless told to report
// only warnings and errors, and npm would add its own banner lines.
const vite = createRequire(at('web/package.json')).resolve('vite/package.json');
const targets = [
  {
    name: 'web app',
    out: at('web/dist/index.html'),
    sources: [at('web/src'), at('web/public'), at('web/index.html'), at('web/vite.config.ts'), at('domain/src')],
    cwd: at('web'),
    args: [path.join(path.dirname(vite), 'bin/vite.js'), 'build', '--logLevel', 'warn'],
  },
  {
    name: 'server',
    out: at('server/dist/main.js'),
    sources: [at('server/src'), at('server/build.mjs'), at('domain/src')],
    cwd: at('server'),
    args: ['build.mjs'],
  },
];

/** Runs a build; a stop signal meanwhile stops the build and then this process. */
function build({ cwd, args }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: 'inherit' });
    const stop = (signal) => child.kill(signal);
    for (const s of ['SIGINT', 'SIGTERM']) process.on(s, stop);
    child.on('exit', (code, signal) => {
      for (const s of ['SIGINT', 'SIGTERM']) process.off(s, stop);
      if (signal) process.kill(process.pid, signal);
      else resolve(code ?? 1);
    });
  });
}

for (const t of targets) {
  if (builtAt(t.out) >= newest(t.sources)) continue;
  console.log(`Building the ${t.name}...`);
  const code = await build(t);
  if (code !== 0) process.exit(code);
}

process.chdir(root); // DATA_DIR=./data means the project's folder, wherever this was started from
process.setSourceMapsEnabled(true); // stack traces point into server/src
await import(pathToFileURL(at('server/dist/main.js')).href);
