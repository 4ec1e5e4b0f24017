import type { Invoice, WithholdingSummary } from '@espasyo/domain/contracts/invoices';
import type { Payout, PayoutMethodView, Wallet, WalletEntry } from '@espasyo/domain/contracts/money';

/** Test data in the contracts' shapes (money/… in domain/src/contracts/money.ts). */
const none = { pending: 0, available: 0, payoutPending: 0, paidOut: 0, debt: 0, held: 0 };

export function buildEntry(overrides: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id: 'e1',
    kind: 'release',
    createdAt: '2026-11-28T18:00:00.000Z',
    bookingId: 'b1',
    listingTitle: 'Dry room in Bel-Air',
    payoutId: null,
    memo: null,
    change: { ...none, pending: -90000, available: 90000 },
    ...overrides,
  };
}

export function buildWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    available: 250050,
    pending: 180000,
    payoutPending: 0,
    paidOut: 500000,
    debt: 0,
    held: 0,
    upcoming: [
      {
        bookingId: 'b2',
        listingTitle: 'Garage in Makati',
        amount: 120000,
        availableAt: '2026-12-04T02:00:00.000Z',
        onHold: false,
      },
      {
        bookingId: 'b3',
        listingTitle: 'Parking slot in BGC',
        amount: 60000,
        availableAt: '2026-12-10T02:00:00.000Z',
        onHold: false,
      },
    ],
    entries: [buildEntry()],
    minimumPayout: 50000,
    autoPayouts: false,
    nextRunAt: '2026-12-01T18:00:00.000Z',
    month: { month: '2026-11', earned: 180000, refunded: 0, net: 180000, bookings: 2 },
    ...overrides,
  };
}

export function buildMethod(overrides: Partial<PayoutMethodView> = {}): PayoutMethodView {
  return {
    id: 'm1',
    type: 'gcash',
    label: 'GCash •••• 4567',
    accountName: 'Maria Santos',
    maskedNumber: '•••• 4567',
    bankCode: null,
    isDefault: true,
    usableFrom: '2026-01-02T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildPayout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 'p1',
    amount: 100000,
    withholding: 0,
    net: 100000,
    status: 'processed',
    method: { type: 'gcash', label: 'GCash •••• 4567' },
    requestedBy: 'host',
    reference: 'GC-123456',
    failureReason: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    processedAt: '2026-11-21T02:00:00.000Z',
    ...overrides,
  };
}

export const pageOf = <T>(items: T[], page = 1, pageSize = 20) => ({ items, total: items.length, page, pageSize });

export function buildInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv1',
    kind: 'invoice',
    number: 'ESP-2026-000123',
    month: '2026-11',
    issuedAt: '2026-11-30T18:00:00.000Z',
    amount: 27000,
    vatable: 24107,
    vat: 2893,
    vatRate: 12,
    ...overrides,
  };
}

export function buildWithholding(overrides: Partial<WithholdingSummary> = {}): WithholdingSummary {
  const quarters = [1, 2, 3, 4].map((quarter) => ({ quarter, gross: 0, withheld: 0, payouts: 0 }));
  quarters[0] = { quarter: 1, gross: 100000, withheld: 500, payouts: 1 };
  return { year: 2026, quarters, total: { gross: 100000, withheld: 500, payouts: 1 }, any: true, ...overrides };
}
