import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './service-worker';
import { UPDATED_FLAG } from './service-worker-flag';

// The app's side of a new version (issue 35): a new worker waits until the app's next
// navigation, is then told to take over, and the page loads itself anew. The browser's service
// worker container, the registration and the router are stand-ins; the worker's side is driven
// in a browser by e2e/installable-app.spec.ts.

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
    go(to: string) {
      const [p, s = ''] = to.split('?');
      listener({ location: { pathname: p, search: s && `?${s}` } });
    },
  };
}

const reload = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  // The page's own reload, which jsdom cannot do.
  vi.stubGlobal('location', { ...window.location, reload });
  reload.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  sessionStorage.clear();
});

/** Starts the registration and lets the browser's idle moment come and the register() answer. */
async function start(router: ReturnType<typeof fakeRouter>) {
  startServiceWorker(router);
  await vi.advanceTimersByTimeAsync(2000);
}

describe('startServiceWorker', () => {
  it('registers /sw.js for the whole site, once the page has loaded and the browser is idle', async () => {
    const { workers } = fakeBrowser({ controller: true });
    startServiceWorker(fakeRouter());
    expect(workers.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(workers.register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('a new version waiting when the app starts: told to take over at the next navigation, then the page loads anew and says so', async () => {
    const waiting = new FakeWorker('installed');
    const { workers } = fakeBrowser({ controller: true, waiting });
    const router = fakeRouter('/client/bookings');
    await start(router);
    expect(waiting.postMessage).not.toHaveBeenCalled();
    // The same address (a state change, no navigation): nothing yet.
    router.go('/client/bookings');
    expect(waiting.postMessage).not.toHaveBeenCalled();

    router.go('/client/bookings/b1');
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(UPDATED_FLAG)).toBe('1');
    // Nor a second word to the worker at a later navigation.
    router.go('/client/messages');
    expect(waiting.postMessage).toHaveBeenCalledOnce();
  });

  it('a new worker that takes over late (the old one still busy): the page loads anew at the next navigation, never while it waits', async () => {
    const waiting = new FakeWorker('installed');
    const { workers } = fakeBrowser({ controller: true, waiting });
    const router = fakeRouter();
    await start(router);
    router.go('/client/messages');
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).not.toHaveBeenCalled();
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    router.go('/client/bookings');
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(UPDATED_FLAG)).toBe('1');
  });

  it('a new version found while the app is open: taken once installed, at the next navigation', async () => {
    const { reg } = fakeBrowser({ controller: true });
    const router = fakeRouter();
    await start(router);
    const next = new FakeWorker('installing');
    reg.installing = next;
    reg.dispatchEvent(new Event('updatefound'));
    router.go('/client/messages'); // still installing: not yet
    expect(next.postMessage).not.toHaveBeenCalled();
    next.moveTo('installed');
    router.go('/client/bookings');
    expect(next.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
  });

  it('no new version: navigations change nothing', async () => {
    const { workers } = fakeBrowser({ controller: true });
    const router = fakeRouter();
    await start(router);
    router.go('/client/messages');
    workers.dispatchEvent(new Event('controllerchange'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(UPDATED_FLAG)).toBeNull();
  });

  it('the first install (no worker controlled the page): nothing to take over, no reload', async () => {
    const installing = new FakeWorker('installing');
    const { workers } = fakeBrowser({ controller: false, installing });
    const router = fakeRouter();
    await start(router);
    installing.moveTo('installed');
    router.go('/client/messages');
    expect(installing.postMessage).not.toHaveBeenCalled();
    // It takes over on its own (sw.ts skips waiting the first time).
    installing.moveTo('activated');
    workers.dispatchEvent(new Event('controllerchange'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(UPDATED_FLAG)).toBeNull();
  });

  it('a new version another tab already made take over: not told again, no reload', async () => {
    const waiting = new FakeWorker('installed');
    fakeBrowser({ controller: true, waiting });
    const router = fakeRouter();
    await start(router);
    waiting.moveTo('activated');
    router.go('/client/messages');
    await vi.advanceTimersByTimeAsync(5000);
    expect(waiting.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
