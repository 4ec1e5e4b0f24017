import fs from 'node:fs';
import path from 'node:path';

/**
 * What the service worker keeps when it installs (issue 35, decision 0093): not all of the build's
 * ~450 files (about 920 KiB compressed, the staff's pages included) over a phone's mobile data, but
 * what opens the app and its offline pages:
 *   - the entry and the signed-in frames with what they import, at once or later (the user menu,
 *     the toasts, the list of the areas' pages), and the public pages (a visitor's) without their
 *     later parts (a listing's map is kept the first time it shows);
 *   - the pages that open with no connection (OFFLINE_PAGES), with every chunk they import, at
 *     once or later (a dialog, the camera's QR reader);
 *   - the catalogue's namespaces in both languages, but the staff's;
 *   - the installed app's icons.
 * Any other file of the app is kept by the worker the first time it is fetched (sw.ts).
 */

/** A page module of web/src/features that must open offline (its route in web/src/app/routes). */
export const OFFLINE_PAGES = [
  'dashboard/routes/client-dashboard',
  'dashboard/routes/host-dashboard',
  'bookings/routes/client-bookings',
  'bookings/routes/client-booking',
  'bookings/routes/host-bookings',
  'bookings/routes/host-booking-detail',
  'gate/routes/booking-pass',
  'gate/routes/check-in',
  'messages/routes/client-messages',
  'messages/routes/host-messages',
];

/** The public pages (web/src/app/pages.tsx), which a visitor may open again on a weak signal. */
export const PUBLIC_PAGES = [
  'landing/routes/landing',
  'auth/routes/sign-in',
  'auth/routes/sign-up',
  'auth/routes/forgot-password',
  'auth/routes/reset-password',
  'legal/routes/terms',
  'legal/routes/privacy',
  'advisories/routes/advisories',
  'browse/routes/spaces',
  'listings/routes/space',
];

/** The signed-in areas' frames and their list of pages (app/lazy-areas.tsx, app/area-pages.ts). */
const FRAMES = ['src/app/signed-in-areas.ts', 'src/app/area-pages.ts'];

/** Staff's pages and words, and the development pages: never on a renter's or host's phone unasked. */
const STAFF = (key: string) =>
  /^src\/features\/(admin|dev)\//.test(key) || /\/i18n\/[a-z]+\/(admin|apiAdmin)[A-Za-z0-9]*\.ts$/.test(key);
const NAMESPACE = /^\.\.\/domain\/src\/i18n\/[a-z]+\/[\w-]+\.ts$/;
/** A page module: kept only when one of the lists above names it. */
const PAGE = /^src\/features\/[\w-]+\/routes\//;

export const ICONS = ['favicon.ico', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png'];

interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, Chunk>;

/** The files (relative to web/dist) the worker keeps on install, from the build's manifest. */
export function precacheFiles(manifest: BuildManifest): Set<string> {
  const files = new Set<string>(ICONS);
  const seen = new Set<string>();
  /**
   * A chunk, its styles and its static imports, and what it imports later as `later` says: 'none',
   * 'parts' (a menu, the toasts, the plural rules of a message, but not other pages: the entry's
   * and frames' list of every page) or 'all' (an offline page's own sections and dialogs).
   */
  const take = (key: string, later: 'none' | 'parts' | 'all') => {
    if (seen.has(key) || STAFF(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`precache: ${key} is not in the build (web/precache.ts names it)`);
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((f) => files.add(f));
    chunk.imports?.forEach((k) => take(k, later));
    if (later !== 'none')
      chunk.dynamicImports
        ?.filter((k) => !NAMESPACE.test(k) && (later === 'all' || !PAGE.test(k)))
        .forEach((k) => take(k, later));
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('precache: the build has no entry');
  take(entry, 'parts');
  FRAMES.forEach((k) => take(k, 'parts'));
  PUBLIC_PAGES.forEach((p) => take(`src/features/${p}.tsx`, 'none'));
  OFFLINE_PAGES.forEach((p) => take(`src/features/${p}.tsx`, 'all'));
  // The catalogue's words in both languages (with the plural rules they import), but the staff's.
  Object.keys(manifest)
    .filter((key) => NAMESPACE.test(key))
    .forEach((key) => take(key, 'none'));
  return files;
}

/**
 * Workbox's manifestTransform (vite-plugin-pwa's injectManifest): keeps only the files above of
 * those it found, and prints their count and size.
 */
export function precacheTransform(dist: string) {
  return async (entries: { url: string; size: number; revision: string | null }[]) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as BuildManifest;
    const keep = precacheFiles(manifest);
    const missing = [...keep].filter((f) => !entries.some((e) => e.url === f));
    if (missing.length) throw new Error(`precache: not found in the build: ${missing.join(', ')}`);
    // Hashed names change with their content: no revision to check.
    const kept = entries
      .filter((e) => keep.has(e.url))
      .map((e) => (e.url.startsWith('assets/') ? { ...e, revision: null } : e));
    return { manifest: kept, warnings: [] };
  };
}
