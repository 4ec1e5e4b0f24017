import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { buildAdminPayment, buildAdminPaymentDetail } from './payments.fixtures';
import { PaymentsPage } from './payments-page';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });

describe('the admin payments page in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('lists a payment and opens it with its ledger and the Refund form in Filipino', async () => {
    server.use(
      http.get('/api/admin/payments', () =>
        HttpResponse.json({ items: [buildAdminPayment()], total: 1, page: 1, pageSize: 20 }),
      ),
      http.get('/api/admin/payments/:id', () => HttpResponse.json(buildAdminPaymentDetail())),
    );
    const { user } = renderApp(<PaymentsPage />, { url: '/payments', path: '/payments', user: admin, lang: 'fil' });
    expect(await screen.findByRole('heading', { name: 'Mga Bayad' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'I-filter ang mga bayad' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bahagyang na-refund' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Mga nakitang bayad' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Mar, 24 Nob 2026');
    expect(row).toHaveTextContent('Umuupa: Bea Villanueva (bea@example.ph)');
    expect(row).toHaveTextContent('GCash · Sandbox');
    expect(row).toHaveTextContent('Bayad na');
    expect(screen.getByText('1 bayad')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Buksan ang bayad para sa Garage in Makati' }));
    const drawer = await screen.findByRole('dialog', { name: 'Bayad' });
    expect(await within(drawer).findByRole('heading', { name: 'Mga entry sa ledger' })).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Mga event ng gateway' })).toBeInTheDocument();
    expect(within(drawer).getByText('Wala pang refund.')).toBeInTheDocument();
    const refund = within(drawer).getByRole('form', { name: 'Refund' });
    expect(within(refund).getByLabelText(/Halagang ire-refund/)).toHaveValue('300');
    expect(within(refund).getByRole('button', { name: 'I-refund' })).toBeInTheDocument();
  });
});
