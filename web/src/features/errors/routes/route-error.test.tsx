import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, screen } from '@/testing/test-utils';
import { RouteError } from './route-error';

// The router's error screen for a page whose code could not be downloaded: after a new release
// (a reload fixes it) or with no connection, where the page is not kept on the phone (issue 35).

function renderFailing(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // React's and the screen's reports
  const Failing = () => {
    throw error;
  };
  return renderApp(<></>, {
    url: '/client/bookings',
    path: '/-',
    routes: [{ path: '/client/bookings', element: <Failing />, errorElement: <RouteError /> }],
  });
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/client-bookings-h.js');

afterEach(() => vi.restoreAllMocks());

describe('the route error screen, for a page whose code did not come', () => {
  it('online: says the app may have been updated, and that a reload usually fixes it', async () => {
    renderFailing(chunkError());
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(
      screen.getByText('Espasyo may have just been updated, or your connection dropped. Reloading usually fixes it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('offline: says the page is not kept on this phone and opens once the connection is back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailing(chunkError());
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are offline, and this page is not saved on this phone yet: it opens once you are back online.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Reloading usually fixes it/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('any other error, offline too: something went wrong, never the page-code words', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailing(new Error('Cannot read properties of undefined'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});
