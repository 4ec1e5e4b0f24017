import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminPayout } from '@espasyo/domain/contracts/money';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { buildAdminPayout } from './payouts.fixtures';
import { PayoutsPage } from './payouts-page';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });

/** GET /api/admin/payouts answering from `list` filtered by status; the queries it received. */
function payoutsApi(list: AdminPayout[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/admin/payouts', ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(Object.fromEntries(q));
      const items = list.filter((p) => !q.get('status') || p.status === q.get('status'));
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20 });
    }),
    http.get('/api/admin/invoices', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 10 })),
  );
  return queries;
}

const open = (url = '/payouts') => renderApp(<PayoutsPage />, { url, path: '/payouts', user: admin });
const table = () => screen.findByRole('table', { name: 'Payouts' });

describe('admin payouts page', () => {
  it('lists the pending payouts by default with host, amounts, method and who asked', async () => {
    const queries = payoutsApi([
      buildAdminPayout(),
      buildAdminPayout({ id: 'p2', status: 'processed', reference: 'GC-1', requestedBy: 'auto' }),
    ]);
    open();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const row = within(rows[1]);
    for (const text of ['Maria Santos', 'maria@example.ph', '₱1,000', '₱5', '₱995', 'GCash •••• 4567', 'By the host']) {
      expect(row.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(row.getByText('Tue, 24 Nov 2026')).toBeInTheDocument();
    expect(row.getByText('Pending')).toBeInTheDocument();
    expect(queries[0]).toEqual({ status: 'pending', page: '1', pageSize: '20' });
    expect(screen.getByText('1 payout')).toBeInTheDocument();
  });

  it('marks a payout processed with the transfer reference', async () => {
    const payout = buildAdminPayout();
    payoutsApi([payout]);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/payouts/:id/processed', async ({ params, request }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ ...payout, status: 'processed', reference: 'GC-998877', actions: [] });
      }),
    );
    const { user } = open();
    await user.click(within(await table()).getByRole('button', { name: 'Mark processed: Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: "Mark Maria Santos's payout processed?" });
    expect(dialog).toHaveTextContent('Only once ₱995 was sent to GCash •••• 4567 (Maria Santos).');

    await user.click(within(dialog).getByRole('button', { name: 'Mark processed' }));
    expect(await within(dialog).findByText('Enter the transfer reference.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Transfer reference/), '  GC-998877 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark processed' }));
    expect(await screen.findByText("Maria Santos's payout is marked processed.")).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'p1', body: { reference: 'GC-998877' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("marks a payout failed with the reason, and keeps the server's refusal in the dialog", async () => {
    payoutsApi([buildAdminPayout()]);
    server.use(
      http.post('/api/admin/payouts/:id/failed', () =>
        HttpResponse.json(errorBody('conflict', 'This payout is no longer pending.'), { status: 409 }),
      ),
    );
    const { user } = open();
    await user.click(within(await table()).getByRole('button', { name: 'Mark failed: Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: "Mark Maria Santos's payout failed?" });
    expect(dialog).toHaveTextContent("₱1,000 goes back to the host's available balance");
    await user.type(within(dialog).getByLabelText(/Reason/), 'The account number does not exist.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payout is no longer pending.');
  });

  it("shows on each payout exactly the buttons its actions give (the payout process's table)", async () => {
    payoutsApi([
      buildAdminPayout(),
      buildAdminPayout({
        id: 'p2',
        status: 'processed',
        reference: 'GC-1',
        host: { id: 'h2', name: 'Jose Cruz', email: 'jose@example.ph' },
      }),
      buildAdminPayout({
        id: 'p3',
        status: 'failed',
        failureReason: 'The account number does not exist.',
        host: { id: 'h3', name: 'Liza Reyes', email: 'liza@example.ph' },
      }),
      // What the server answers is what shows, whatever the status says.
      buildAdminPayout({ id: 'p4', actions: ['fail'], host: { id: 'h4', name: 'Ana Lim', email: 'ana@example.ph' } }),
    ]);
    open('/payouts?status=all');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    const buttons = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(rows.map(buttons)).toEqual([['Mark processed', 'Mark failed'], [], [], ['Mark failed']]);
  });

  it('filters by status and says when nothing is waiting', async () => {
    const queries = payoutsApi([]);
    const { user } = open();
    expect(await screen.findByText('No payouts waiting')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', pageSize: '20' }));
    expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No payouts waiting')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
  });
});
