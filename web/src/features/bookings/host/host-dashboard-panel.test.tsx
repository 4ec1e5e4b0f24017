import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { BookingDetail, HostBookingsSummary } from '@espasyo/domain/contracts/bookings';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import HostDashboardPanel from './host-dashboard-panel';
import { buildHostBooking, fromNow, HOUR } from '../host-booking.fixtures';

const host = buildUser({ userType: 'host', type: 'host' });

const summary = (o: Partial<HostBookingsSummary> = {}): HostBookingsSummary => ({
  generatedAt: '2026-11-26T02:00:00.000Z',
  timeZone: 'Asia/Manila',
  listings: 3,
  pendingRequests: 1,
  month: { month: '2026-11', earned: 1234550, refunded: 0, net: 1234550, bookings: 4 },
  moveIns: {
    days: 7,
    count: 6,
    items: [
      {
        id: 'm1',
        listingTitle: 'Covered slot near Ayala Triangle',
        clientName: 'Jose Rizal',
        kind: 'days',
        startDate: '2026-11-28',
        endDate: '2026-12-27',
        startsAt: '2026-11-27T16:00:00.000Z',
        endsAt: '2026-12-27T16:00:00.000Z',
        units: 1,
      },
    ],
  },
  occupancy: { days: 30, unitsOffered: 6, unitsBooked: 2.5, rate: 0.417 },
  tenancies: {
    running: 0,
    overdue: { count: 0, amount: 0 },
    expected: { months: 3, from: '2026-11-26', to: '2027-02-26', earnings: 0 },
  },
  ...o,
});

function serve(s: HostBookingsSummary | null, requests: BookingDetail[] = []) {
  const reads = { summary: 0 };
  server.use(
    http.get('/api/host/bookings/summary', () => {
      reads.summary += 1;
      return s ? HttpResponse.json(s) : HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 });
    }),
    http.get('/api/host/bookings', () =>
      HttpResponse.json({ items: requests, total: requests.length, page: 1, pageSize: 20 }),
    ),
  );
  return reads;
}

const open = () => renderApp(<HostDashboardPanel />, { url: '/host/dashboard', user: host });

describe('the host dashboard’s bookings and earnings', { timeout: 20_000 }, () => {
  it("shows this month's earnings and bookings, occupancy, requests with their answers, and move-ins", async () => {
    const reads = serve(summary(), [buildHostBooking({ dueAt: fromNow(20 * HOUR + 30_000) })]);
    let accepted = false;
    server.use(
      http.post('/api/bookings/b1/accept', () => {
        accepted = true;
        return HttpResponse.json(buildHostBooking({ status: 'awaiting_payment', actions: ['cancel'], dueAt: null }));
      }),
    );
    const { user } = open();
    const panel = await screen.findByRole('region', { name: 'Bookings and earnings' });
    expect(await within(panel).findByText('₱12,345.50')).toBeInTheDocument();
    expect(within(panel).getByText('Earnings, November 2026')).toBeInTheDocument();
    expect(within(panel).getByText('4 paid bookings starting this month')).toBeInTheDocument();
    expect(within(panel).queryByText(/refunded/)).not.toBeInTheDocument();
    expect(within(panel).getByText('42%')).toBeInTheDocument();
    expect(within(panel).getByText('2.5 of 6 units booked on average')).toBeInTheDocument();

    const requests = within(panel).getByRole('region', { name: 'Requests waiting for you' });
    expect(await within(requests).findByText('20 hours left to answer')).toBeInTheDocument();
    const moveIns = within(panel).getByRole('region', { name: 'Move-ins, next 7 days' });
    expect(within(moveIns).getByRole('link', { name: /Jose Rizal/ })).toHaveAttribute('href', '/host/bookings/m1');
    expect(within(moveIns).getByText('and 5 more')).toBeInTheDocument();

    await user.click(within(requests).getByRole('button', { name: /^Accept request/ }));
    expect(await screen.findByText('Request accepted')).toBeInTheDocument();
    expect(accepted).toBe(true);
    // The figures are read again: the request moved.
    await waitFor(() => expect(reads.summary).toBeGreaterThanOrEqual(2));
  });

  it('a month whose stays were partly refunded: the net, what they earned and the refunds on their own line, never a bare negative', async () => {
    serve(summary({ month: { month: '2026-12', earned: 910000, refunded: 400400, net: 509600, bookings: 3 } }));
    open();
    const panel = await screen.findByRole('region', { name: 'Bookings and earnings' });
    expect(await within(panel).findByText('Earnings, December 2026')).toBeInTheDocument();
    expect(within(panel).getByText('₱5,096')).toBeInTheDocument();
    expect(within(panel).getByText('₱9,100 earned')).toBeInTheDocument();
    expect(within(panel).getByText('−₱4,004 refunded to clients')).toBeInTheDocument();
    expect(within(panel).getByText('3 paid bookings starting this month')).toBeInTheDocument();
    expect(within(panel).queryByText(/^-₱/)).not.toBeInTheDocument();
  });

  it('counts running tenancies, the bills overdue and the income expected over the next 3 months', async () => {
    serve(
      summary({
        tenancies: {
          running: 2,
          overdue: { count: 1, amount: 250000 },
          expected: { months: 3, from: '2026-11-26', to: '2027-02-26', earnings: 1365000 },
        },
      }),
    );
    open();
    const panel = await screen.findByRole('region', { name: 'Bookings and earnings' });
    expect(await within(panel).findByText('Expected from tenancies, next 3 months')).toBeInTheDocument();
    expect(within(panel).getByText('₱13,650')).toBeInTheDocument();
    expect(
      within(panel).getByText('Bills due Thu, 26 Nov 2026 to Thu, 25 Feb 2027, and the months not billed yet'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('2 tenancies running')).toBeInTheDocument();
    expect(within(panel).getByText('1 bill overdue (₱2,500)')).toBeInTheDocument();
  });

  it('shows no tenancies figure to a host who has none', async () => {
    serve(summary());
    open();
    const panel = await screen.findByRole('region', { name: 'Bookings and earnings' });
    expect(await within(panel).findByText('42%')).toBeInTheDocument();
    expect(within(panel).queryByText(/Expected from tenancies/)).not.toBeInTheDocument();
  });

  it('a host without a listing is shown the way to their first one', async () => {
    serve(summary({ listings: 0, pendingRequests: 0 }));
    open();
    expect(await screen.findByRole('heading', { name: 'No bookings or earnings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a listing' })).toHaveAttribute('href', '/host/listings/new');
  });

  it('with nothing waiting or coming, says so in each part', async () => {
    serve(summary({ pendingRequests: 0, moveIns: { days: 7, count: 0, items: [] } }));
    open();
    expect(
      await screen.findByText('No requests waiting. New ones show here for you to answer within 24 hours.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No one moves in during the next 7 days.')).toBeInTheDocument();
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    serve(null);
    const { user } = open();
    expect(await screen.findByText('Your bookings and earnings could not be loaded')).toBeInTheDocument();
    serve(summary());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₱12,345.50')).toBeInTheDocument();
  });
});
