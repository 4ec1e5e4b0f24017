import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Bill, BookingDetail, NoticeAnswer } from '@espasyo/domain/contracts/bookings';
import type { Autopay } from '@espasyo/domain/contracts/payments';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { browser } from '@/features/bookings/api/use-checkout';
import ClientBookingPage from './client-booking';
import HostBookingDetailPage from './host-booking-detail';
import { buildBill, buildTenancy } from '../booking.fixtures';

const client = buildUser({ userType: 'client', type: 'client' });
const host = buildUser({ userType: 'host', type: 'host' });

/** Three months: December paid, January due now with its checkout, February to come. */
const bills: Bill[] = [
  buildBill(),
  buildBill({
    id: 'bill1',
    number: 1,
    periodStart: '2027-01-01',
    periodEnd: '2027-01-31',
    dueOn: '2027-01-01',
    opensOn: '2026-12-27',
    status: 'open',
    paidAt: null,
    paymentId: null,
    pay: { checkout: '/api/bookings/b1/bills/bill1/checkout', methodsNote: null, cardNote: null },
  }),
  buildBill({
    id: 'bill2',
    number: 2,
    periodStart: '2027-02-01',
    periodEnd: '2027-02-28',
    dueOn: '2027-02-01',
    opensOn: '2027-01-27',
    status: 'upcoming',
    paidAt: null,
    paymentId: null,
  }),
];

/** No saved card yet, through a gateway that keeps cards. */
const noCard: Autopay = { enabled: false, card: null, canSaveCard: true };
const visa = { id: 'card1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };

/** GET /api/bookings/b1, its bills and its autopay; `next` changes what they answer from then on. */
function serve(booking: BookingDetail, items: Bill[] = bills, autopay: Autopay = noCard) {
  const now = { booking, items };
  server.use(
    http.get('/api/bookings/b1', () => HttpResponse.json(now.booking)),
    http.get('/api/bookings/b1/bills', () => HttpResponse.json({ items: now.items })),
    http.get('/api/bookings/b1/autopay', () => HttpResponse.json(autopay)),
  );
  return { next: (b: BookingDetail, i: Bill[] = now.items) => Object.assign(now, { booking: b, items: i }) };
}

const openClient = () =>
  renderApp(<ClientBookingPage />, { url: '/client/bookings/b1', path: '/client/bookings/:bookingId', user: client });
const openHost = () =>
  renderApp(<HostBookingDetailPage />, { url: '/host/bookings/b1', path: '/host/bookings/:bookingId', user: host });

beforeEach(() => {
  // Only the clock: "today" for the notice's earliest end is Sun, 10 Jan 2027 in Manila.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-10T02:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe("a tenancy's page (issue 32)", { timeout: 20_000 }, () => {
  it("says since when it runs and its next bill, and lists the bills with a Pay button only for the one with a checkout and a paid one's receipt", async () => {
    serve(buildTenancy());
    openClient();
    expect(
      await screen.findByText('Monthly since Tue, 1 Dec 2026 · next bill ₱2,500 due Fri, 1 Jan 2027'),
    ).toBeInTheDocument();
    expect(screen.getByText('Month to month · 1 unit')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Bills' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('Tue, 1 Dec 2026 – Thu, 31 Dec 2026')).toBeInTheDocument();
    expect(within(items[0]).getByText('Paid')).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: /Receipt/ })).toHaveAttribute(
      'href',
      '/client/payments/p1/receipt',
    );
    expect(within(items[1]).getByText('₱2,500 due Fri, 1 Jan 2027')).toBeInTheDocument();
    expect(within(items[1]).getByText('Due')).toBeInTheDocument();
    expect(within(items[2]).getByText('Upcoming')).toBeInTheDocument();
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(items[1]).getByRole('button', { name: /^Pay ₱2,500/ })).toBeInTheDocument();
    expect(within(items[2]).queryByRole('link')).not.toBeInTheDocument();
  });

  it("pays a bill through its checkout: POSTs the bill's pay.checkout and goes to the gateway's page", async () => {
    serve(buildTenancy());
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(browser, 'assign').mockImplementation(assign);
    const posted: string[] = [];
    server.use(
      http.post('/api/bookings/b1/bills/bill1/checkout', ({ request }) => {
        posted.push(new URL(request.url).pathname);
        return HttpResponse.json({
          paymentId: 'p2',
          checkoutUrl: '/sandbox/checkout/c2',
          expiresAt: '2027-01-10T03:00:00.000Z',
          testMode: true,
        });
      }),
    );
    const { user } = openClient();
    await user.click(await screen.findByRole('button', { name: /^Pay ₱2,500/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/c2'));
    expect(posted).toEqual(['/api/bookings/b1/bills/bill1/checkout']);
  });

  it('leaves the first month to the booking’s own checkout while the tenancy awaits payment', async () => {
    serve(buildTenancy({ status: 'awaiting_payment', actions: ['pay', 'cancel'] }), [
      buildBill({
        status: 'open',
        paidAt: null,
        paymentId: null,
        pay: { checkout: '/api/bookings/b1/checkout', methodsNote: null, cardNote: null },
      }),
    ]);
    server.use(
      http.get('/api/bookings/b1/cancellation', () =>
        HttpResponse.json({ paid: 0, refund: 0, kept: 0, terms: ['Cancel before you pay and nothing is charged.'] }),
      ),
    );
    openClient();
    const list = await screen.findByRole('region', { name: 'Bills' });
    expect(within(list).getByText('Due')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay the first month ₱2,500' })).toHaveAttribute(
      'href',
      '/client/bookings/b1/checkout',
    );
    expect(screen.getByText('Monthly from Tue, 1 Dec 2026 · next bill ₱2,500 due Tue, 1 Dec 2026')).toBeInTheDocument();
  });

  it('gives notice: shows the earliest end, refuses an earlier day, posts the date and shows the new end and the last bill', async () => {
    const api = serve(buildTenancy());
    const sent: unknown[] = [];
    const answer: NoticeAnswer = {
      endDate: '2027-01-20',
      lastBill: buildBill({
        id: 'bill1',
        number: 1,
        periodStart: '2027-01-01',
        periodEnd: '2027-01-20',
        amount: 161290,
        subtotal: 161290,
        dueOn: '2027-01-01',
        status: 'open',
        paidAt: null,
        paymentId: null,
      }),
      booking: buildTenancy({ status: 'notice_given', endDate: '2027-01-20', endsAt: '2027-01-20T16:00:00.000Z' }),
    };
    server.use(
      http.post('/api/bookings/b1/notice', async ({ request }) => {
        sent.push(await request.json());
        api.next({ ...answer.booking, events: [] });
        return HttpResponse.json(answer);
      }),
    );
    const { user } = openClient();
    await user.click(await screen.findByRole('button', { name: 'Give notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give notice' });
    expect(within(dialog).getByText('With 7 days’ notice, the earliest end date is Sun, 17 Jan 2027.')).toBeVisible();
    const day = within(dialog).getByLabelText('Last day (optional)');
    expect(day).toHaveAttribute('min', '2027-01-17');

    await user.type(day, '2027-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    expect(day).toHaveAccessibleDescription(/With 7 days’ notice, the earliest end date is Sun, 17 Jan 2027\./);
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(day);
    await user.type(day, '2027-01-20');
    await user.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ endDate: '2027-01-20' }]);
    const actions = screen.getByRole('region', { name: 'What you can do' });
    expect(within(actions).getByText('Notice given: the tenancy ends on Wed, 20 Jan 2027.')).toBeInTheDocument();
    expect(
      within(actions).getByText('Last bill: ₱1,612.90 for Fri, 1 Jan 2027 – Wed, 20 Jan 2027 (20 of 31 days)'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Notice given')[0]).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Monthly since Tue, 1 Dec 2026 · next bill ₱2,500 due Fri, 1 Jan 2027 · ends Wed, 20 Jan 2027',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of the end date under the field", async () => {
    serve(buildTenancy());
    server.use(
      http.post('/api/bookings/b1/notice', () =>
        HttpResponse.json(
          errorBody(
            'notice_too_soon',
            'This space is rented for a minimum period: the earliest end date is Mon, 1 Mar 2027.',
            {
              endDate: 'This space is rented for a minimum period: the earliest end date is Mon, 1 Mar 2027.',
            },
          ),
          { status: 400 },
        ),
      ),
    );
    const { user } = openClient();
    await user.click(await screen.findByRole('button', { name: 'Give notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    expect(
      await within(dialog).findByText(
        'This space is rented for a minimum period: the earliest end date is Mon, 1 Mar 2027.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Last day (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the host the same bills without a Pay button, with the host's share, and 'End with notice' at 30 days, 7 for a bill unpaid past its grace", async () => {
    serve(
      buildTenancy({
        quote: { ...buildTenancy().quote, platformFeePercentage: 9, platformFee: 22500, hostEarnings: 227500 },
      }),
      bills.map((b) => ({ ...b, hostEarnings: 227500, pay: null })),
    );
    const { user } = openHost();
    const list = await screen.findByRole('region', { name: 'Bills' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(within(list).getAllByText(/You earn ₱2,275/)).toHaveLength(3);
    // January's bill, due Fri, 1 Jan 2027, is unpaid past its 5 days' grace on Sun, 10 Jan: 7 days are enough.
    await user.click(screen.getByRole('button', { name: 'End with notice' }));
    let dialog = await screen.findByRole('dialog', { name: 'End this tenancy with notice' });
    expect(within(dialog).getByText('With 7 days’ notice, the earliest end date is Sun, 17 Jan 2027.')).toBeVisible();
    expect(
      within(dialog).getByText('A bill is unpaid past its grace period, so 7 days’ notice is enough.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));

    vi.setSystemTime(new Date('2027-01-05T02:00:00.000Z'));
    await user.click(screen.getByRole('button', { name: 'End with notice' }));
    dialog = await screen.findByRole('dialog', { name: 'End this tenancy with notice' });
    expect(
      within(dialog).getByText('A host gives at least 30 days’ notice: the earliest end date is Thu, 4 Feb 2027.'),
    ).toBeVisible();
  });

  it('lets the host change the monthly price from the first bill due 30 days ahead, and says so', async () => {
    serve(
      buildTenancy({ status: 'active' }),
      bills.map((b) => ({ ...b, pay: null })),
    );
    let sent: unknown = null;
    server.use(
      http.put('/api/bookings/b1/monthly-price', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ fromBill: 2, fromDueOn: '2027-02-01', monthlyPrice: 300000, bills });
      }),
    );
    const { user } = openHost();
    await user.click(await screen.findByRole('button', { name: 'Change monthly price' }));
    // Sun, 10 Jan 2027 + 30 days is Tue, 9 Feb: the first bill due then or later is 1 Mar.
    const dialog = await screen.findByRole('dialog', { name: 'Change the monthly price' });
    expect(within(dialog).getByText(/applies from the bill due Mon, 1 Mar 2027/)).toBeVisible();
    await user.type(within(dialog).getByLabelText('New price a month, per unit'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Change monthly price' }));
    expect(await within(dialog).findByText('Enter a monthly price from ₱1 to ₱10,000,000')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('New price a month, per unit'));
    await user.type(within(dialog).getByLabelText('New price a month, per unit'), '3,000');
    await user.click(within(dialog).getByRole('button', { name: 'Change monthly price' }));
    await waitFor(() => expect(sent).toEqual({ monthlyPrice: 300000 }));
    expect(await screen.findByText('New monthly price ₱3,000 from the bill due Mon, 1 Feb 2027.')).toBeVisible();
  });
});

describe('paying a tenancy automatically (issue 32)', { timeout: 20_000 }, () => {
  it('turns the saved card off and on: the switch names the card, PUTs the choice and says what it means', async () => {
    serve(buildTenancy(), bills, { enabled: true, card: visa, canSaveCard: true });
    const sent: unknown[] = [];
    server.use(
      http.put('/api/bookings/b1/autopay', async ({ request }) => {
        const body = (await request.json()) as { enabled: boolean };
        sent.push(body);
        return HttpResponse.json({ enabled: body.enabled, card: visa, canSaveCard: true });
      }),
    );
    const { user } = openClient();
    const toggle = await screen.findByRole('switch', {
      name: 'Pay automatically with your saved card (Visa •••• 4242)',
    });
    expect(toggle).toBeChecked();
    expect(
      screen.getByText('Each bill is charged to this card on its due date. Turn it off at any time.'),
    ).toBeInTheDocument();
    // Paid by the card already: no offer to save another.
    expect(screen.queryByRole('checkbox', { name: 'Save this card for the next bills' })).not.toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent).toEqual([{ enabled: false }]);
    expect(
      await screen.findByText('Automatic payment is off: pay each bill through its checkout.'),
    ).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('without a saved card says how to save one, and a bill paid with "Save this card" ticked asks the checkout to keep it', async () => {
    serve(buildTenancy());
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const posted: unknown[] = [];
    server.use(
      http.post('/api/bookings/b1/bills/bill1/checkout', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({
          paymentId: 'p2',
          checkoutUrl: '/sandbox/checkout/c2',
          expiresAt: '2027-01-10T03:00:00.000Z',
          testMode: true,
        });
      }),
    );
    const { user } = openClient();
    expect(
      await screen.findByText(
        'To pay automatically, pay a bill by card and tick “Save this card for the next bills” at the checkout.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for the next bills' }));
    await user.click(screen.getByRole('button', { name: /^Pay ₱2,500/ }));
    await waitFor(() => expect(posted).toEqual([{ saveCard: true }]));
  });

  it('shows why the saved card did not pay a bill, and why an e-wallet cannot take it; the host is not asked', async () => {
    const big = buildBill({
      id: 'bill1',
      number: 1,
      amount: 15_000_000,
      status: 'open',
      paidAt: null,
      paymentId: null,
      pay: {
        checkout: '/api/bookings/b1/bills/bill1/checkout',
        methodsNote: 'GCash, Maya and bank transfer take at most ₱100,000 in one payment, so pay this bill by card.',
        cardNote: 'Your card needs your approval: pay this bill of ₱150,000 due Fri, 1 Jan 2027 here.',
      },
    });
    serve(buildTenancy(), [bills[0], big], { enabled: true, card: visa, canSaveCard: true });
    openClient();
    expect(
      await screen.findByText('Your card needs your approval: pay this bill of ₱150,000 due Fri, 1 Jan 2027 here.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('GCash, Maya and bank transfer take at most ₱100,000 in one payment, so pay this bill by card.'),
    ).toBeInTheDocument();

    // The host's page reads no autopay (it would be refused): an unhandled request would fail the test.
    const asked: string[] = [];
    server.use(
      http.get('/api/bookings/b1/autopay', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json(noCard);
      }),
    );
    openHost();
    expect(await screen.findAllByRole('region', { name: 'Bills' })).not.toHaveLength(0);
    expect(asked).toEqual([]);
  });
});
