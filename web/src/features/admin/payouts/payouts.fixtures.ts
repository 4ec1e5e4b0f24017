import type { AdminPayout } from '@espasyo/domain/contracts/money';
import { payoutProcess } from '@espasyo/domain/money/payout-process';

/**
 * A payout in the staff queue's shape (adminPayoutSchema): pending, ₱1,000 with ₱5 withheld; its
 * `actions` what the server answers for its status (the payout process's table), unless given.
 */
export function buildAdminPayout(overrides: Partial<AdminPayout> = {}): AdminPayout {
  const status = overrides.status ?? 'pending';
  return {
    id: 'p1',
    amount: 100000,
    withholding: 500,
    net: 99500,
    status,
    method: { type: 'gcash', label: 'GCash •••• 4567' },
    requestedBy: 'host',
    reference: null,
    failureReason: null,
    createdAt: '2026-11-24T02:00:00.000Z',
    processedAt: null,
    host: { id: 'h1', name: 'Maria Santos', email: 'maria@example.ph' },
    accountName: 'Maria Santos',
    actions: payoutProcess.actionsFor(status, 'admin'),
    ...overrides,
  };
}
