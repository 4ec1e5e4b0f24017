import type { Dispute } from '@espasyo/domain/contracts/disputes';

/** A dispute in the contract's shape (domain/src/contracts/disputes.ts). */
export function buildDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: 'd1',
    bookingId: 'b1',
    listingTitle: 'Garage in Makati',
    status: 'open',
    reason: 'damage',
    openedBySide: 'client',
    clientName: 'Bea Villanueva',
    hostName: 'Maria Santos',
    createdAt: '2026-11-20T02:00:00.000Z',
    resolvedAt: null,
    refundAmount: null,
    description: 'The gate was broken when I arrived and the guard refused entry.',
    openedByName: 'Bea Villanueva',
    held: 0,
    photos: [],
    messages: [],
    resolution: null,
    viewerSide: 'client',
    canWrite: true,
    canAddPhotos: true,
    ...overrides,
  };
}
