import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Dashboard } from '@espasyo/domain/contracts/admin';
import type { AdminBookingsSummary } from '@espasyo/domain/contracts/bookings';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { AdminDashboardPage } from './admin-dashboard-page';

const admin = buildUser({ userType: 'admin', type: 'admin', role: 'admin' });

const signupsPerDay = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  count: i === 23 ? 7 : i % 3 === 0 ? 1 : 0,
}));
const dashboard: Dashboard = {
  generatedAt: '2026-11-30T02:00:00.000Z',
  timeZone: 'Asia/Manila',
  usersByType: { client: 1200, host: 85, admin: 2, moderator: 1 },
  usersByStatus: { active: 1280, suspended: 3, disabled: 5 },
  signupsPerDay,
  verificationQueue: 1,
  disputesQueue: 0,
  listingsQueue: 4,
  payoutsQueue: 2,
  kpis: { totalUsers: 1288, newUsersLast30Days: 17, signedInUsers: 12, verificationQueue: 1, activeListings: 64 },
};
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

describe('the admin dashboard in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the users, the queues, the sign-ups and the bookings in Filipino', async () => {
    server.use(
      http.get('/api/admin/dashboard', () => HttpResponse.json(dashboard)),
      http.get('/api/admin/bookings/summary', () => HttpResponse.json(summary)),
    );
    renderApp(<AdminDashboardPage />, { url: '/dashboard', user: admin, lang: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Ang lagay ng platform at ang mga naghihintay sa iyo.')).toBeInTheDocument();

    const users = await screen.findByRole('region', { name: 'Mga user ayon sa uri' });
    expect(await within(users).findByRole('link', { name: /Lahat ng user\s*1,288/ })).toHaveAttribute('href', '/users');
    expect(within(users).getByRole('link', { name: /Mga umuupa\s*1,200/ })).toBeInTheDocument();
    expect(within(users).getByText('Naka-sign in ngayon: 12')).toBeInTheDocument();
    expect(within(users).getByRole('link', { name: 'Suspendido: 3' })).toBeInTheDocument();

    const waiting = screen.getByRole('region', { name: 'Naghihintay sa iyo' });
    expect(within(waiting).getByText('Listing na naghihintay ng review')).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'I-review ang mga listing' })).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Buksan ang mga reklamo' })).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Iproseso ang mga payout' })).toBeInTheDocument();

    const signups = screen.getByRole('region', { name: 'Mga nag-sign up, huling 30 araw' });
    expect(
      await within(signups).findByText(
        '17 tao ang nag-sign up sa huling 30 araw. Pinakamarami noong Mar, 24 Nob 2026, 7 ang nag-sign up.',
      ),
    ).toBeInTheDocument();
    expect(within(signups).getByText('Ipakita ang mga nag-sign up bilang table')).toBeInTheDocument();

    const bookings = await screen.findByRole('region', { name: 'Mga booking at bayad, Nobyembre 2026' });
    expect(await within(bookings).findByText('Kabuuang bayad ngayong buwan')).toBeInTheDocument();
    expect(within(bookings).getByText('9 bayad; ₱950 ang na-refund')).toBeInTheDocument();
    expect(within(bookings).getByText('(66 lahat)')).toBeInTheDocument();
    expect(within(bookings).getByRole('link', { name: /^Kumpirmado:\s?12$/ })).toHaveAttribute(
      'href',
      '/bookings?status=confirmed',
    );
  });
});
