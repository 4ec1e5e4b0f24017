import type { MyPaymentsPage, PaymentHistoryItem, Receipt } from '@espasyo/domain/contracts/receipts';

/** A paid GCash payment for 3 days in Bel-Air through the sandbox, with its receipt. */
export function buildPaymentItem(over: Partial<PaymentHistoryItem> = {}): PaymentHistoryItem {
  return {
    id: 'p1',
    kind: 'payment',
    status: 'paid',
    method: 'gcash',
    amount: 100800,
    currency: 'PHP',
    at: '2026-11-24T02:30:00.000Z',
    gateway: 'sandbox',
    testMode: true,
    reference: 'sbx_pay_1',
    reason: null,
    paymentId: 'p1',
    receipt: true,
    booking: {
      id: 'b1',
      listingTitle: 'Dry room in Bel-Air',
      kind: 'days',
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      startsAt: '2026-11-30T16:00:00.000Z',
      endsAt: '2026-12-03T16:00:00.000Z',
      units: 2,
    },
    host: { name: 'Maria S.' },
    ...over,
  };
}

export const buildPaymentsPage = (items: PaymentHistoryItem[], over: Partial<MyPaymentsPage> = {}): MyPaymentsPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  testMode: true,
  ...over,
});

/** The receipt of buildPaymentItem(): ₱300 a day × 3 days × 2 units + 12% tax. */
export function buildReceipt(over: Partial<Receipt> = {}): Receipt {
  return {
    id: 'p1',
    kind: 'payment',
    platformName: 'Espasyo',
    timeZone: 'Asia/Manila',
    testMode: true,
    client: { name: 'Juan Dela Cruz', email: 'juan@example.test' },
    host: { name: 'Maria S.' },
    booking: buildPaymentItem().booking,
    quote: {
      lines: [{ unit: 'day', count: 3, price: 15000, amount: 45000 }],
      units: 2,
      subtotal: 90000,
      taxRate: 12,
      tax: 10800,
      total: 100800,
    },
    payment: {
      id: 'p1',
      amount: 100800,
      currency: 'PHP',
      method: 'gcash',
      gateway: 'sandbox',
      reference: 'sbx_pay_1',
      paidAt: '2026-11-24T02:30:00.000Z',
      refunded: 0,
    },
    refund: null,
    ...over,
  };
}
