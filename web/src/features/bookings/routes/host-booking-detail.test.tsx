import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { BookingDetail } from '@espasyo/domain/contracts/bookings';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import HostBookingDetailPage from './host-booking-detail';
import { buildPayment, withRefund } from '../booking.fixtures';
import { buildHostBooking, fromNow, HOUR } from '../host-booking.fixtures';

const host = buildUser({ userType: 'host', type: 'host' });

function serveBooking(booking: BookingDetail) {
  server.use(http.get('/api/bookings/b1', () => HttpResponse.json(booking)));
}

const open = () =>
  renderApp(<HostBookingDetailPage />, { url: '/host/bookings/b1', path: '/host/bookings/:bookingId', user: host });

/** The buttons shown (a closed dialog's are not). */
const actionButtons = () =>
  within(screen.getByRole('region', { name: 'What you can do' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('/host/bookings/{id}', { timeout: 20_000 }, () => {
  it("a cancelled booking shows the client's payment and the refund to the client's method, without the client's receipts", async () => {
    serveBooking(buildHostBooking({ status: 'cancelled', cancelledBy: 'client', actions: [], dueAt: null }));
    server.use(
      http.get('/api/bookings/b1/payments', () =>
        HttpResponse.json({ testMode: true, items: [withRefund(buildPayment(), 90000, 'failed')] }),
      ),
    );
    open();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('The client paid by GCash on Tue, 24 Nov 2026')).toBeInTheDocument();
    expect(within(payment).getByText('₱900 back to the client’s GCash')).toBeInTheDocument();
    expect(within(payment).getByText('Delayed')).toBeInTheDocument();
    expect(within(payment).getByText('Taking longer than usual: our team is on it.')).toBeInTheDocument();
    expect(within(payment).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the status and what comes next, the client, the place, the fee and the earnings, the agreement and the history', async () => {
    serveBooking(
      buildHostBooking({
        dueAt: fromNow(3 * HOUR + 30_000),
        events: [
          {
            id: 'e1',
            action: 'request',
            actor: 'client',
            fromStatus: null,
            toStatus: 'pending',
            reason: null,
            createdAt: '2026-11-24T02:00:00.000Z',
          },
        ],
      }),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dry room in Bel-Air' })).toBeInTheDocument();
    expect(screen.getByText(/^You have until .* to answer\. Accepted, the client has 24 hours to pay/)).toBeVisible();
    expect(screen.getByText('3 hours left to answer')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'The booking' });
    expect(within(facts).getByText('Bea Villanueva')).toBeInTheDocument();
    expect(within(facts).getByText('3 days · 2 units')).toBeInTheDocument();
    const where = screen.getByRole('region', { name: 'Where and how to get in' });
    expect(within(where).getByText('12 Jupiter Street, Bel-Air, Makati City, Metro Manila, 1209')).toBeInTheDocument();
    expect(within(where).getByText('Ring the guard house; your name is on the list.')).toBeInTheDocument();
    const earnings = screen.getByRole('region', { name: 'Your earnings' });
    expect(within(earnings).getByText('Platform fee (9%)')).toBeInTheDocument();
    expect(within(earnings).getByText('−₱81')).toBeInTheDocument();
    expect(within(earnings).getByText('₱819')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rental agreement (printable)' })).toHaveAttribute(
      'href',
      '/host/bookings/b1/agreement',
    );
    expect(screen.getByText('The client requested to book')).toBeInTheDocument();
  });

  it.each([
    [
      ['accept', 'decline', 'cancel'],
      ['Accept request', 'Decline request', 'Cancel booking'],
    ],
    [['cancel'], ['Cancel booking']],
    [['decline'], ['Decline request']],
    [[], []],
  ] as const)('shows exactly the actions the server gives: %j', async (actions, buttons) => {
    serveBooking(buildHostBooking({ actions: [...actions], status: actions.length ? 'pending' : 'completed' }));
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(actionButtons()).toEqual(buttons);
    if (!buttons.length) expect(screen.getByText('Nothing to do on this booking now.')).toBeInTheDocument();
  });

  it('cancelling shows what the client gets back first and needs a reason', async () => {
    serveBooking(buildHostBooking({ status: 'confirmed', actions: ['cancel'], dueAt: null }));
    const sent: unknown[] = [];
    server.use(
      http.get('/api/bookings/b1/cancellation', () =>
        HttpResponse.json({ paid: 100800, refund: 100800, kept: 0, terms: [] }),
      ),
      http.post('/api/bookings/b1/cancel', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(buildHostBooking({ status: 'cancelled', cancelledBy: 'host', actions: [] }));
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText('The client gets back ₱1,008')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Give a reason: the other side will see it.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The roof leaks');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled. The client gets back ₱1,008.')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'The roof leaks' }]);
    await waitFor(() => expect(screen.getByText(/^Cancelled by you/)).toBeInTheDocument());
  });

  it("says plainly when the booking is not one of the host's", async () => {
    server.use(
      http.get('/api/bookings/b1', () =>
        HttpResponse.json(errorBody('not_found', 'Booking not found'), { status: 404 }),
      ),
    );
    open();
    expect(await screen.findByText('This booking was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/host/bookings');
  });
});
