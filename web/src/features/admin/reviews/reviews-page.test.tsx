import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminReview } from '@espasyo/domain/contracts/reviews';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { reviewProcess } from '@espasyo/domain/reviews/process';
import { AdminReviewsPage } from './reviews-page';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });

/** A review as staff read it; its `actions` what the server answers an admin (the review process's table), unless given. */
function buildAdminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  const status = overrides.status ?? 'visible';
  return {
    id: 'r1',
    bookingId: 'b1',
    listing: { id: 'l1', title: 'Covered slot near Ayala Triangle' },
    direction: 'client_to_host',
    author: { id: 'c1', name: 'Maria Santos', avatarUrl: null },
    subject: { id: 'h1', name: 'Ramon Dela Cruz', avatarUrl: null },
    rating: 1,
    comment: 'The host is a thief, call him at 0917 000 0000.',
    status,
    reply: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    publishedAt: '2026-11-21T02:00:00.000Z',
    hiddenReason: null,
    reports: [
      { reporterName: 'Ramon Dela Cruz', reason: 'It has my phone number.', createdAt: '2026-11-22T02:00:00.000Z' },
      { reporterName: 'Jose Rizal', reason: 'Abusive.', createdAt: '2026-11-23T02:00:00.000Z' },
    ],
    hiddenBy: null,
    hiddenAt: null,
    actions: reviewProcess.actionsFor(status, 'admin'),
    ...overrides,
  };
}

/** The admin reviews API over `list`: the filters, hide and restore; what it was asked. */
function reviewsApi(list: AdminReview[], { hideError }: { hideError?: boolean } = {}) {
  const queries: Record<string, string>[] = [];
  const actions: unknown[] = [];
  server.use(
    http.get('/api/admin/reviews', ({ request }) => {
      const q = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(q);
      const items = list.filter((r) =>
        q.filter === 'hidden' ? r.status === 'hidden' : q.filter === 'reported' ? r.reports.length > 0 : true,
      );
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 });
    }),
    http.post('/api/admin/reviews/:id/:action', async ({ params, request }) => {
      const body = (await request.json()) as { reason?: string };
      actions.push({ id: params.id, action: params.action, ...body });
      if (hideError)
        return HttpResponse.json(errorBody('conflict', 'This review changed: load the page again.'), { status: 409 });
      const review = list.find((r) => r.id === params.id)!;
      Object.assign(
        review,
        params.action === 'hide'
          ? {
              status: 'hidden',
              hiddenReason: body.reason,
              hiddenBy: 'Ana Admin',
              hiddenAt: '2026-11-26T02:00:00.000Z',
              actions: ['restore'],
            }
          : { status: 'visible', hiddenReason: null, hiddenBy: null, hiddenAt: null, actions: ['hide'] },
      );
      return HttpResponse.json(review);
    }),
  );
  return { queries, actions };
}

const open = (url = '/reviews') => renderApp(<AdminReviewsPage />, { url, path: '/reviews', user: admin });

describe('admin /reviews', { timeout: 20_000 }, () => {
  it('lists reported reviews first with listing, author, subject, rating, comment and every report', async () => {
    const { queries } = reviewsApi([buildAdminReview(), buildAdminReview({ id: 'r2', reports: [] })]);
    open();
    const card = await screen.findByRole('article', { name: 'Maria Santos → Ramon Dela Cruz' });
    expect(queries[0]).toEqual({ filter: 'reported', page: '1', pageSize: '20' });
    for (const text of [
      'Covered slot near Ayala Triangle',
      'Renter → host',
      'Rated 1 out of 5',
      'The host is a thief, call him at 0917 000 0000.',
      '2 reports',
      'It has my phone number.',
      'Abusive.',
    ])
      expect(within(card).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText('1 review')).toBeInTheDocument();
    const filters = screen.getByRole('navigation', { name: 'Show' });
    expect(within(filters).getByRole('link', { name: 'Reported' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'Hidden' })).toHaveAttribute('href', '/reviews?filter=hidden');
  });

  it("shows on each review exactly the buttons its actions give (the review process's table)", async () => {
    reviewsApi([
      buildAdminReview({ id: 'r1', author: { id: 'c1', name: 'Blind Author', avatarUrl: null }, status: 'blind' }),
      buildAdminReview({ id: 'r2', author: { id: 'c2', name: 'Visible Author', avatarUrl: null } }),
      buildAdminReview({
        id: 'r3',
        author: { id: 'c3', name: 'Hidden Author', avatarUrl: null },
        status: 'hidden',
        hiddenReason: 'Private information.',
        hiddenBy: 'Ana Admin',
        hiddenAt: '2026-11-24T02:00:00.000Z',
      }),
      // What the server answers is what shows, whatever the status says.
      buildAdminReview({ id: 'r4', author: { id: 'c4', name: 'No Action', avatarUrl: null }, actions: [] }),
    ]);
    open('/reviews?filter=recent');
    const buttonsOf = async (author: string) =>
      within(await screen.findByRole('article', { name: `${author} → Ramon Dela Cruz` }))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(await buttonsOf('Blind Author')).toEqual(['Hide']);
    expect(await buttonsOf('Visible Author')).toEqual(['Hide']);
    expect(await buttonsOf('Hidden Author')).toEqual(['Restore']);
    expect(await buttonsOf('No Action')).toEqual([]);
  });

  it('hides a review with a reason, asking first; the reason is required', async () => {
    const { actions } = reviewsApi([buildAdminReview()]);
    const { user } = open();
    const card = await screen.findByRole('article', { name: 'Maria Santos → Ramon Dela Cruz' });
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    expect(dialog).toHaveTextContent('Maria Santos is told, with your reason.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Give a reason for hiding this review.')).toBeInTheDocument();
    expect(actions).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'It shares a phone number.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(actions).toEqual([{ id: 'r1', action: 'hide', reason: 'It shares a phone number.' }]));
    expect(await screen.findByText('The review is hidden.')).toBeInTheDocument();
    const hidden = await screen.findByText(/Hidden by Ana Admin/);
    expect(hidden.closest('p')).toHaveTextContent('It shares a phone number.');
    expect(within(card).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    reviewsApi([buildAdminReview()], { hideError: true });
    const { user } = open();
    const card = await screen.findByRole('article', { name: 'Maria Santos → Ramon Dela Cruz' });
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Breaks the rules.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('This review changed: load the page again.')).toBeInTheDocument();
  });

  it('restores a hidden review after asking', async () => {
    const { actions } = reviewsApi([
      buildAdminReview({
        status: 'hidden',
        hiddenReason: 'Private information.',
        hiddenBy: 'Ana Admin',
        hiddenAt: '2026-11-24T02:00:00.000Z',
      }),
    ]);
    const { user } = open('/reviews?filter=hidden');
    const card = await screen.findByRole('article', { name: 'Maria Santos → Ramon Dela Cruz' });
    expect(card).toHaveTextContent('Private information.');
    await user.click(within(card).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(actions).toEqual([{ id: 'r1', action: 'restore' }]));
    expect(await screen.findByText('The review is shown again.')).toBeInTheDocument();
  });
});
