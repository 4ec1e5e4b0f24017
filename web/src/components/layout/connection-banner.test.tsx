import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast';
import { formatTime } from '@/lib/format';
import { LanguageProvider } from '@/lib/i18n';
import { noteAnswer } from '@/lib/offline-answers';
import { UPDATED_FLAG } from '@/lib/service-worker-flag';
import { ConnectionBanner } from './connection-banner';

// The bar at the top that says the app is offline, or showing what the service worker kept
// (issue 35, docs/product/states.md), and the quiet toast after a new version took over.

const OFFLINE = 'You are offline. Changes will not be saved until your connection is back.';
const AT_10_42 = '2026-12-07T02:42:00.000Z'; // 10:42 in Manila

/** The browser's connection, as navigator.onLine and its events say. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const renderBanner = () =>
  render(
    <LanguageProvider lang="en">
      <ToastProvider>
        <ConnectionBanner />
      </ToastProvider>
    </LanguageProvider>,
  );

afterEach(() => {
  act(() => noteAnswer('/api/bookings/b1', null));
  vi.restoreAllMocks();
});

describe('the connection banner', () => {
  it('shows nothing online when no kept answer is on screen', () => {
    renderBanner();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when what is on screen was fetched, when an answer came from the service worker’s cache', () => {
    renderBanner();
    act(() => noteAnswer('/api/bookings/b1', AT_10_42));
    expect(screen.getByRole('status')).toHaveTextContent(`Offline — shown as of ${formatTime(AT_10_42)}`);
    expect(formatTime(AT_10_42)).toMatch(/^10:42/);
    // The same answer fetched fresh: the bar goes.
    act(() => noteAnswer('/api/bookings/b1', null));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the app is offline when it is, with no kept answer on screen', () => {
    connection(false);
    renderBanner();
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
  });

  it('says so as the connection drops, and that it is back when it returns; nothing of an update on an ordinary load', async () => {
    renderBanner();
    connection(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
    connection(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByText('You are back online.')).toBeInTheDocument();
    expect(screen.queryByText('Updated to the latest version.')).not.toBeInTheDocument();
  });

  it('says once that the app was updated, after the page loaded itself anew with a new version', async () => {
    sessionStorage.setItem(UPDATED_FLAG, '1');
    const { unmount } = renderBanner();
    expect(await screen.findAllByText('Updated to the latest version.')).toHaveLength(1);
    expect(sessionStorage.getItem(UPDATED_FLAG)).toBeNull();
    unmount();
    // The banner drawn again (the next page's frame): no second toast, while another still shows.
    renderBanner();
    connection(false);
    connection(true);
    expect(await screen.findByText('You are back online.')).toBeInTheDocument();
    expect(screen.queryByText('Updated to the latest version.')).not.toBeInTheDocument();
  });
});
