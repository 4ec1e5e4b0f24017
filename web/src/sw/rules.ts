/**
 * What the service worker keeps (issue 35, decision 0093), as plain rules that the worker
 * (sw.ts) applies and the tests read. No DOM and no worker types here: the web app imports the
 * names it shares with the worker (the header, the caches it clears at sign-out).
 */

export { CACHED_AT_HEADER, PAGE_KIND_HEADER, type PageKind } from '@espasyo/domain/contracts/page-render';

/** The worker's own caches (the precache is Workbox's). Pages and API answers are a person's. */
export const CACHES = {
  pages: 'espasyo-pages',
  api: 'espasyo-api',
  assets: 'espasyo-assets',
  static: 'espasyo-static',
  photos: 'espasyo-photos',
} as const;

/** The caches that hold what one signed-in person saw: emptied when they sign in or out. */
export const PERSONAL_CACHES = [CACHES.pages, CACHES.api] as const;

/**
 * A call that may change who is signed in on this browser (sign-in and its two-factor step,
 * sign-up, sign-out, a password reset…): every change under
 * /api/auth/. When one succeeds the worker forgets the pages and answers it kept, which were
 * the last person's (or a visitor's, whose pages say nobody is signed in).
 */
export const changesSession = (pathname: string, method: string): boolean =>
  method !== 'GET' && method !== 'HEAD' && pathname.startsWith('/api/auth/');

/**
 * The API answers kept for use with no connection: the session and profile (`/api/auth/me`), the
 * person's bookings and each booking's page (its pass, scans, checklists, payments…), the host's
 * bookings and the check-in page's gates and who is in, and the conversations (so that a message
 * can be written offline and sent later). Nothing else of the API is ever cached.
 */
const OFFLINE_API = [
  /^\/api\/auth\/me$/,
  /^\/api\/bookings(\/|$)/,
  /^\/api\/host\/bookings(\/|$)/,
  /^\/api\/host\/check-ins?(\/|$)/,
  /^\/api\/conversations(\/|$)/,
  /^\/api\/(client|host)\/dashboard(\/|$)/,
];

/** Public listing photos: their keys never change, so a cached one is always right. */
const LISTING_PHOTOS = /^\/api\/files\/listings\//;

/** The installed app's start page (server/src/http/installable-app.ts), in any language. */
const START_PAGE = /^(\/[a-z]{2,3})?\/start$/;

/**
 * Signed-in pages drawn at once from what was kept (the page, else its language's shell) and
 * fetched again behind, as public pages are: a booking's access pass, opened at the gate on
 * whatever signal there is (its data comes from the phone first too, use-pass.ts).
 */
const KEPT_FIRST_PAGE = /^(\/[a-z]{2,3})?\/client\/bookings\/[^/]+\/pass$/;

export type Route =
  | { kind: 'page' }
  | { kind: 'start' }
  | { kind: 'keptFirst' }
  | { kind: 'api' }
  | { kind: 'photo' }
  | { kind: 'asset' }
  | { kind: 'static' }
  | { kind: 'network' };

/**
 * How the worker answers a GET of this site (other methods and other origins are never touched,
 * nor is the WebSocket, which a worker does not see). `navigate`: a page load.
 */
export function routeOf(pathname: string, navigate: boolean): Route {
  if (navigate) {
    if (START_PAGE.test(pathname)) return { kind: 'start' };
    return KEPT_FIRST_PAGE.test(pathname) ? { kind: 'keptFirst' } : { kind: 'page' };
  }
  if (pathname.startsWith('/api/')) {
    if (LISTING_PHOTOS.test(pathname)) return { kind: 'photo' };
    return OFFLINE_API.some((re) => re.test(pathname)) ? { kind: 'api' } : { kind: 'network' };
  }
  if (pathname.startsWith('/assets/')) return { kind: 'asset' };
  // No media (the notification sound): a player asks for it in ranges (206), which are not kept.
  if (/^\/(icons\/|images\/|favicon\.ico$|icon\.svg$)/.test(pathname)) return { kind: 'static' };
  if (/^(\/[a-z]{2,3})?\/manifest\.webmanifest$/.test(pathname)) return { kind: 'static' };
  return { kind: 'network' };
}

/** The key under which the last shell of a language is kept, for a signed-in page never opened before. */
export const shellKey = (origin: string, lang: string) => `${origin}/__shell/${lang}`;
