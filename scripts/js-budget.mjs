#!/usr/bin/env node
// The JavaScript budget of the public pages (issue 10): how much compressed JavaScript each one
// downloads before it is interactive, from the web build's manifest (web/dist/.vite/manifest.json,
// `npm run build` first). A page loads the entry chunk of index.html with its static imports
// (the browser preloads them all), then its own lazily loaded page module with that module's
// static imports. Each file counts once, at its brotli size (quality 11, as the server sends it).
//
// A page's own later chunks (the landing page's sections below the hero, a form's zod schema)
// load beside it and are not counted: the page is usable without them (decision 0026).
//
// Usage: node scripts/js-budget.mjs [--report] [--json]
//   exits 1 when a page is over its budget (`npm test` runs it so); --report only prints
//   --json     print the figures as JSON instead of a table
// It exits 2 when the build or a page module below is missing: keep ROUTES in step with the
// route table (web/src/app/routes/).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const KiB = 1024;

/**
 * Each public route and its page module (`page('auth/routes/sign-in')` in
 * web/src/app/routes/public-routes.tsx names src/features/auth/routes/sign-in.tsx), relative to
 * web/. null: the page is in the entry chunk itself (the 404 page, which the router's error
 * screen shows too).
 */
const ROUTES = [
  ['/', 'src/features/landing/routes/landing.tsx', 120],
  ['/signin', 'src/features/auth/routes/sign-in.tsx', 150],
  ['/signup', 'src/features/auth/routes/sign-up.tsx', 150],
  ['/forgot-password', 'src/features/auth/routes/forgot-password.tsx', 150],
  ['/reset-password', 'src/features/auth/routes/reset-password.tsx', 150],
  ['/admin', 'src/features/auth/routes/admin-sign-in.tsx', 150],
  ['/terms', 'src/features/legal/routes/terms.tsx', 150],
  ['/privacy', 'src/features/legal/routes/privacy.tsx', 150],
  ['/spaces', 'src/features/browse/routes/spaces.tsx', 150],
  ['/spaces/{id}', 'src/features/listings/routes/space.tsx', 150],
  ['404', null, 150],
];

const enforce = !process.argv.includes('--report');
const asJson = process.argv.includes('--json');

if (!fs.existsSync(manifestFile)) {
  console.error(`js-budget: ${path.relative(root, manifestFile)} is missing: run \`npm run build\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** The chunk's file and every chunk it imports statically, transitively (manifest keys). */
function withStaticImports(key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
  into.add(key);
  for (const k of chunk.imports ?? []) withStaticImports(k, into);
  return into;
}

const brotliSizes = new Map();
function brotliSize(file) {
  if (!brotliSizes.has(file)) {
    const data = fs.readFileSync(path.join(dist, file));
    brotliSizes.set(
      file,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
  }
  return brotliSizes.get(file);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
if (!entryKey) {
  console.error('js-budget: no index.html entry in the manifest.');
  process.exit(2);
}
const entry = withStaticImports(entryKey);

const missing = ROUTES.filter(([, mod]) => mod && !manifest[mod]);
if (missing.length) {
  for (const [route, mod] of missing)
    console.error(`js-budget: ${route}: ${mod} is not a chunk of the build; update ROUTES in scripts/js-budget.mjs.`);
  process.exit(2);
}

const results = ROUTES.map(([route, mod, budgetKiB]) => {
  const keys = mod ? withStaticImports(mod, new Set(entry)) : entry;
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + brotliSize(f), 0);
  return { route, module: mod, budgetKiB, kib: Number((bytes / KiB).toFixed(1)), chunks: files.length, files };
});

const over = results.filter((r) => r.kib > r.budgetKiB);
if (asJson) {
  console.log(JSON.stringify(results, null, 2));
} else {
  const rows = [
    ['route', 'JS (brotli)', 'budget', 'chunks', ''],
    ...results.map((r) => [
      r.route,
      `${r.kib.toFixed(1)} KiB`,
      `${r.budgetKiB} KiB`,
      String(r.chunks),
      r.kib > r.budgetKiB ? `over by ${(r.kib - r.budgetKiB).toFixed(1)} KiB` : 'ok',
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log('JavaScript before a public page is interactive (scripts/js-budget.mjs)');
  for (const r of rows)
    console.log(
      r
        .map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
        .join('  ')
        .trimEnd(),
    );
  if (over.length) {
    console.log(
      enforce ? `${over.length} page(s) over budget.` : `${over.length} page(s) over budget (--report: not failing).`,
    );
  }
}
process.exit(enforce && over.length ? 1 : 0);
