#!/usr/bin/env node
// The JavaScript budget of the public pages (issues 10 and 30): how much compressed JavaScript a
// phone downloads for each one before it is interactive, from the web build's manifest
// (web/dist/.vite/manifest.json, `npm run build` first). Each file counts once, at its brotli size
// (quality 11, as the server sends it). A page downloads:
//   - the entry chunk of index.html and its static imports (the server names them all);
//   - its own page module and that module's static imports (named by the server too);
//   - every chunk that these import dynamically, and what those import in turn: a lazily loaded
//     part of a page (the landing page's sections below the hero) is still fetched at once;
//   - except a dynamic import listed in DEFERRED below: one that a visitor's phone does not fetch
//     until it is needed (a press, a field's focus, the part coming near the screen, signing in).
//   - the message catalogue's namespaces the page uses (NAMESPACES below), in its language (issue 34):
//     the figure is the larger of English and Filipino, and each is printed;
// The entry's own dynamic imports are the pages (one each, above) and the signed-in areas: none
// is fetched at once for a visitor. e2e/js-budget.spec.ts loads each page at a phone's size and
// checks that the browser downloads nothing this count leaves out.
//
// Usage: node scripts/js-budget.mjs [--report] [--json]
//   exits 1 when a page is over its budget (`npm test` runs it so); --report only prints
//   --json     print the figures as JSON instead of a table (each page's files too)
// It exits 2 when the build or a page module below is missing, or a DEFERRED entry matches no
// chunk: keep ROUTES in step with the route table (web/src/app/routes/) and DEFERRED with the code.
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
  // 131 KiB, not 130, since issue 34 (decision 0092): the language's frame on every page; to be won back.
  ['/signin', 'src/features/auth/routes/sign-in.tsx', 131],
  ['/signup', 'src/features/auth/routes/sign-up.tsx', 150],
  ['/forgot-password', 'src/features/auth/routes/forgot-password.tsx', 150],
  ['/reset-password', 'src/features/auth/routes/reset-password.tsx', 150],
  ['/admin', 'src/features/auth/routes/admin-sign-in.tsx', 150],
  ['/terms', 'src/features/legal/routes/terms.tsx', 150],
  ['/privacy', 'src/features/legal/routes/privacy.tsx', 150],
  ['/advisories', 'src/features/advisories/routes/advisories.tsx', 150],
  ['/spaces', 'src/features/browse/routes/spaces.tsx', 130],
  ['/spaces/{id}', 'src/features/listings/routes/space.tsx', 131], // 130 before issue 34, as /signin
  ['404', null, 150],
];

/**
 * The catalogue's namespaces each page uses (domain/src/i18n/<lang>/<ns>.ts, each its own chunk):
 * the frame's on every page, and a page's own. The server names the ones a page rendered with
 * (pages.ts), so e2e/js-budget.spec.ts sees any missing here.
 */
const FRAME_NAMESPACES = ['common', 'frame', 'nav'];
const PAGE_NAMESPACES = {
  '/': ['landing'],
  '/signin': ['auth'],
  '/signup': ['auth', 'authPages'],
  '/forgot-password': ['auth', 'authPages'],
  '/reset-password': ['auth', 'authPages'],
  '/admin': ['auth', 'authPages'],
  '/spaces': ['search'],
  '/spaces/{id}': ['book', 'listing', 'reviews'],
  '/terms': ['legal'],
  '/privacy': ['legal'],
  '/advisories': ['advisories'],
};
const LANGUAGES = ['en', 'fil'];

/**
 * The dynamic imports a visitor's phone does not fetch with the page, and when it does: a manifest
 * key (a source module, relative to web/) or, for a chunk the bundler named after no module of its
 * own (the domain's zod schemas), its name.
 */
const DEFERRED = [
  // The public forms check their fields with the server's zod schemas, fetched at the visitor's
  // first touch, key or focus (web/src/lib/lazy-resolver.ts).
  ['zod', "zod and react-hook-form's zod resolver, at the first touch, key or focus"],
  ['auth', 'the sign-in and sign-up schemas, with zod'],
  ['two-factor', "the two-factor step's schema, with zod"],
  // A page not in English, when it first shows a schema's or the server's message (issue 34).
  ['src/lib/message-lookup.ts', "the lookup of a known English message's translation, when one first shows"],
  ['src/features/auth/components/two-factor-step.tsx', 'the code step of a two-factor sign-in, when a sign-in is sent'],
  // Islands (web/src/components/island.tsx): rendered by the server, fetched near the screen.
  ['src/features/landing/components/landing-sections.tsx', "the landing page's sections below the hero"],
  ['src/features/reviews/components/listing-reviews.tsx', "a listing's reviews"],
  ['src/features/listings/components/host-card.tsx', "a listing's 'Host' card, with its Intl date formatter"],
  ['src/features/browse/components/filters-sidebar.tsx', "the search's filters beside the results (hidden on a phone)"],
  // The listing page (web/src/features/listings/components/).
  ['src/features/listings/components/listing-availability.tsx', 'the availability calendar, near the screen'],
  ['src/features/listings/components/stay-fields.tsx', "the price box's date and time pickers, near the screen"],
  ['src/components/map/leaflet-map.tsx', 'the map, near the screen'],
  ['src/features/listings/components/photo-viewer.tsx', 'the full-screen photo viewer, when a photo is pressed'],
  ['src/features/reviews/components/report-dialog.tsx', "the review report form, when 'Report' is pressed"],
  [
    'src/features/bookings/api/create-booking.ts',
    "the booking request, when a signed-in client presses 'Request to book'",
  ],
  ['src/features/listings/components/booking-requirements.tsx', 'what a signed-in client still has to verify'],
  // The toasts' look (components/ui/toast-item.tsx), a moment after the page starts or at the first toast.
  ['src/components/ui/toast-item.tsx', 'the toasts themselves, fetched a few seconds after the page starts'],
  // The service worker's registration (issue 35), once the page has loaded and the browser is idle.
  ['src/lib/service-worker.ts', 'the service worker, registered once the page is idle after it loaded'],
  // The search page's filters on a phone, when 'Filters' is pressed.
  ['src/features/browse/components/filter-sheet.tsx', "the phone's filter sheet, when 'Filters' is pressed"],
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

/** The manifest keys of DEFERRED's entries; one that matches nothing is out of step with the code. */
const deferred = new Set();
for (const [match] of DEFERRED) {
  const keys = Object.keys(manifest).filter((k) => k === match || (k.startsWith('_') && manifest[k].name === match));
  if (!keys.length) {
    console.error(
      `js-budget: DEFERRED names ${match}, which is no chunk of the build; update DEFERRED in scripts/js-budget.mjs.`,
    );
    process.exit(2);
  }
  keys.forEach((k) => deferred.add(k));
}

/** A page's chunks: its module's static imports, and its dynamic imports but the deferred ones, transitively. */
function pageChunks(mod) {
  const keys = withStaticImports(mod, new Set(entry));
  for (const key of keys) {
    if (entry.has(key)) continue; // the entry's dynamic imports are the pages and the signed-in areas
    for (const k of manifest[key].dynamicImports ?? []) if (!deferred.has(k)) withStaticImports(k, keys);
  }
  return keys;
}

/** The chunks of a page's namespaces in a language, with what they import (the messages' runtime, plural rules). */
function namespaceChunks(route, lang) {
  const keys = new Set();
  for (const ns of [...FRAME_NAMESPACES, ...(PAGE_NAMESPACES[route] ?? [])]) {
    const key = `../domain/src/i18n/${lang}/${ns}.ts`;
    if (!manifest[key]) {
      console.error(`js-budget: ${key} is not a chunk of the build; update the namespaces in scripts/js-budget.mjs.`);
      process.exit(2);
    }
    withStaticImports(key, keys);
  }
  return [...keys].map((k) => manifest[k].file);
}

const kibOf = (files) => Number((files.reduce((sum, f) => sum + brotliSize(f), 0) / KiB).toFixed(1));

const results = ROUTES.map(([route, mod, budgetKiB]) => {
  const keys = mod ? pageChunks(mod) : entry;
  const code = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const withMessages = (l) => [...new Set([...code, ...namespaceChunks(route, l)])];
  const byLanguage = Object.fromEntries(LANGUAGES.map((l) => [l, kibOf(withMessages(l))]));
  // The files are the English page's, as the browser test loads it.
  const files = withMessages('en');
  const kib = Math.max(...Object.values(byLanguage));
  return { route, module: mod, budgetKiB, kib, byLanguage, chunks: files.length, files };
});

const over = results.filter((r) => r.kib > r.budgetKiB);
if (asJson) {
  console.log(JSON.stringify(results, null, 2));
} else {
  const rows = [
    ['route', 'JS (brotli)', ...LANGUAGES, 'budget', 'chunks', ''],
    ...results.map((r) => [
      r.route,
      `${r.kib.toFixed(1)} KiB`,
      ...LANGUAGES.map((l) => r.byLanguage[l].toFixed(1)),
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
        .map((c, i) => (i === 0 || i === rows[0].length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
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
