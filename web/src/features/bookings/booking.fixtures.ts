import type { BookingDetail } from '@espasyo/domain/contracts/bookings';

/** A client's booking as GET /api/bookings/:id answers it: a request for 3 days of 1 unit, pending. */
export function buildBooking(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return {
    id: 'b1',
    listingId: 'l1',
    listingTitle: 'Dry room in Bel-Air',
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
    place: null,
    contact: null,
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
