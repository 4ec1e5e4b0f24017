/// <reference lib="webworker" />
/**
 * Espasyo's one service worker (issue 35, decision 0093), served at /sw.js with the whole site as
 * its scope: Web Push (decision 0044) and what makes the app open quickly on a weak signal and
 * useful with none. Built by vite-plugin-pwa (injectManifest, web/vite.config.ts), which puts the
 * list of the build's files to keep (web/precache.ts) where `self.__WB_MANIFEST` stands.
 *
 * - The app's files (hashed, under /assets/) are kept on install: those of every page a visitor
 *   sees, of the signed-in frames and of the pages that open offline, with the catalogue's words
 *   in both languages; any other is kept the first time it is fetched. Never fetched again.
 * - Pages (`rules.ts`): a public page kept before, and a booking's pass, are shown at once and
 *   fetched again behind them; a
 *   signed-in page comes from the network, or from what was kept when there is none (after 4 s on
 *   a weak signal), or the signed-in shell of its language, or a page that says it needs a
 *   connection. Each address is its own entry, so a page is kept in the language it was asked in.
 * - API answers: only the few that the offline pages need, from the network first and, when it
 *   does not answer, as kept, marked with the time they were fetched.
 * - A new version waits until the app asks it to take over (at its next navigation).
 * Other methods than GET, other origins and the WebSocket are never touched.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { SHELL_STATE_ID, type ShellState } from '@espasyo/domain/contracts/page-render';
import { languagePrefix, pathInLanguage, splitLanguagePath, type Language } from '@espasyo/domain/i18n/languages';
import { homePathFor, resolveRole } from '@espasyo/domain/roles';
import enApp from '@espasyo/domain/i18n/en/app';
import filApp from '@espasyo/domain/i18n/fil/app';
import {
  CACHED_AT_HEADER,
  CACHES,
  changesSession,
  PAGE_KIND_HEADER,
  PERSONAL_CACHES,
  routeOf,
  shellKey,
  type PageKind,
} from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** How long a page or an API answer may take before what was kept is shown instead (a weak signal). */
const NETWORK_TIMEOUT_SECONDS = 4;
/** Pages kept at most (the oldest go first). */
const MAX_PAGES = 40;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const ok = new CacheableResponsePlugin({ statuses: [200] });
const SAME_ORIGIN = (url: URL) => url.origin === self.location.origin;

// --- Pages ---------------------------------------------------------------------------------------

const pageKind = (res: Response): PageKind | null => {
  const kind = res.headers.get(PAGE_KIND_HEADER);
  return kind === 'public' || kind === 'shell' ? kind : null;
};

/**
 * Keeps a page the server sent whole (200, a page of ours, not a redirect), and the shell of its
 * language. Takes its own copies at once: the browser reads the body of the one it is given.
 */
function keepPage(url: URL, res: Response): Promise<void> {
  const kind = pageKind(res);
  if (res.status !== 200 || res.type !== 'basic' || res.redirected || !kind) return Promise.resolve();
  const copies = kind === 'shell' ? [res.clone(), res.clone()] : [res.clone()];
  return putPage(url, copies);
}

async function putPage(url: URL, [page, shell]: Response[]): Promise<void> {
  const cache = await caches.open(CACHES.pages);
  await cache.put(url.href, page);
  if (shell) await cache.put(shellKey(url.origin, splitLanguagePath(url.pathname).lang), shell);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(old);
}

const timeout = (seconds: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), seconds * 1000));

function offlinePage(lang: Language): Response {
  const m = lang === 'fil' ? filApp : enApp;
  const home = `${languagePrefix(lang)}/`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content="#0f766e"><title>${m.offlineTitle} · Espasyo</title><style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1917;background:#fff;display:grid;min-height:100vh;place-items:center}main{max-width:28rem;padding:2rem 1.5rem;text-align:center}img{width:64px;height:64px;border-radius:16px}h1{font-size:1.375rem;margin:1rem 0 .5rem}p{margin:0 0 1.5rem;color:#44403c}a{display:inline-block;padding:.75rem 1.5rem;border-radius:.5rem;background:#0f766e;color:#fff;font-weight:600;text-decoration:none}</style></head><body><main><img src="/icons/icon-192.png" alt=""><h1>${m.offlineTitle}</h1><p>${m.offlineText}</p><a href="${home}">${m.offlineRetry}</a></main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** A page as kept, else its language's shell, else `otherwise` (with no network: the offline page). */
async function keptPage<T extends Response | null>(url: URL, otherwise: (lang: Language) => T): Promise<Response | T> {
  const cache = await caches.open(CACHES.pages);
  const { lang } = splitLanguagePath(url.pathname);
  return (
    (await cache.match(url.href, { ignoreVary: true })) ??
    (await cache.match(shellKey(url.origin, lang), { ignoreVary: true })) ??
    otherwise(lang)
  );
}

/**
 * The installed app's start page with no network: home as the server would send them
 * (installable-app.ts), the person read from the shell kept last (its session state); a visitor
 * to the landing page.
 */
async function startOffline(url: URL): Promise<Response> {
  const { lang } = splitLanguagePath(url.pathname);
  const shell = await (await caches.open(CACHES.pages)).match(shellKey(url.origin, lang), { ignoreVary: true });
  // The shell's state is JSON with `<` written \u003c (pages.ts): it ends at the first `</script>`.
  const json = shell && (await shell.text()).split(`id="${SHELL_STATE_ID}">`)[1]?.split('</script>')[0];
  const { me } = json ? (JSON.parse(json) as ShellState) : { me: { user: null } };
  const home = me.user ? homePathFor(resolveRole(me.user)) : '/';
  return Response.redirect(new URL(pathInLanguage(home, lang), url.origin).href, 302);
}

async function fromNetwork(event: FetchEvent, url: URL): Promise<Response> {
  const res = await fetch(event.request);
  event.waitUntil(keepPage(url, res));
  return res;
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && SAME_ORIGIN(url),
  async ({ event, url }) => {
    const fetchEvent = event as FetchEvent;
    const route = routeOf(url.pathname, true);
    const network = fromNetwork(fetchEvent, url);
    // A public page kept before, or the pass (kept, or its language's shell): at once, and the
    // network's copy kept for the next time.
    const kept =
      route.kind === 'page'
        ? await (await caches.open(CACHES.pages)).match(url.href, { ignoreVary: true })
        : route.kind === 'keptFirst'
          ? await keptPage(url, () => null)
          : undefined;
    if (kept && (route.kind === 'keptFirst' || pageKind(kept) === 'public')) {
      fetchEvent.waitUntil(network.catch(() => undefined));
      return kept;
    }
    try {
      return await Promise.race([network, timeout(NETWORK_TIMEOUT_SECONDS)]);
    } catch {
      fetchEvent.waitUntil(network.catch(() => undefined)); // kept when it comes, for the next time
      return route.kind === 'start' ? startOffline(url) : keptPage(url, offlinePage);
    }
  },
);

// --- API answers kept for offline use --------------------------------------------------------------

/** A booking's answers kept fresh for the gate: how old a kept one may be before a list fetches it again. */
const WARM_AFTER_MS = 30 * 60 * 1000;
/** At most this many bookings of a list are fetched ahead, on a phone's data. */
const WARM_AT_MOST = 10;
/** The lists whose bookings are fetched ahead: those still to come or going on. */
const WARM_GROUPS = new Set(['upcoming', 'current']);
/** Answers being fetched ahead now: the dashboard asks for several lists at once. */
const warming = new Set<string>();

/**
 * A list of the person's upcoming or current bookings was fetched: each booking's page and pass
 * are fetched ahead (unless kept in the last half hour), so that every such booking opens
 * offline, not only those opened before. A pass is the client's only (a host's list asks none).
 * Outside the event's lifetime: a new version of the worker takes over only once this one has no
 * work left, and the page waits for that.
 */
async function warmBookings(list: Response, url: URL): Promise<void> {
  const host = url.pathname === '/api/host/bookings';
  if ((!host && url.pathname !== '/api/bookings') || !WARM_GROUPS.has(url.searchParams.get('group') ?? '')) return;
  const { items } = (await list.clone().json()) as { items?: { id: string }[] };
  const cache = await caches.open(CACHES.api);
  const paths = (items ?? [])
    .slice(0, WARM_AT_MOST)
    .flatMap(({ id }) => (host ? [bookingPath(id)] : [bookingPath(id), `${bookingPath(id)}/pass`]));
  await Promise.all(
    paths.map(async (path) => {
      const href = new URL(path, url.origin).href;
      if (warming.has(href)) return;
      const kept = await cache.match(href, { ignoreVary: true });
      if (kept && Date.now() - Date.parse(kept.headers.get('date') ?? '') < WARM_AFTER_MS) return;
      warming.add(href);
      try {
        const res = await fetch(href, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
        if (res.status === 200) await cache.put(href, res);
      } catch {
        // no connection: kept as it is
      } finally {
        warming.delete(href);
      }
    }),
  );
}

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

registerRoute(
  ({ request, url }) => request.method === 'GET' && SAME_ORIGIN(url) && routeOf(url.pathname, false).kind === 'api',
  new NetworkFirst({
    cacheName: CACHES.api,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      ok,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      {
        // Not awaited: the event ends with its answer kept, so that a new version of the worker
        // never waits on this (a worker stopped half-way fetches the rest with the next list).
        cacheDidUpdate: async ({ request, newResponse }) => {
          void warmBookings(newResponse, new URL(request.url)).catch(() => undefined);
        },
        // An answer from the cache says when it was fetched, for the page's "shown as of".
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return cachedResponse;
          const headers = new Headers(cachedResponse.headers);
          const fetched = Date.parse(cachedResponse.headers.get('date') ?? '');
          headers.set(CACHED_AT_HEADER, new Date(Number.isNaN(fetched) ? Date.now() : fetched).toISOString());
          return new Response(await cachedResponse.blob(), {
            status: cachedResponse.status,
            statusText: cachedResponse.statusText,
            headers,
          });
        },
      },
    ],
  }),
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && SAME_ORIGIN(url) && routeOf(url.pathname, false).kind === 'photo',
  new CacheFirst({
    cacheName: CACHES.photos,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// --- Who is signed in -----------------------------------------------------------------------------

/** Sign-in, sign-out and the like pass through as they are; when one succeeds, what was kept of the last person goes. */
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
  registerRoute(
    ({ url, request }) => SAME_ORIGIN(url) && changesSession(url.pathname, request.method),
    async ({ request }) => {
      const res = await fetch(request);
      if (res.ok) await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
      return res;
    },
    method,
  );

// --- The app's other files ------------------------------------------------------------------------

registerRoute(
  ({ request, url }) => request.method === 'GET' && SAME_ORIGIN(url) && routeOf(url.pathname, false).kind === 'asset',
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && SAME_ORIGIN(url) && routeOf(url.pathname, false).kind === 'static',
  new StaleWhileRevalidate({
    cacheName: CACHES.static,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

// --- Versions --------------------------------------------------------------------------------------

self.addEventListener('install', (event) => {
  // The first worker of this browser takes over at once; a new version waits for the app's word.
  if (!self.registration.active) event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      // The pages the last version kept name its files, which this one no longer keeps: each is
      // kept again as it is next opened (the page that loads this version first of all).
      await caches.delete(CACHES.pages);
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// --- Web Push (decision 0044) ---------------------------------------------------------------------

self.addEventListener('push', (event) => {
  let message: { title?: string; body?: string; tag?: string; url?: string; icon?: string } = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Espasyo';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      icon: message.icon || '/icons/icon-192.png',
      badge: '/favicon.ico',
      tag: message.tag,
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const target = new URL(data?.url || '/', self.location.origin);
  // Only this site's pages: a push never sends the browser elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = tabs.find((c) => c.url === url) || tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (same && same.url === url) return same.focus();
      if (same && 'navigate' in same) {
        // navigate() works on a tab this worker controls; another one gets a new tab instead.
        const moved = await same.navigate(url).catch(() => null);
        if (moved) return moved.focus();
      }
      return self.clients.openWindow(url);
    })(),
  );
});
