import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import type { HostAnalytics } from '@espasyo/domain/contracts/analytics';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { HostAnalyticsPage } from './host-analytics-page';

const host = buildUser({ userType: 'host', type: 'host' });

const figures: HostAnalytics = {
  period: {
    from: '2025-01',
    to: '2025-02',
    months: ['2025-01', '2025-02'],
    timeZone: 'Asia/Manila',
    generatedAt: '2025-03-01T00:00:00.000Z',
  },
  earnings: [
    { month: '2025-01', earned: 10000, refunded: 0, net: 10000, bookings: 1, paidOut: 10000, available: 0, pending: 0 },
    {
      month: '2025-02',
      earned: 25050,
      refunded: 2500,
      net: 22550,
      bookings: 2,
      paidOut: 5000,
      available: 15000,
      pending: 2550,
    },
  ],
  listings: [
    {
      id: 'l1',
      title: 'Garage in Makati',
      status: 'active',
      capacity: 2,
      views: 40,
      requests: 4,
      confirmed: 2,
      rating: 4.5,
      totalRatings: 2,
      occupancy: [
        { month: '2025-01', unitDaysBooked: 10, unitDaysOffered: 57, rate: 0.175 },
        { month: '2025-02', unitDaysBooked: 8, unitDaysOffered: 56, rate: 0.143 },
      ],
    },
  ],
  rating: { average: 4.5, total: 2 },
  responses: { accepted: 2, declined: 1, expired: 1, rate: 0.75, medianMinutes: 95 },
  monthsRented: [
    { month: '2025-01', months: 0 },
    { month: '2025-02', months: 1 },
  ],
};

describe('/fil/host/analytics (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the figures, the charts’ words, their tables and months in Filipino', async () => {
    server.use(http.get('/api/host/analytics', () => HttpResponse.json(figures)));
    renderApp(<HostAnalyticsPage />, { url: '/host/analytics?from=2025-01&to=2025-02', user: host, lang: 'fil' });
    expect(await screen.findByText('₱325.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Kita sa panahong ito')).toBeInTheDocument();
    expect(screen.getByText('₱350.50 ang kinita, −₱25 ang na-refund sa mga umuupa')).toBeInTheDocument();
    expect(screen.getByText('2 rating')).toBeInTheDocument();
    expect(screen.getByText('2 tinanggap, 1 tinanggihan, 1 nag-expire')).toBeInTheDocument();
    expect(screen.getByText('1 oras 35 min')).toBeInTheDocument();
    const earnings = screen.getByRole('region', { name: 'Kita bawat buwan' });
    expect(earnings).toHaveTextContent('pinakamagandang buwan ang Pebrero 2025 na may ₱225.50.');
    expect(within(earnings).getByRole('button', { name: 'I-download ang CSV: Kita bawat buwan' })).toBeInTheDocument();
    expect(within(earnings).getByText('Ipakita ang mga numero bilang table')).toBeInTheDocument();
    const table = within(earnings).getByRole('table', { name: 'Kita bawat buwan' });
    expect(within(table).getByRole('columnheader', { name: 'Buwan' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Pebrero 2025 ₱250.50 −₱25/ })).toBeInTheDocument();
    const occupancy = screen.getByRole('region', { name: 'Occupancy bawat listing' });
    expect(occupancy).toHaveTextContent('18 sa 113 unit-days ang na-book. 1 buwan na inupahan ng mga buwanang upa.');
    expect(screen.getByRole('region', { name: 'Mula views hanggang booking' })).toHaveTextContent(
      '40 views, 4 hiling, 2 kumpirmado.',
    );
  });

  it('chooses the period and checks custom months in Filipino', async () => {
    server.use(http.get('/api/host/analytics', () => HttpResponse.json(figures)));
    renderApp(<HostAnalyticsPage />, { url: '/host/analytics?from=2025-01&to=2025-02', user: host, lang: 'fil' });
    await screen.findByText('₱325.50');
    const period = screen.getByRole('combobox', { name: 'Panahon' });
    expect(within(period).getByRole('option', { name: 'Huling 12 buwan' })).toBeInTheDocument();
    await userEvent.selectOptions(period, 'Custom');
    const from = screen.getByLabelText('Mula');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-03');
    await userEvent.click(screen.getByRole('button', { name: 'Ipakita' }));
    expect(
      await screen.findByText('Hindi puwedeng mas huli ang unang buwan kaysa sa huling buwan.'),
    ).toBeInTheDocument();
  });

  it('says there are no listings yet in Filipino', async () => {
    server.use(http.get('/api/host/analytics', () => HttpResponse.json({ ...figures, listings: [] })));
    renderApp(<HostAnalyticsPage />, { url: '/host/analytics', user: host, lang: 'fil' });
    expect(await screen.findByRole('link', { name: 'Maglista ng espasyo' })).toBeInTheDocument();
    expect(screen.getByText('Wala pa sa panahong ito.')).toBeInTheDocument();
  });
});
