// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ICONS,
  OFFLINE_PAGES,
  PUBLIC_PAGES,
  precacheFiles,
  precacheTransform,
  type BuildManifest,
} from '../../precache';

// What the service worker keeps on install (web/precache.ts, issue 35): read from a small stand-in
// for the build's manifest (web/dist/.vite/manifest.json) rather than a real build.

const file = (key: string) => `assets/${path.basename(key).replace(/\.[a-z]+$/, '')}-h.js`;
const pages = (ids: string[]) =>
  Object.fromEntries(ids.map((id) => [`src/features/${id}.tsx`, { file: file(id), imports: ['_react.js'] }]));

const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-h.js',
    isEntry: true,
    css: ['assets/index-h.css'],
    imports: ['_react.js', '../domain/src/i18n/en/common.ts'],
    // The entry's later parts (a menu, the toasts) come on install, its pages only as listed.
    dynamicImports: ['_dialog.js', 'src/features/host/routes/host-listings.tsx'],
  },
  '_react.js': { file: 'assets/react-h.js' },
  '_dialog.js': { file: 'assets/dialog-h.js' },
  'src/app/signed-in-areas.ts': { file: 'assets/signed-in-areas-h.js', imports: ['_react.js'] },
  // The areas' list of pages names every page, the staff's too: none is taken through it.
  'src/app/area-pages.ts': {
    file: 'assets/area-pages-h.js',
    dynamicImports: ['src/features/admin/routes/admin-dashboard.tsx', 'src/features/host/routes/host-listings.tsx'],
  },
  ...pages(PUBLIC_PAGES),
  ...pages(OFFLINE_PAGES),
  // A public page: its static imports (a form, its styles) come, its map (dynamic) does not.
  'src/features/auth/routes/sign-in.tsx': {
    file: 'assets/sign-in-h.js',
    imports: ['_react.js', '_form.js'],
  },
  '_form.js': { file: 'assets/form-h.js', css: ['assets/form-h.css'] },
  'src/features/browse/routes/spaces.tsx': {
    file: 'assets/spaces-h.js',
    imports: ['_react.js'],
    dynamicImports: ['_map.js'],
  },
  '_map.js': { file: 'assets/map-h.js', imports: ['_leaflet.js'] },
  '_leaflet.js': { file: 'assets/leaflet-h.js' },
  // An offline page: what it imports later comes too (the camera's QR reader and its library),
  // but not a staff part it may open.
  'src/features/gate/routes/check-in.tsx': {
    file: 'assets/check-in-h.js',
    imports: ['_react.js'],
    dynamicImports: ['_qr-reader.js', 'src/features/admin/components/gate-audit.tsx'],
  },
  '_qr-reader.js': { file: 'assets/qr-reader-h.js', imports: ['_zxing.js'] },
  '_zxing.js': { file: 'assets/zxing-h.js' },
  'src/features/admin/components/gate-audit.tsx': { file: 'assets/gate-audit-h.js' },
  // Pages no offline or public page needs, and what only they import.
  'src/features/host/routes/host-listings.tsx': { file: 'assets/host-listings-h.js' },
  'src/features/admin/routes/admin-dashboard.tsx': { file: 'assets/admin-dashboard-h.js', imports: ['_charts.js'] },
  '_charts.js': { file: 'assets/charts-h.js' },
  'src/features/dev/routes/test-errors.tsx': { file: 'assets/test-errors-h.js' },
  // The catalogue's namespaces in both languages, the staff's among them.
  '../domain/src/i18n/en/common.ts': { file: 'assets/common-en-h.js' },
  '../domain/src/i18n/fil/common.ts': { file: 'assets/common-fil-h.js', imports: ['_cardinals.js'] },
  // A message's plural rules, imported by the namespaces that need them.
  '_cardinals.js': { file: 'assets/cardinals-h.js' },
  '../domain/src/i18n/en/booking-pass.ts': { file: 'assets/booking-pass-en-h.js' },
  '../domain/src/i18n/fil/booking-pass.ts': { file: 'assets/booking-pass-fil-h.js' },
  '../domain/src/i18n/en/adminCore.ts': { file: 'assets/adminCore-en-h.js' },
  '../domain/src/i18n/fil/adminCore.ts': { file: 'assets/adminCore-fil-h.js' },
  '../domain/src/i18n/en/apiAdmin1.ts': { file: 'assets/apiAdmin1-en-h.js' },
  '../domain/src/i18n/fil/apiAdmin1.ts': { file: 'assets/apiAdmin1-fil-h.js' },
};

const EXPECTED = [
  ...ICONS,
  'assets/index-h.js',
  'assets/index-h.css',
  'assets/react-h.js',
  'assets/dialog-h.js',
  'assets/cardinals-h.js',
  'assets/signed-in-areas-h.js',
  'assets/area-pages-h.js',
  ...[...PUBLIC_PAGES, ...OFFLINE_PAGES].map(file),
  'assets/form-h.js',
  'assets/form-h.css',
  'assets/qr-reader-h.js',
  'assets/zxing-h.js',
  'assets/common-en-h.js',
  'assets/common-fil-h.js',
  'assets/booking-pass-en-h.js',
  'assets/booking-pass-fil-h.js',
];

describe('precacheFiles', () => {
  it("keeps the entry and frames with their later parts, the public pages as they open, the offline pages with all they import, both languages' words and the icons", () => {
    expect([...precacheFiles(MANIFEST)].sort()).toEqual([...new Set(EXPECTED)].sort());
  });

  it("leaves out other pages than those listed, the public pages' later parts, the staff's pages, parts and words, and the development pages", () => {
    const files = precacheFiles(MANIFEST);
    for (const left of [
      'assets/map-h.js',
      'assets/leaflet-h.js',
      'assets/host-listings-h.js',
      'assets/admin-dashboard-h.js',
      'assets/charts-h.js',
      'assets/gate-audit-h.js',
      'assets/test-errors-h.js',
      'assets/adminCore-en-h.js',
      'assets/adminCore-fil-h.js',
      'assets/apiAdmin1-en-h.js',
      'assets/apiAdmin1-fil-h.js',
    ])
      expect(files.has(left), left).toBe(false);
  });

  it('refuses a build that lacks a page it names (a page renamed or moved), or an entry', () => {
    const { 'src/features/gate/routes/booking-pass.tsx': _pass, ...withoutPass } = MANIFEST;
    expect(() => precacheFiles(withoutPass)).toThrow('src/features/gate/routes/booking-pass.tsx is not in the build');
    const { 'src/features/legal/routes/terms.tsx': _terms, ...withoutTerms } = MANIFEST;
    expect(() => precacheFiles(withoutTerms)).toThrow('src/features/legal/routes/terms.tsx is not in the build');
    const { 'index.html': _entry, ...withoutEntry } = MANIFEST;
    expect(() => precacheFiles(withoutEntry)).toThrow('the build has no entry');
  });
});

describe("precacheTransform (Workbox's manifestTransform)", () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-precache-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  /** What Workbox found in web/dist: every chunk of the manifest, the icons, and the rest of the files. */
  const found = () =>
    [
      ...new Set(Object.values(MANIFEST).flatMap((c) => [c.file, ...(c.css ?? [])])),
      ...ICONS,
      'icons/apple-touch-icon.png',
      'index.html',
      'robots.txt',
    ].map((url) => ({ url, size: 100, revision: `rev-${url}` }));

  it('keeps only the files to precache, with no revision for the hashed ones', async () => {
    const { manifest, warnings } = await precacheTransform(dist)(found());
    expect(warnings).toEqual([]);
    expect(manifest.map((e) => e.url).sort()).toEqual([...new Set(EXPECTED)].sort());
    for (const entry of manifest)
      expect(entry.revision, entry.url).toBe(entry.url.startsWith('assets/') ? null : `rev-${entry.url}`);
    expect(manifest.find((e) => e.url === 'favicon.ico')).toEqual({
      url: 'favicon.ico',
      size: 100,
      revision: 'rev-favicon.ico',
    });
  });

  it('refuses a build in which a file to keep was not found', async () => {
    const entries = found().filter((e) => e.url !== 'icons/maskable-512.png' && e.url !== 'assets/zxing-h.js');
    await expect(precacheTransform(dist)(entries)).rejects.toThrow(
      /not found in the build: .*(assets\/zxing-h\.js.*icons\/maskable-512\.png|icons\/maskable-512\.png.*assets\/zxing-h\.js)/,
    );
  });
});
