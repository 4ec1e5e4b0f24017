#!/usr/bin/env node
// Lighthouse (its default mobile profile: a mid-range phone, simulated slow 4G and a 4× slower
// CPU) on the public pages of the built app, against a fresh server this script starts on a
// temporary data directory with the demo data. Each page runs three times in Debian's
// Chromium and every figure is the median of its three runs.
//
// Usage: npm run build && node bench/lighthouse.mjs [--save file.json] [--compare before.json]
//        [--runs N] [--pages /,/signin]
// Pages: /, /signin and /signup; /spaces and the first /spaces/{id} too once they exist, that
// is when /spaces answers 200 with a page other than the one an unknown path gets.
//
// The figures are indicative: Lighthouse simulates the phone from a trace taken on this
// machine, so a busy machine (other test runs) moves them. The saved file notes the load.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, waitUp } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function option(name) {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}
const saveTo = option('--save');
const compareWith = option('--compare');
const runs = Number(option('--runs') ?? 3);
const port = Number(option('--port') ?? process.env.PORT ?? 3490);
const fixedPages = option('--pages')?.split(',');

/** The pages to measure: the fixed public ones, plus the listing pages once they exist. */
async function pagesOf(base) {
  if (fixedPages) return fixedPages;
  const pages = ['/', '/signin', '/signup'];
  const unknown = await fetch(`${base}/no-such-page-${process.pid}`);
  const unknownBody = await unknown.text();
  const spaces = await fetch(`${base}/spaces`);
  const spacesBody = await spaces.text();
  // While every path gets the single-page app's index.html, a 200 says nothing.
  if (spaces.status === 200 && !(unknown.status === 200 && unknownBody === spacesBody)) {
    pages.push('/spaces');
    const id = /href="\/spaces\/([^"/?#]+)"/.exec(spacesBody)?.[1];
    if (id && (await fetch(`${base}/spaces/${id}`)).status === 200) pages.push(`/spaces/${id}`);
  }
  return pages;
}

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const audit = (a) => lhr.audits[a]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsKiB: Number((jsBytes / 1024).toFixed(1)),
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One run; a run whose trace Lighthouse could not read (it says to run again) is run again, twice at most. */
async function measure(url, attempt = 1) {
  try {
    return await measureOnce(url);
  } catch (err) {
    if (attempt < 3 && /NO_NAVSTART|NO_FCP|run Lighthouse again/i.test(String(err))) return measure(url, attempt + 1);
    throw err;
  }
}

async function measureOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result?.lhr) throw new Error(`Lighthouse gave no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return { ...figures(result.lhr), benchmarkIndex: result.lhr.environment?.benchmarkIndex };
  } finally {
    chrome.kill();
  }
}

const COLUMNS = [
  ['performance', 'perf', (v) => String(v)],
  ['accessibility', 'a11y', (v) => String(v)],
  ['bestPractices', 'best pr.', (v) => String(v)],
  ['seo', 'SEO', (v) => String(v)],
  ['lcpMs', 'LCP', (v) => `${(v / 1000).toFixed(1)} s`],
  ['tbtMs', 'TBT', (v) => `${v} ms`],
  ['cls', 'CLS', (v) => v.toFixed(3)],
  ['jsKiB', 'JS KiB', (v) => v.toFixed(0)],
];

function printTable(pages, before) {
  const rows = [['page', ...COLUMNS.map(([, h]) => h)]];
  for (const [page, f] of Object.entries(pages)) {
    const b = before?.pages?.[page];
    rows.push([
      page,
      ...COLUMNS.map(([k, , fmt]) => (b && b[k] !== undefined ? `${fmt(b[k])} → ${fmt(f[k])}` : fmt(f[k]))),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const [n, r] of rows.entries()) {
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

function version(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

if (!fs.existsSync(path.join(root, 'server/dist/main.js')) || !fs.existsSync(path.join(root, 'web/dist/index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const before = compareWith ? JSON.parse(fs.readFileSync(compareWith, 'utf8')) : undefined;
const base = `http://127.0.0.1:${port}`;
const server = startServer(port, { PUBLIC_URL: `http://127.0.0.1:${port}`, DEMO_DATA: 'on' });
const loadBefore = os.loadavg();
const results = {};
const raw = {};
try {
  await waitUp(base, server.child);
  const pages = await pagesOf(base);
  for (const page of pages) await fetch(`${base}${page}`); // warm the server's file and route caches
  for (const page of pages) {
    raw[page] = [];
    for (let i = 0; i < runs; i++) {
      const f = await measure(`${base}${page}`);
      raw[page].push(f);
      console.error(`${page} run ${i + 1}/${runs}: performance ${f.performance}, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms`);
    }
    results[page] = Object.fromEntries(COLUMNS.map(([k]) => [k, median(raw[page].map((r) => r[k]))]));
  }
} finally {
  await server.stop();
}
const loadAfter = os.loadavg();

console.log(
  `\nLighthouse mobile profile, median of ${runs} runs per page${before ? `; before → after (${compareWith})` : ''}`,
);
printTable(results, before);
console.log(
  `\nLoad average (1/5/15 min) at start ${loadBefore.map((l) => l.toFixed(2)).join('/')}, at end ${loadAfter
    .map((l) => l.toFixed(2))
    .join('/')} on ${os.cpus().length} cores: figures are indicative.`,
);

if (saveTo) {
  const out = {
    date: new Date().toISOString(),
    commit: version('git', ['-C', root, 'rev-parse', '--short', 'HEAD']),
    lighthouse: JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
    chromium: version(CHROME, ['--version']),
    node: process.version,
    profile: 'Lighthouse default mobile (simulated throttling)',
    runs,
    machine: {
      cores: os.cpus().length,
      loadAverageAtStart: loadBefore.map((l) => Number(l.toFixed(2))),
      loadAverageAtEnd: loadAfter.map((l) => Number(l.toFixed(2))),
      note: 'A machine shared with other test runs: the figures are indicative.',
    },
    pages: results,
    runsPerPage: raw,
  };
  const file = path.resolve(saveTo);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Formatted as the repository's Prettier would, so a saved result passes `prettier --check`.
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(JSON.stringify(out), { ...config, parser: 'json' }));
  console.log(`Saved to ${saveTo}`);
}
