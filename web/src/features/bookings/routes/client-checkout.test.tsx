import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { BookingAgreement, BookingDetail } from '@espasyo/domain/contracts/bookings';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { paymentMessages } from '@espasyo/domain/messages/payments';
import { act, buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { browser } from '@/features/bookings/api/use-checkout';
import { loadMessages } from '@/lib/i18n';
import ClientCheckoutPage from './client-checkout';
import { buildAgreement, typedSignature } from '../agreement.fixtures';
import { buildBooking, buildTenancy } from '../booking.fixtures';

/*
 * jsdom here has no canvas (no `canvas` package: getContext answers null), so signature_pad
 * cannot draw: a stand-in takes its place, and a test "draws" by ending a stroke on it.
 */
const pad = vi.hoisted(() => ({
  empty: true,
  image:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ended: [] as (() => void)[],
}));
vi.mock('signature_pad', () => ({
  default: class {
    constructor() {
      pad.empty = true;
    }
    isEmpty = () => pad.empty;
    toDataURL = () => pad.image;
    toData = () => [];
    fromData = () => undefined;
    clear = () => void (pad.empty = true);
    off = () => undefined;
    addEventListener = (_: string, listener: () => void) => void pad.ended.push(listener);
    removeEventListener = () => undefined;
  },
}));
const draw = () =>
  act(() => {
    pad.empty = false;
    pad.ended.forEach((l) => l());
  });

const client = buildUser({ userType: 'client', type: 'client', firstName: 'Bea', lastName: 'Villanueva' });
const m = bookingMessages.agreement;
const awaiting = (overrides: Partial<BookingDetail> = {}) =>
  buildBooking({
    status: 'awaiting_payment',
    actions: ['pay', 'cancel'],
    dueAction: 'expire_payment',
    dueAt: '2099-01-01T00:00:00.000Z',
    ...overrides,
  });
const checkout = {
  paymentId: 'p1',
  checkoutUrl: '/sandbox/checkout/c1',
  expiresAt: '2099-01-01T00:00:00.000Z',
  testMode: true,
};

/** The page's reads: the booking (each answer in turn, then the last again), its terms, agreement and payments. */
function serve({
  bookings = [awaiting()],
  agreements = [buildAgreement()],
}: { bookings?: BookingDetail[]; agreements?: BookingAgreement[] } = {}) {
  const reads = { booking: 0, agreement: 0 };
  server.use(
    http.get('/api/bookings/b1', () => HttpResponse.json(bookings[Math.min(reads.booking++, bookings.length - 1)])),
    http.get('/api/bookings/b1/agreement', () =>
      HttpResponse.json(agreements[Math.min(reads.agreement++, agreements.length - 1)]),
    ),
    http.get('/api/bookings/b1/cancellation', () =>
      HttpResponse.json({ paid: 0, refund: 0, kept: 0, terms: ['Cancel before you pay and nothing is charged.'] }),
    ),
    http.get('/api/bookings/b1/payments', () => HttpResponse.json({ testMode: true, items: [] })),
  );
  return reads;
}

/** POST /api/bookings/b1/agreement and /checkout answering as given; their bodies are kept. */
function servePosts(sign?: (body: unknown) => Response, pay: () => Response = () => HttpResponse.json(checkout)) {
  const sent = { signed: [] as unknown[], checkouts: 0 };
  server.use(
    http.post('/api/bookings/b1/agreement', async ({ request }) => {
      const body = await request.json();
      sent.signed.push(body);
      return sign?.(body) ?? HttpResponse.json(buildAgreement({ signed: typedSignature }), { status: 201 });
    }),
    http.post('/api/bookings/b1/checkout', () => {
      sent.checkouts += 1;
      return pay();
    }),
  );
  return sent;
}

const open = () =>
  renderApp(<ClientCheckoutPage />, {
    url: '/client/bookings/b1/checkout',
    path: '/client/bookings/:bookingId/checkout',
    user: client,
  });

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  pad.ended = [];
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browser, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('the checkout', () => {
  it('shows the summary, the terms, the agreement and Test mode, then signs by the typed name and goes to the checkout', async () => {
    serve();
    const sent = servePosts();
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(await screen.findByText('Test mode.')).toBeInTheDocument();
    expect(screen.getByText(/left to pay/)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(within(summary).getByText('Dry room in Bel-Air')).toBeInTheDocument();
    expect(within(summary).getByText('Tue, 1 Dec 2026 – Thu, 3 Dec 2026')).toBeInTheDocument();
    expect(within(summary).getByText('3 days · 2 units')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('₱150 × 3 days × 2 units')).toBeInTheDocument();
    expect(within(price).getByText('Tax (12%)')).toBeInTheDocument();
    expect(within(price).getByText('₱1,008')).toBeInTheDocument();
    expect(await screen.findByText('Cancel before you pay and nothing is charged.')).toBeInTheDocument();
    const text = screen.getByRole('region', { name: "The agreement's text" });
    expect(within(text).getByRole('heading', { name: 'The parties' })).toBeInTheDocument();
    expect(within(text).getByText('Client: Bea Villanueva')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Type your full name instead' }));
    const name = screen.getByLabelText(/^Your full name/);
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('As on your account: Bea Villanueva');
    await user.type(name, 'Bea Villanueva');
    await user.click(screen.getByLabelText('I have read and agree to the rental agreement'));
    await user.click(screen.getByRole('button', { name: 'Sign and continue to payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/c1'));
    expect(sent.signed).toEqual([{ kind: 'typed', name: 'Bea Villanueva' }]);
    expect(sent.checkouts).toBe(1);
  });

  it('sends a drawing as a PNG data URL; an empty pad is refused first', async () => {
    serve();
    const sent = servePosts();
    const { user } = open();
    await user.click(await screen.findByLabelText('I have read and agree to the rental agreement'));
    await user.click(screen.getByRole('button', { name: 'Sign and continue to payment' }));
    expect(
      await screen.findByText('Draw your signature in the box, or type your full name instead.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature pad' })).toHaveFocus();
    expect(sent.signed).toEqual([]);

    draw();
    expect(
      screen.queryByText('Draw your signature in the box, or type your full name instead.'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign and continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/c1'));
    expect(sent.signed).toEqual([{ kind: 'drawn', image: pad.image }]);
    expect((sent.signed[0] as { image: string }).image).toMatch(/^data:image\/png;base64,/);
  });

  it('needs the agree box ticked: nothing is sent until it is', async () => {
    serve();
    const sent = servePosts();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Type your full name instead' }));
    await user.type(screen.getByLabelText(/^Your full name/), 'Bea Villanueva');
    await user.click(screen.getByRole('button', { name: 'Sign and continue to payment' }));
    const agree = screen.getByLabelText('I have read and agree to the rental agreement');
    expect(agree).toHaveAccessibleDescription('Tick the box to agree to the rental agreement.');
    expect(agree).toHaveFocus();
    expect(sent.signed).toEqual([]);
    expect(sent.checkouts).toBe(0);
    await user.click(agree);
    expect(agree).not.toHaveAccessibleDescription();
  });

  it("shows the server's message under the name field when the typed name is not the account's", async () => {
    serve();
    const mismatch = m.nameMismatch('Bea Villanueva');
    const sent = servePosts(() =>
      HttpResponse.json(errorBody('validation_error', mismatch, { name: mismatch }), { status: 400 }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Type your full name instead' }));
    await user.type(screen.getByLabelText(/^Your full name/), 'Maria Santos');
    await user.click(screen.getByLabelText('I have read and agree to the rental agreement'));
    await user.click(screen.getByRole('button', { name: 'Sign and continue to payment' }));
    const name = screen.getByLabelText(/^Your full name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription(`As on your account: Bea Villanueva ${mismatch}`));
    expect(name).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent.checkouts).toBe(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('skips signing an agreement signed already: who signed and when, then Continue to payment', async () => {
    serve({ agreements: [buildAgreement({ signed: typedSignature })] });
    const { user } = open();
    expect(await screen.findByText('Your signature')).toBeInTheDocument();
    expect(screen.getByText(/^Signed by/).textContent).toBe(
      'Signed by Bea Villanueva on Tue, 24 Nov 2026, 11:30 AM, by typing their full name',
    );
    expect(screen.queryByLabelText('I have read and agree to the rental agreement')).not.toBeInTheDocument();
    const sent = servePosts(() => {
      throw new Error('signed twice');
    });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/c1'));
    expect(sent.signed).toEqual([]);
  });

  it('agreement_not_signed: says to sign, and reads the agreement again', async () => {
    const reads = serve({ agreements: [buildAgreement({ signed: typedSignature }), buildAgreement()] });
    servePosts(undefined, () => HttpResponse.json(errorBody('agreement_not_signed', 'Not signed'), { status: 409 }));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(m.signFirst)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign and continue to payment' })).toBeInTheDocument();
    expect(reads.agreement).toBe(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('payment_expired: shows why, reads the booking again and, expired, says it is not waiting for payment', async () => {
    serve({
      bookings: [awaiting(), awaiting({ status: 'expired', actions: [], dueAt: null, mode: 'instant' })],
      agreements: [buildAgreement({ signed: typedSignature })],
    });
    servePosts(undefined, () =>
      HttpResponse.json(errorBody('payment_expired', 'The time to pay for this booking has run out.'), { status: 409 }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('This booking is not waiting for payment')).toBeInTheDocument();
    expect(screen.getByText(/It was not paid in time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', '/client/bookings/b1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('payment_under_review: shows why, reads the booking again, and says the payment is under review', async () => {
    serve({
      bookings: [awaiting(), awaiting({ actions: ['cancel'], paymentUnderReview: true })],
      agreements: [buildAgreement({ signed: typedSignature })],
    });
    servePosts(undefined, () =>
      HttpResponse.json(errorBody('payment_under_review', paymentMessages.underReview.checkout), { status: 409 }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Your payment is under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', '/client/bookings/b1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so, with the way back, when the booking is not awaiting payment', async () => {
    serve({ bookings: [buildBooking({ status: 'confirmed', actions: ['cancel'] })] });
    open();
    expect(await screen.findByText('This booking is not waiting for payment')).toBeInTheDocument();
    expect(screen.getByText(/Paid and confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', '/client/bookings/b1');
    expect(screen.queryByRole('button', { name: /continue to payment/i })).not.toBeInTheDocument();
  });
});

describe("a tenancy's first month (issue 32)", () => {
  it('offers to keep the card for the next bills, and asks the checkout to keep it when ticked', async () => {
    const tenancy = buildTenancy({
      status: 'awaiting_payment',
      actions: ['pay', 'cancel'],
      dueAction: 'expire_payment',
      dueAt: '2099-01-01T00:00:00.000Z',
    });
    serve({ bookings: [tenancy], agreements: [buildAgreement({ signed: typedSignature })] });
    server.use(
      http.get('/api/bookings/b1/autopay', () => HttpResponse.json({ enabled: false, card: null, canSaveCard: true })),
    );
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/bookings/b1/checkout', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(checkout);
      }),
    );
    const { user } = open();
    const keep = await screen.findByRole('checkbox', { name: 'Save this card for the next bills' });
    expect(keep).toHaveAccessibleDescription(
      'If you pay by card, each later bill is charged to it on its due date. Turn it off at any time.',
    );
    await user.click(keep);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/c1'));
    expect(bodies).toEqual([{ saveCard: true }]);
  });

  it('offers nothing when the gateway keeps no cards', async () => {
    const tenancy = buildTenancy({
      status: 'awaiting_payment',
      actions: ['pay', 'cancel'],
      dueAt: '2099-01-01T00:00:00.000Z',
    });
    serve({ bookings: [tenancy], agreements: [buildAgreement({ signed: typedSignature })] });
    server.use(
      http.get('/api/bookings/b1/autopay', () => HttpResponse.json({ enabled: false, card: null, canSaveCard: false })),
    );
    open();
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Save this card for the next bills' })).not.toBeInTheDocument();
  });
});

describe('the checkout in Filipino (issue 34)', () => {
  it('reads in Filipino: the title, the summary, the signature and the way to pay, ₱ as everywhere', async () => {
    await loadMessages('fil', ['booking', 'common']);
    serve();
    renderApp(<ClientCheckoutPage />, {
      url: '/client/bookings/b1/checkout',
      path: '/client/bookings/:bookingId/checkout',
      user: client,
      lang: 'fil',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Basahin at pirmahan ang kontrata ng upa, saka magbayad.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ang booking mo' })).toBeInTheDocument();
    expect(screen.getByText('3 araw · 2 unit')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pirmahan ang kontrata' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pumirma at magpatuloy sa pagbabayad' })).toBeInTheDocument();
    expect(screen.getByText(/^Babayaran mo ang ₱[\d,]+ sa page ng payment provider/)).toBeInTheDocument();
    expect(screen.getByText(/na lang para magbayad$/)).toBeInTheDocument();
    expect(screen.queryByText('Sign and continue to payment')).not.toBeInTheDocument();
  });
});
