import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminPaymentDetail } from '@espasyo/domain/contracts/admin-payments';
import { paymentMessages } from '@espasyo/domain/messages/payments';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { buildAdminPayment, buildAdminPaymentDetail } from './payments.fixtures';
import { PaymentsPage } from './payments-page';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });

/** GET /api/admin/payments answering one payment (none once `empty`); the query strings it got. */
function listApi(opts: { empty?: boolean; fail?: boolean } = {}) {
  const asked: string[] = [];
  server.use(
    http.get('/api/admin/payments', ({ request }) => {
      asked.push(new URL(request.url).search);
      if (opts.fail) return HttpResponse.json(errorBody('internal_error', 'Something went wrong.'), { status: 500 });
      const items = opts.empty ? [] : [buildAdminPayment()];
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 });
    }),
  );
  return asked;
}

/** GET /api/admin/payments/:id answering `detail`, and POST …/refunds recording what it got. */
function detailApi(detail: AdminPaymentDetail, refund?: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/admin/payments/:id', () => HttpResponse.json(detail)),
    http.post('/api/admin/payments/:id/refunds', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (refund) return refund(body);
      const amount = body.amount as number;
      const after = buildAdminPaymentDetail({
        refunded: amount,
        status: amount === detail.amount ? 'refunded' : 'partially_refunded',
      });
      return HttpResponse.json({ refundId: 'r1', replayed: false, payment: after }, { status: 201 });
    }),
  );
  return sent;
}

const open = (url = '/payments') => renderApp(<PaymentsPage />, { url, path: '/payments', user: admin });

describe('admin /payments', { timeout: 20_000 }, () => {
  it('lists payments in a table, filtered by a search, status, method, gateway and dates, all in the address', async () => {
    const asked = listApi();
    const { user, router } = open('/payments?status=paid');
    const table = await screen.findByRole('table', { name: 'Payments found' });
    const row = within(within(table).getAllByRole('row')[1]);
    for (const text of [
      'Tue, 24 Nov 2026',
      'Garage in Makati',
      'Client: Bea Villanueva (bea@example.ph)',
      'Host: Maria Santos',
      'GCash · Sandbox',
      'Test mode',
      'Paid',
      '₱300',
    ]) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('1 payment')).toBeInTheDocument();
    expect(asked[0]).toBe('?status=paid&page=1&pageSize=20');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bea@example.ph');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'gcash');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gateway' }), 'sandbox');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(asked.at(-1)).toBe(
        '?q=bea%40example.ph&status=paid&method=gcash&gateway=sandbox&from=2026-11-01&to=2026-11-30&page=1&pageSize=20',
      ),
    );
    expect(router.state.location.search).toContain('method=gcash');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&pageSize=20'));
  });

  it('says what to do when nothing matches, and when there is nothing yet', async () => {
    listApi({ empty: true });
    const { user } = open('/payments?status=failed');
    expect(await screen.findByText('No payments match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    listApi({ fail: true });
    open();
    expect(await screen.findByText('Payments could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it("opens a payment with its booking, the gateway's events and the ledger, and refunds part of it after asking", async () => {
    listApi();
    const sent = detailApi(buildAdminPaymentDetail());
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Payments found' });
    await user.click(within(table).getByRole('button', { name: 'Open the payment for Garage in Makati' }));
    const drawer = await screen.findByRole('dialog', { name: 'Payment' });
    expect(await within(drawer).findByText('checkout.paid')).toBeInTheDocument();
    expect(within(drawer).getByRole('table', { name: 'Ledger entries' })).toHaveTextContent('Host pending');
    expect(within(drawer).getByText('No refund yet.')).toBeInTheDocument();
    const amount = within(drawer).getByRole('textbox', { name: /Amount to refund/ });
    expect(amount).toHaveValue('300');

    // The shared schema, in the browser: too much, a fraction of a centavo, no reason.
    await user.clear(amount);
    await user.type(amount, '300.01');
    await user.click(within(drawer).getByRole('button', { name: 'Refund' }));
    expect(await within(drawer).findByText('At most ₱300 is left to refund on this payment.')).toBeInTheDocument();
    expect(within(drawer).getByText('Write why you are refunding this payment.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(within(drawer).getByRole('button', { name: 'Refund' }));
    expect(await within(drawer).findByText('Enter pesos with at most two decimals (₱1,234.50).')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '100.50');
    await user.type(within(drawer).getByRole('textbox', { name: /Reason/ }), 'The gate remote did not work.');
    await user.click(within(drawer).getByRole('button', { name: 'Refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(confirm).toHaveTextContent('₱100.50 goes back to Bea Villanueva the way they paid.');
    await user.click(within(confirm).getByRole('button', { name: 'Refund ₱100.50' }));
    expect(await screen.findByText('₱100.50 is on its way back to the client.')).toBeInTheDocument();
    expect(sent).toEqual([
      { amount: 10050, reason: 'The gate remote did not work.', idempotencyKey: expect.stringMatching(/^[\w-]+$/) },
    ]);
  });

  it("puts the server's refusal under the amount", async () => {
    listApi();
    const message = 'At most ₱199.50 is left to refund on this payment.';
    detailApi(buildAdminPaymentDetail(), () =>
      HttpResponse.json(errorBody('refund_exceeds_payment', message, { amount: message }), { status: 409 }),
    );
    const { user } = open('/payments?payment=pay1');
    const drawer = await screen.findByRole('dialog', { name: 'Payment' });
    await user.type(await within(drawer).findByRole('textbox', { name: /Reason/ }), 'Goodwill');
    await user.click(within(drawer).getByRole('button', { name: 'Refund' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Refund this payment?' })).getByRole('button', {
        name: 'Refund ₱300',
      }),
    );
    expect(await within(drawer).findByText(message)).toBeInTheDocument();
  });

  it('has no Refund form on a payment refunded in full', async () => {
    listApi();
    detailApi(buildAdminPaymentDetail({ status: 'refunded', refunded: 30000 }));
    open('/payments?payment=pay1');
    const drawer = await screen.findByRole('dialog', { name: 'Payment' });
    expect(await within(drawer).findByText('Nothing is left to refund on this payment.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('a payment under review: its status and flag, and why it has no Refund form', async () => {
    listApi();
    const flag = 'Amount mismatch: asked ₱300.00 PHP, the gateway reports 29900 centavos PHP';
    detailApi({ ...buildAdminPaymentDetail({ status: 'under_review', flag }), refundable: 0 });
    open('/payments?payment=pay1');
    const drawer = await screen.findByRole('dialog', { name: 'Payment' });
    expect(await within(drawer).findByText(paymentMessages.underReview.staffRefund)).toBeInTheDocument();
    expect(within(drawer).getByText('Under review')).toBeInTheDocument();
    expect(within(drawer).getByText(`Needs a look: ${flag}`)).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
