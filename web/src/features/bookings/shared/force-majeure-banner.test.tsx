import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BookingForceMajeure } from '@espasyo/domain/contracts/force-majeure';
import { buildUser, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { ForceMajeureBanner } from './force-majeure-banner';

const client = buildUser({ userType: 'client' });
const covered: BookingForceMajeure = {
  event: { id: 'e1', name: 'Typhoon Signal No. 3', startDate: '2026-10-24', endDate: '2026-10-26' },
  affectedDays: ['2026-10-25', '2026-10-26'],
  paid: 50_000,
  refund: 44_000,
  canCancel: true,
};

function api(answer: BookingForceMajeure) {
  const posts: string[] = [];
  server.use(
    http.get('/api/bookings/b1/force-majeure', () => HttpResponse.json(answer)),
    http.post('/api/bookings/b1/force-majeure/cancel', ({ request }) => {
      posts.push(request.url);
      return HttpResponse.json({ id: 'b1', status: 'cancelled' });
    }),
  );
  return posts;
}

describe('ForceMajeureBanner', () => {
  it('says which event covers the booking and which days, and cancels after showing the amounts', async () => {
    const posts = api(covered);
    renderApp(<ForceMajeureBanner bookingId="b1" />, { user: client });
    const banner = await screen.findByRole('region', { name: 'Affected by Typhoon Signal No. 3' });
    expect(banner).toHaveTextContent('2 days of this booking fall inside the event.');
    expect(banner).toHaveTextContent('Sun, 25 Oct 2026 – Mon, 26 Oct 2026');
    await userEvent.click(within(banner).getByRole('button', { name: 'Cancel with a full refund of affected days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel for force majeure?' });
    expect(dialog).toHaveTextContent('Refunded to the client₱440');
    expect(dialog).toHaveTextContent('Kept for the days outside the event₱60');
    expect(posts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(await screen.findByText('Booking cancelled. The refund is on its way.')).toBeInTheDocument();
  });

  it('shows nothing when no event covers the booking', async () => {
    api({ event: null, affectedDays: [], paid: 0, refund: 0, canCancel: false });
    const { container } = renderApp(<ForceMajeureBanner bookingId="b1" />, { user: client });
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByRole('button', { name: /full refund/ })).toBeNull();
  });
});
