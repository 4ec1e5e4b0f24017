import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { en } from '@espasyo/domain/messages/en';
import { defaultNotificationPreferences, type NotificationPreferences } from '@espasyo/domain';
import type { PushDevice } from '@espasyo/domain/contracts/push';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { NotificationPreferencesCard } from './notification-preferences-card';

// The browser's push machinery (service worker, permission, PushManager) is this module's.
const browser = vi.hoisted(() => ({
  endpoint: null as string | null,
  permission: 'granted' as NotificationPermission,
}));
vi.mock('@/features/account/api/push-browser', () => ({
  pushSupported: () => true,
  pushPermission: () => browser.permission,
  currentSubscription: async () =>
    browser.endpoint ? { endpoint: browser.endpoint, keys: { p256dh: 'BPk', auth: 'au' } } : null,
  subscribeBrowser: async () => {
    if (browser.permission !== 'granted') return 'denied';
    browser.endpoint ??= 'https://fcm.googleapis.com/fcm/send/this-browser'; // a browser keeps its subscription
    return { endpoint: browser.endpoint, keys: { p256dh: 'BPk', auth: 'au' } };
  },
  unsubscribeBrowser: async () => {
    const e = browser.endpoint;
    browser.endpoint = null;
    return e;
  },
}));

const prefsUrl = '/api/me/notification-preferences';
const laptop: PushDevice = {
  id: 'd-laptop',
  device: 'Firefox on Windows',
  endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/laptop',
  createdAt: '2026-11-20T02:00:00.000Z',
  lastSuccessAt: '2026-11-25T02:00:00.000Z',
};

let stored: NotificationPreferences;
let offForEveryone: string[];
let devices: PushDevice[];
const sent: unknown[] = [];
beforeEach(() => {
  stored = { ...defaultNotificationPreferences };
  offForEveryone = [];
  devices = [laptop];
  sent.length = 0;
  browser.endpoint = null;
  browser.permission = 'granted';
  server.use(
    http.get(prefsUrl, () => HttpResponse.json({ preferences: stored, offForEveryone })),
    http.put(prefsUrl, async ({ request }) => {
      stored = (await request.json()) as NotificationPreferences;
      sent.push(stored);
      return HttpResponse.json({ preferences: stored, offForEveryone });
    }),
    http.get('/api/me/push/key', () => HttpResponse.json({ publicKey: 'BKey', enabled: true })),
    http.get('/api/me/push-subscriptions', () => HttpResponse.json({ items: devices })),
    http.post('/api/me/push-subscriptions', async ({ request }) => {
      const body = (await request.json()) as { endpoint: string };
      const d = {
        id: 'd-this',
        device: 'Chrome on Android',
        endpoint: body.endpoint,
        createdAt: '2026-11-26T02:00:00.000Z',
        lastSuccessAt: null,
      };
      devices = [d, ...devices];
      return HttpResponse.json(d, { status: 201 });
    }),
    http.delete('/api/me/push-subscriptions/:id', ({ params }) => {
      devices = devices.filter((d) => d.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

describe('notification preferences', () => {
  it('shows every choice in its group and saves a change at once', async () => {
    const { user } = renderApp(<NotificationPreferencesCard />, {
      user: buildUser({ type: 'host', userType: 'host' }),
    });
    for (const name of ['Booking emails', 'Payment emails', 'Message emails', 'Review emails', 'Platform news'])
      expect(await screen.findByRole('checkbox', { name })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'News and offers' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Text me urgent news' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Push notifications' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Play a sound' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Browser notifications' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Text messages' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Message emails' }));
    expect(await screen.findByText(en.account.notificationPreferencesSaved)).toBeInTheDocument();
    expect(sent).toEqual([{ ...defaultNotificationPreferences, messageEmails: false }]);
    await user.click(screen.getByRole('checkbox', { name: 'Text me urgent news' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({ ...defaultNotificationPreferences, messageEmails: false, smsAlerts: true }),
    );
  });

  it('says only what applies to the account: a client hears nothing of payouts (issue 30)', async () => {
    renderApp(<NotificationPreferencesCard />, { user: buildUser({ type: 'client', userType: 'client' }) });
    const emails = await screen.findByRole('group', { name: 'Emails' });
    await screen.findByRole('checkbox', { name: 'Payment emails' });
    expect(screen.getByRole('checkbox', { name: 'Payment emails' })).toHaveAccessibleDescription(
      'Your payments, refunds and receipts.',
    );
    expect(screen.getByRole('checkbox', { name: 'Text me urgent news' })).toHaveAccessibleDescription(
      /^A cancelled booking/,
    );
    expect(document.body).not.toHaveTextContent(/payout/i);
    expect(emails).not.toHaveTextContent(/your spaces/i);
  });

  it('a host is told of payouts and booking requests', async () => {
    renderApp(<NotificationPreferencesCard />, { user: buildUser({ type: 'host', userType: 'host' }) });
    expect(await screen.findByRole('checkbox', { name: 'Payment emails' })).toHaveAccessibleDescription(
      'Payouts and other news about your earnings.',
    );
    expect(screen.getByRole('checkbox', { name: 'Text me urgent news' })).toHaveAccessibleDescription(
      /a failed payout/,
    );
  });

  it('news and offers are off until the user chooses them (issue 30)', async () => {
    const { user } = renderApp(<NotificationPreferencesCard />, { user: buildUser() });
    const news = await screen.findByRole('checkbox', { name: 'News and offers' });
    expect(news).not.toBeChecked();
    await user.click(news);
    await waitFor(() => expect(sent.at(-1)).toEqual({ ...defaultNotificationPreferences, marketingEmails: true }));
  });

  it('news and offers turned off on the platform show as such', async () => {
    offForEveryone = ['marketingEmails'];
    stored = { ...defaultNotificationPreferences, marketingEmails: true };
    renderApp(<NotificationPreferencesCard />, { user: buildUser() });
    const news = await screen.findByRole('checkbox', { name: 'News and offers' });
    expect(news).toBeDisabled();
    expect(news).not.toBeChecked();
    expect(news).toHaveAccessibleDescription('Turned off for everyone on Espasyo for now.');
  });

  it('texts need a verified phone: the choice waits, with a link to add one', async () => {
    renderApp(<NotificationPreferencesCard />, { user: buildUser({ phoneVerified: false }) });
    expect(await screen.findByRole('checkbox', { name: 'Text me urgent news' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add and verify your phone' })).toHaveAttribute(
      'href',
      '/client/profile#phone',
    );
  });

  it('a choice the platform turned off for everyone shows as such and cannot be changed', async () => {
    offForEveryone = ['reviewEmails', 'pushAlerts'];
    renderApp(<NotificationPreferencesCard />, { user: buildUser() });
    const review = await screen.findByRole('checkbox', { name: 'Review emails' });
    expect(review).toBeDisabled();
    expect(review).not.toBeChecked();
    expect(screen.getAllByText('Turned off for everyone on Espasyo for now.')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Turn on for this device' })).toBeDisabled();
  });

  it('turns push on for this device, lists the other devices, removes one, and turns this one off', async () => {
    const { user } = renderApp(<NotificationPreferencesCard />, { user: buildUser() });
    const others = await screen.findByRole('list', { name: 'Your other devices' });
    expect(within(others).getByText('Firefox on Windows')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on for this device' }));
    expect(await screen.findByText(en.account.pushOn)).toBeInTheDocument();
    expect(devices.map((d) => d.endpoint)).toContain('https://fcm.googleapis.com/fcm/send/this-browser');
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Remove Firefox on Windows/ }));
    expect(await screen.findByText(en.account.pushDeviceRemoved)).toBeInTheDocument();
    expect(await screen.findByText('No other device gets push notifications.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(en.account.pushOff)).toBeInTheDocument();
    expect(devices).toEqual([]);
    expect(browser.endpoint).toBeNull();
  });

  it('a subscription the server keeps for another account stays theirs: this browser subscribes anew for this one', async () => {
    const previous = 'https://fcm.googleapis.com/fcm/send/previous-account';
    browser.endpoint = previous; // someone signed out here without ending it
    const posted: string[] = [];
    server.use(
      http.post('/api/me/push-subscriptions', async ({ request }) => {
        const { endpoint } = (await request.clone().json()) as { endpoint: string };
        posted.push(endpoint);
        if (endpoint === previous)
          return HttpResponse.json(errorBody('push_endpoint_taken', en.account.pushEndpointTaken), { status: 409 });
      }),
    );
    const { user } = renderApp(<NotificationPreferencesCard />, { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Turn on for this device' }));
    expect(await screen.findByText(en.account.pushOn)).toBeInTheDocument();
    expect(posted).toEqual([previous, 'https://fcm.googleapis.com/fcm/send/this-browser']);
    expect(browser.endpoint).toBe('https://fcm.googleapis.com/fcm/send/this-browser');
    expect(devices.map((d) => d.endpoint)).toEqual([
      'https://fcm.googleapis.com/fcm/send/this-browser',
      laptop.endpoint,
    ]);
    expect(screen.queryByText(en.account.pushEndpointTaken)).not.toBeInTheDocument();
  });

  it('a browser that blocks notifications is told how to allow them; nothing is saved', async () => {
    browser.permission = 'denied';
    const { user } = renderApp(<NotificationPreferencesCard />, { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Turn on for this device' }));
    expect((await screen.findAllByText(en.account.pushDenied)).length).toBeGreaterThan(0);
    expect(devices).toEqual([laptop]);
  });

  it('a refused change says why and leaves the choice as it was', async () => {
    server.use(
      http.put(prefsUrl, () => HttpResponse.json(errorBody('rate_limited', 'Too many requests.'), { status: 429 })),
    );
    const { user } = renderApp(<NotificationPreferencesCard />, { user: buildUser() });
    await user.click(await screen.findByRole('checkbox', { name: 'Payment emails' }));
    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Payment emails' })).toBeChecked();
  });
});
