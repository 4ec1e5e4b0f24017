import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MyAnnouncement } from '@espasyo/domain/contracts/announcements';
import { buildUser, errorBody, renderApp, screen, server, waitFor } from '@/testing/test-utils';
import { AnnouncementBanner } from './announcement-banner';

const client = buildUser({ userType: 'client' });
const a = (id: string, title: string, body = 'Payments pause from 1 to 3 AM.'): MyAnnouncement => ({
  id,
  title,
  body,
  publishedAt: '2026-03-02T01:00:00.000Z',
});

/** Serves `items` as the user's live announcements; a dismissal removes one (or fails when told). */
function announcementsApi(items: MyAnnouncement[], { failDismiss = false } = {}) {
  const live = [...items];
  const dismissed: string[] = [];
  server.use(
    http.get('/api/me/announcements', () => HttpResponse.json({ items: live })),
    http.post('/api/me/announcements/:id/dismiss', ({ params }) => {
      if (failDismiss) return HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 });
      dismissed.push(String(params.id));
      live.splice(
        live.findIndex((x) => x.id === params.id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { dismissed };
}

describe('AnnouncementBanner', () => {
  it(
    'shows the newest, one at a time with "1 of 2"; dismissing one shows the next, then none',
    { timeout: 20_000 },
    async () => {
      const api = announcementsApi([a('a2', 'Maintenance on Sunday'), a('a1', 'New: pay with Maya')]);
      renderApp(<AnnouncementBanner />, { user: client });
      const banner = await screen.findByRole('region', { name: 'Announcement' });
      expect(banner).toHaveTextContent('Maintenance on Sunday');
      expect(banner).toHaveTextContent('Payments pause from 1 to 3 AM.');
      expect(banner).toHaveTextContent('1 of 2');

      await userEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
      expect(banner).toHaveTextContent('New: pay with Maya');
      expect(banner).toHaveTextContent('2 of 2');

      await userEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
      await waitFor(() => expect(api.dismissed).toEqual(['a1']));
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent('Maintenance'),
      );
      expect(screen.queryByText('1 of 2')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument());
      expect(api.dismissed).toEqual(['a1', 'a2']);
    },
  );

  it('shows nothing when there is none', async () => {
    announcementsApi([]);
    renderApp(<AnnouncementBanner />, { user: client });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('a long body folds behind "Show more"; the text is shown as text, never HTML', async () => {
    const body = `<b>Not bold</b> ${'Storage rates change on 1 April. '.repeat(10)}`;
    announcementsApi([a('a1', 'Rates', body)]);
    renderApp(<AnnouncementBanner />, { user: client });
    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/<b>Not bold<\/b>/)).toBeInTheDocument();
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a dismissal that fails brings it back and says so', async () => {
    announcementsApi([a('a1', 'Maintenance on Sunday')], { failDismiss: true });
    renderApp(<AnnouncementBanner />, { user: client });
    await screen.findByText('Maintenance on Sunday');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(await screen.findByText('The announcement could not be dismissed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Maintenance on Sunday')).toBeInTheDocument();
  });
});
