import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { buildUser, errorBody, renderApp, screen, server } from '@/testing/test-utils';
import { InvoicesSection } from './invoices-section';

const admin = buildUser({ userType: 'admin' });

describe('admin invoices', () => {
  it('lists the invoices issued and issues a month, showing the refusal of one not ended', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/invoices', () =>
        HttpResponse.json({
          items: [
            {
              id: 'inv1',
              kind: 'invoice',
              number: 'ESP-2026-000001',
              month: '2026-10',
              issuedAt: '2026-10-31T18:00:00.000Z',
              amount: 27000,
              vatable: 24107,
              vat: 2893,
              vatRate: 12,
              host: { id: 'h1', name: 'Maria Santos', email: 'maria@example.com' },
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
      ),
      http.post('/api/admin/invoices/issue', async ({ request }) => {
        const body = (await request.json()) as { month: string };
        sent.push(body);
        if (body.month === '2099-01') {
          const message = 'A month can be invoiced only once it has ended.';
          return HttpResponse.json(errorBody('validation_error', message, { month: message }), { status: 400 });
        }
        return HttpResponse.json({ month: body.month, invoices: 3, creditNotes: 1 });
      }),
    );
    renderApp(<InvoicesSection />, { url: '/payouts', user: admin });
    expect(await screen.findByRole('link', { name: 'Invoice ESP-2026-000001' })).toHaveAttribute(
      'href',
      '/api/admin/invoices/inv1.pdf',
    );
    expect(screen.getByText(/Maria Santos · maria@example.com · October 2026/)).toBeInTheDocument();
    const month = screen.getByLabelText('Month to issue');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-10');
    await userEvent.click(screen.getByRole('button', { name: 'Issue invoices' }));
    expect(await screen.findByText('3 invoices and 1 credit memo issued.')).toBeInTheDocument();
    await userEvent.clear(month);
    await userEvent.type(month, '2099-01');
    await userEvent.click(screen.getByRole('button', { name: 'Issue invoices' }));
    expect(await screen.findByText('A month can be invoiced only once it has ended.')).toBeInTheDocument();
    expect(sent).toEqual([{ month: '2026-10' }, { month: '2099-01' }]);
  });
});
