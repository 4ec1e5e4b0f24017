import { UPDATED_FLAG } from './service-worker-flag';

/** The router's part this needs: told of every navigation. */
interface Navigations {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
}

/** How soon after a navigation the new worker must take over for that navigation to load the page anew. */
const TAKE_OVER_MS = 2000;
/** How often an app left open asks for a new version when it comes back to the screen. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * The service worker's registration (issue 35, decision 0093): a chunk of its own fetched a moment
 * after the page started (main.tsx), so that a phone's first download does not carry it, and
 * registered once the page has loaded and the browser is idle. One worker, at /sw.js,
 * for the whole site: caching and Web Push (push-browser.ts registers the same one).
 *
 * A new version's worker waits (sw.ts); at the app's next navigation it is told to take over and,
 * once it has, the page loads itself anew at the address it was going to (or at the navigation
 * after, if the old worker was still busy), with the new version's files, and says so quietly
 * ("Updated", connection-banner.tsx).
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

  let at = router.state.location.pathname + router.state.location.search;
  /** The new version took over: the next navigation loads the page anew with its files. */
  let ready = false;
  const loadAnew = () => {
    try {
      sessionStorage.setItem(UPDATED_FLAG, '1');
    } catch {
      // storage refused: the page still loads the new version, without the toast
    }
    location.reload();
  };
  router.subscribe(({ location: next }) => {
    const to = next.pathname + next.search;
    if (to === at) return;
    at = to;
    if (ready) return loadAnew();
    const worker = waiting;
    if (worker?.state !== 'installed') return; // none, or it took over meanwhile (another tab asked)
    waiting = null;
    const asked = Date.now();
    // Loaded anew only once the new worker is in charge: a page load while the old one still
    // finishes its work would wait for it. Soon after this navigation, at once; else at the next.
    workers.addEventListener(
      'controllerchange',
      () => (Date.now() - asked < TAKE_OVER_MS ? loadAnew() : void (ready = true)),
      { once: true },
    );
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
}

/** After the page's load and the browser's next idle moment (or 2 s at most). */
function whenIdle(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
