import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import type { HostAnalytics } from '@espasyo/domain/contracts/analytics';
import { giveChartsASize } from '@/testing/chart-size';
import { buildUser, errorBody, renderApp, screen, server, within } from '@/testing/test-utils';
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
    // ₱250.50 earned, ₱25 of it refunded: ₱225.50 kept, by where it is now.
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
      title: '=Garage in Makati',
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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the host analytics page', { timeout: 20_000 }, () => {
  it('asks for the period in the address and shows the figures, each chart with its table', async () => {
    let asked = '';
    server.use(
      http.get('/api/host/analytics', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json(figures);
      }),
    );
    renderApp(<HostAnalyticsPage />, { url: '/host/analytics?from=2025-01&to=2025-02', user: host });
    expect(await screen.findByText('₱325.50')).toBeInTheDocument();
    expect(asked).toBe('?from=2025-01&to=2025-02');
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('1 h 35 min')).toBeInTheDocument();
    const earnings = screen.getByRole('region', { name: 'Earnings by month' });
    const table = within(earnings).getByRole('table', { name: 'Earnings by month' });
    expect(
      within(table).getByRole('row', { name: /February 2025 ₱250.50 −₱25 ₱50 ₱150 ₱25.50 ₱225.50/ }),
    ).toBeInTheDocument();
    // The refunds of the period's stays on their own line under the net.
    expect(screen.getByText('₱350.50 earned, −₱25 refunded to clients')).toBeInTheDocument();
    const occupancy = screen.getByRole('region', { name: 'Occupancy by listing' });
    expect(
      within(occupancy).getByRole('row', { name: /=Garage in Makati January 2025 10 57 17.5%/ }),
    ).toBeInTheDocument();
    // Monthly tenancies (issue 32): the months paid for in the period.
    expect(occupancy).toHaveTextContent('1 month rented by monthly tenancies.');
    expect(screen.getByRole('region', { name: 'Views to bookings' })).toHaveTextContent(
      '40 views, 4 requests, 2 confirmed.',
    );
  });

  it("downloads a chart's figures as CSV, pesos with two decimals and text kept from running as a formula", async () => {
    server.use(http.get('/api/host/analytics', () => HttpResponse.json(figures)));
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:csv';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp(<HostAnalyticsPage />, { url: '/host/analytics?from=2025-01&to=2025-02', user: host });
    const occupancy = await screen.findByRole('region', { name: 'Occupancy by listing' });
    await userEvent.click(within(occupancy).getByRole('button', { name: 'Download CSV: Occupancy by listing' }));
    expect(click).toHaveBeenCalled();
    // A byte-order mark first (which text() decodes away), for spreadsheets to read UTF-8.
    expect([...new Uint8Array(await blobs[0].arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blobs[0].text();
    expect(text).toBe(
      'Listing,Month,Unit-days booked,Unit-days offered,Occupancy\r\n' +
        "'=Garage in Makati,2025-01,10,57,0.175\r\n'=Garage in Makati,2025-02,8,56,0.143\r\n",
    );
    const earnings = screen.getByRole('region', { name: 'Earnings by month' });
    await userEvent.click(within(earnings).getByRole('button', { name: 'Download CSV: Earnings by month' }));
    expect(await blobs[1].text()).toContain('2025-02,250.50,25.00,50.00,150.00,25.50,225.50');
    create.mockRestore();
    click.mockRestore();
  });

  it('draws the 8 most viewed listings in the views chart, each named above its bars, and tables them all', async () => {
    giveChartsASize(390, 400);
    const listings = Array.from({ length: 11 }, (_, i) => ({
      ...figures.listings[0],
      id: `l${i}`,
      title: `Listing number ${i} with a long name`,
      views: (i * 7) % 11,
    }));
    server.use(http.get('/api/host/analytics', () => HttpResponse.json({ ...figures, listings })));
    renderApp(<HostAnalyticsPage />, { url: '/host/analytics?from=2025-01&to=2025-02', user: host });
    const funnel = await screen.findByRole('region', { name: 'Views to bookings' });
    expect(funnel).toHaveTextContent('The chart shows your 8 most viewed listings; the table has them all.');
    expect(within(funnel).getAllByRole('row')).toHaveLength(12);
    const names = [...funnel.querySelectorAll('text > title')].map((t) => t.textContent);
    const byViews = [...listings].sort((a, b) => b.views - a.views).slice(0, 8);
    expect(names).toEqual(byViews.map((l) => l.title));
  });

  it('changes the address when a preset is chosen, and asks again', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/host/analytics', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(figures);
      }),
    );
    renderApp(<HostAnalyticsPage />, { url: '/host/analytics?from=2025-01&to=2025-02', user: host });
    await screen.findByText('₱325.50');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 3 months');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toMatch(/^\?from=\d{4}-\d{2}&to=\d{4}-\d{2}$/);
  });

  it('checks custom months with the server’s rule before asking', async () => {
    server.use(http.get('/api/host/analytics', () => HttpResponse.json(figures)));
    renderApp(<HostAnalyticsPage />, { url: '/host/analytics?from=2025-01&to=2025-02', user: host });
    await screen.findByText('₱325.50');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom');
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-03');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The first month must not be after the last.')).toBeInTheDocument();
  });

  it('says when there is nothing to show yet, and when the figures could not be loaded', async () => {
    server.use(http.get('/api/host/analytics', () => HttpResponse.json({ ...figures, listings: [] })));
    const { unmount } = renderApp(<HostAnalyticsPage />, { url: '/host/analytics', user: host });
    expect(await screen.findByRole('link', { name: 'List a space' })).toBeInTheDocument();
    unmount();
    server.use(
      http.get('/api/host/analytics', () => HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 })),
    );
    renderApp(<HostAnalyticsPage />, { url: '/host/analytics', user: host });
    expect(await screen.findByText('Your analytics could not be loaded')).toBeInTheDocument();
  });
});
