import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminAnalytics } from '@espasyo/domain/contracts/analytics';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { AdminAnalyticsPage } from './admin-analytics-page';

const admin = buildUser({ userType: 'admin', type: 'admin', role: 'admin' });
const months = ['2025-01', '2025-02'];
const figures: AdminAnalytics = {
  period: { from: '2025-01', to: '2025-02', months, timeZone: 'Asia/Manila', generatedAt: '2025-03-01T00:00:00.000Z' },
  money: [
    { month: '2025-01', payments: 2, volume: 16500, refunded: 0, platformRevenue: 1500 },
    { month: '2025-02', payments: 1, volume: 22000, refunded: 300, platformRevenue: 2000 },
  ],
  bookingsByType: months.map((month) => ({ month, storage: 2, parking: 1, warehouse: 0 })),
  bookingsByStatus: [
    { status: 'completed', count: 4 },
    { status: 'cancelled', count: 2 },
    { status: 'notice_given', count: 1 },
  ],
  signUps: months.map((month) => ({ month, client: 3, host: 1 })),
  occupancy: months.map((month) => ({ month, unitDaysBooked: 10, unitDaysOffered: 100, rate: 0.1 })),
  topCities: [{ city: 'Makati City', province: 'Metro Manila', bookings: 3, volume: 36300 }],
  topBarangays: [{ barangay: 'Poblacion', city: 'Makati City', bookings: 3, volume: 36300 }],
  payouts: months.map((month) => ({ month, processed: 15000, processedCount: 1, failed: 0, failedCount: 0 })),
  disputes: { months: months.map((month) => ({ month, opened: 0, resolved: 0 })) },
  monthsRented: [
    { month: '2025-01', months: 1 },
    { month: '2025-02', months: 2.19 },
  ],
};

describe('the admin analytics page', { timeout: 20_000 }, () => {
  it('shows every chart with its table and CSV download', async () => {
    server.use(http.get('/api/admin/analytics', () => HttpResponse.json(figures)));
    renderApp(<AdminAnalyticsPage />, { url: '/analytics?from=2025-01&to=2025-02', user: admin });
    const money = await screen.findByRole('region', { name: 'Payment volume and platform revenue' });
    expect(within(money).getByRole('row', { name: /February 2025 1 ₱220 ₱20 ₱3/ })).toBeInTheDocument();
    for (const name of [
      'Bookings by type',
      'Bookings by status',
      'Sign-ups by type',
      'Occupancy',
      'Payouts',
      'Top cities',
      'Top barangays',
      'Disputes',
    ]) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByRole('table', { name })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: `Download CSV: ${name}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Top cities' })).toHaveTextContent('Makati City leads with 3 bookings.');
    expect(screen.getByRole('region', { name: 'Disputes' })).toHaveTextContent('0 opened, 0 resolved.');
    // Monthly tenancies (issue 32): their months rented, and their own statuses.
    expect(screen.getByText('3.19 months rented by monthly tenancies')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Bookings by status' })).getByRole('row', { name: /Notice given 1/ }),
    ).toBeInTheDocument();
  });
});
