import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/test-utils';
import { endPushOnSignOut } from './push-sign-out';

/** Signing out ends this browser's push subscription, on the server and in the browser (decision 0044). */
function fakeBrowser(endpoint: string | null) {
  const unsubscribe = vi.fn(async () => true);
  const sub = endpoint ? { endpoint, unsubscribe } : null;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => sub } }) },
  });
  return unsubscribe;
}
afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

describe('endPushOnSignOut', () => {
  it("removes this browser's device on the server, then unsubscribes the browser", async () => {
    const unsubscribe = fakeBrowser('https://fcm.googleapis.com/fcm/send/mine');
    const deleted: string[] = [];
    server.use(
      http.get('/api/me/push-subscriptions', () =>
        HttpResponse.json({
          items: [
            {
              id: 'other',
              device: 'Firefox on Windows',
              endpoint: 'https://x/other',
              createdAt: '',
              lastSuccessAt: null,
            },
            {
              id: 'mine',
              device: 'Chrome on Android',
              endpoint: 'https://fcm.googleapis.com/fcm/send/mine',
              createdAt: '',
              lastSuccessAt: null,
            },
          ],
        }),
      ),
      http.delete('/api/me/push-subscriptions/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await endPushOnSignOut();
    expect(deleted).toEqual(['mine']);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('a browser without a subscription, or without service workers, asks nothing', async () => {
    fakeBrowser(null);
    await endPushOnSignOut(); // an unhandled request would fail the test
    delete (navigator as unknown as Record<string, unknown>).serviceWorker;
    await endPushOnSignOut();
  });
});
