import { describe, expect, it } from 'vitest';
import { centavos } from '../money/amounts';
import { DEPOSIT_MAX, depositCap, depositOfBooking, depositSplit, depositWithinCap, twoMonthsRent } from './deposit';
import { depositProcess } from './process';
import { processProblems } from '../process/define';
import { listingCompleteSchema, depositProblem } from '../listings/schema';
import { listingMessages } from '../messages/listings';

describe('the deposit cap: two months of rent or ₱20,000, whichever is less', () => {
  it.each([
    [{ pricePerMonth: 500_000 }, 1_000_000], // ₱5,000 a month: ₱10,000
    [{ pricePerMonth: 1_500_000 }, 2_000_000], // ₱15,000 a month: ₱20,000, not ₱30,000
    [{ pricePerDay: 10_000 }, 600_000], // ₱100 a day: 60 days, ₱6,000
    [{ pricePerDay: 50_000, pricePerMonth: 800_000 }, 1_600_000], // the monthly price wins
    [{ pricePerHour: 2_000 }, 2_000_000], // hourly only: 60 × 24 hours, above the ₱20,000 cap
    [{ pricePerHour: 10 }, 14_400],
    [{}, 2_000_000], // no price yet
  ])('%j → %d', (prices, cap) => {
    expect(depositCap(prices)).toBe(cap);
  });

  it('two months of rent is null without a price', () => {
    expect(twoMonthsRent({ pricePerHour: null, pricePerDay: null, pricePerMonth: null })).toBeNull();
    expect(DEPOSIT_MAX).toBe(2_000_000);
  });

  it('none (null or 0) is always within; the cap itself is, a centavo more is not', () => {
    const p = { pricePerMonth: 500_000 };
    expect(depositWithinCap(null, p)).toBe(true);
    expect(depositWithinCap(0, p)).toBe(true);
    expect(depositWithinCap(1_000_000, p)).toBe(true);
    expect(depositWithinCap(1_000_001, p)).toBe(false);
  });

  it('the listing form says so under the field, with the cap for its prices', () => {
    expect(depositProblem({ securityDeposit: 1_000_001, pricePerMonth: 500_000 })).toEqual({
      path: 'securityDeposit',
      message: listingMessages.fields.securityDepositCap('₱10,000'),
    });
    const r = listingCompleteSchema.safeParse({ type: 'storage', securityDeposit: 2_000_001 });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.filter((i) => i.path[0] === 'securityDeposit').map((i) => i.message);
    expect(messages).toContain(listingMessages.fields.securityDeposit);
  });
});

describe('a claim splits what is held', () => {
  it('keeps between nothing and all of it', () => {
    expect(depositSplit(centavos(500_000), centavos(120_000))).toEqual({ kept: 120_000, returned: 380_000 });
    expect(depositSplit(centavos(500_000), centavos(500_000))).toEqual({ kept: 500_000, returned: 0 });
    expect(() => depositSplit(centavos(500_000), centavos(500_001))).toThrow();
  });
});

describe('the deposit process', () => {
  it('is consistent', () => {
    expect(processProblems(depositProcess)).toEqual([]);
  });
  it('the host claims a held deposit; the client accepts or disputes a claim; staff decide a dispute', () => {
    expect(depositProcess.actionsFor('held', 'host')).toEqual(['claim']);
    expect(depositProcess.actionsFor('claimed', 'client')).toEqual(['accept', 'dispute']);
    expect(depositProcess.actionsFor('disputed', 'admin')).toEqual(['decide']);
    expect(depositProcess.actionsFor('returned', 'client')).toEqual([]);
  });
});

describe('the receipt of a first payment with a deposit', () => {
  it('shows the deposit as its own line after the price’s total, and the total paid', async () => {
    const { receiptDocument } = await import('../bookings/receipt');
    const doc = receiptDocument({
      id: 'p1',
      kind: 'payment',
      platformName: 'Espasyo',
      timeZone: 'Asia/Manila',
      testMode: false,
      client: { name: 'Ana Cruz', email: 'ana@example.com' },
      host: { name: 'Ben R.' },
      booking: {
        id: 'b1',
        listingTitle: 'Storage in Makati',
        kind: 'days',
        startDate: '2027-01-10',
        endDate: '2027-01-10',
        startsAt: '2027-01-09T16:00:00.000Z',
        endsAt: '2027-01-10T16:00:00.000Z',
        units: 1,
      },
      quote: {
        lines: [{ unit: 'day', count: 1, price: 10_000, amount: 10_000 }],
        units: 1,
        subtotal: 10_000,
        taxRate: 0,
        tax: 0,
        total: 10_000,
      },
      payment: {
        id: 'p1',
        amount: 310_000,
        currency: 'PHP',
        method: 'gcash',
        gateway: 'sandbox',
        reference: null,
        paidAt: '2027-01-01T00:00:00.000Z',
        refunded: 0,
      },
      refund: null,
    } as never);
    const rows = doc.sections.flatMap((s) => s.rows).map((r) => [r.label, r.value]);
    expect(rows).toContainEqual(['Total', '₱100.00']);
    expect(rows).toContainEqual(['Security deposit, returned after move-out (no fee or VAT)', '₱3,000.00']);
    expect(rows).toContainEqual(['Total paid', '₱3,100.00']);
  });
});

describe('depositOfBooking', () => {
  it('a booking by the day and a tenancy hold what the listing asks; a booking by the hour holds none', () => {
    expect(depositOfBooking('days', 300_000)).toBe(300_000);
    expect(depositOfBooking('tenancy', 250_000)).toBe(250_000);
    expect(depositOfBooking('hours', 300_000)).toBe(0);
    expect(depositOfBooking('days', 0)).toBe(0);
  });
});
