#!/usr/bin/env node
// `npm test`: lint, import cycles, format check, type checks, unit and integration tests (Vitest), then a production build, the
// JavaScript budget of the public pages (scripts/js-budget.mjs, enforced) and the browser tests (Playwright in
// Chromium). Prints one closing line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2]; // optional: unit | e2e
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-test-'));
let passed = 0;
let failed = 0;

function tally(file, count) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    count(r);
  } catch {
    failed += 1; // the runner crashed before it could report
  }
}

if (!only || only === 'unit') {
  if (run('npx', ['eslint', '.'])) {
    console.error('Lint failed.');
    failed += 1;
  }
  if (run(process.execPath, ['scripts/no-cycles.mjs'])) {
    console.error('Import cycles found (scripts/no-cycles.mjs).');
    failed += 1;
  }
  if (run('npx', ['prettier', '--check', '--log-level=warn', '.'])) {
    console.error('Formatting differs from Prettier (.prettierrc.json): run `npm run format`.');
    failed += 1;
  }
  if (
    run('npx', ['tsc', '-p', 'domain']) ||
    run('npx', ['tsc', '-p', 'server']) ||
    run('npx', ['tsc', '-p', 'web']) ||
    run('npx', ['tsc', '-p', 'web/src/sw']) || // the service worker: its own program (WebWorker types)
    run('npx', ['tsc', '-p', 'e2e'])
  ) {
    console.error('Type check failed.');
    failed += 1;
  }
  const out = path.join(tmp, 'vitest.json');
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  tally(out, (r) => {
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numFailedTestSuites ?? 0);
  });
}

if (!only || only === 'e2e') {
  if (run('npm', ['run', 'build'])) {
    console.error('Build failed.');
    failed += 1;
  } else {
    // The JavaScript budget of the public pages (issue 10): prints each page's figure and fails
    // when one is over its budget, or when it cannot measure (a page module it names is gone).
    if (run('node', ['scripts/js-budget.mjs'])) {
      console.error('JavaScript budget check failed: a public page is over its budget (table above).');
      failed += 1;
    }
    const port = await freePort();
    const out = path.join(tmp, 'playwright.json');
    run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      E2E_PORT: String(port),
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    tally(out, (r) => {
      passed += r.stats.expected + r.stats.flaky;
      failed += r.stats.unexpected + (r.errors?.length ?? 0);
    });
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
