import type { AdminPayout } from '@espasyo/domain/contracts/money';

/** A payout in the staff queue's shape (adminPayoutSchema): pending, ₱1,000 with ₱5 withheld. */
export function buildAdminPayout(overrides: Partial<AdminPayout> = {}): AdminPayout {
  return {
    id: 'p1',
    amount: 100000,
    withholding: 500,
    net: 99500,
    status: 'pending',
    method: { type: 'gcash', label: 'GCash •••• 4567' },
    requestedBy: 'host',
    reference: null,
    failureReason: null,
    createdAt: '2026-11-24T02:00:00.000Z',
    processedAt: null,
    host: { id: 'h1', name: 'Maria Santos', email: 'maria@example.ph' },
    accountName: 'Maria Santos',
    ...overrides,
  };
}
