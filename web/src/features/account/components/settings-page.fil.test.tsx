import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { defaultNotificationPreferences } from '@espasyo/domain';
import type { MyConsents } from '@espasyo/domain/contracts/consents';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { SettingsPage } from './settings-page';

const consents: MyConsents = {
  due: [],
  history: [
    {
      kind: 'terms',
      action: 'given',
      version: '2026-01',
      deviceId: null,
      device: 'Chrome on Android',
      ip: '203.0.113.7',
      at: '2026-11-24T02:00:00.000Z',
    },
  ],
  current: [
    {
      kind: 'terms',
      given: true,
      version: '2026-01',
      deviceId: null,
      device: 'Chrome on Android',
      at: '2026-11-24T02:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  server.use(
    http.get('/api/me/notification-preferences', () =>
      HttpResponse.json({ preferences: defaultNotificationPreferences, offForEveryone: [] }),
    ),
    http.get('/api/me/push/key', () => HttpResponse.json({ publicKey: 'BKey', enabled: true })),
    http.get('/api/me/push-subscriptions', () => HttpResponse.json({ items: [] })),
    http.get('/api/me/sessions', () =>
      HttpResponse.json({
        sessions: [
          {
            id: 's1',
            createdAt: '2026-11-24T02:00:00.000Z',
            lastSeenAt: '2026-11-24T03:00:00.000Z',
            ip: '203.0.113.7',
            userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
            current: true,
          },
        ],
      }),
    ),
    http.get('/api/me/2fa', () =>
      HttpResponse.json({ enabled: false, pending: false, enabledAt: null, recoveryCodesLeft: 0, required: false }),
    ),
    http.get('/api/me/consents', () => HttpResponse.json(consents)),
  );
});

describe('the settings page in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows its sections, choices, sessions, consents and a form’s check in Filipino', async () => {
    const { user } = renderApp(<SettingsPage />, {
      url: '/client/settings',
      user: buildUser({ userType: 'client', phoneVerified: true }),
      lang: 'fil',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    for (const name of [
      'Mga Notification',
      'Wika',
      'Palitan ang password',
      'Mga aktibong session',
      'Two-factor authentication',
      'Privacy at mga pahintulot',
      'Ang datos mo',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();

    // The language is chosen here too: each in its own name, this page's address in it.
    const language = screen.getByRole('list', { name: 'Piliin ang iyong wika' });
    expect(within(language).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/client/settings');
    expect(within(language).getByRole('link', { name: 'Filipino' })).toHaveAttribute('aria-current', 'true');

    expect(await screen.findByRole('checkbox', { name: 'Mga email tungkol sa booking' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Balita at alok' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Mga text message' })).toBeInTheDocument();
    // jsdom has no push: this browser is said to be unable to show it.
    expect(
      await screen.findByText(/^Hindi kayang magpakita ng push notifications ng browser na ito\. Sa iPhone/),
    ).toBeInTheDocument();

    const devices = await screen.findByRole('list', { name: 'Mga device na naka-sign in' });
    expect(within(devices).getByText('Device na ito')).toBeInTheDocument();
    expect(within(devices).getByText('Chrome sa Android')).toBeInTheDocument();
    expect(devices).toHaveTextContent(/IP 203\.0\.113\.7 · Nag-sign in noong Mar, 24 Nob 2026/);
    expect(screen.getByText('Sa device na ito ka lang naka-sign in.')).toBeInTheDocument();

    expect(await screen.findByText('Sinang-ayunan ang bersyon 2026-01 noong Mar, 24 Nob 2026')).toBeInTheDocument();
    expect(screen.getByText('Kasaysayan (1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ibigay: Mga marketing email' })).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: 'I-set up ang two-factor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Burahin ang account ko' })).toBeInTheDocument();

    // The shared schema's English message, shown in Filipino under its field.
    await user.click(screen.getByRole('button', { name: 'Palitan ang password' }));
    expect(await screen.findByText('Kailangan ang field na ito')).toBeInTheDocument();
    expect(screen.getByLabelText(/Kasalukuyang password/)).toHaveFocus();
  });
});
