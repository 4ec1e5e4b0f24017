#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the server.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const targets = [
  { name: 'web', out: at('web/dist/index.html'), sources: [at('web/src'), at('web/public'), at('web/index.html'), at('web/vite.config.ts'), at('domain/src')] },
  { name: 'server', out: at('server/dist/main.js'), sources: [at('server/src'), at('server/build.mjs'), at('domain/src')] },
];
for (const t of targets) {
  if (builtAt(t.out) >= newest(t.sources)) continue;
  console.log(`Building ${t.name}...`);
  const r = spawnSync('npm', ['run', 'build', '-w', t.name], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', at('server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
