import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { buildPaymentItem, buildPaymentsPage } from '../payment.fixtures';
import ClientPaymentsPage from './client-payments';

const client = buildUser({ userType: 'client', type: 'client' });

const open = (url = '/client/payments') =>
  renderApp(<ClientPaymentsPage />, { url, path: '/client/payments', user: client });

/** GET /api/me/payments answering `answer(page)`; the query strings it received. */
function servePayments(answer: (page: number) => object | null) {
  const asked: string[] = [];
  server.use(
    http.get('/api/me/payments', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const body = answer(Number(url.searchParams.get('page')));
      return body ? HttpResponse.json(body) : HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 });
    }),
  );
  return asked;
}

describe('Payments', () => {
  it('lists payments and refunds with their status, method, amount, booking link, date and receipts', async () => {
    const asked = servePayments(() =>
      buildPaymentsPage([
        buildPaymentItem({
          id: 'r1',
          kind: 'refund',
          status: 'succeeded',
          amount: 95760,
          at: '2026-11-25T03:00:00.000Z',
          reason: 'cancellation',
        }),
        buildPaymentItem(),
        buildPaymentItem({
          id: 'p0',
          status: 'failed',
          method: null,
          receipt: false,
          reference: null,
          at: '2026-11-23T01:00:00.000Z',
          testMode: false,
        }),
      ]),
    );
    open();
    const list = await screen.findByRole('region', { name: 'Your payments and refunds' });
    expect(await within(list).findByText('3 transactions')).toBeInTheDocument();
    expect(asked).toEqual(['?page=1&pageSize=20']);
    expect(screen.getByText(/Payments go to the sandbox gateway/)).toBeInTheDocument();

    const [refund, payment, failed] = within(list).getAllByRole('listitem');
    const r = within(refund);
    expect(r.getByText('Refund')).toBeInTheDocument();
    expect(r.getByText('Refunded')).toBeInTheDocument();
    expect(r.getByText('₱957.60')).toBeInTheDocument();
    expect(r.getByText('Booking cancelled')).toBeInTheDocument();
    expect(r.getByText('Wed, 25 Nov 2026')).toBeInTheDocument();
    expect(r.getByRole('link', { name: 'Receipt of the refund on Wed, 25 Nov 2026' })).toHaveAttribute(
      'href',
      '/client/payments/r1/receipt',
    );

    const p = within(payment);
    expect(p.getByText('Payment')).toBeInTheDocument();
    expect(p.getByText('Paid')).toBeInTheDocument();
    expect(p.getByText('GCash')).toBeInTheDocument();
    expect(p.getByText('Test mode')).toBeInTheDocument();
    expect(p.getByText('₱1,008')).toBeInTheDocument();
    expect(p.getByText('Tue, 24 Nov 2026')).toBeInTheDocument();
    expect(p.getByText('Tue, 1 Dec 2026 – Thu, 3 Dec 2026')).toBeInTheDocument();
    expect(p.getByText('Host: Maria S.')).toBeInTheDocument();
    expect(p.getByRole('link', { name: 'Dry room in Bel-Air' })).toHaveAttribute('href', '/client/bookings/b1');
    expect(p.getByRole('link', { name: 'Receipt of the payment on Tue, 24 Nov 2026' })).toHaveAttribute(
      'href',
      '/client/payments/p1/receipt',
    );
    const pdf = p.getByRole('link', { name: 'Download PDF of the payment on Tue, 24 Nov 2026' });
    expect(pdf).toHaveAttribute('href', '/api/me/payments/p1/receipt.pdf');
    expect(pdf).toHaveAttribute('download');

    const f = within(failed);
    expect(f.getByText('Failed')).toBeInTheDocument();
    expect(f.getByText('Not paid')).toBeInTheDocument();
    expect(f.getByText('The payment did not go through. Nothing was charged.')).toBeInTheDocument();
    expect(f.queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
    expect(f.queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
  });

  it('a payment under review reads so, never Paid, with what happens to it and no receipt', async () => {
    servePayments(() => buildPaymentsPage([buildPaymentItem({ status: 'under_review', receipt: false })]));
    open();
    const row = (await screen.findByRole('link', { name: 'Dry room in Bel-Air' })).closest('li')!;
    expect(within(row).getByText('Under review')).toBeInTheDocument();
    expect(within(row).queryByText('Paid')).not.toBeInTheDocument();
    expect(
      within(row).getByText(/does not match the booking, so it is not confirmed. All of it goes back to you/),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
  });

  it('says what to do when there is nothing yet, without the test-mode banner when payments are live', async () => {
    servePayments(() => buildPaymentsPage([], { testMode: false }));
    open();
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/client/bookings');
    expect(screen.queryByText(/sandbox gateway/)).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, then pages through a long list', async () => {
    const asked = servePayments((page) =>
      buildPaymentsPage([buildPaymentItem({ id: `p${page}` })], { total: 45, page }),
    );
    const { user } = open();
    expect(screen.getByRole('list', { name: 'Loading your payments' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?page=2&pageSize=20');
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    servePayments(() => (fail ? null : buildPaymentsPage([buildPaymentItem()])));
    const { user } = open();
    expect(await screen.findByText('Your payments could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dry room in Bel-Air' })).toBeInTheDocument();
  });

  it('lists the saved cards and removes one after asking, saying what happens to the rentals it pays', async () => {
    servePayments(() => buildPaymentsPage([buildPaymentItem()]));
    let cards = [
      {
        id: 'card1',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2034,
        savedAt: '2026-11-02T02:00:00.000Z',
        paysFor: [{ bookingId: 'b1', listingTitle: 'Dry room in Bel-Air' }],
      },
    ];
    const removed: string[] = [];
    server.use(
      http.get('/api/me/saved-cards', () => HttpResponse.json({ items: cards })),
      http.delete('/api/me/saved-cards/:id', ({ params }) => {
        removed.push(String(params.id));
        cards = [];
        return HttpResponse.json({ autopayTurnedOff: 1 });
      }),
    );
    const { user } = open();
    const region = await screen.findByRole('region', { name: 'Saved cards' });
    expect(within(region).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(region).getByText('Expires 12/34 · Saved Mon, 2 Nov 2026')).toBeInTheDocument();
    expect(within(region).getByText('Pays the monthly bills of Dry room in Bel-Air')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Visa •••• 4242?' });
    expect(within(dialog).getByText(/goes back to paying each bill through its checkout/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Card removed.')).toBeInTheDocument();
    expect(removed).toEqual(['card1']);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Saved cards' })).not.toBeInTheDocument());
  });
});
