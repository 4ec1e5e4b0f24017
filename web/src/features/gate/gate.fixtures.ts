import type { AccessPass, CheckIn, GateKeeper } from '@espasyo/domain/contracts/access-pass';

/** A confirmed booking's pass as GET /api/bookings/b1/pass answers it. */
export function buildPass(overrides: Partial<AccessPass> = {}): AccessPass {
  return {
    bookingId: 'b1',
    code: '482913',
    qrPayload: 'EP1.AAAAAAAAAAAAAAAAAAAAAA',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>',
    validFrom: '2026-12-01T00:00:00.000+08:00',
    validUntil: '2026-12-04T00:00:00.000+08:00',
    listing: { id: 'l1', title: 'Dry room in Bel-Air', address: '12 Jupiter St, Makati' },
    renter: { name: 'Maria Santos', photoUrl: null },
    units: 2,
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    startsAt: '2026-12-01T00:00:00.000+08:00',
    endsAt: '2026-12-04T00:00:00.000+08:00',
    kind: 'booking',
    issuedAt: '2026-11-30T02:00:00.000Z',
    ...overrides,
  };
}

export function buildCheckIn(overrides: Partial<CheckIn> = {}): CheckIn {
  return {
    id: 'c1',
    bookingId: 'b1',
    listing: { id: 'l1', title: 'Dry room in Bel-Air' },
    renter: { name: 'Maria Santos', photoUrl: null },
    units: 2,
    validUntil: '2026-12-04T00:00:00.000+08:00',
    checkedInAt: '2026-12-01T01:30:00.000Z',
    checkedOutAt: null,
    ...overrides,
  };
}

export function buildKeeper(overrides: Partial<GateKeeper> = {}): GateKeeper {
  return {
    id: 'k1',
    phone: '+63 917 555 0101',
    name: 'Jun Reyes',
    status: 'active',
    invitedAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}
