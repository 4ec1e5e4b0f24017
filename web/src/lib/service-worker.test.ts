import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './service-worker';
import { UPDATED_FLAG } from './service-worker-flag';

// The app's side of a new version (issue 35): a new worker waits until the app's next
// navigation; a link followed then is held while it takes over, and its page loads anew. The
// browser's service worker container, the registration and the router are stand-ins; the
// worker's side is driven in a browser by e2e/installable-app.spec.ts.

class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  /** The browser moves it on: installed, activating… */
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A browser with a worker controlling the page (`controller`) or none yet (the first install). */
function fakeBrowser({
  controller,
  waiting = null,
  installing = null,
}: {
  controller: boolean;
  waiting?: FakeWorker | null;
  installing?: FakeWorker | null;
}) {
  const reg = Object.assign(new EventTarget(), { waiting, installing, update: vi.fn(async () => undefined) });
  const workers = Object.assign(new EventTarget(), {
    controller: controller ? new FakeWorker('activated') : null,
    register: vi.fn(async () => reg),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: workers });
  return { reg, workers };
}

/** The router's part the registration listens to. */
function fakeRouter(at = '/client/bookings') {
  let listener: (state: { location: { pathname: string; search: string } }) => void = () => undefined;
  const [pathname, search = ''] = at.split('?');
  return {
    state: { location: { pathname, search: search && `?${search}` } },
    subscribe(l: typeof listener) {
      listener = l;
      return () => undefined;
    },
    /** The router moved to `to` (a link it followed, a form sent, a redirect). */
    go(to: string) {
      const [p, s = ''] = to.split('?');
      listener({ location: { pathname: p, search: s && `?${s}` } });
    },
  };
}

const assign = vi.fn();
/** What the router would do with a click: it listens below the document, as React does. */
const routerSaw = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  // The page's own loading, which jsdom cannot do.
  vi.stubGlobal('location', { ...window.location, assign });
  assign.mockClear();
  routerSaw.mockClear();
  document.body.innerHTML = '';
  document.body.addEventListener('click', routerSaw);
  vi.spyOn(document, 'addEventListener');
});
afterEach(() => {
  // Each test's app goes with it: the listeners it added to the document are taken away.
  for (const [type, listener, options] of vi.mocked(document.addEventListener).mock.calls)
    document.removeEventListener(type, listener, options);
  vi.restoreAllMocks();
  document.body.removeEventListener('click', routerSaw);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  sessionStorage.clear();
});

/** Starts the registration and lets the browser's idle moment come and the register() answer. */
async function start(router = fakeRouter()) {
  startServiceWorker(router);
  await vi.advanceTimersByTimeAsync(2000);
  return router;
}

/** A link of the page clicked as a person would (or with `init`'s keys, or `attributes`). */
function click(
  href: string,
  { init = {}, attributes = {} }: { init?: MouseEventInit; attributes?: Record<string, string> } = {},
) {
  const link = Object.assign(document.createElement('a'), { href });
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.append('Bookings');
  document.body.append(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event;
}

const page = (path: string) => new URL(path, window.location.origin).href;

describe('startServiceWorker', () => {
  it('registers /sw.js for the whole site, once the page has loaded and the browser is idle', async () => {
    const { workers } = fakeBrowser({ controller: true });
    startServiceWorker(fakeRouter());
    expect(workers.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(workers.register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('a new version waiting: the next link is held while it takes over, then its page loads anew and says so', async () => {
    const waiting = new FakeWorker('installed');
    const { workers } = fakeBrowser({ controller: true, waiting });
    await start();
    expect(waiting.postMessage).not.toHaveBeenCalled();

    const event = click('/client/bookings/b1');
    expect(event.defaultPrevented).toBe(true);
    expect(routerSaw).not.toHaveBeenCalled(); // the router fetches nothing while the worker changes
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(assign).not.toHaveBeenCalled();
    workers.dispatchEvent(new Event('controllerchange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).toHaveBeenCalledExactlyOnceWith(page('/client/bookings/b1'));
    expect(sessionStorage.getItem(UPDATED_FLAG)).toBe('1');
    expect(waiting.postMessage).toHaveBeenCalledOnce();
  });

  it('a new worker that takes over late (the old one kept busy): the link is followed on the old version, and the page loads anew at the next navigation', async () => {
    const waiting = new FakeWorker('installed');
    const { workers } = fakeBrowser({ controller: true, waiting });
    const router = await start();
    click('/client/messages');
    await vi.advanceTimersByTimeAsync(2900);
    expect(routerSaw).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(routerSaw).toHaveBeenCalledOnce(); // let through: the router follows it
    expect(assign).not.toHaveBeenCalled();
    expect(waiting.postMessage).toHaveBeenCalledOnce();

    workers.dispatchEvent(new Event('controllerchange'));
    expect(assign).not.toHaveBeenCalled(); // never while a page is read
    router.go('/client/favorites'); // a navigation of the router's own (a form sent)
    expect(assign).toHaveBeenCalledExactlyOnceWith(window.location.href);
    expect(sessionStorage.getItem(UPDATED_FLAG)).toBe('1');
  });

  it('a new version found while the app is open: taken once installed, at the next link', async () => {
    const { reg } = fakeBrowser({ controller: true });
    await start();
    const next = new FakeWorker('installing');
    reg.installing = next;
    reg.dispatchEvent(new Event('updatefound'));
    click('/client/messages'); // still installing: not yet
    expect(routerSaw).toHaveBeenCalledOnce();
    expect(next.postMessage).not.toHaveBeenCalled();
    next.moveTo('installed');
    click('/client/bookings');
    expect(next.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(routerSaw).toHaveBeenCalledOnce();
  });

  it('links not held: a new tab, a download, another site, a part of the same page', async () => {
    const waiting = new FakeWorker('installed');
    fakeBrowser({ controller: true, waiting });
    await start();
    click('/client/bookings', { init: { ctrlKey: true } });
    click('/client/bookings', { init: { metaKey: true } });
    click('/client/bookings', { init: { button: 1 } });
    click('/client/bookings', { attributes: { target: '_blank' } });
    click('/api/files/receipt.pdf', { attributes: { download: '' } });
    click('https://maps.example.com/place');
    click(`${window.location.pathname}#reviews`);
    expect(routerSaw).toHaveBeenCalledTimes(7);
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('no new version: links and navigations change nothing', async () => {
    const { workers } = fakeBrowser({ controller: true });
    const router = await start();
    click('/client/messages');
    router.go('/client/messages');
    await vi.advanceTimersByTimeAsync(5000);
    expect(routerSaw).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(UPDATED_FLAG)).toBeNull();
    expect(workers.controller).not.toBeNull();
  });

  it('the first install (no worker controlled the page): nothing to take over, nothing loaded anew', async () => {
    const installing = new FakeWorker('installing');
    const { workers } = fakeBrowser({ controller: false, installing });
    const router = await start();
    installing.moveTo('installed');
    click('/client/messages');
    expect(installing.postMessage).not.toHaveBeenCalled();
    // It takes over on its own (sw.ts skips waiting the first time).
    installing.moveTo('activated');
    workers.controller = installing as unknown as FakeWorker;
    workers.dispatchEvent(new Event('controllerchange'));
    click('/client/bookings');
    router.go('/client/bookings');
    expect(routerSaw).toHaveBeenCalledTimes(2);
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(UPDATED_FLAG)).toBeNull();
  });

  it('a new version another tab made take over: not told again, and the next link loads anew', async () => {
    const waiting = new FakeWorker('installed');
    const { workers } = fakeBrowser({ controller: true, waiting });
    await start();
    waiting.moveTo('activated');
    workers.dispatchEvent(new Event('controllerchange'));
    click('/client/messages');
    expect(waiting.postMessage).not.toHaveBeenCalled();
    expect(routerSaw).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledExactlyOnceWith(page('/client/messages'));
  });
});
