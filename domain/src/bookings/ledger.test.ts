import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationPolicies } from '../listings/fields';
import type { Stay } from '../pricing/quote';
import { settingsDefaults } from '../settings/defaults';
import { fullRefund, refundFor } from './cancellation';
import { paymentPostings, refundPostings } from './ledger';
import { centavos } from '../money/amounts';
import { accountsOutOfBounds, balances, isBalanced, ledgerAccounts, type LedgerTransaction } from '../money/ledger';
import { quoteBooking, type BookingQuote } from './quote';

const HOUR = 3_600_000;
const start = new Date('2027-03-20T16:00:00Z');
const financial = { ...settingsDefaults.financial, taxCalculationEnabled: true };
const prices = { pricePerHour: null, pricePerDay: centavos(100_000), pricePerMonth: null };
const r = quoteBooking({ prices, stay: { days: 5 }, units: 1, financial });
const q = (r as { ok: true; quote: BookingQuote }).quote; // ₱5,000 + ₱600 tax; fee ₱450

describe('ledger postings', () => {
  it('a payment: the gateway holds what was paid; the host is owed earnings, the platform its fee, tax payable', () => {
    expect(paymentPostings(q)).toEqual({
      kind: 'payment',
      lines: [
        { account: 'gateway_clearing', amount: 560_000 },
        { account: 'host_pending', amount: -455_000 },
        { account: 'platform_fees', amount: -45_000 },
        { account: 'tax_payable', amount: -60_000 },
      ],
    });
  });

  it('a refund gives back what was not kept and earns the cancellation fee', () => {
    const split = refundFor({
      quote: q,
      policy: 'flexible',
      by: 'client',
      status: 'confirmed',
      start,
      at: new Date(0),
    });
    const refund = refundPostings(q, split);
    expect(refund.lines).toEqual([
      { account: 'host_pending', amount: 455_000 },
      { account: 'platform_fees', amount: 45_000 },
      { account: 'tax_payable', amount: 57_000 },
      { account: 'cancellation_fees', amount: -25_000 },
      { account: 'gateway_clearing', amount: -532_000 },
    ]);
    expect(balances([paymentPostings(q), refund])).toMatchObject({
      gateway_clearing: 28_000,
      host_pending: 0,
      platform_fees: 0,
      cancellation_fees: -25_000,
      tax_payable: -3_000,
    });
    expect(
      refundPostings(q, refundFor({ quote: q, policy: 'strict', by: 'client', status: 'pending', start, at: start }))
        .lines,
    ).toEqual([]);
  });

  it('a full refund empties every account of that booking', () => {
    const b = balances([paymentPostings(q), refundPostings(q, fullRefund(q))]);
    for (const a of ledgerAccounts) expect(b[a]).toBe(0);
  });

  it('property: any sequence of payments and refunds balances, sums to zero and keeps every account on its side', () => {
    const price = fc.option(fc.integer({ min: 100, max: 5_000_000 }).map(centavos), { nil: null });
    const stayArb: fc.Arbitrary<Stay> = fc.oneof(
      fc.integer({ min: 1, max: 24 }).map((hours) => ({ hours })),
      fc.integer({ min: 1, max: 366 }).map((days) => ({ days, from: '2027-01-31' })),
    );
    const booking = fc.record({
      prices: fc.record({ pricePerHour: price, pricePerDay: price, pricePerMonth: price }),
      stay: stayArb,
      units: fc.integer({ min: 1, max: 20 }),
      fees: fc.record({
        platformFeePercentage: fc.integer({ min: 0, max: 5_000 }).map((bp) => bp / 100),
        cancellationFeePercentage: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
        taxCalculationEnabled: fc.boolean(),
        taxRate: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
      }),
      // What happens after the payment: nothing, a cancellation, or a second payment refunded in full.
      then: fc.constantFrom('kept' as const, 'cancelled' as const, 'paid_twice' as const),
      policy: fc.constantFrom(...cancellationPolicies),
      by: fc.constantFrom('client' as const, 'host' as const, 'admin' as const),
      hoursBefore: fc.integer({ min: -48, max: 30 * 24 }),
    });
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 30 }), fc.nat(), (bookings, seed) => {
        // Each booking's transactions in order; the bookings interleaved by the seed.
        const queues: LedgerTransaction[][] = [];
        for (const b of bookings) {
          const made = quoteBooking({ prices: b.prices, stay: b.stay, units: b.units, financial: b.fees });
          if (!made.ok) continue;
          const quote = made.quote;
          const at = new Date(start.getTime() - b.hoursBefore * HOUR);
          const own = [paymentPostings(quote)];
          if (b.then === 'cancelled') {
            own.push(
              refundPostings(quote, refundFor({ quote, policy: b.policy, by: b.by, status: 'confirmed', start, at })),
            );
          } else if (b.then === 'paid_twice') {
            own.push(paymentPostings(quote), refundPostings(quote, fullRefund(quote)));
          }
          const mine = balances(own);
          expect(accountsOutOfBounds(mine)).toEqual([]);
          queues.push(own);
        }
        const books: LedgerTransaction[] = [];
        let pick = seed;
        while (queues.some((x) => x.length)) {
          const open = queues.filter((x) => x.length);
          const next = open[pick++ % open.length].shift()!;
          expect(isBalanced(next)).toBe(true);
          books.push(next);
          const b = balances(books);
          expect(ledgerAccounts.reduce((s, a) => s + b[a], 0)).toBe(0);
          expect(accountsOutOfBounds(b)).toEqual([]);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
