import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { defaultNotificationPreferences, type NotificationPreferences } from '@espasyo/domain';
import type { ConsentEntry, MyConsents } from '@espasyo/domain/contracts/consents';
import { buildUser, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { ConsentsCard } from './consents-card';

// Settings' "Privacy and consents" (issue 34): each consent with its version and day, withdrawn as easily as given.
vi.mock('@/features/account/api/push-browser', () => ({
  pushSupported: () => true,
  pushPermission: () => 'granted',
  currentSubscription: async () => null,
  subscribeBrowser: async () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/this',
    keys: { p256dh: 'B', auth: 'a' },
  }),
  unsubscribeBrowser: async () => null,
}));

let prefs: NotificationPreferences;
let history: ConsentEntry[];
const entry = (e: Partial<ConsentEntry> & Pick<ConsentEntry, 'kind' | 'action'>): ConsentEntry => ({
  version: null,
  deviceId: null,
  device: 'Chrome on Android',
  ip: '203.0.113.7',
  at: '2026-12-01T02:00:00.000Z',
  ...e,
});
const consents = (): MyConsents => {
  const last = (kind: ConsentEntry['kind']) => history.find((h) => h.kind === kind);
  return {
    history,
    due: [],
    current: (['terms', 'privacy', 'marketing_emails'] as const).map((kind) => ({
      kind,
      given: last(kind)?.action === 'given',
      version: last(kind)?.version ?? null,
      deviceId: null,
      device: last(kind)?.device ?? '',
      at: last(kind)?.at ?? null,
    })),
  };
};

beforeEach(() => {
  prefs = { ...defaultNotificationPreferences, marketingEmails: true };
  history = [
    entry({ kind: 'marketing_emails', action: 'given', at: '2026-12-02T02:00:00.000Z' }),
    entry({ kind: 'privacy', action: 'given', version: '2026-01' }),
    entry({ kind: 'terms', action: 'given', version: '2026-01' }),
  ];
  server.use(
    http.get('/api/me/consents', () => HttpResponse.json(consents())),
    http.get('/api/me/notification-preferences', () => HttpResponse.json({ preferences: prefs, offForEveryone: [] })),
    http.put('/api/me/notification-preferences', async ({ request }) => {
      const next = (await request.json()) as NotificationPreferences;
      if (next.marketingEmails !== prefs.marketingEmails)
        history = [
          entry({
            kind: 'marketing_emails',
            action: next.marketingEmails ? 'given' : 'withdrawn',
            at: '2026-12-07T02:00:00.000Z',
          }),
          ...history,
        ];
      prefs = next;
      return HttpResponse.json({ preferences: prefs, offForEveryone: [] });
    }),
    http.get('/api/me/push/key', () => HttpResponse.json({ publicKey: 'BKey', enabled: true })),
    http.get('/api/me/push-subscriptions', () => HttpResponse.json({ items: [] })),
  );
});

describe('privacy and consents', () => {
  it('lists each consent with its version and day; the legal texts point to closing the account', async () => {
    renderApp(<ConsentsCard />, { user: buildUser({ userType: 'client' }) });
    const terms = (await screen.findByText('Terms of Service')).closest('li')!;
    expect(terms).toHaveTextContent('Agreed to version 2026-01 on Tue, 1 Dec 2026');
    expect(within(terms).getByRole('link', { name: 'Read it' })).toHaveAttribute('href', '/terms');
    expect(within(terms).getByRole('link', { name: 'Close my account' })).toHaveAttribute('href', '#your-data');
    expect(screen.getByText('Privacy Policy').closest('li')).toHaveTextContent('Agreed to version 2026-01');
    expect(screen.getByText('Marketing emails').closest('li')).toHaveTextContent('Given on Wed, 2 Dec 2026');
    const push = await screen.findByRole('button', { name: 'Give: Push notifications on this device' });
    await waitFor(() => expect(push).toBeEnabled());
  });

  it('withdraws marketing emails in one click and shows the change and its history', async () => {
    const { user } = renderApp(<ConsentsCard />, { user: buildUser({ userType: 'client' }) });
    const withdraw = await screen.findByRole('button', { name: 'Withdraw: Marketing emails' });
    await waitFor(() => expect(withdraw).toBeEnabled());
    await user.click(withdraw);
    expect(await screen.findByText('You will no longer get news and offers by email.')).toBeInTheDocument();
    expect(prefs.marketingEmails).toBe(false);
    await waitFor(() =>
      expect(screen.getByText('Marketing emails').closest('li')).toHaveTextContent('Withdrawn on Mon, 7 Dec 2026'),
    );
    expect(screen.getByRole('button', { name: 'Give: Marketing emails' })).toBeInTheDocument();
    expect(screen.getByText('History (4)')).toBeInTheDocument();
  });
});
