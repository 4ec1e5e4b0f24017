import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n';
import { http, HttpResponse } from 'msw';
import type { Delivery } from '@espasyo/domain/contracts/outbox';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { DeliveriesSection } from './deliveries-section';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });

function delivery(overrides: Partial<Delivery>): Delivery {
  return {
    id: 'd1',
    kind: 'email',
    recipient: 'liza@example.ph',
    summary: 'Reset your Espasyo password',
    status: 'failed',
    attempts: 8,
    maxAttempts: 8,
    lastError: 'Sending the email failed (ECONNREFUSED). Reference 1a2b3c4d in the server log.',
    createdAt: '2026-03-02T01:00:00.000Z',
    updatedAt: '2026-03-02T02:00:00.000Z',
    nextAttemptAt: null,
    deliveredAt: null,
    ...overrides,
  };
}

const failed = delivery({});
const waiting = delivery({
  id: 'd2',
  kind: 'file.delete',
  recipient: null,
  summary: '3 files: listings/a-1280.webp, listings/a-640.webp, listings/a-thumb.webp',
  status: 'pending',
  attempts: 2,
  lastError: 'Deleting the files failed (EACCES). Reference 9f8e7d6c in the server log.',
  nextAttemptAt: '2026-03-02T01:05:00.000Z',
});

/** Answers the list from `items` filtered by status, recording each query; retries answer `after`. */
function deliveriesApi(items: Delivery[], after?: Delivery | { status: number; body: object }) {
  const queries: URLSearchParams[] = [];
  const retried: string[] = [];
  server.use(
    http.get('/api/admin/tools/deliveries', ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      const status = q.get('status');
      const shown = items.filter((d) => (status === 'open' ? d.status !== 'delivered' : d.status === status));
      return HttpResponse.json({ items: shown, total: shown.length, page: 1, pageSize: 20 });
    }),
    http.post('/api/admin/tools/deliveries/:id/retry', ({ params }) => {
      retried.push(String(params.id));
      if (after && 'body' in after) return HttpResponse.json(after.body, { status: after.status });
      return HttpResponse.json({ delivery: after });
    }),
  );
  return { queries, retried };
}

const table = () => screen.findByRole('table', { name: 'Deliveries' });

describe('/admin-tools deliveries', () => {
  it('lists what is waiting or failed: kind, recipient and summary, status, attempts, the error and times', async () => {
    const { queries } = deliveriesApi([failed, waiting]);
    renderApp(<DeliveriesSection />, { url: '/admin-tools', user: admin });
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Email');
    expect(rows[1]).toHaveTextContent('liza@example.ph');
    expect(rows[1]).toHaveTextContent('Reset your Espasyo password');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('8 of 8');
    expect(rows[1]).toHaveTextContent('Sending the email failed (ECONNREFUSED). Reference 1a2b3c4d in the server log.');
    expect(rows[1]).toHaveTextContent('Queued');
    expect(rows[2]).toHaveTextContent('File clean-up');
    expect(rows[2]).toHaveTextContent('Waiting');
    expect(rows[2]).toHaveTextContent('2 of 8');
    expect(rows[2]).toHaveTextContent('Next try');
    expect(screen.getByText('2 deliveries')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toEqual({ status: 'open', page: '1', pageSize: '20' });
  });

  it('retries one and says it was delivered', async () => {
    const { retried } = deliveriesApi([failed], { ...failed, status: 'delivered', attempts: 1, lastError: null });
    const { user } = renderApp(<DeliveriesSection />, { url: '/admin-tools', user: admin });
    await table();
    await user.click(screen.getByRole('button', { name: 'Retry email to liza@example.ph' }));
    // The toast: its title, and what went out.
    const toast = (await screen.findByText('Delivered', { selector: 'li *' })).closest('li')!;
    expect(toast).toHaveTextContent('Reset your Espasyo password');
    expect(retried).toEqual(['d1']);
  });

  it('says so when the retry fails again, with the short error', async () => {
    const again = {
      ...failed,
      status: 'pending' as const,
      attempts: 1,
      lastError: 'Sending the email failed. Reference 55aa66bb in the server log.',
    };
    deliveriesApi([failed], again);
    const { user } = renderApp(<DeliveriesSection />, { url: '/admin-tools', user: admin });
    await table();
    await user.click(screen.getByRole('button', { name: 'Retry email to liza@example.ph' }));
    expect(await screen.findByText('Not delivered yet')).toBeInTheDocument();
    expect(screen.getByText('Sending the email failed. Reference 55aa66bb in the server log.')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    deliveriesApi([failed], {
      status: 409,
      body: errorBody('delivery_not_retryable', 'Only a failed or waiting delivery can be retried.'),
    });
    const { user } = renderApp(<DeliveriesSection />, { url: '/admin-tools', user: admin });
    await table();
    await user.click(screen.getByRole('button', { name: 'Retry email to liza@example.ph' }));
    expect(await screen.findByText('Only a failed or waiting delivery can be retried.')).toBeInTheDocument();
  });

  it('says a retry that could not reach the server in Filipino (issue 34)', async () => {
    await loadMessages('fil', ['adminSystem', 'adminCore', 'errors']);
    deliveriesApi([failed]);
    server.use(http.post('/api/admin/tools/deliveries/:id/retry', () => HttpResponse.error()));
    const { user } = renderApp(<DeliveriesSection />, { url: '/admin-tools', user: admin, lang: 'fil' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'I-retry ang email kay liza@example.ph' }));
    expect(await screen.findByText('May problema sa network. Pakitingnan ang iyong koneksyon.')).toBeInTheDocument();
    expect(screen.getByText('Tinanggihan ang retry')).toBeInTheDocument();
  });

  it('filters by status, and has no retry for delivered ones', async () => {
    const done = delivery({
      id: 'd3',
      status: 'delivered',
      attempts: 1,
      lastError: null,
      deliveredAt: '2026-03-02T01:00:01.000Z',
    });
    const { queries } = deliveriesApi([failed, done]);
    const { user } = renderApp(<DeliveriesSection />, { url: '/admin-tools', user: admin });
    await table();
    await user.selectOptions(screen.getByLabelText('Show'), 'delivered');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('delivered'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Delivered');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('says when nothing is waiting or failed', async () => {
    deliveriesApi([]);
    renderApp(<DeliveriesSection />, { url: '/admin-tools', user: admin });
    expect(await screen.findByText('Nothing waiting or failed')).toBeInTheDocument();
  });
});
