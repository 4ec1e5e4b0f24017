import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { defaultNotificationPreferences } from '@espasyo/domain/schemas/account';
import { markInstallEarned } from '@/features/install';
import { captureInstallPrompt, forgetInstallPrompt } from '@/lib/install-prompt';
import { act, buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { AppLayout } from './app-layout';

/** The browser offers to install, as Chromium does: a `beforeinstallprompt` event on the window. */
function browserOffers() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
  });
  act(() => void window.dispatchEvent(event));
}

beforeAll(() => captureInstallPrompt());
// The frame's own reads (decision 0062), answered as for a person with nothing unread.
beforeEach(() =>
  server.use(
    http.get('/api/me/notifications/unread-count', () => HttpResponse.json({ unread: 0 })),
    http.get('/api/conversations/unread-count', () => HttpResponse.json({ unread: 0 })),
    http.get('/api/me/notification-preferences', () =>
      HttpResponse.json({ preferences: defaultNotificationPreferences, offForEveryone: [] }),
    ),
  ),
);
afterEach(() => {
  forgetInstallPrompt();
  localStorage.clear();
});

describe("the client and host areas' frame (decision 0094)", () => {
  it('makes the offer to install the app after the page’s content, and gives the focus back to the page', async () => {
    markInstallEarned('booking');
    browserOffers();
    const { user } = renderApp(<></>, {
      url: '/client/bookings',
      path: '/-',
      user: buildUser({ userType: 'client', type: 'client' }),
      routes: [
        {
          element: <AppLayout variant="client" />,
          children: [{ path: '/client/bookings', element: <h1>Bookings</h1> }],
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Get Espasyo on your home screen' });
    expect(screen.getByRole('main').compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Not now' }));
    expect(card).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
