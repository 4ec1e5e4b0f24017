import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { buildUser, errorBody, renderApp, screen, server, within } from '@/testing/test-utils';
import { buildInvoice, buildWithholding, pageOf } from '../wallet.fixtures';
import { InvoicesList } from './invoices-list';
import { WithholdingSummary } from './withholding-summary';

const host = buildUser({ userType: 'host', type: 'host' });
const open = (ui = <InvoicesList />) => renderApp(ui, { url: '/host/wallet', user: host });

describe('InvoicesList', () => {
  it('lists each invoice and credit memo with its number, month, amount, VAT and PDF', async () => {
    server.use(
      http.get('/api/host/invoices', () =>
        HttpResponse.json(
          pageOf(
            [
              buildInvoice(),
              buildInvoice({
                id: 'cm1',
                kind: 'credit_note',
                number: 'ESP-CM-2026-000004',
                amount: 9000,
                vatable: 9000,
                vat: 0,
                vatRate: null,
              }),
            ],
            1,
            10,
          ),
        ),
      ),
    );
    open();
    const section = await screen.findByRole('region', { name: 'Invoices' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [invoice, credit] = items.map((i) => within(i));
    expect(invoice.getByText('ESP-2026-000123').parentElement).toHaveTextContent('Invoice ESP-2026-000123');
    expect(invoice.getByText('November 2026')).toBeInTheDocument();
    expect(invoice.getByText('₱270')).toBeInTheDocument();
    expect(invoice.getByText('₱28.93')).toBeInTheDocument();
    expect(invoice.getByRole('link', { name: 'Download ESP-2026-000123 as PDF' })).toHaveAttribute(
      'href',
      '/api/host/invoices/inv1.pdf',
    );
    expect(credit.getByText('ESP-CM-2026-000004').parentElement).toHaveTextContent('Credit memo');
    expect(credit.getByText('−₱90')).toBeInTheDocument();
    expect(credit.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('2 documents')).toBeInTheDocument();
  });

  it('says when the first invoice comes, and offers a retry when the list fails', async () => {
    let fail = true;
    server.use(
      http.get('/api/host/invoices', () =>
        fail
          ? HttpResponse.json(errorBody('internal_error', 'Something went wrong.'), { status: 500 })
          : HttpResponse.json(pageOf([], 1, 10)),
      ),
    );
    open();
    expect(await screen.findByText('Your invoices could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'No invoices yet. The first is issued on the 1st of the month after a booking of yours is paid.',
      ),
    ).toBeInTheDocument();
  });
});

describe('WithholdingSummary', () => {
  it('shows the tax withheld per quarter once some was withheld, and nothing before', async () => {
    server.use(http.get('/api/host/withholding', () => HttpResponse.json(buildWithholding())));
    open(<WithholdingSummary />);
    const section = await screen.findByRole('region', { name: 'Tax withheld from payouts' });
    const q1 = within(section).getByRole('row', { name: /Q1/ });
    expect(q1).toHaveTextContent('₱1,000');
    expect(q1).toHaveTextContent('₱5');
    expect(within(section).getByRole('row', { name: /Total/ })).toHaveTextContent('₱1,000₱51');
  });

  it('is not shown to a host with no tax withheld', async () => {
    let asked = false;
    server.use(
      http.get('/api/host/withholding', () => {
        asked = true;
        return HttpResponse.json(buildWithholding({ any: false }));
      }),
    );
    open(<WithholdingSummary />);
    await vi.waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('region', { name: 'Tax withheld from payouts' })).toBeNull();
  });
});
