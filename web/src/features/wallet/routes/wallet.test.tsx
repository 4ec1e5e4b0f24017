import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { en } from '@espasyo/domain/messages/en';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { buildMethod, buildPayout, buildWallet, buildWithholding, pageOf } from '../wallet.fixtures';
import WalletPage from './wallet';

const host = buildUser({ userType: 'host', type: 'host' });

/** The wallet's reads: the wallet, the host's methods, a page of payouts, no invoices, no withholding. */
function serveWallet({ wallet = buildWallet(), methods = [buildMethod()], payouts = [buildPayout()] } = {}) {
  server.use(
    http.get('/api/host/wallet', () => HttpResponse.json(wallet)),
    http.get('/api/host/payout-methods', () => HttpResponse.json({ items: methods })),
    http.get('/api/host/payouts', () => HttpResponse.json(pageOf(payouts, 1, 10))),
    http.get('/api/host/invoices', () => HttpResponse.json(pageOf([], 1, 10))),
    http.get('/api/host/withholding', () => HttpResponse.json(buildWithholding({ any: false }))),
  );
}

const open = () => renderApp(<WalletPage />, { url: '/host/wallet', user: host });

describe('Wallet', () => {
  it('shows the balances in pesos and when each part of the pending balance becomes available', async () => {
    serveWallet({ wallet: buildWallet({ payoutPending: 99500, autoPayouts: true }) });
    open();
    const balances = await screen.findByRole('region', { name: 'Your balances' });
    const b = within(balances);
    expect(b.getByText('Available').nextElementSibling).toHaveTextContent('₱2,500.50');
    expect(b.getByText('Pending').nextElementSibling).toHaveTextContent('₱1,800');
    expect(b.getByText('Paid out').nextElementSibling).toHaveTextContent('₱5,000');
    expect(b.getByText('₱1,200 on Fri, 4 Dec 2026')).toBeInTheDocument();
    expect(b.getByText('₱600 on Thu, 10 Dec 2026')).toBeInTheDocument();
    expect(b.getByRole('link', { name: 'Garage in Makati' })).toHaveAttribute('href', '/host/bookings/b2');
    expect(b.getByText(/₱995 is on its way to you/)).toBeInTheDocument();
    expect(screen.getByText(/every day at 02:00 your available balance is sent/)).toHaveTextContent('reaches ₱500.');

    // The history: the kind in words, the booking linked, each balance's change signed.
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Earnings available')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Dry room in Bel-Air' })).toHaveAttribute(
      'href',
      '/host/bookings/b1',
    );
    expect(within(history).getByText('+₱900').parentElement).toHaveTextContent('+₱900 available');
    expect(within(history).getByText('−₱900').parentElement).toHaveTextContent('−₱900 pending');

    const payouts = screen.getByRole('region', { name: 'Payouts' });
    expect(await within(payouts).findByText('Processed')).toBeInTheDocument();
    expect(within(payouts).getByText('Reference: GC-123456')).toBeInTheDocument();
    const methods = screen.getByRole('region', { name: 'Payout methods' });
    expect(await within(methods).findByText('GCash •••• 4567')).toBeInTheDocument();
    expect(within(methods).getByText('Default')).toBeInTheDocument();
  });

  it("shows this month's earnings as the dashboard does: the net, with the refunds of its stays on their own line", async () => {
    const month = { month: '2026-12', earned: 910000, refunded: 400400, net: 509600, bookings: 3 };
    serveWallet({ wallet: buildWallet({ month }) });
    open();
    const b = within(await screen.findByRole('region', { name: 'Your balances' }));
    expect(b.getByText('Earnings, December 2026').nextElementSibling).toHaveTextContent('₱5,096');
    expect(b.getByText('₱9,100 earned')).toBeInTheDocument();
    expect(b.getByText('−₱4,004 refunded to clients')).toBeInTheDocument();
    expect(b.getByText('3 paid bookings starting this month')).toBeInTheDocument();
  });

  it('says why a payout cannot be requested: below the minimum, and a method still on hold', async () => {
    serveWallet({
      wallet: buildWallet({ available: 30000 }),
      methods: [buildMethod({ usableFrom: '2099-01-02T04:00:00.000Z' })],
    });
    open();
    expect(
      await screen.findByText('Your available balance is ₱300. You can request a payout once it reaches ₱500.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'A new payout method receives payouts 24 hours after it was added: from Fri, 2 Jan 2099, 12:00 PM.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
    expect(screen.getByText('Receives payouts from Fri, 2 Jan 2099, 12:00 PM')).toBeInTheDocument();
  });

  it('requests a payout in centavos after confirming, and shows the server refusal', async () => {
    serveWallet({
      methods: [
        buildMethod({ id: 'm1', isDefault: false }),
        buildMethod({ id: 'm2', type: 'bank', label: 'BDO Unibank •••• 7890', isDefault: true }),
      ],
    });
    const sent: unknown[] = [];
    let refuse = false;
    server.use(
      http.post('/api/host/payouts', async ({ request }) => {
        sent.push(await request.json());
        if (refuse) {
          return HttpResponse.json(errorBody('conflict', 'You owe ₱200 from a refund after a payout.'), {
            status: 409,
          });
        }
        return HttpResponse.json(buildPayout({ status: 'pending', amount: 123456 }), { status: 201 });
      }),
    );
    const { user } = open();
    const amount = await screen.findByLabelText(/Amount in pesos/);
    expect(amount).toHaveValue('2500.50');
    expect(screen.getByLabelText(/Send to/)).toHaveValue('m2');

    await user.clear(amount);
    await user.type(amount, '1,234.56');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request this payout?' });
    expect(dialog).toHaveTextContent('₱1,234.56 leaves your available balance and is sent to BDO Unibank •••• 7890.');
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText(/Payout of ₱1,234.56 requested/)).toBeInTheDocument();
    expect(sent).toEqual([{ amount: 123456, payoutMethodId: 'm2' }]);

    refuse = true;
    await user.selectOptions(screen.getByLabelText(/Send to/), 'm1');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Request this payout?' })).getByRole('button', {
        name: 'Request payout',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('You owe ₱200 from a refund after a payout.');
    expect(sent[1]).toEqual({ amount: 250050, payoutMethodId: 'm1' });
  });

  it('checks the amount before asking: more than available', async () => {
    serveWallet();
    const { user } = open();
    const amount = await screen.findByLabelText(/Amount in pesos/);
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('You can take out at most your available balance, ₱2,500.50.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a GCash method, asking for the password when the server wants it', async () => {
    serveWallet({ methods: [] });
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/host/payout-methods', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        if (!body.password) {
          return HttpResponse.json(errorBody('reauth_required', en.reauth.required), { status: 403 });
        }
        return HttpResponse.json(
          buildMethod({ usableFrom: '2026-12-02T04:00:00.000Z', createdAt: '2026-12-01T04:00:00.000Z' }),
          { status: 201 },
        );
      }),
    );
    const { user } = open();
    const methods = await screen.findByRole('region', { name: 'Payout methods' });
    expect(await within(methods).findByText('No payout methods yet')).toBeInTheDocument();
    expect(screen.getByText('Add a payout method first.')).toBeInTheDocument();
    await user.click(within(methods).getAllByRole('button', { name: 'Add payout method' })[0]);

    const dialog = await screen.findByRole('dialog', { name: 'Add payout method' });
    const d = within(dialog);
    expect(d.getByRole('radio', { name: 'GCash' })).toBeChecked();
    await user.click(d.getByRole('button', { name: 'Save payout method' }));
    expect(await d.findByText('Enter the name on the account.')).toBeInTheDocument();

    await user.type(d.getByLabelText(/Name on the account/), 'Maria Santos');
    await user.type(d.getByLabelText(/Mobile number/), '0917 123 4567');
    expect(d.getByRole('checkbox', { name: 'Make this my default payout method' })).toBeChecked();
    await user.click(d.getByRole('button', { name: 'Save payout method' }));

    const prompt = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(prompt).getByLabelText(/Your password/), 'correct horse');
    await user.click(within(prompt).getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText('GCash •••• 4567 was added. It receives payouts from Wed, 2 Dec 2026, 12:00 PM.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { type: 'gcash', accountName: 'Maria Santos', accountNumber: '09171234567', makeDefault: true },
      {
        type: 'gcash',
        accountName: 'Maria Santos',
        accountNumber: '09171234567',
        makeDefault: true,
        password: 'correct horse',
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('0917 123 4567')).not.toBeInTheDocument();
  });

  it('makes a method the default (asking for the password when the server wants it), and removes one after confirming', async () => {
    serveWallet({
      methods: [buildMethod(), buildMethod({ id: 'm2', label: 'Maya •••• 1111', type: 'maya', isDefault: false })],
    });
    const calls: string[] = [];
    server.use(
      http.post('/api/host/payout-methods/:id/default', async ({ params, request }) => {
        const body = (await request.json()) as { password?: string };
        calls.push(`default ${String(params.id)}${body.password ? ' with password' : ''}`);
        if (!body.password) return HttpResponse.json(errorBody('reauth_required', en.reauth.required), { status: 403 });
        return HttpResponse.json(buildMethod({ id: 'm2', label: 'Maya •••• 1111', type: 'maya' }));
      }),
      http.delete('/api/host/payout-methods/:id', ({ params }) => {
        calls.push(`delete ${String(params.id)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Make Maya •••• 1111 the default' }));
    // Each sensitive form has its password prompt; the one asking is open.
    const prompt = await waitFor(() => {
      const open = screen
        .getAllByRole('dialog', { name: "Confirm it's you" })
        .find((d) => (d as HTMLDialogElement).open);
      if (!open) throw new Error('no password prompt open');
      return open;
    });
    await user.type(within(prompt).getByLabelText(/Your password/), 'correct horse');
    await user.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Maya •••• 1111 is now your default payout method.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove GCash •••• 4567' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove GCash •••• 4567?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('GCash •••• 4567 was removed.')).toBeInTheDocument();
    expect(calls).toEqual(['default m2', 'default m2 with password', 'delete m1']);
  });

  it('shows the failure with a retry when the wallet cannot be loaded', async () => {
    server.use(
      http.get('/api/host/wallet', () => HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 })),
      http.get('/api/host/payout-methods', () => HttpResponse.json({ items: [] })),
    );
    open();
    expect(await screen.findByText('Your wallet could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
