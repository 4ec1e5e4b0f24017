import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminBookingsSummary } from '@espasyo/domain/contracts/bookings';
import { buildUser, errorBody, renderApp, screen, server, within } from '@/testing/test-utils';
import { BookingsFigures } from './bookings-figures';

const admin = buildUser({ userType: 'admin', type: 'admin', role: 'admin' });

const summary: AdminBookingsSummary = {
  generatedAt: '2026-11-26T02:00:00.000Z',
  timeZone: 'Asia/Manila',
  byStatus: {
    pending: 3,
    awaiting_payment: 1,
    confirmed: 12,
    active: 4,
    completed: 30,
    declined: 2,
    expired: 5,
    cancelled: 6,
    notice_given: 2,
    ended: 1,
  },
  total: 66,
  month: { month: '2026-11', payments: 9, paymentVolume: 4520000, refunded: 95000, platformRevenue: 406850 },
};

describe('the admin dashboard’s bookings and payments', { timeout: 20_000 }, () => {
  it("shows this month's payment volume and platform revenue, and every status linking to its list", async () => {
    server.use(http.get('/api/admin/bookings/summary', () => HttpResponse.json(summary)));
    renderApp(<BookingsFigures />, { url: '/dashboard', user: admin });
    const section = await screen.findByRole('region', { name: 'Bookings and payments, November 2026' });
    expect(await within(section).findByText('₱45,200')).toBeInTheDocument();
    expect(within(section).getByText('9 payments; ₱950 refunded')).toBeInTheDocument();
    expect(within(section).getByText('₱4,068.50')).toBeInTheDocument();
    expect(within(section).getByText('(66 in all)')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /^Confirmed:\s?12$/ })).toHaveAttribute(
      'href',
      '/bookings?status=confirmed',
    );
    expect(within(section).getByRole('link', { name: /^Awaiting payment:\s?1$/ })).toHaveAttribute(
      'href',
      '/bookings?status=awaiting_payment',
    );
    // A tenancy's own statuses too.
    expect(within(section).getByRole('link', { name: /^Notice given:\s?2$/ })).toHaveAttribute(
      'href',
      '/bookings?status=notice_given',
    );
  });

  it('says when the figures could not be loaded, with a way to try again', async () => {
    server.use(
      http.get('/api/admin/bookings/summary', () =>
        HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 }),
      ),
    );
    renderApp(<BookingsFigures />, { url: '/dashboard', user: admin });
    expect(await screen.findByText('The booking figures could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
