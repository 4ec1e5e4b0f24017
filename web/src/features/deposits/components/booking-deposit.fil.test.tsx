import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Deposit } from '@espasyo/domain/contracts/deposits';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { BookingDeposit } from './booking-deposit';

const deposit = (o: Partial<Deposit> = {}): Deposit => ({
  bookingId: 'b1',
  amount: 500_000,
  status: 'claimed',
  heldAt: '2026-11-20T02:00:00.000Z',
  returnDueAt: null,
  claim: {
    amount: 150_000,
    reason: 'Sirang pinto',
    claimedAt: '2026-12-01T02:00:00.000Z',
    responseDueAt: '2026-12-08T02:00:00.000Z',
  },
  photos: [{ id: 'p1', url: '/api/bookings/b1/deposit/photos/p1', width: 800, height: 600 }],
  kept: null,
  returned: null,
  disputeId: null,
  actions: ['accept', 'dispute'],
  ...o,
});

describe("A booking's security deposit in Filipino (issue 34)", { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the claim, its photos, the date to answer by and the answers in Filipino', async () => {
    server.use(http.get('/api/bookings/b1/deposit', () => HttpResponse.json(deposit())));
    const { user } = renderApp(<BookingDeposit bookingId="b1" asked={500_000} viewer="client" />, {
      url: '/client/bookings/b1',
      user: buildUser({ userType: 'client' }),
      lang: 'fil',
    });
    const section = await screen.findByRole('region', { name: 'Security deposit na ₱5,000' });
    expect(within(section).getByText('Kine-claim ng host')).toBeInTheDocument();
    expect(within(section).getByText('Kine-claim ng host ang ₱1,500')).toBeInTheDocument();
    expect(within(section).getByText('Dahilan:')).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Mga litrato ng claim' })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Litrato ng claim 1' })).toBeInTheDocument();
    expect(
      within(section).getByText(
        'Tanggapin o ireklamo bago ang Mar, 8 Dis 2026; pagkatapos noon, ituturing na tinanggap ang claim.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Ireklamo ang claim' }));
    expect(within(section).getByRole('textbox', { name: /Bakit mo inirereklamo ang claim/ })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Bumalik' })).toBeInTheDocument();
  });

  it('shows the line before the first payment in Filipino', async () => {
    server.use(http.get('/api/bookings/b1/deposit', () => HttpResponse.json(null)));
    renderApp(<BookingDeposit bookingId="b1" asked={500_000} viewer="client" />, {
      url: '/client/bookings/b1',
      user: buildUser({ userType: 'client' }),
      lang: 'fil',
    });
    expect(await screen.findByText('Security deposit na ₱5,000, ibabalik pagkatapos ng move-out')).toBeInTheDocument();
  });
});
