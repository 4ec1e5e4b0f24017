import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { DisputeSummary } from '@espasyo/domain/contracts/disputes';
import { buildUser, currentLocation, renderApp, screen, server, within } from '@/testing/test-utils';
import { buildDispute } from '../disputes.fixtures';
import MyDisputesRoute from './disputes';

const client = buildUser({ userType: 'client', type: 'client' });
const host = buildUser({ userType: 'host', type: 'host' });

const summary = (overrides: Partial<DisputeSummary> = {}): DisputeSummary => {
  const d = buildDispute(overrides);
  return {
    id: d.id,
    bookingId: d.bookingId,
    listingTitle: d.listingTitle,
    status: d.status,
    reason: d.reason,
    openedBySide: d.openedBySide,
    clientName: d.clientName,
    hostName: d.hostName,
    createdAt: d.createdAt,
    resolvedAt: d.resolvedAt,
    refundAmount: d.refundAmount,
  };
};

/** GET /api/disputes answering `items`; the query strings it received. */
function serveDisputes(items: DisputeSummary[]) {
  const asked: string[] = [];
  server.use(
    http.get('/api/disputes', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 });
    }),
  );
  return asked;
}

const open = (area: 'client' | 'host') =>
  renderApp(<MyDisputesRoute />, {
    url: `/${area}/disputes`,
    path: `/${area}/disputes`,
    user: area === 'client' ? client : host,
  });

describe('the resolution centre', () => {
  it("lists the client's disputes with their status, who opened them, the other side and the decision", async () => {
    const asked = serveDisputes([
      summary({ id: 'd2', bookingId: 'b2', openedBySide: 'host', reason: 'access_refused' }),
      summary({ status: 'resolved', resolvedAt: '2026-11-24T02:00:00.000Z', refundAmount: 10050 }),
    ]);
    const { user } = open('client');
    expect(await screen.findByRole('heading', { level: 1, name: 'Disputes' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Your disputes' });
    expect(within(list).getByText('2 disputes')).toBeInTheDocument();
    expect(asked).toEqual(['?page=1&pageSize=20']);

    const [opened, resolved] = within(list).getAllByRole('listitem');
    expect(within(opened).getByText('Open')).toBeInTheDocument();
    expect(within(opened).getByText('Access refused')).toBeInTheDocument();
    expect(within(opened).getByText('Opened by the host on Fri, 20 Nov 2026 · Host: Maria Santos')).toBeInTheDocument();
    expect(within(resolved).getByText('Resolved')).toBeInTheDocument();
    expect(within(resolved).getByText('Opened by you on Fri, 20 Nov 2026 · Host: Maria Santos')).toBeInTheDocument();
    expect(within(resolved).getByText('Resolved on Tue, 24 Nov 2026: ₱100.50 refunded to you')).toBeInTheDocument();
    expect(within(resolved).getByRole('link', { name: 'View booking' })).toHaveAttribute('href', '/client/bookings/b1');

    await user.click(within(opened).getByRole('link', { name: 'View dispute' }));
    expect(await currentLocation()).toBe('/client/disputes/d2');
  });

  it("shows the host the refund to the client, and links each dispute to the host's own pages", async () => {
    serveDisputes([summary({ status: 'resolved', resolvedAt: '2026-11-24T02:00:00.000Z', refundAmount: 0 })]);
    open('host');
    const item = await screen.findByRole('listitem');
    expect(
      within(item).getByText('Opened by the client on Fri, 20 Nov 2026 · Client: Bea Villanueva'),
    ).toBeInTheDocument();
    expect(within(item).getByText('Resolved on Tue, 24 Nov 2026: No refund')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Garage in Makati' })).toHaveAttribute('href', '/host/disputes/d1');
    expect(within(item).getByRole('link', { name: 'View booking' })).toHaveAttribute('href', '/host/bookings/b1');
  });

  it('with none, says how to open one and leads to the bookings', async () => {
    serveDisputes([]);
    open('host');
    expect(await screen.findByRole('heading', { name: 'No disputes' })).toBeInTheDocument();
    expect(screen.getByText(/open it and choose “Open a dispute”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/host/bookings');
  });
});
