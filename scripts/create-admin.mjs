#!/usr/bin/env node
// `npm run create-admin`: creates the first administrator from a shell (same rules as
// /create-admin). Builds the server if needed, then runs server/dist/create-admin.js with
// this terminal, so it can ask for the details. Non-interactive: set ADMIN_FIRST_NAME,
// ADMIN_LAST_NAME, ADMIN_EMAIL, ADMIN_PHONE and ADMIN_PASSWORD. DATA_DIR / DATABASE_URL
// choose the database, as for `npm start` (stop the server first when using DATA_DIR).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'server/dist/create-admin.js');

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

const sourcesAt = Math.max(newest(path.join(root, 'server/src')), newest(path.join(root, 'domain/src')));
if (!fs.existsSync(entry) || fs.statSync(entry).mtimeMs < sourcesAt) {
  console.log('Building the server...');
  const r = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', entry], { cwd: root, stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
