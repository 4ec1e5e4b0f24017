import { UPDATED_FLAG } from './service-worker-flag';

/** The router's part this needs: told of every navigation. */
export interface Navigations {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
}

/** How long a link waits for the new version to take over before it is followed on the old one. */
const TAKE_OVER_MS = 3000;
/** How often an app left open asks for a new version when it comes back to the screen. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * The service worker's registration (issue 35, decision 0093): a chunk of its own fetched a moment
 * after the page started (main.tsx), so that a phone's first download does not carry it, and
 * registered once the page has loaded and the browser is idle. One worker, at /sw.js,
 * for the whole site: caching and Web Push (push-browser.ts registers the same one).
 *
 * A new version's worker waits (sw.ts) until the app's next navigation. A link followed then is
 * held while the new worker takes over, and its page loads anew with the new version's files
 * and says so quietly ("Updated", connection-banner.tsx). It is held because the browser lets
 * the new worker take over only once the old one has stopped, and the page a router would fetch
 * meanwhile starts the old one again: the swap then waits until the old worker has been idle for
 * half a minute. Should it take longer (another request came), the link is followed on the old
 * version, and the page loads anew at the first navigation after the new worker is in charge
 * (the same when another tab made it take over).
 */
export function startServiceWorker(router: Navigations): void {
  const workers = navigator.serviceWorker;
  let waiting: ServiceWorker | null = null;
  let lastCheck = Date.now();

  /** A new version's worker, once installed where an older one controls the page (not at the first install). */
  const track = (worker: ServiceWorker | null) => {
    const check = () => {
      if (worker?.state === 'installed' && workers.controller) waiting = worker;
    };
    check();
    worker?.addEventListener('statechange', check);
  };
  const watch = (reg: ServiceWorkerRegistration) => {
    // One may be on its way or waiting already (found by the browser before this chunk came).
    track(reg.waiting);
    track(reg.installing);
    reg.addEventListener('updatefound', () => track(reg.installing));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastCheck < CHECK_EVERY_MS) return;
      lastCheck = Date.now();
      void reg.update().catch(() => undefined);
    });
  };
  // A browser that refuses service workers (a policy, a test's browser) answers with none.
  whenIdle(() =>
    workers.register('/sw.js', { scope: '/' }).then(
      (reg: ServiceWorkerRegistration | undefined) => reg && watch(reg),
      () => undefined,
    ),
  );

  /** A newer worker than the page's files controls it: the next navigation loads the page anew. */
  let updated = false;
  let controller = workers.controller;
  workers.addEventListener('controllerchange', () => {
    if (controller) updated = true; // not the first install, when none controlled the page
    controller = workers.controller;
  });

  /** Asks the waiting worker to take over; true once it is in charge, false if it is not soon. */
  const takeOver = (worker: ServiceWorker) =>
    new Promise<boolean>((resolve) => {
      const late = setTimeout(() => resolve(false), TAKE_OVER_MS);
      workers.addEventListener('controllerchange', () => (clearTimeout(late), resolve(true)), { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });

  // Links: before the router sees the click (the document's capture phase comes first).
  document.addEventListener(
    'click',
    (event) => {
      const link = followedLink(event);
      const worker = waiting?.state === 'installed' ? waiting : null;
      if (!link || (!updated && !worker)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (updated || !worker) return loadAnew(link.href);
      waiting = null;
      // Followed on the old version if the new one is late: this handler lets that click through.
      void takeOver(worker).then((tookOver) => (tookOver ? loadAnew(link.href) : link.click()));
    },
    true,
  );

  // Other navigations (a form sent, a redirect): the page loads anew at its new address.
  let at = router.state.location.pathname + router.state.location.search;
  router.subscribe(({ location: next }) => {
    const to = next.pathname + next.search;
    if (to === at) return;
    at = to;
    if (updated) loadAnew(location.href);
  });
}

/** Loads `href` from the network and the new worker, and leaves word for the "Updated" toast. */
function loadAnew(href: string) {
  try {
    sessionStorage.setItem(UPDATED_FLAG, '1');
  } catch {
    // storage refused: the page still loads the new version, without the toast
  }
  location.assign(href);
}

/** The link a plain click follows to another page of this site (not a new tab, a download or a #part). */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.href || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return null;
  return url.pathname === location.pathname && url.search === location.search ? null : link;
}

/** After the page's load and the browser's next idle moment (or 2 s at most). */
function whenIdle(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
