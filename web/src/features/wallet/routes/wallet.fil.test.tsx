import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import {
  buildEntry,
  buildInvoice,
  buildMethod,
  buildPayout,
  buildWallet,
  buildWithholding,
  pageOf,
} from '../wallet.fixtures';
import WalletPage from './wallet';

const host = buildUser({ userType: 'host', type: 'host' });

describe('The wallet in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the balances, the payout form, the history, payouts, methods, invoices and tax in Filipino', async () => {
    server.use(
      http.get('/api/host/wallet', () =>
        HttpResponse.json(
          buildWallet({
            available: 30000,
            autoPayouts: true,
            entries: [buildEntry()],
          }),
        ),
      ),
      http.get('/api/host/payout-methods', () => HttpResponse.json({ items: [buildMethod()] })),
      http.get('/api/host/payouts', () => HttpResponse.json(pageOf([buildPayout()], 1, 10))),
      http.get('/api/host/invoices', () => HttpResponse.json(pageOf([buildInvoice()], 1, 10))),
      http.get('/api/host/withholding', () => HttpResponse.json(buildWithholding())),
    );
    renderApp(<WalletPage />, { url: '/host/wallet', path: '/host/wallet', user: host, lang: 'fil' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    const b = within(await screen.findByRole('region', { name: 'Ang mga balance mo' }));
    expect(b.getByText('Available').nextElementSibling).toHaveTextContent('₱300');
    expect(b.getByText('Naipadala na').nextElementSibling).toHaveTextContent('₱5,000');
    expect(b.getByText('Kailan magiging available ang pending na kita mo')).toBeInTheDocument();
    expect(b.getByText('₱1,200 sa Biy, 4 Dis 2026')).toBeInTheDocument();
    expect(b.getByText('Kita, Nobyembre 2026')).toBeInTheDocument();

    const request = within(screen.getByRole('region', { name: 'Mag-request ng payout' }));
    expect(request.getByText(/Naka-on ang automatic payout/)).toHaveTextContent('umabot na ito sa ₱500.');
    expect(request.getByText('Hindi ka pa puwedeng mag-request ng payout')).toBeInTheDocument();
    expect(
      request.getByText(
        'Ang available balance mo ay ₱300. Puwede kang mag-request ng payout kapag umabot na ito sa ₱500.',
      ),
    ).toBeInTheDocument();
    expect(request.getByRole('button', { name: 'Mag-request ng payout' })).toBeDisabled();

    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('Available na ang kita')).toBeInTheDocument();
    expect(history.getByText('+₱900').parentElement).toHaveTextContent('+₱900 available');

    const payouts = within(screen.getByRole('region', { name: 'Mga payout' }));
    expect(await payouts.findByText('Naipadala na')).toBeInTheDocument();
    expect(payouts.getByText('1 payout')).toBeInTheDocument();
    expect(payouts.getByText('Naipadala Sab, 21 Nob 2026')).toBeInTheDocument();

    const methods = within(screen.getByRole('region', { name: 'Mga payout method' }));
    expect(await methods.findByText('GCash •••• 4567')).toBeInTheDocument();
    expect(methods.getByRole('button', { name: 'Alisin ang GCash •••• 4567' })).toBeInTheDocument();

    const invoices = within(screen.getByRole('region', { name: 'Mga invoice' }));
    expect(await invoices.findByText('Nobyembre 2026')).toBeInTheDocument();
    expect(invoices.getByRole('link', { name: 'I-download ang ESP-2026-000123 bilang PDF' })).toBeInTheDocument();

    const tax = within(await screen.findByRole('region', { name: 'Buwis na kinaltas sa mga payout' }));
    expect(tax.getByRole('columnheader', { name: 'Kabuuang payout' })).toBeInTheDocument();
    expect(tax.getByRole('rowheader', { name: 'Kabuuan' })).toBeInTheDocument();
  });

  it('checks the amount in Filipino before asking', async () => {
    server.use(
      http.get('/api/host/wallet', () => HttpResponse.json(buildWallet())),
      http.get('/api/host/payout-methods', () => HttpResponse.json({ items: [buildMethod()] })),
      http.get('/api/host/payouts', () => HttpResponse.json(pageOf([], 1, 10))),
      http.get('/api/host/invoices', () => HttpResponse.json(pageOf([], 1, 10))),
      http.get('/api/host/withholding', () => HttpResponse.json(buildWithholding({ any: false }))),
    );
    const { user } = renderApp(<WalletPage />, { url: '/host/wallet', path: '/host/wallet', user: host, lang: 'fil' });
    const amount = await screen.findByLabelText(/Halaga sa piso/);
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(screen.getByRole('button', { name: 'Mag-request ng payout' }));
    expect(
      await screen.findByText('Hanggang sa available balance mo lang ang puwede mong i-withdraw, ₱2,500.50.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Wala pang payout')).toBeInTheDocument();
  });
});
