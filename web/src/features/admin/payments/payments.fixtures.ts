import type { AdminPayment, AdminPaymentDetail } from '@espasyo/domain/contracts/admin-payments';

/** A paid GCash payment of ₱300 through the sandbox, as staff's list shows it. */
export function buildAdminPayment(over: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: 'pay1',
    bookingId: 'bk1',
    listingTitle: 'Garage in Makati',
    client: { id: 'c1', name: 'Bea Villanueva', email: 'bea@example.ph' },
    host: { id: 'h1', name: 'Maria Santos' },
    amount: 30000,
    refunded: 0,
    method: 'gcash',
    gateway: 'sandbox',
    status: 'paid',
    flag: null,
    createdAt: '2026-11-24T03:00:00.000Z',
    paidAt: '2026-11-24T03:05:00.000Z',
    ...over,
  };
}

/** Its detail: the booking, no refund yet, the gateway's paid event and the payment's ledger lines. */
export function buildAdminPaymentDetail(over: Partial<AdminPaymentDetail> = {}): AdminPaymentDetail {
  const base = buildAdminPayment(over);
  return {
    ...base,
    reference: 'sbx_ref_1',
    checkoutId: 'cs_1',
    gatewayFee: 750,
    refundable: base.amount - base.refunded,
    testMode: true,
    booking: {
      id: 'bk1',
      status: 'confirmed',
      kind: 'days',
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      startsAt: '2026-12-09T16:00:00.000Z',
      endsAt: '2026-12-12T16:00:00.000Z',
      units: 1,
      total: 30000,
      subtotal: 30000,
      tax: 0,
      platformFee: 2700,
      hostEarnings: 27300,
    },
    refunds: [],
    events: [
      {
        id: 'ev1',
        eventId: 'evt_1',
        type: 'checkout.paid',
        receivedAt: '2026-11-24T03:05:01.000Z',
        processedAt: '2026-11-24T03:05:02.000Z',
        result: 'paid',
        error: null,
        attempts: 1,
      },
    ],
    ledger: [
      {
        id: 'l1',
        transactionId: 't1',
        kind: 'payment',
        account: 'gateway_clearing',
        amount: 30000,
        host: null,
        refundId: null,
        createdAt: '2026-11-24T03:05:02.000Z',
      },
      {
        id: 'l2',
        transactionId: 't1',
        kind: 'payment',
        account: 'host_pending',
        amount: -27300,
        host: { id: 'h1', name: 'Maria Santos' },
        refundId: null,
        createdAt: '2026-11-24T03:05:02.000Z',
      },
    ],
    ...over,
  };
}
