import type { Bill, BookingDetail } from '@espasyo/domain/contracts/bookings';
import type { Payment, Refund } from '@espasyo/domain/contracts/payments';

/** A client's booking as GET /api/bookings/:id answers it: a request for 3 days of 1 unit, pending. */
export function buildBooking(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return {
    id: 'b1',
    listingId: 'l1',
    listingTitle: 'Dry room in Bel-Air',
    listingCoverUrl: '/api/files/listings/dry-room-thumb.webp',
    status: 'pending',
    mode: 'request',
    kind: 'days',
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    startsAt: '2026-11-30T16:00:00.000Z',
    endsAt: '2026-12-03T16:00:00.000Z',
    units: 2,
    quote: {
      lines: [{ unit: 'day', count: 3, price: 15000, amount: 45000 }],
      units: 2,
      subtotal: 90000,
      taxRate: 12,
      tax: 10800,
      total: 100800,
    },
    total: 100800,
    deposit: 0,
    currency: 'PHP',
    cancellationPolicy: 'flexible',
    dueAction: 'expire_request',
    dueAt: '2026-11-25T02:00:00.000Z',
    reason: null,
    cancelledBy: null,
    createdAt: '2026-11-24T02:00:00.000Z',
    acceptedAt: null,
    confirmedAt: null,
    cancelledAt: null,
    client: { id: 'c1', name: 'Bea Villanueva' },
    host: { id: 'h1', name: 'Ramon D.' },
    actions: ['cancel'],
    paymentUnderReview: false,
    place: null,
    contact: null,
    tenancy: null,
    events: [
      {
        id: 'e1',
        action: 'request',
        actor: 'client',
        fromStatus: null,
        toStatus: 'pending',
        reason: null,
        createdAt: '2026-11-24T02:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/**
 * A client's running tenancy (issue 32): monthly since Tue, 1 Dec 2026, one unit at ₱2,500 a month,
 * 7 days' notice, no end date yet; the client may give notice.
 */
export function buildTenancy(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return buildBooking({
    kind: 'tenancy',
    status: 'active',
    startDate: '2026-12-01',
    endDate: null,
    startsAt: '2026-11-30T16:00:00.000Z',
    endsAt: null,
    units: 1,
    quote: {
      lines: [{ unit: 'month', count: 1, price: 250000, amount: 250000 }],
      units: 1,
      subtotal: 250000,
      taxRate: 0,
      tax: 0,
      total: 250000,
    },
    total: 250000,
    dueAction: null,
    dueAt: null,
    acceptedAt: '2026-11-24T03:00:00.000Z',
    confirmedAt: '2026-11-24T04:00:00.000Z',
    actions: ['give_notice'],
    tenancy: { noticePeriodDays: 7, monthlyPrice: 250000 },
    ...overrides,
  });
}

/** A tenancy's bill as GET /api/bookings/:id/bills lists it: the first month, ₱2,500, paid. */
export function buildBill(overrides: Partial<Bill> = {}): Bill {
  return {
    id: 'bill0',
    number: 0,
    periodStart: '2026-12-01',
    periodEnd: '2026-12-31',
    amount: 250000,
    subtotal: 250000,
    tax: 0,
    dueOn: '2026-12-01',
    opensOn: '2026-11-26',
    status: 'paid',
    paidAt: '2026-11-24T04:00:00.000Z',
    paymentId: 'p1',
    pay: null,
    actions: [],
    ...overrides,
  };
}

/** A booking's payment as GET /api/bookings/:id/payments lists it: ₱1,008 paid by GCash in the sandbox. */
export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'p1',
    gateway: 'sandbox',
    method: 'gcash',
    amount: 100800,
    currency: 'PHP',
    status: 'paid',
    reference: 'sbx_ref_1',
    createdAt: '2026-11-24T02:00:00.000Z',
    paidAt: '2026-11-24T02:05:00.000Z',
    refunded: 0,
    refunds: [],
    ...overrides,
  };
}

/** `payment` with a refund of `amount` made on 25 Nov 2026 for a cancellation, in `status`. */
export const withRefund = (payment: Payment, amount: number, status: Refund['status']): Payment => ({
  ...payment,
  status: 'partially_refunded',
  refunded: amount,
  refunds: [{ id: 'r1', amount, reason: 'cancellation', status, createdAt: '2026-11-25T03:00:00.000Z' }],
});
