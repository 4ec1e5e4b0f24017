import type { Dispute } from '@espasyo/domain/contracts/disputes';
import { disputeProcess } from '@espasyo/domain/disputes/process';

/**
 * A dispute in the contract's shape (domain/src/contracts/disputes.ts); its `actions` what the
 * server answers the viewer (the dispute process's table: an admin resolves an open one), unless given.
 */
export function buildDispute(overrides: Partial<Dispute> = {}): Dispute {
  const status = overrides.status ?? 'open';
  const viewerSide = overrides.viewerSide ?? 'client';
  return {
    id: 'd1',
    bookingId: 'b1',
    listingTitle: 'Garage in Makati',
    status,
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
    viewerSide,
    canWrite: true,
    canAddPhotos: true,
    actions: disputeProcess.actionsFor(status, viewerSide === 'staff' ? 'admin' : viewerSide),
    ...overrides,
  };
}
