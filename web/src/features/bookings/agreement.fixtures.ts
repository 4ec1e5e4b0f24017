import type { BookingAgreement } from '@espasyo/domain/contracts/bookings';

/** The rental agreement of the fixture booking (booking.fixtures.ts) as GET /api/bookings/b1/agreement answers it, unsigned. */
export function buildAgreement(overrides: Partial<BookingAgreement> = {}): BookingAgreement {
  return {
    title: 'Rental agreement: Dry room in Bel-Air',
    version: 2,
    sections: [
      {
        heading: 'The parties',
        lines: [
          'Host: Ramon Dizon',
          'Client: Bea Villanueva',
          'Made through Espasyo, which holds the payment and keeps this agreement.',
          'Booking reference: b1',
        ],
      },
      {
        heading: 'The space',
        lines: ['Dry room in Bel-Air (storage), in Bel-Air, Makati City, Metro Manila', 'Units: 2'],
      },
      {
        heading: 'The period',
        lines: ['From the start of Tue, 1 Dec 2026 to the end of Thu, 3 Dec 2026 (Philippine Standard Time)'],
      },
      {
        heading: 'The price',
        lines: [
          '3 days × ₱150.00 × 2 = ₱900.00',
          'Subtotal: ₱900.00',
          'Tax: ₱108.00',
          'Total paid by the client: ₱1,008.00',
        ],
      },
      {
        heading: 'Cancellation: Flexible policy',
        lines: ['Full refund, less the 5% cancellation fee, until 24 hours before the start.'],
      },
    ],
    sha256: '3f7a9c1e5b2d4f6081a3c5e7092b4d6f8a0c2e4f6a8b0c2d4e6f8a0b2c4d6e8f',
    signed: null,
    ...overrides,
  };
}

/** Signed by typing the client's name. */
export const typedSignature: NonNullable<BookingAgreement['signed']> = {
  at: '2026-11-24T03:30:00.000Z',
  kind: 'typed',
  typedName: 'Bea Villanueva',
  signatureUrl: null,
};

/** Signed by a drawing, read through the booking's access checks. */
export const drawnSignature: NonNullable<BookingAgreement['signed']> = {
  at: '2026-11-24T03:30:00.000Z',
  kind: 'drawn',
  typedName: null,
  signatureUrl: '/api/bookings/b1/agreement/signature',
};
