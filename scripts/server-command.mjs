// Runs one of the server's commands (server/dist/<name>.js): builds the server first when its
// build is missing or older than its sources, then runs the command with this terminal.
// Used by `npm run create-admin` and `npm run storage:migrate`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

/** Builds the server if needed, then runs server/dist/<name>.js and exits with its code. */
export function runServerCommand(name) {
  const entry = path.join(root, `server/dist/${name}.js`);
  const sourcesAt = Math.max(newest(path.join(root, 'server/src')), newest(path.join(root, 'domain/src')));
  if (!fs.existsSync(entry) || fs.statSync(entry).mtimeMs < sourcesAt) {
    console.log('Building the server...');
    const r = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const child = spawn(process.execPath, ['--enable-source-maps', entry], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
}
