import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { defaultNotificationPreferences } from '@espasyo/domain/schemas/account';
import { act, buildUser, renderApp, screen, server } from '@/testing/test-utils';
import { AppLayout } from './app-layout';

/*
 * Decision 0062: what every page's frame shows (the session, settings, unread counts,
 * announcements, notification preferences) is read once and kept while the tab moves from page
 * to page; leaving the signed-in area and coming back minutes later reads none of it again.
 */

const FRAME_READS = [
  '/api/auth/me',
  '/api/settings/public',
  '/api/me/notifications/unread-count',
  '/api/conversations/unread-count',
  '/api/me/notification-preferences',
  '/api/me/announcements',
];

/** Counts every frame read the API answers, by path. */
function countFrameReads() {
  const reads: Record<string, number> = {};
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (FRAME_READS.includes(path)) reads[path] = (reads[path] ?? 0) + 1;
  });
  return reads;
}

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe("the signed-in frame's data", () => {
  it('is read once, not again by the next pages nor on coming back to the area minutes later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get('/api/me/notifications/unread-count', () => HttpResponse.json({ unread: 2 })),
      http.get('/api/conversations/unread-count', () => HttpResponse.json({ unread: 1 })),
      http.get('/api/me/notification-preferences', () =>
        HttpResponse.json({ preferences: defaultNotificationPreferences, offForEveryone: [] }),
      ),
    );
    const reads = countFrameReads();
    const { router } = renderApp(<h1>Search</h1>, {
      url: '/client/bookings',
      path: '/spaces',
      user: buildUser({ firstName: 'Ana' }),
      routes: [
        {
          path: '/client',
          element: <AppLayout variant="client" />,
          children: [
            { path: 'bookings', element: <h1>Bookings</h1> },
            { path: 'messages', element: <h1>Messages</h1> },
          ],
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeVisible();
    await vi.waitFor(() => expect(Object.keys(reads).sort()).toEqual([...FRAME_READS].sort()));
    const first = { ...reads };

    await act(() => router.navigate('/client/messages'));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeVisible();
    await act(() => router.navigate('/spaces'));
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    await act(() => router.navigate('/client/bookings'));
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    expect(reads).toEqual(first);
    expect(Object.values(reads).every((n) => n === 1)).toBe(true);
  });
});
