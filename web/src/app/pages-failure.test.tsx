import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '@/features/errors';
import { act, renderApp, screen } from '@/testing/test-utils';
import type { PageModule } from './area-pages';
import { page } from './pages';

// A page whose module cannot be downloaded (no connection, issue 35): the route's error screen,
// once, rather than React fetching it again with each retry of the render; a later visit, a few
// seconds on, tries again. The signed-in areas' list of pages is replaced by one page whose
// download is in the test's hands.

const load = vi.hoisted(() => vi.fn<() => Promise<PageModule>>());
vi.mock('./area-pages', () => ({
  areaPageModules: { '../features/offline/routes/broken.tsx': load },
  devAreaPageModules: {},
}));

const CHUNK_ERROR = 'Failed to fetch dynamically imported module: http://localhost/assets/broken-h.js';
const CHUNK_TITLE = 'This page could not load';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a page whose module does not come', () => {
  it('shows the route’s error once, and tries again on a visit after a few seconds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React's and the error screen's reports
    vi.useFakeTimers({ toFake: ['Date'] });
    load.mockRejectedValue(new TypeError(CHUNK_ERROR));
    // In an awaited act: React retries a suspended render that began in one only when it is awaited.
    const { router } = await act(async () =>
      renderApp(<p>Elsewhere</p>, {
        url: '/client/broken',
        path: '/client/other',
        routes: [{ path: '/client/broken', ...page('offline/routes/broken'), errorElement: <RouteError /> }],
      }),
    );
    expect(await screen.findByRole('heading', { name: CHUNK_TITLE })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // Back at once: the same error, not another download.
    await act(() => router.navigate('/client/other'));
    await act(() => router.navigate('/client/broken'));
    expect(await screen.findByRole('heading', { name: CHUNK_TITLE })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // Some seconds later, with the connection back: fetched again, and shown.
    vi.setSystemTime(Date.now() + 6000);
    load.mockResolvedValue({ default: () => <h1>The page</h1> });
    await act(() => router.navigate('/client/other'));
    await act(() => router.navigate('/client/broken'));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
