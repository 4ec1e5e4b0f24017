import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { buildUser, errorBody, renderApp, screen, server, within } from '@/testing/test-utils';
import ClientBookingsPage from './client-bookings';
import { buildBooking } from '../booking.fixtures';

const client = buildUser({ userType: 'client', type: 'client' });

/** GET /api/bookings answering `pages[group]`; the queries it received. */
function serveLists(pages: Partial<Record<string, { items: Booking[]; total?: number }>>) {
  const asked: string[] = [];
  server.use(
    http.get('/api/bookings', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const page = pages[url.searchParams.get('group') ?? ''];
      if (!page) return HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 });
      return HttpResponse.json({
        items: page.items,
        total: page.total ?? page.items.length,
        page: Number(url.searchParams.get('page')),
        pageSize: 20,
      });
    }),
  );
  return asked;
}

const open = (url = '/client/bookings') =>
  renderApp(<ClientBookingsPage />, { url, path: '/client/bookings', user: client });

describe('My Bookings', () => {
  it('lists the upcoming group, requests waiting among them with their status, each card with its facts', async () => {
    const asked = serveLists({
      upcoming: {
        items: [
          buildBooking(),
          buildBooking({
            id: 'b2',
            listingTitle: 'Covered slot near Ayala Triangle',
            listingCoverUrl: null,
            status: 'awaiting_payment',
            kind: 'hours',
            startDate: '2026-12-05',
            endDate: '2026-12-05',
            startsAt: '2026-12-05T01:00:00.000Z',
            endsAt: '2026-12-05T04:00:00.000Z',
            units: 1,
            total: 15000,
            dueAt: '2026-11-24T02:30:00.000Z',
          }),
        ],
      },
    });
    open();
    const section = await screen.findByRole('region', { name: 'Upcoming bookings' });
    await within(section).findByText('2 bookings');
    const cards = within(section).getAllByRole('listitem');
    expect(asked).toEqual(['?group=upcoming&page=1&pageSize=20']);
    expect(screen.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: 'Dry room in Bel-Air' })).toHaveAttribute('href', '/client/bookings/b1');
    expect(first.getByText('Tue, 1 Dec 2026 – Thu, 3 Dec 2026')).toBeInTheDocument();
    expect(first.getByText('3 days · 2 units')).toBeInTheDocument();
    expect(first.getByText('₱1,008')).toBeInTheDocument();
    expect(first.getByText('Requested')).toBeInTheDocument();
    expect(first.getByText('Waiting for the host to answer, until Wed, 25 Nov 2026, 10:00 AM')).toBeInTheDocument();
    const second = within(cards[1]);
    expect(second.getByText('Sat, 5 Dec 2026, 9:00 AM – 12:00 PM')).toBeInTheDocument();
    expect(second.getByText('3 hours · 1 unit')).toBeInTheDocument();
    expect(second.getByText('Awaiting payment')).toBeInTheDocument();
    expect(second.getByText('Pay by Tue, 24 Nov 2026, 10:30 AM to confirm it')).toBeInTheDocument();
    // The listing's cover beside each card's words, or the placeholder for a listing without photos.
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/api/files/listings/dry-room-thumb.webp');
    expect(cards[1].querySelector('img')).toHaveAttribute('src', '/api/placeholder/160/160');
  });

  it('moves between groups, and an empty group says what to do', async () => {
    const asked = serveLists({ upcoming: { items: [] }, cancelled: { items: [] } });
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'No upcoming bookings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a space' })).toHaveAttribute('href', '/client/browse');
    await user.click(screen.getByRole('link', { name: 'Cancelled' }));
    expect(await screen.findByRole('heading', { name: 'Nothing cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelled' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'See upcoming bookings' })).toHaveAttribute('href', '/client/bookings');
    expect(asked.at(-1)).toBe('?group=cancelled&page=1&pageSize=20');
  });

  it('pages through a long group', async () => {
    const asked = serveLists({ past: { items: [buildBooking({ status: 'completed' })], total: 45 } });
    const { user } = open('/client/bookings?group=past');
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?group=past&page=2&pageSize=20');
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      http.get('/api/bookings', () =>
        fail
          ? HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 })
          : HttpResponse.json({ items: [buildBooking()], total: 1, page: 1, pageSize: 20 }),
      ),
    );
    const { user } = open();
    expect(await screen.findByText('Your bookings could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dry room in Bel-Air' })).toBeInTheDocument();
  });
});
