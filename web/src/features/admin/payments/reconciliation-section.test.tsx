import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { ReconciliationReport, ReconciliationReportDetail } from '@espasyo/domain/contracts/reconciliation';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { ReconciliationSection } from './reconciliation-section';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });

const side = { payments: 2, paymentsTotal: 60_000, refunds: 1, refundsTotal: 28_500 };
const report = (o: Partial<ReconciliationReport> = {}): ReconciliationReport => ({
  id: 'r1',
  day: '2026-11-24',
  gateway: 'paymongo',
  status: 'mismatch',
  matched: 3,
  discrepancyCount: 1,
  ledger: side,
  gatewaySide: { ...side, payments: 3, paymentsTotal: 64_200 },
  error: null,
  runs: 1,
  createdAt: '2026-11-24T18:30:00.000Z',
  updatedAt: '2026-11-24T18:30:00.000Z',
  ...o,
});
const detail: ReconciliationReportDetail = {
  ...report(),
  discrepancies: [
    {
      kind: 'missing_in_ledger',
      item: 'payment',
      ref: null,
      gatewayId: 'pay_stray',
      bookingId: null,
      ledgerAmount: null,
      gatewayAmount: 4_200,
      ledgerFee: null,
      gatewayFee: 105,
      at: '2026-11-24T03:00:00.000Z',
    },
  ],
};

/** GET /api/admin/payments/reconciliation answering `items` (or failing); the pages asked. */
function listApi(items: ReconciliationReport[] | 'fail') {
  const asked: string[] = [];
  server.use(
    http.get('/api/admin/payments/reconciliation', ({ request }) => {
      asked.push(new URL(request.url).search);
      if (items === 'fail')
        return HttpResponse.json(errorBody('internal_error', 'Something went wrong.'), { status: 500 });
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 });
    }),
  );
  return asked;
}

const open = () => renderApp(<ReconciliationSection />, { url: '/payments', path: '/payments', user: admin });

describe('the Reconciliation section of admin /payments', { timeout: 20_000 }, () => {
  it('lists the reports with their day, gateway, matched count, discrepancies and status; one opens with each discrepancy', async () => {
    const asked = listApi([
      report(),
      report({ id: 'r2', day: '2026-11-23', gateway: 'sandbox', status: 'ok', discrepancyCount: 0 }),
    ]);
    server.use(http.get('/api/admin/payments/reconciliation/:id', () => HttpResponse.json(detail)));
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Reconciliation' });
    const rows = within(table).getAllByRole('row');
    for (const text of ['Tue, 24 Nov 2026', 'PayMongo', '3', '1', 'Mismatch']) {
      expect(within(rows[1]).getByText(text)).toBeInTheDocument();
    }
    expect(within(rows[2]).getByText('Matched')).toBeInTheDocument();
    expect(screen.getByText('2 reports')).toBeInTheDocument();
    expect(asked[0]).toBe('?page=1');

    await user.click(within(rows[1]).getByRole('button', { name: 'Open the report of Tue, 24 Nov 2026, PayMongo' }));
    const drawer = await screen.findByRole('dialog', { name: 'Reconciliation of Tue, 24 Nov 2026, PayMongo' });
    expect(await within(drawer).findByText('Missing in our ledger · Payment')).toBeInTheDocument();
    expect(within(drawer).getByText('pay_stray')).toBeInTheDocument();
    expect(within(drawer).getByText('₱42')).toBeInTheDocument();
    expect(within(drawer).getByText('3 payments, ₱642')).toBeInTheDocument();
    expect(within(drawer).getByText('2 payments, ₱600')).toBeInTheDocument();
  });

  it('says when there is no report yet', async () => {
    listApi([]);
    open();
    expect(await screen.findByText('No reports yet')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    listApi('fail');
    const { user } = open();
    expect(await screen.findByText('Reconciliation reports could not be loaded')).toBeInTheDocument();
    listApi([report()]);
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('table', { name: 'Reconciliation' })).toBeInTheDocument();
  });

  it('runs a day on staff’s word, and shows the server’s refusal under the day', async () => {
    const asked = listApi([]);
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      http.post('/api/admin/payments/reconciliation', async ({ request }) => {
        sent.push(await request.json());
        if (refuse) {
          const message = 'Choose a day that has ended.';
          return HttpResponse.json(errorBody('validation_error', message, { day: message }), { status: 400 });
        }
        return HttpResponse.json({ reports: [report()] });
      }),
    );
    const { user } = open();
    await screen.findByText('No reports yet');
    const day = screen.getByLabelText('Run for a day');
    await user.clear(day);
    await user.type(day, '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Run reconciliation' }));
    expect(await screen.findByText('Choose a day that has ended.')).toBeInTheDocument();
    expect(sent).toEqual([{ day: '2026-11-30' }]);

    refuse = false;
    await user.clear(day);
    await user.type(day, '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Run reconciliation' }));
    expect(await screen.findByText('Reconciliation ran: 1 report.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ day: '2026-11-24' });
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
  });
});
