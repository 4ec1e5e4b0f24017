import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentPostings, refundPostings } from '../bookings/ledger';
import { fullRefund } from '../bookings/cancellation';
import { quoteBooking, type BookingQuote } from '../bookings/quote';
import { centavos, type Centavos } from '../money/amounts';
import { accountsOutOfBounds, balances, isBalanced, type LedgerTransaction } from '../money/ledger';
import { settingsDefaults } from '../settings/defaults';
import { depositSplit } from './deposit';
import { depositClaimPostings, depositHeldPostings, depositReturnPostings } from './ledger';

const financial = { ...settingsDefaults.financial, taxCalculationEnabled: true };
const prices = { pricePerHour: null, pricePerDay: null, pricePerMonth: centavos(500_000) };
const r = quoteBooking({ prices, stay: { days: 30 }, units: 1, financial });
const q = (r as { ok: true; quote: BookingQuote }).quote;
const deposit = centavos(1_000_000);

/** The first payment: the booking's price and, beside it, the deposit. */
const paid: LedgerTransaction[] = [paymentPostings(q), depositHeldPostings(deposit)];

/** -0 and 0 are the same amount of money. */
const z = (n: number) => n || 0;

function expectBooksBalance(ts: LedgerTransaction[]) {
  for (const t of ts) expect(isBalanced(t)).toBe(true);
  const b = balances(ts);
  expect(Object.values(b).reduce((s, n) => s + n, 0)).toBe(0);
  expect(accountsOutOfBounds(b)).toEqual([]);
  return b;
}

describe('deposit ledger: held, returned, part kept, disputed with staff’s split', () => {
  it('held: the gateway took price and deposit; the deposit is in deposits_held, no fee or tax on it', () => {
    const b = expectBooksBalance(paid);
    expect(z(b.gateway_clearing)).toBe(z(q.total + deposit));
    expect(z(b.deposits_held)).toBe(z(-deposit));
    expect(z(b.platform_fees)).toBe(z(-q.platformFee));
    expect(z(b.tax_payable)).toBe(z(-q.tax));
    expect(z(b.host_pending)).toBe(z(-q.hostEarnings));
    expect(z(b.host_available)).toBe(z(0));
  });

  it('returned in full: deposits_held back to 0, the clearing account down by the deposit', () => {
    const b = expectBooksBalance([...paid, depositReturnPostings(deposit)]);
    expect(z(b.deposits_held)).toBe(z(0));
    expect(z(b.gateway_clearing)).toBe(z(q.total));
    expect(z(b.host_available)).toBe(z(0));
  });

  it('part kept (a claim accepted): the host’s available balance grows by it, the rest goes back', () => {
    const { kept, returned } = depositSplit(deposit, centavos(250_000));
    const b = expectBooksBalance([...paid, depositClaimPostings(kept), depositReturnPostings(returned)]);
    expect(z(b.deposits_held)).toBe(z(0));
    expect(z(b.host_available)).toBe(z(-250_000));
    expect(z(b.gateway_clearing)).toBe(z(q.total + 250_000));
    expect(z(b.platform_fees)).toBe(z(-q.platformFee)); // no fee on the kept part
  });

  it('disputed, staff split it (any split of any deposit): the books balance and nothing is left held', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 2_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (d, share) => {
        const held = centavos(d);
        const { kept, returned } = depositSplit(held, centavos(Math.round(d * share)));
        const ts = [
          paymentPostings(q),
          depositHeldPostings(held),
          depositClaimPostings(kept),
          depositReturnPostings(returned),
        ];
        const b = expectBooksBalance(ts);
        expect(z(b.deposits_held)).toBe(z(0));
        expect(z(-b.host_available)).toBe(z(kept));
      }),
    );
  });

  it('cancelled before move-in: the refund and the deposit go back together', () => {
    const b = expectBooksBalance([...paid, refundPostings(q, fullRefund(q)), depositReturnPostings(deposit)]);
    expect(z(b.deposits_held)).toBe(z(0));
    expect(z(b.host_pending)).toBe(z(0));
    expect(z(b.gateway_clearing)).toBe(z(0));
  });

  it('an empty posting for a deposit of nothing', () => {
    expect(depositHeldPostings(centavos(0) as Centavos).lines).toEqual([]);
  });
});
