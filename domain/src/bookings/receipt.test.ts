import { describe, expect, it } from 'vitest';
import type { Receipt } from '../contracts/receipts';
import { receiptDocument } from './receipt';

const payment: Receipt = {
  id: 'p1',
  kind: 'payment',
  platformName: 'Espasyo',
  timeZone: 'Asia/Manila',
  testMode: false,
  client: { name: 'Juan Dela Cruz', email: 'juan@example.test' },
  host: { name: 'Maria S.' },
  booking: {
    id: 'b1',
    listingTitle: 'Covered slot near Ayala Triangle',
    kind: 'hours',
    startDate: '2026-12-05',
    endDate: '2026-12-05',
    startsAt: '2026-12-05T01:00:00.000Z',
    endsAt: '2026-12-05T04:00:00.000Z',
    units: 1,
  },
  quote: {
    lines: [{ unit: 'hour', count: 3, price: 5000, amount: 15000 }],
    units: 1,
    subtotal: 15000,
    taxRate: 0,
    tax: 0,
    total: 15000,
  },
  payment: {
    id: 'p1',
    amount: 15000,
    currency: 'PHP',
    method: 'card',
    gateway: 'stripe',
    reference: 'pi_123',
    paidAt: '2026-11-24T02:30:00.000Z',
    refunded: 0,
  },
  refund: null,
};

const rowsOf = (r: Receipt) =>
  Object.fromEntries(receiptDocument(r).sections.map((s) => [s.heading, s.rows.map((x) => `${x.label}: ${x.value}`)]));

describe('receiptDocument', () => {
  it("a payment's: the amount with two decimals, the date in the platform's zone, no tax line without tax, no test mode", () => {
    const d = receiptDocument(payment);
    expect(d).toMatchObject({
      heading: 'Acknowledgement receipt',
      subheading: 'Payment received',
      amount: '₱150.00',
      date: 'Tue, 24 Nov 2026, 10:30 AM',
      testMode: null,
      number: 'p1',
    });
    expect(rowsOf(payment)).toEqual({
      Payment: [
        'Amount paid: ₱150.00',
        'Date paid: Tue, 24 Nov 2026, 10:30 AM',
        'Method: Card',
        'Paid through: Stripe',
        'Gateway reference: pi_123',
      ],
      'From and to': [
        'Received from: Juan Dela Cruz (juan@example.test)',
        'Host: Maria S.',
        'Received by: Espasyo, on behalf of the host',
      ],
      Booking: [
        'Booking ID: b1',
        'Listing: Covered slot near Ayala Triangle',
        'Dates: Sat, 5 Dec 2026, 9:00 AM – 12:00 PM',
        'Units: 1',
      ],
      'What was paid for': ['₱50.00 × 3 hours: ₱150.00', 'Subtotal: ₱150.00', 'Total: ₱150.00'],
    });
  });

  it("a refund's: what went back, when and why first, then the payment it came from", () => {
    const refund: Receipt = {
      ...payment,
      id: 'r1',
      kind: 'refund',
      testMode: true,
      payment: { ...payment.payment, refunded: 15000 },
      refund: {
        id: 'r1',
        amount: 15000,
        reason: 'cancellation',
        cancelledBy: 'host',
        reference: null,
        createdAt: '2026-11-25T00:00:00.000Z',
        refundedAt: '2026-11-25T00:00:05.000Z',
      },
    };
    const d = receiptDocument(refund);
    expect(d).toMatchObject({ subheading: 'Refund sent', amountLabel: 'Amount refunded', amount: '₱150.00' });
    expect(d.testMode).toContain('Test mode');
    expect(d.sections.map((s) => s.heading)).toEqual([
      'Refund',
      'Original payment',
      'From and to',
      'Booking',
      'What was paid for',
    ]);
    expect(rowsOf(refund).Refund).toEqual([
      'Amount refunded: ₱150.00',
      'Date refunded: Wed, 25 Nov 2026, 8:00 AM',
      'Reason: Booking cancelled by the host',
      'Refunded to: Card',
    ]);
    expect(rowsOf(refund)['Original payment']).toContain('Payment receipt no.: p1');
  });
});
