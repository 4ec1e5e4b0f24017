import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { buildHostBooking } from '@/features/bookings/host-booking.fixtures';
import AdminBookingsPage from './bookings-page';

const admin = buildUser({ userType: 'admin', type: 'admin', role: 'admin' });
const flagged = buildHostBooking({
  status: 'confirmed',
  actions: ['cancel'],
  dueAt: null,
  flag: { at: '2026-11-25T02:00:00.000Z', reason: 'The host was suspended' },
});

describe('admin /bookings in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the filters, the list and a booking in the drawer in Filipino', async () => {
    server.use(
      http.get('/api/admin/bookings', () => HttpResponse.json({ items: [flagged], total: 1, page: 1, pageSize: 20 })),
      http.get('/api/bookings/b1', () => HttpResponse.json(flagged)),
      http.get('/api/bookings/b1/payments', () => HttpResponse.json({ testMode: false, items: [] })),
    );
    const { user } = renderApp(<AdminBookingsPage />, {
      url: '/bookings',
      path: '/bookings',
      user: admin,
      lang: 'fil',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mga Booking' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'I-filter ang mga booking' });
    const status = within(form).getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'Kahit anong status' })).toBeInTheDocument();
    expect(within(status).getByRole('option', { name: 'Kumpirmado' })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'Buwanang upa' })).toBeInTheDocument();
    expect(within(form).getByText('Ayon sa id ng listing, host o umuupa')).toBeInTheDocument();

    expect(await screen.findByText('1 booking')).toBeInTheDocument();
    expect(screen.getByText('Kailangang silipin: The host was suspended')).toBeInTheDocument();
    expect(screen.getByText(/na-book noong/)).toHaveTextContent(
      '3 araw · 2 unit · ₱1,008 · na-book noong Mar, 24 Nob 2026',
    );
    expect(
      screen.getByRole('button', { name: 'Umuupa: Bea Villanueva (ipakita lang ang mga booking nila)' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Dry room in Bel-Air' }));
    const drawer = await screen.findByRole('dialog', { name: 'Booking' });
    expect(await within(drawer).findByText('Na-flag para sa staff')).toBeInTheDocument();
    expect(within(drawer).getByText('Id ng booking')).toBeInTheDocument();
    const paid = await within(drawer).findByRole('region', { name: 'Mga bayad' });
    expect(await within(paid).findByText('Wala pang bayad.')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Tingnan ang listing' })).toBeInTheDocument();
  });

  it('says in Filipino when there are no bookings yet', async () => {
    server.use(
      http.get('/api/admin/bookings', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 })),
    );
    renderApp(<AdminBookingsPage />, { url: '/bookings', path: '/bookings', user: admin, lang: 'fil' });
    expect(await screen.findByRole('heading', { name: 'Wala pang booking' })).toBeInTheDocument();
  });
});
