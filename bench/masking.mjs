#!/usr/bin/env node
// Contact masking's speed (issue 29, decision 0059): maskContacts runs on every message posted
// before a booking is confirmed, so it must stay linear and fast. bench/lib/masking-run.ts masks
// MESSAGES mixed messages (default 10,000: ordinary sentences, one in five with a disguised
// contact detail, one in a hundred 2,000 characters long) and reports messages per second and
// the time per message (p50, p99, slowest). Prints the figures with the load average and saves
// them to bench/results/masking-<date>.json (SAVE=0: print only). No build or database needed.
//   MESSAGES=10000 node bench/masking.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/masking-run.ts')], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (run.status !== 0) throw new Error('masking-run.ts failed');
const out = JSON.parse(run.stdout);
const load = os.loadavg().map((x) => Math.round(x * 100) / 100);
console.log(
  `${out.messages.toLocaleString('en-US')} messages (${out.averageChars} characters on average, ${out.masked} masked): ` +
    `${out.perSecond.toLocaleString('en-US')} a second; per message p50 ${out.p50Ms} ms, p99 ${out.p99Ms} ms, slowest ${out.maxMs} ms`,
);
console.log(`load average ${load.join(' ')} on ${os.cpus().length} cores`);
const result = { date: new Date().toISOString(), load, cores: os.cpus().length, ...out };
if (process.env.SAVE !== '0') {
  const file = path.join(root, 'bench/results', `masking-${new Date().toISOString().slice(0, 10)}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`saved ${path.relative(root, file)}`);
}
