import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { BookingDetail } from '@espasyo/domain/contracts/bookings';
import {
  buildUser,
  currentLocation,
  errorBody,
  renderApp,
  screen,
  server,
  waitFor,
  within,
} from '@/testing/test-utils';
import { loadMessages } from '@/lib/i18n';
import ClientBookingPage from './client-booking';
import { buildBooking, buildPayment, withRefund } from '../booking.fixtures';

const client = buildUser({ userType: 'client', type: 'client' });
const terms = [
  'Cancel before you pay and nothing is charged.',
  'Full refund, less the 5% cancellation fee, until 24 hours before the start.',
  'After that, a refund, less the 5% cancellation fee and the first day.',
  'If the host cancels, you get a full refund.',
];

/** GET /api/bookings/b1 answering `bookings` in turn (the last one again), and its cancellation preview. */
function serveBooking(...bookings: BookingDetail[]) {
  let reads = 0;
  server.use(
    http.get('/api/bookings/b1', () => HttpResponse.json(bookings[Math.min(reads++, bookings.length - 1)])),
    http.get('/api/bookings/b1/cancellation', () =>
      HttpResponse.json({ paid: 100800, refund: 90000, kept: 10800, terms }),
    ),
  );
  return { reads: () => reads };
}

const open = (url = '/client/bookings/b1') =>
  renderApp(<ClientBookingPage />, { url, path: '/client/bookings/:bookingId', user: client });

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('a booking', () => {
  it('shows its status, dates, price, terms and history, and only the actions the server gives', async () => {
    serveBooking(buildBooking({ actions: ['cancel'] }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dry room in Bel-Air' })).toBeInTheDocument();
    expect(screen.getAllByText('Requested')[0]).toBeInTheDocument();
    expect(screen.getByText('Tue, 1 Dec 2026 – Thu, 3 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('₱150 × 3 days × 2 units')).toBeInTheDocument();
    expect(screen.getByText('Tax (12%)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Price' })).getByText('₱1,008')).toBeInTheDocument();
    expect(await screen.findByText(terms[1])).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('You requested to book')).toBeInTheDocument();
    expect(within(history).getByText('Tue, 24 Nov 2026, 10:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Where and how to get in' })).not.toBeInTheDocument();
    expect(screen.queryByText("Host's contact")).not.toBeInTheDocument();
  });

  it('offers no button the server does not list', async () => {
    serveBooking(buildBooking({ status: 'completed', actions: [], dueAt: null }));
    open();
    expect(await screen.findByText('This booking can no longer be cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('shows the refund before the client confirms a cancellation, then cancels with the reason', async () => {
    serveBooking(buildBooking({ status: 'confirmed', actions: ['cancel'] }));
    const cancelled: unknown[] = [];
    server.use(
      http.get('/api/bookings/b1/payments', () =>
        HttpResponse.json({
          testMode: true,
          items: [cancelled.length ? withRefund(buildPayment(), 90000, 'pending') : buildPayment()],
        }),
      ),
      http.post('/api/bookings/b1/cancel', async ({ request }) => {
        cancelled.push(await request.json());
        return HttpResponse.json(
          buildBooking({ status: 'cancelled', cancelledBy: 'client', actions: [], reason: 'Plans changed' }),
        );
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText('You will get back ₱900')).toBeInTheDocument();
    expect(within(dialog).getByText(/You paid ₱1,008; ₱108 is kept/)).toBeInTheDocument();
    expect(cancelled).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Plans changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(cancelled).toEqual([{ reason: 'Plans changed' }]));
    expect(await screen.findByText('Booking cancelled. You will get back ₱900.')).toBeInTheDocument();
    expect(screen.getAllByText('Cancelled')[0]).toBeInTheDocument();
    // Not only in the toast: the booking's payment shows the refund, to which method, and how far it is.
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(await within(payment).findByText('₱900 back to your GCash')).toBeInTheDocument();
    expect(within(payment).getByText('Processing')).toBeInTheDocument();
    expect(within(payment).getByText('On its way back to you.')).toBeInTheDocument();
    expect(within(payment).getByText('Booking cancelled · Wed, 25 Nov 2026')).toBeInTheDocument();
    expect(within(payment).getByText('Partly refunded')).toBeInTheDocument();
  });

  it('shows what was paid, by which method, and a refund that went through with its receipt', async () => {
    serveBooking(buildBooking({ status: 'cancelled', cancelledBy: 'host', actions: [], dueAt: null }));
    server.use(
      http.get('/api/bookings/b1/payments', () =>
        HttpResponse.json({
          testMode: true,
          items: [
            buildPayment({ id: 'p0', status: 'expired', method: null, paidAt: null }),
            withRefund(buildPayment(), 100800, 'succeeded'),
          ],
        }),
      ),
    );
    open();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Paid by GCash on Tue, 24 Nov 2026')).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      '/client/payments/p1/receipt',
    );
    expect(within(payment).getByText('Test mode')).toBeInTheDocument();
    const refund = within(payment).getByRole('list', { name: 'Refund' });
    expect(within(refund).getByText('₱1,008 back to your GCash')).toBeInTheDocument();
    expect(within(refund).getByText('Refunded')).toBeInTheDocument();
    expect(within(refund).getByRole('link', { name: 'Refund receipt' })).toHaveAttribute(
      'href',
      '/client/payments/r1/receipt',
    );
    // The checkout that expired unpaid is not a payment.
    expect(within(payment).getAllByText(/^Paid by/)).toHaveLength(1);
    expect(within(payment).getByRole('link', { name: 'All your payments' })).toHaveAttribute(
      'href',
      '/client/payments',
    );
  });

  it('Pay opens the checkout page (sign, then pay), with the time left; the agreement is a link away', async () => {
    serveBooking(
      buildBooking({ status: 'awaiting_payment', actions: ['pay', 'cancel'], dueAt: '2099-01-01T00:00:00.000Z' }),
    );
    const { user } = open();
    expect(await screen.findByText(/left to pay/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rental agreement' })).toHaveAttribute(
      'href',
      '/client/bookings/b1/agreement',
    );
    await user.click(screen.getByRole('link', { name: 'Pay ₱1,008' }));
    expect(await currentLocation()).toBe('/client/bookings/b1/checkout');
  });

  it('back from the checkout, waits for the payment and then shows it confirmed with the place', async () => {
    const place = {
      street: '12 Jupiter Street',
      barangayName: 'Bel-Air',
      cityName: 'Makati City',
      provinceName: 'Metro Manila',
      postalCode: '1209',
      latitude: 14.56,
      longitude: 121.03,
      accessHours: '6:00 AM – 10:00 PM',
      accessInstructions: 'Ring the guard house; your name is on the list.',
    };
    const reads = serveBooking(
      buildBooking({ status: 'awaiting_payment', actions: ['pay', 'cancel'] }),
      buildBooking({
        status: 'confirmed',
        actions: ['cancel'],
        place,
        contact: { name: 'Ramon Dela Cruz', phone: '+63 917 555 0101', email: 'ramon@example.test' },
      }),
    );
    open('/client/bookings/b1?payment=success');
    expect(await screen.findByText('Checking your payment...')).toBeInTheDocument();
    expect(await screen.findByText('Payment received', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(reads.reads()).toBeGreaterThanOrEqual(2);
    const where = screen.getByRole('region', { name: 'Where and how to get in' });
    expect(within(where).getByText('12 Jupiter Street, Bel-Air, Makati City, Metro Manila, 1209')).toBeInTheDocument();
    expect(within(where).getByText('6:00 AM – 10:00 PM')).toBeInTheDocument();
    expect(within(where).getByText(place.accessInstructions)).toBeInTheDocument();
    // The host's contact, now that it is paid for.
    expect(screen.getByText("Host's contact")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ramon@example.test' })).toHaveAttribute(
      'href',
      'mailto:ramon@example.test',
    );
    expect(screen.getByRole('link', { name: '+63 917 555 0101' })).toHaveAttribute('href', 'tel:+639175550101');
  });

  it('a payment under review: no Pay, but why, until when, and that cancelling sends it back', async () => {
    serveBooking(
      buildBooking({
        status: 'awaiting_payment',
        actions: ['cancel'],
        paymentUnderReview: true,
        dueAt: '2026-11-24T02:30:00.000Z',
      }),
    );
    open('/client/bookings/b1?payment=success');
    expect(await screen.findByText('Your payment is under review')).toBeInTheDocument();
    expect(screen.getByText(/the amount the payment gateway reported does not match it/)).toHaveTextContent(
      'when the time to pay runs out (Tue, 24 Nov 2026, 10:30 AM), or at once if you cancel the booking.',
    );
    expect(screen.getByText('Your payment is under review: the booking is not confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Checking your payment...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });

  it('back from a failed checkout, says so and offers Pay again', async () => {
    serveBooking(buildBooking({ status: 'awaiting_payment', actions: ['pay', 'cancel'] }));
    open('/client/bookings/b1?payment=failed');
    expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay ₱1,008' })).toBeInTheDocument();
  });

  it("says plainly when the booking is not the client's or does not exist", async () => {
    server.use(
      http.get('/api/bookings/b1', () =>
        HttpResponse.json(errorBody('not_found', 'Booking not found'), { status: 404 }),
      ),
    );
    open();
    expect(await screen.findByText('This booking was not found')).toBeInTheDocument();
  });
});

describe('a booking in Filipino (issue 34)', () => {
  it('reads in Filipino: its status, what comes next, its facts, the cancellation with the refund, and its history', async () => {
    await loadMessages('fil', ['booking', 'common']);
    serveBooking(buildBooking({ actions: ['cancel'] }));
    const { user } = renderApp(<ClientBookingPage />, {
      url: '/client/bookings/b1',
      path: '/client/bookings/:bookingId',
      user: client,
      lang: 'fil',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dry room in Bel-Air' })).toBeInTheDocument();
    expect(screen.getAllByText('Hiniling')[0]).toBeInTheDocument();
    expect(screen.getByText(/^Nasa host na ang hiling mo/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ang booking mo' })).toBeInTheDocument();
    expect(screen.getByText('3 araw · 2 unit')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Presyo' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Kasaysayan' })).getByText('Ikaw: humiling na i-book'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I-cancel ang booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'I-cancel ang booking na ito?' });
    expect(await within(dialog).findByText('Maibabalik sa iyo ang ₱900')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Huwag i-cancel' })).toBeInTheDocument();
  });
});
