import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { en } from '@espasyo/domain/messages/en';
import { defaultNotificationPreferences } from '@espasyo/domain';
import { buildUser, errorBody, renderApp, screen, server, waitFor } from '@/testing/test-utils';
import { EmailPreferencesCard } from './email-preferences-card';

const url = '/api/me/notification-preferences';

describe('email preferences', () => {
  it('shows what the account gets and saves a change at once, with both choices', async () => {
    let stored = { ...defaultNotificationPreferences };
    const sent: unknown[] = [];
    server.use(
      http.get(url, () => HttpResponse.json({ preferences: stored })),
      http.put(url, async ({ request }) => {
        const body = (await request.json()) as typeof stored;
        sent.push(body);
        stored = body;
        return HttpResponse.json({ preferences: stored });
      }),
    );
    const { user } = renderApp(<EmailPreferencesCard />, { user: buildUser() });
    const booking = await screen.findByRole('checkbox', { name: 'Booking emails' });
    expect(booking).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Payment emails' })).toBeChecked();

    await user.click(booking);
    expect(await screen.findByText(en.account.emailPreferencesSaved)).toBeInTheDocument();
    expect(sent).toEqual([{ ...defaultNotificationPreferences, bookingEmails: false }]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Booking emails' })).not.toBeChecked());
  });

  it('a refused change says why and leaves the choice as it was', async () => {
    server.use(
      http.get(url, () => HttpResponse.json({ preferences: defaultNotificationPreferences })),
      http.put(url, () => HttpResponse.json(errorBody('rate_limited', 'Too many requests.'), { status: 429 })),
    );
    const { user } = renderApp(<EmailPreferencesCard />, { user: buildUser() });
    await user.click(await screen.findByRole('checkbox', { name: 'Payment emails' }));
    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Payment emails' })).toBeChecked();
  });
});
