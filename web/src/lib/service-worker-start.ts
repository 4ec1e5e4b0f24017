import type { Navigations } from './service-worker';

/** The router's part this needs: where the app is (its history entry), and each time that changes. */
interface Locations {
  state: { location: { key: string } };
  subscribe(listener: (state: { location: { key: string } }) => void): () => void;
}

/** How long a visitor's first page is left alone before the service worker is registered. */
const FIRST_PAGE_ALONE_MS = 20_000;
/** Set in this tab once a page has loaded: the next one is not the visitor's first. */
const SEEN_KEY = 'espasyo.page-seen';

/** Whether this tab loaded a page before (and notes that it has now). */
function seenBefore(): boolean {
  try {
    const seen = sessionStorage.getItem(SEEN_KEY) === '1';
    sessionStorage.setItem(SEEN_KEY, '1');
    return seen;
  } catch {
    return false;
  }
}

/**
 * Registers the service worker (issue 35, decision 0093) from a chunk of its own. On the first
 * page of a tab, when the server rendered it (`serverRendered`), not before the visitor moves
 * within the app (or loads another page) or 20 s have passed: the worker's install downloads the app's files (about 530 KiB), which would compete
 * on a phone with the page they came for, its photos and its first taps (Lighthouse counted
 * 15 points of it). Elsewhere (the signed-in areas) a second after the app started.
 */
export function scheduleServiceWorker(router: Locations & Navigations, serverRendered: boolean): void {
  const start = () => void startOf(router);
  if (seenBefore() || !serverRendered) return void setTimeout(start, 1000);
  const landed = router.state.location.key;
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    unsubscribe();
    clearTimeout(timer);
    start();
  };
  const unsubscribe = router.subscribe(({ location }) => location.key !== landed && go());
  const timer = setTimeout(go, FIRST_PAGE_ALONE_MS);
}

async function startOf(router: Navigations) {
  const { startServiceWorker } = await import('./service-worker');
  startServiceWorker(router);
}
