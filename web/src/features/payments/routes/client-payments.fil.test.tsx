import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { buildPaymentItem, buildPaymentsPage, buildReceipt } from '../payment.fixtures';
import ClientPaymentsPage from './client-payments';
import ClientReceiptPage from './client-receipt';

const client = buildUser({ userType: 'client', type: 'client' });

describe('Payments and receipts in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('lists payments and refunds with their status, method, date and receipt links in Filipino', async () => {
    server.use(
      http.get('/api/me/payments', () =>
        HttpResponse.json(
          buildPaymentsPage([
            buildPaymentItem({
              id: 'r1',
              kind: 'refund',
              status: 'pending',
              amount: 95760,
              at: '2026-11-25T03:00:00.000Z',
              reason: 'cancellation',
            }),
            buildPaymentItem(),
          ]),
        ),
      ),
      http.get('/api/me/saved-cards', () => HttpResponse.json({ items: [] })),
    );
    renderApp(<ClientPaymentsPage />, { url: '/client/payments', path: '/client/payments', user: client, lang: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mga bayad' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Ang mga bayad at refund mo' });
    expect(await within(list).findByText('2 transaksyon')).toBeInTheDocument();
    const [refund, payment] = within(list).getAllByRole('listitem');
    const r = within(refund);
    expect(r.getByText('Refund')).toBeInTheDocument();
    expect(r.getByText('Pinoproseso')).toBeInTheDocument();
    expect(r.getByText('Kinansela ang booking')).toBeInTheDocument();
    expect(r.getByText('Pabalik na sa iyo.')).toBeInTheDocument();
    expect(r.getByText('Miy, 25 Nob 2026')).toBeInTheDocument();
    const p = within(payment);
    expect(p.getByText('Bayad')).toBeInTheDocument();
    expect(p.getByText('Bayad na')).toBeInTheDocument();
    expect(p.getByText('Host: Maria S.')).toBeInTheDocument();
    expect(p.getByRole('link', { name: 'Resibo ng bayad noong Mar, 24 Nob 2026' })).toHaveAttribute(
      'href',
      '/client/payments/p1/receipt',
    );
    expect(p.getByRole('link', { name: 'I-download ang PDF ng bayad noong Mar, 24 Nob 2026' })).toBeInTheDocument();
  });

  it("shows a payment's acknowledgement receipt in Filipino", async () => {
    server.use(http.get('/api/me/payments/p1/receipt', () => HttpResponse.json(buildReceipt())));
    renderApp(<ClientReceiptPage />, {
      url: '/client/payments/p1/receipt',
      path: '/client/payments/:paymentId/receipt',
      user: client,
      lang: 'fil',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acknowledgement receipt' })).toBeInTheDocument();
    expect(screen.getByText('Natanggap ang bayad')).toBeInTheDocument();
    expect(screen.getByText('Halagang ibinayad', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Resibo blg.')).toBeInTheDocument();
    expect(screen.getAllByText('Mar, 24 Nob 2026, 10:30 AM').length).toBeGreaterThan(0);
    const charges = within(screen.getByRole('region', { name: 'Ang binayaran' }));
    expect(charges.getByText('₱150.00 × 3 araw × 2 unit')).toBeInTheDocument();
    expect(charges.getByText('Buwis (12%)')).toBeInTheDocument();
    expect(charges.getByText('Kabuuan')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mula at para kay' })).toHaveTextContent('Espasyo, para sa host');
    expect(screen.getByText(/Test mode: ginawa sa sandbox gateway/)).toBeInTheDocument();
    expect(screen.getByText(/hindi official receipt o invoice/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik sa mga bayad' })).toBeInTheDocument();
  });
});
