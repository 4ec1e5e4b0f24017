import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationPolicies, type CancellationPolicy } from '../listings/fields';
import { centavos, sumCentavos } from '../money/amounts';
import type { RefundQuote } from '../bookings/cancellation';
import { affectedDays, eventSpan, forceMajeureRefund, shareRefund, type ForceMajeureRefundInput } from './refund';
import { forceMajeureFormSchema, forceMajeureState } from './events';

// ₱5,000 for five days (20–24 March 2027), 12% tax, platform fee ₱450, cancellation fee 5%, first day ₱1,000.
const q: RefundQuote = {
  subtotal: centavos(500_000),
  tax: centavos(60_000),
  platformFee: centavos(45_000),
  cancellationFeePercentage: 5,
  firstDay: centavos(100_000),
};
const stay = eventSpan('2027-03-20', '2027-03-24');
const weekBefore = new Date('2027-03-13T00:00:00+08:00');
const input = (over: Partial<ForceMajeureRefundInput>): ForceMajeureRefundInput => ({
  quote: q,
  policy: 'strict',
  by: 'client',
  status: 'confirmed',
  stay,
  event: eventSpan('2027-03-24', '2027-03-30'),
  at: weekBefore,
  ...over,
});
const parts = (r: ReturnType<typeof forceMajeureRefund>) => [
  r.refund,
  r.hostEarnings,
  r.platformFee,
  r.cancellationFee,
  r.taxKept,
];

describe('the refund of a force majeure cancellation (issue 33, decision 0090)', () => {
  it.each<[string, Partial<ForceMajeureRefundInput>, number[], boolean]>([
    ['the event covers the whole stay', { event: eventSpan('2027-03-19', '2027-03-26') }, [560_000, 0, 0, 0, 0], true],
    [
      'it covers 3 of 5 days (most of it)',
      { event: eventSpan('2027-03-22', '2027-03-24') },
      [560_000, 0, 0, 0, 0],
      true,
    ],
    // 1 day back in full (₱1,000 + ₱120 tax); strict keeps all of the other four a week before.
    ['1 of 5 days, strict, a week before', {}, [112_000, 364_000, 36_000, 0, 48_000], false],
    // 1 day back in full; flexible keeps its 5% fee of the other four (₱200) and their tax on it.
    ['1 of 5 days, flexible, a week before', { policy: 'flexible' }, [537_600, 0, 0, 20_000, 2_400], false],
    // The covered first day is not kept again as flexible's first day after the start.
    [
      'the first day covered, flexible, once active',
      {
        policy: 'flexible',
        status: 'active',
        event: eventSpan('2027-03-20', '2027-03-20'),
        at: new Date('2027-03-21T09:00:00+08:00'),
      },
      [537_600, 0, 0, 20_000, 2_400],
      false,
    ],
    ['the host cancels, 1 day covered', { by: 'host' }, [560_000, 0, 0, 0, 0], true],
    ['an admin cancels, 1 day covered', { by: 'admin' }, [560_000, 0, 0, 0, 0], true],
  ])('%s', (_, over, expected, whole) => {
    const r = forceMajeureRefund(input(over));
    expect(parts(r)).toEqual(expected);
    expect(r.whole).toBe(whole);
    expect(r.paid).toBe(560_000);
  });

  it('nothing to refund before payment', () => {
    expect(forceMajeureRefund(input({ status: 'awaiting_payment' })).refund).toBe(0);
  });

  it('an hourly booking is covered by the hour: 2 of 4 hours is most of it', () => {
    const hours = { from: new Date('2027-03-24T22:00:00+08:00'), until: new Date('2027-03-25T02:00:00+08:00') };
    const r = forceMajeureRefund(input({ stay: hours, event: eventSpan('2027-03-24', '2027-03-24') }));
    expect(r.whole).toBe(true);
    expect(r.affectedDays).toEqual(['2027-03-24']);
  });

  it('names the affected days in Manila', () => {
    expect(affectedDays(stay, eventSpan('2027-03-23', '2027-04-02'))).toEqual(['2027-03-23', '2027-03-24']);
    expect(affectedDays(stay, eventSpan('2027-03-25', '2027-03-26'))).toEqual([]);
  });

  it("a running tenancy's share of a bill: the covered days back in full, the rest kept as paid", () => {
    const r = shareRefund(q, 10, 30);
    expect([r.refund, r.taxReturned, r.hostEarnings, r.platformFee, r.taxKept]).toEqual([
      186_667, 20_000, 303_333, 30_000, 40_000,
    ]);
  });

  it('every centavo paid is accounted for, none negative', () => {
    const day = fc
      .integer({ min: 0, max: 40 })
      .map((d) => new Date(Date.UTC(2027, 2, 1 + d)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom<CancellationPolicy>(...cancellationPolicies),
        fc.constantFrom('client' as const, 'host' as const),
        day,
        day,
        day,
        fc.integer({ min: 1, max: 30 }),
        (subtotal, taxPct, policy, by, a, b, at, len) => {
          const [from, to] = a <= b ? [a, b] : [b, a];
          const s = centavos(subtotal);
          const quote: RefundQuote = {
            subtotal: s,
            tax: centavos(Math.floor((subtotal * taxPct) / 100)),
            platformFee: centavos(Math.floor(subtotal / 10)),
            cancellationFeePercentage: 5,
            firstDay: centavos(Math.floor(subtotal / len)),
          };
          const stayOf = {
            from: new Date(`${from}T00:00:00+08:00`),
            until: new Date(Date.parse(`${from}T00:00:00+08:00`) + len * 86_400_000),
          };
          const r = forceMajeureRefund({
            quote,
            policy,
            by,
            status: 'confirmed',
            stay: stayOf,
            event: eventSpan(from, to),
            at: new Date(`${at}T12:00:00+08:00`),
          });
          expect(sumCentavos(r.refund, r.hostEarnings, r.platformFee, r.cancellationFee, r.taxKept)).toBe(r.paid);
          expect(
            Math.min(r.refund, r.hostEarnings, r.platformFee, r.cancellationFee, r.taxKept),
          ).toBeGreaterThanOrEqual(0);
          expect(r.refund).toBeGreaterThanOrEqual(
            Math.min(r.paid, Math.floor((quote.subtotal * r.affectedDays.length) / len)),
          );
        },
      ),
    );
  });
});

describe('the declaration form', () => {
  const ok = { name: 'Typhoon Signal No. 3', places: ['1300000000'], startDate: '2026-10-24', endDate: '2026-10-26' };
  it.each<[string, object, string | null]>([
    ['a good one', {}, null],
    ['no name', { name: '  ' }, 'Enter the event’s name.'],
    ['a name too long', { name: 'x'.repeat(121) }, 'The name is at most 120 characters.'],
    ['no place', { places: [] }, 'Choose at least one province or city.'],
    ['a code that is no place code', { places: ['13'] }, 'Choose a province or city from the list.'],
    ['the last day first', { endDate: '2026-10-23' }, 'The last day cannot be before the first day.'],
    ['longer than 31 days', { endDate: '2026-11-24' }, 'An event lasts at most 31 days.'],
  ])('%s', (_, over, message) => {
    const r = forceMajeureFormSchema.safeParse({ ...ok, ...over });
    expect(r.success ? null : r.error.issues[0].message).toBe(message);
  });

  it('its state by the day', () => {
    const e = { startDate: '2026-10-24', endDate: '2026-10-26', withdrawnAt: null };
    expect(['2026-10-23', '2026-10-24', '2026-10-26', '2026-10-27'].map((d) => forceMajeureState(e, d))).toEqual([
      'upcoming',
      'in_force',
      'in_force',
      'over',
    ]);
    expect(forceMajeureState({ ...e, withdrawnAt: 'x' }, '2026-10-25')).toBe('withdrawn');
  });
});
