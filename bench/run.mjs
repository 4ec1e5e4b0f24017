#!/usr/bin/env node
// `npm run bench`: builds if needed, then runs every benchmark in this folder in turn.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
spawnSync('npm', ['run', 'build'], { cwd: path.join(here, '..'), stdio: 'inherit' });
for (const f of fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .sort()) {
  console.log(`\n== ${f}`);
  spawnSync(process.execPath, [path.join(here, f)], { stdio: 'inherit' });
}
