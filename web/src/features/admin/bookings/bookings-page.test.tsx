import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { BookingPayments } from '@espasyo/domain/contracts/payments';
import { buildUser, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import AdminBookingsPage from './bookings-page';
import { buildHostBooking } from '@/features/bookings/host-booking.fixtures';

const admin = buildUser({ userType: 'admin', type: 'admin', role: 'admin' });

const confirmed = buildHostBooking({ status: 'confirmed', actions: ['cancel'], dueAt: null });

/** GET /api/admin/bookings: the queries it got, answering one confirmed booking (none once `empty`). */
function serveList(opts: { empty?: () => boolean } = {}) {
  const asked: string[] = [];
  server.use(
    http.get('/api/admin/bookings', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const items = opts.empty?.() ? [] : [confirmed];
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 });
    }),
  );
  return asked;
}

const payments: BookingPayments = {
  testMode: true,
  items: [
    {
      id: 'p1',
      gateway: 'sandbox',
      method: 'gcash',
      amount: 100800,
      currency: 'PHP',
      status: 'paid',
      reference: 'sbx_ref_1',
      createdAt: '2026-11-24T03:00:00.000Z',
      paidAt: '2026-11-24T03:05:00.000Z',
      refunded: 0,
      refunds: [],
      gatewayFee: 2520,
      flag: null,
    },
  ],
};

const open = (url = '/bookings') => renderApp(<AdminBookingsPage />, { url, path: '/bookings', user: admin });

describe('admin /bookings', { timeout: 20_000 }, () => {
  it('filters by status, dates and ids from the form, and by a client from a row, all in the address', async () => {
    const asked = serveList();
    const { user, router } = open('/bookings?status=confirmed');
    expect(await screen.findByText('1 booking')).toBeInTheDocument();
    expect(asked[0]).toBe('?status=confirmed&page=1&pageSize=20');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('confirmed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'cancelled');
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    await user.type(screen.getByLabelText('To'), '2026-12-31');
    await user.click(screen.getByText('By listing, host or client id'));
    await user.type(screen.getByRole('textbox', { name: 'Host id' }), 'h1');
    await user.click(screen.getByRole('checkbox', { name: 'Only bookings flagged for staff' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(asked.at(-1)).toBe(
        '?status=cancelled&hostId=h1&from=2026-12-01&to=2026-12-31&flagged=true&page=1&pageSize=20',
      ),
    );
    expect(router.state.location.search).toBe('?status=cancelled&hostId=h1&from=2026-12-01&to=2026-12-31&flagged=true');

    await user.click(await screen.findByRole('button', { name: 'Client: Bea Villanueva (show only their bookings)' }));
    await waitFor(() => expect(asked.at(-1)).toContain('clientId=c1'));
    const form = screen.getByRole('form', { name: 'Filter bookings' });
    expect(await within(form).findByText('Client: Bea Villanueva')).toBeInTheDocument();
    expect(router.state.location.search).toContain('clientId=c1&client=Bea+Villanueva');
    await user.click(screen.getByRole('button', { name: 'Stop filtering by client' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('client'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&pageSize=20'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it("filters tenancies by kind and by a tenancy's own statuses (issue 32)", async () => {
    const asked = serveList();
    const { user, router } = open('/bookings?kind=weekly&status=gone');
    expect(await screen.findByText('1 booking')).toBeInTheDocument();
    // Unknown values in the address are dropped.
    expect(asked[0]).toBe('?page=1&pageSize=20');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'Notice given' })).toBeInTheDocument();
    expect(within(status).getByRole('option', { name: 'Ended' })).toBeInTheDocument();
    await user.selectOptions(status, 'notice_given');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Monthly tenancy');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?status=notice_given&kind=tenancy&page=1&pageSize=20'));
    expect(router.state.location.search).toContain('kind=tenancy');
  });

  it('marks a booking flagged for staff, in the list and in the drawer', async () => {
    const flagged = { ...confirmed, flag: { at: '2026-11-25T02:00:00.000Z', reason: 'The host was suspended' } };
    server.use(
      http.get('/api/admin/bookings', () => HttpResponse.json({ items: [flagged], total: 1, page: 1, pageSize: 20 })),
      http.get('/api/bookings/b1', () => HttpResponse.json(flagged)),
      http.get('/api/bookings/b1/payments', () => HttpResponse.json(payments)),
    );
    const { user } = open();
    expect(await screen.findByText('Needs a look: The host was suspended')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dry room in Bel-Air' }));
    const drawer = await screen.findByRole('dialog', { name: 'Booking' });
    expect(await within(drawer).findByText('Flagged for staff')).toBeInTheDocument();
  });

  it('says when nothing matches, and clears the filters', async () => {
    let filtered = true;
    serveList({ empty: () => filtered });
    const { user } = open('/bookings?status=expired');
    expect(await screen.findByRole('heading', { name: 'No bookings match these filters' })).toBeInTheDocument();
    filtered = false;
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(await screen.findByText('1 booking')).toBeInTheDocument();
  });

  it('opens a booking with its payments, history and agreement, and cancels it with a reason, the refund shown first', async () => {
    serveList();
    const sent: unknown[] = [];
    server.use(
      http.get('/api/bookings/b1', () => HttpResponse.json(confirmed)),
      http.get('/api/bookings/b1/payments', () => HttpResponse.json(payments)),
      http.get('/api/bookings/b1/cancellation', () =>
        HttpResponse.json({ paid: 100800, refund: 100800, kept: 0, terms: [] }),
      ),
      http.post('/api/bookings/b1/cancel', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...confirmed, status: 'cancelled', cancelledBy: 'admin', actions: [] });
      }),
    );
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Dry room in Bel-Air' }));
    const drawer = await screen.findByRole('dialog', { name: 'Booking' });
    expect(
      await within(drawer).findByText('Paid and confirmed. The client moves in on Tue, 1 Dec 2026.'),
    ).toBeVisible();
    expect(within(drawer).getByText('Ramon D.')).toBeInTheDocument();
    const paid = await within(drawer).findByRole('region', { name: 'Payments' });
    expect(within(paid).getByText('₱1,008')).toBeInTheDocument();
    expect(
      within(paid).getByText(/GCash · sandbox · paid Tue, 24 Nov 2026, 11:05 AM · gateway fee ₱25.20/),
    ).toBeVisible();
    expect(within(paid).getByText(/Test mode/)).toBeInTheDocument();
    expect(within(drawer).getByText('The client requested to book')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Rental agreement (printable)' })).toHaveAttribute(
      'href',
      '/bookings/b1/agreement',
    );
    expect(within(drawer).queryByRole('button', { name: /Accept|Decline/ })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText('The client gets back ₱1,008')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Give a reason: the other side will see it.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Listing reported as unsafe');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled. The client gets back ₱1,008.')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Listing reported as unsafe' }]);
    expect(await within(drawer).findByText(/^Cancelled by staff/)).toBeInTheDocument();

    expect(router.state.location.search).toBe('?booking=b1');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
