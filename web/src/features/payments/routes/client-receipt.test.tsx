import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { buildUser, errorBody, renderApp, screen, server, within } from '@/testing/test-utils';
import { buildReceipt } from '../payment.fixtures';
import ClientReceiptPage from './client-receipt';

const client = buildUser({ userType: 'client', type: 'client' });

const open = (id = 'p1') =>
  renderApp(<ClientReceiptPage />, {
    url: `/client/payments/${id}/receipt`,
    path: '/client/payments/:paymentId/receipt',
    user: client,
  });

afterEach(() => vi.restoreAllMocks());

describe('Receipt', () => {
  it("shows a payment's acknowledgement receipt, prints it and offers its PDF", async () => {
    server.use(http.get('/api/me/payments/p1/receipt', () => HttpResponse.json(buildReceipt())));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acknowledgement receipt' })).toBeInTheDocument();
    expect(screen.getByText('Payment received')).toBeInTheDocument();
    expect(screen.getAllByText('₱1,008.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/Test mode: made through the sandbox gateway/)).toBeInTheDocument();
    const charges = within(screen.getByRole('region', { name: 'What was paid for' }));
    expect(charges.getByText('₱150.00 × 3 days × 2 units')).toBeInTheDocument();
    expect(charges.getAllByText('₱900.00')).toHaveLength(2); // the line and the subtotal
    expect(charges.getByText('Tax (12%)')).toBeInTheDocument();
    expect(charges.getByText('₱108.00')).toBeInTheDocument();
    const booking = within(screen.getByRole('region', { name: 'Booking' }));
    expect(booking.getByText('Dry room in Bel-Air')).toBeInTheDocument();
    expect(booking.getByText('Tue, 1 Dec 2026 – Thu, 3 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Maria S.')).toBeInTheDocument();
    expect(screen.getByText('GCash')).toBeInTheDocument();
    expect(screen.getByText('sbx_pay_1')).toBeInTheDocument();
    expect(screen.getByText(/not an official receipt or an invoice/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/me/payments/p1/receipt.pdf',
    );
    expect(screen.getByRole('link', { name: 'Back to payments' })).toHaveAttribute('href', '/client/payments');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says so when the receipt is not the client’s or does not exist', async () => {
    server.use(
      http.get('/api/me/payments/nope/receipt', () =>
        HttpResponse.json(errorBody('not_found', 'This receipt does not exist, or it is not yours.'), { status: 404 }),
      ),
    );
    open('nope');
    expect(await screen.findByText('This receipt does not exist, or it is not yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to payments' })).toBeInTheDocument();
  });
});
