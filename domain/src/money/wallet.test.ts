import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundFor } from '../bookings/cancellation';
import { centavos, minusCentavos, type Centavos } from './amounts';
import { hostDebit, paymentPostings, refundPostings } from '../bookings/ledger';
import { accountsOutOfBounds, balances, isBalanced, ledgerAccounts, type LedgerTransaction } from './ledger';
import { quoteBooking, type BookingQuote } from '../bookings/quote';
import { settingsDefaults } from '../settings/defaults';
import {
  adjustmentPostings,
  balanceChange,
  hostBalancesOf,
  payoutFailedPostings,
  payoutProcessedPostings,
  payoutRequestPostings,
  releasePostings,
  withholdingOn,
} from './wallet';

const financial = settingsDefaults.financial;
const quoteOf = (pricePerDay: number, days: number): BookingQuote => {
  const r = quoteBooking({
    prices: { pricePerHour: null, pricePerDay: centavos(pricePerDay), pricePerMonth: null },
    stay: { days },
    units: 1,
    financial,
  });
  if (!r.ok) throw new Error('no quote');
  return r.quote;
};
const start = new Date('2027-03-20T16:00:00Z');

describe('host wallet postings', () => {
  const q = quoteOf(100_000, 5); // ₱5,000; fee ₱450; the host earns ₱4,550

  it('earnings become available, paying a debt first', () => {
    expect(releasePostings(centavos(455_000), centavos(0)).lines).toEqual([
      { account: 'host_pending', amount: 455_000 },
      { account: 'host_available', amount: -455_000 },
    ]);
    const withDebt = releasePostings(centavos(455_000), centavos(100_000));
    expect(withDebt.lines).toContainEqual({ account: 'host_debt', amount: -100_000 });
    expect(balanceChange(withDebt)).toMatchObject({ pending: -455_000, available: 355_000, debt: -100_000 });
  });

  it('a refund after the payout takes what is available, and the rest is a debt', () => {
    const split = refundFor({ quote: q, policy: 'flexible', by: 'host', status: 'confirmed', start, at: start });
    const from = hostDebit(minusCentavos(q.hostEarnings, split.hostEarnings), {
      pending: centavos(0),
      available: centavos(300_000),
    });
    expect(from).toEqual({ pending: 0, available: 300_000, debt: 155_000 });
    const refund = refundPostings(q, split, from);
    expect(isBalanced(refund)).toBe(true);
    expect(balanceChange(refund)).toMatchObject({ available: -300_000, debt: 155_000 });
    const zero = centavos(0);
    expect(() => refundPostings(q, split, { pending: centavos(1), available: zero, debt: zero })).toThrow();
  });

  it('a payout: requested, then sent or failed (the money comes back); withholding is 0.5% when on', () => {
    expect(withholdingOn(centavos(1_000_000), false)).toBe(0);
    expect(withholdingOn(centavos(1_000_000), true)).toBe(5_000);
    const w = withholdingOn(centavos(1_000_001), true);
    const asked = payoutRequestPostings(centavos(1_000_001), w);
    expect(balanceChange(asked)).toMatchObject({ available: -1_000_001, payoutPending: 1_000_001 - w });
    expect(hostBalancesOf([asked, payoutProcessedPostings(centavos(1_000_001), w)])).toMatchObject({
      payoutPending: 0,
      paidOut: 1_000_001 - w,
    });
    expect(hostBalancesOf([asked, payoutFailedPostings(centavos(1_000_001), w)])).toEqual({
      pending: 0,
      available: 0,
      payoutPending: 0,
      paidOut: 0,
      debt: 0,
      held: 0,
    });
    expect(balances([asked, payoutFailedPostings(centavos(1_000_001), w)]).withholding_payable).toBe(0);
  });

  it('an adjustment adds to the available balance, or takes it back and then as a debt', () => {
    expect(balanceChange(adjustmentPostings(centavos(20_000), centavos(0)))).toMatchObject({ available: 20_000 });
    expect(balanceChange(adjustmentPostings(centavos(-50_000), centavos(20_000)))).toMatchObject({
      available: -20_000,
      debt: 30_000,
    });
  });

  it('property: any sequence of payments, releases, refunds, payouts and adjustments keeps the books at zero and no balance below zero', () => {
    const op = fc.oneof(
      fc.record({
        op: fc.constant('pay' as const),
        price: fc.integer({ min: 2_000, max: 500_000 }),
        days: fc.integer({ min: 1, max: 40 }),
      }),
      fc.record({ op: fc.constant('release' as const), pick: fc.nat() }),
      fc.record({
        op: fc.constant('cancel' as const),
        pick: fc.nat(),
        by: fc.constantFrom('client' as const, 'host' as const, 'admin' as const),
        hoursBefore: fc.integer({ min: -48, max: 30 * 24 }),
      }),
      fc.record({
        op: fc.constant('payout' as const),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
        withholding: fc.boolean(),
      }),
      fc.record({ op: fc.constant('settle' as const), pick: fc.nat(), ok: fc.boolean() }),
      fc.record({ op: fc.constant('adjust' as const), amount: fc.integer({ min: -300_000, max: 300_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const books: LedgerTransaction[] = [];
        // Each paid booking: its quote, its pending earnings, whether it was refunded.
        const bookings: { q: BookingQuote; pending: Centavos; refunded: boolean }[] = [];
        const payouts: { amount: Centavos; withholding: Centavos; open: boolean }[] = [];
        const post = (t: LedgerTransaction) => {
          expect(isBalanced(t)).toBe(true);
          books.push(t);
        };
        for (const o of ops) {
          const wallet = hostBalancesOf(books);
          switch (o.op) {
            case 'pay': {
              const q = quoteOf(o.price, o.days);
              post(paymentPostings(q));
              bookings.push({ q, pending: q.hostEarnings, refunded: false });
              break;
            }
            case 'release': {
              const b = bookings.filter((x) => x.pending > 0)[o.pick % Math.max(1, bookings.length)];
              if (!b) break;
              post(releasePostings(b.pending, wallet.debt));
              b.pending = centavos(0);
              break;
            }
            case 'cancel': {
              const b = bookings.filter((x) => !x.refunded)[o.pick % Math.max(1, bookings.length)];
              if (!b) break;
              const at = new Date(start.getTime() - o.hoursBefore * 3_600_000);
              const split = refundFor({ quote: b.q, policy: 'moderate', by: o.by, status: 'confirmed', start, at });
              const from = hostDebit(minusCentavos(b.q.hostEarnings, split.hostEarnings), {
                pending: b.pending,
                available: wallet.available,
              });
              post(refundPostings(b.q, split, from));
              b.pending = minusCentavos(b.pending, from.pending);
              b.refunded = true;
              break;
            }
            case 'payout': {
              const amount = centavos(Math.floor(wallet.available * o.share));
              if (amount <= 0 || wallet.debt > 0) break;
              const withholding = withholdingOn(amount, o.withholding);
              post(payoutRequestPostings(amount, withholding));
              payouts.push({ amount, withholding, open: true });
              break;
            }
            case 'settle': {
              const p = payouts.filter((x) => x.open)[o.pick % Math.max(1, payouts.length)];
              if (!p) break;
              post((o.ok ? payoutProcessedPostings : payoutFailedPostings)(p.amount, p.withholding));
              p.open = false;
              break;
            }
            case 'adjust':
              if (o.amount !== 0) post(adjustmentPostings(centavos(o.amount), wallet.available));
              break;
          }
          const b = balances(books);
          expect(ledgerAccounts.reduce((s, a) => s + b[a], 0)).toBe(0);
          expect(accountsOutOfBounds(b)).toEqual([]);
          const w = hostBalancesOf(books);
          for (const v of Object.values(w)) expect(v).toBeGreaterThanOrEqual(0);
          expect(w.pending).toBe(bookings.reduce((s, x) => s + x.pending, 0));
        }
      }),
      { numRuns: 500 },
    );
  });
});
