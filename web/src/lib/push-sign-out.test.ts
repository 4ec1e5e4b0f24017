import { afterEach, describe, expect, it, vi } from 'vitest';
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
  vi.restoreAllMocks();
});

/** The API, answered here (lib tests use no MSW): the device list, and deletes recorded. */
function fakeApi(items: { id: string; endpoint: string }[]) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(`${init?.method ?? 'GET'} ${url.replace(/^https?:\/\/[^/]+/, '')}`);
    if ((init?.method ?? 'GET') === 'GET') return Response.json({ items });
    return new Response(null, { status: 204 });
  });
  return calls;
}

describe('endPushOnSignOut', () => {
  it("removes this browser's device on the server, then unsubscribes the browser", async () => {
    const unsubscribe = fakeBrowser('https://fcm.googleapis.com/fcm/send/mine');
    const calls = fakeApi([
      { id: 'other', endpoint: 'https://x/other' },
      { id: 'mine', endpoint: 'https://fcm.googleapis.com/fcm/send/mine' },
    ]);
    await endPushOnSignOut();
    expect(calls).toEqual(['GET /api/me/push-subscriptions', 'DELETE /api/me/push-subscriptions/mine']);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('a browser without a subscription, or without service workers, asks nothing', async () => {
    const calls = fakeApi([]);
    fakeBrowser(null);
    await endPushOnSignOut();
    delete (navigator as unknown as Record<string, unknown>).serviceWorker;
    await endPushOnSignOut();
    expect(calls).toEqual([]);
  });
});
