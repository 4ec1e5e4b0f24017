import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { disputeMessages as m } from '@espasyo/domain/messages/disputes';
import { buildUser, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { buildDispute } from '@/features/disputes/disputes.fixtures';
import { formatMoney } from '@/lib/format';
import { ResolveForm } from './resolve-form';

const admin = buildUser({ userType: 'admin' });
const r = m.admin.resolve;

function api() {
  const posted: unknown[] = [];
  server.use(
    http.post('/api/admin/disputes/:id/resolve', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(buildDispute({ status: 'resolved' }));
    }),
  );
  return { posted };
}

const render = () =>
  renderApp(<ResolveForm disputeId="d1" refundable={100_000} />, { url: '/disputes/d1', user: admin });

describe('the resolve form', () => {
  it('needs a decision, and for a part an amount in pesos of at most what is refundable', async () => {
    const { posted } = api();
    const { user } = render();
    await user.click(screen.getByRole('button', { name: r.submit }));
    expect(await screen.findByText(m.decisionRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Decision/ }), 'Half back.');
    await user.click(screen.getByRole('radio', { name: r.part }));
    await user.click(screen.getByRole('button', { name: r.submit }));
    expect(await screen.findByText(m.amountRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Amount in pesos/ }), '1000.01');
    await user.click(screen.getByRole('button', { name: r.submit }));
    expect(await screen.findByText(m.refundTooMuch(formatMoney(100_000)), { exact: false })).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('asks first, saying what moves, then sends the part in centavos', async () => {
    const { posted } = api();
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: /Decision/ }), 'The space was smaller than described.');
    await user.click(screen.getByRole('radio', { name: r.part }));
    await user.type(screen.getByRole('textbox', { name: /Amount in pesos/ }), '400.50');
    await user.click(screen.getByRole('button', { name: r.submit }));
    const dialog = await screen.findByRole('dialog', { name: r.confirmTitle });
    expect(within(dialog).getByText(/₱400\.50 is refunded to the client/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: r.confirm }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ decision: 'The space was smaller than described.', refund: 'part', amount: 40_050 });
  });

  it('a full refund sends no amount: the server refunds all that is refundable', async () => {
    const { posted } = api();
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: /Decision/ }), 'Access was refused.');
    await user.click(screen.getByRole('radio', { name: r.full(formatMoney(100_000)) }));
    await user.click(screen.getByRole('button', { name: r.submit }));
    const dialog = await screen.findByRole('dialog', { name: r.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: r.confirm }));
    await waitFor(() => expect(posted).toEqual([{ decision: 'Access was refused.', refund: 'full', amount: null }]));
  });
});
