import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Bill } from '@espasyo/domain/contracts/bookings';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { buildBill, buildTenancy } from '@/features/bookings/booking.fixtures';
import { AdminBookingDetail } from './admin-booking-detail';

const admin = buildUser({ userType: 'admin', type: 'admin', role: 'admin' });

const tenancy = buildTenancy({ actions: ['give_notice'] });
/** December paid (nothing to do), January overdue (an admin may void it). */
const overdue = buildBill({
  id: 'bill1',
  number: 1,
  periodStart: '2027-01-01',
  periodEnd: '2027-01-31',
  dueOn: '2027-01-01',
  opensOn: '2026-12-27',
  status: 'overdue',
  paidAt: null,
  paymentId: null,
  hostEarnings: 227500,
  actions: ['void'],
});

function serve(bills: () => Bill[]) {
  server.use(
    http.get('/api/bookings/b1', () => HttpResponse.json(tenancy)),
    http.get('/api/bookings/b1/bills', () => HttpResponse.json({ items: bills() })),
    http.get('/api/bookings/b1/payments', () => HttpResponse.json({ testMode: false, items: [] })),
  );
}

const open = () => renderApp(<AdminBookingDetail id="b1" />, { url: '/bookings?booking=b1', user: admin });

describe("staff's Void bill in the booking drawer (issue 32)", { timeout: 20_000 }, () => {
  it('offers it on an unpaid bill only, asks for the reason, voids it and reads the bills again', async () => {
    let voided = false;
    serve(() => [buildBill({ hostEarnings: 227500 }), voided ? { ...overdue, status: 'void', actions: [] } : overdue]);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/bills/bill1/void', async ({ request }) => {
        sent.push(await request.json());
        voided = true;
        return HttpResponse.json({ ...overdue, status: 'void', actions: [] });
      }),
    );
    const { user } = open();
    const bills = await screen.findByRole('region', { name: 'Bills' });
    const buttons = await within(bills).findAllByRole('button', { name: /^Void bill/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Void bill for Fri, 1 Jan 2027 – Sun, 31 Jan 2027');

    await user.click(buttons[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Void this bill?' });
    expect(dialog).toHaveTextContent(
      'Bea Villanueva will owe nothing for Fri, 1 Jan 2027 – Sun, 31 Jan 2027 (₱2,500).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Void bill' }));
    expect(
      await within(dialog).findByText('Give a reason for voiding this bill: it is kept in the audit log.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Gate broken all January');
    await user.click(within(dialog).getByRole('button', { name: 'Void bill' }));
    expect(await screen.findByText('The bill of ₱2,500 is void.')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Gate broken all January' }]);
    await waitFor(() => expect(within(bills).queryByRole('button', { name: /^Void bill/ })).not.toBeInTheDocument());
    expect(within(bills).getByText('Void')).toBeInTheDocument();
  });

  it('shows the refusal of a bill paid meanwhile, and keeps the dialog open', async () => {
    serve(() => [overdue]);
    server.use(
      http.post('/api/admin/bills/bill1/void', () =>
        HttpResponse.json(errorBody('invalid_transition', 'A bill that is paid cannot be voided.'), { status: 409 }),
      ),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Void bill/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this bill?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Agreed with both sides');
    await user.click(within(dialog).getByRole('button', { name: 'Void bill' }));
    expect(await within(dialog).findByText('A bill that is paid cannot be voided.')).toBeInTheDocument();
  });
});
