import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminBill } from '@espasyo/domain/contracts/admin-bills';
import { buildUser, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { buildBill } from '@/features/bookings/booking.fixtures';
import { BillsSection } from './bills-section';

const admin = buildUser({ userType: 'admin', type: 'admin', role: 'admin' });

const overdue: AdminBill = {
  ...buildBill({
    id: 'bill1',
    number: 1,
    periodStart: '2027-01-01',
    periodEnd: '2027-01-31',
    dueOn: '2027-01-01',
    status: 'overdue',
    paidAt: null,
    paymentId: null,
    actions: ['void'],
  }),
  bookingId: 'b7',
  listingTitle: 'Dry room in Bel-Air',
  bookingStatus: 'active',
  client: { id: 'c1', name: 'Bea Villanueva' },
  host: { id: 'h1', name: 'Ramon Dizon' },
};

describe("/payments' tenancy bills (issue 32)", { timeout: 20_000 }, () => {
  it('lists the overdue bills first, each leading to its tenancy; another status on request', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/bills', ({ request }) => {
        const q = new URL(request.url).search;
        asked.push(q);
        const items = q.includes('status=overdue') ? [overdue] : [];
        return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 });
      }),
    );
    const { user } = renderApp(<BillsSection />, { url: '/payments', user: admin });
    const section = await screen.findByRole('region', { name: 'Bills' });
    expect(await within(section).findByText('1 bill')).toBeInTheDocument();
    expect(asked[0]).toBe('?status=overdue&page=1&pageSize=20');
    expect(within(section).getByText('Client: Bea Villanueva · Host: Ramon Dizon')).toBeInTheDocument();
    expect(within(section).getByText('₱2,500 due Fri, 1 Jan 2027')).toBeInTheDocument();
    expect(within(within(section).getByRole('list', { name: 'Bills' })).getByText('Overdue')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /^Open the tenancy/ })).toHaveAttribute(
      'href',
      '/bookings?booking=b7',
    );

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Status' }), 'Due');
    await waitFor(() => expect(asked.at(-1)).toBe('?status=open&page=1&pageSize=20'));
    expect(await within(section).findByRole('heading', { name: 'No due bills' })).toBeInTheDocument();
  });
});
