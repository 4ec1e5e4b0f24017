import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reconcile, type ReconciliationItem } from './reconciliation';

const from = new Date('2026-03-01T16:00:00Z'); // 2 March in Manila
const to = new Date('2026-03-02T16:00:00Z');
const at = (minutes: number) => new Date(from.getTime() + minutes * 60_000).toISOString();

const payment = (n: number, amount = 10_000, o: Partial<ReconciliationItem> = {}): ReconciliationItem => ({
  kind: 'payment',
  ref: `pay-${n}`,
  gatewayId: `gw-${n}`,
  amount,
  fee: 250,
  at: at(n),
  bookingId: `b-${n}`,
  ...o,
});
const refund = (n: number, amount = 5_000): ReconciliationItem => ({
  kind: 'refund',
  ref: `refund-${n}`,
  gatewayId: `re-${n}`,
  amount,
  fee: null,
  at: at(n),
});

/** A day's items: unique references, amounts from ₱1, times within the day. */
const itemsArb = fc
  .array(
    fc.record({
      kind: fc.constantFrom('payment' as const, 'refund' as const),
      amount: fc.integer({ min: 100, max: 10_000_000 }),
      fee: fc.option(fc.integer({ min: 0, max: 50_000 })),
      minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((xs) =>
    xs.map((x, n): ReconciliationItem => ({
      kind: x.kind,
      ref: `${x.kind}-${n}`,
      gatewayId: `gw-${x.kind}-${n}`,
      amount: x.amount,
      fee: x.kind === 'payment' ? x.fee : null,
      at: at(x.minute),
    })),
  );

describe('reconcile', () => {
  it('matches by our reference or by the gateway id, and totals each side', () => {
    const ledger = [payment(1), payment(2, 20_000, { gatewayId: null }), refund(3)];
    const gateway = [payment(1), payment(2, 20_000, { ref: 'pay-2' }), { ...refund(3), ref: null }];
    const r = reconcile({ ledger, gateway, from, to });
    expect(r).toMatchObject({ status: 'ok', matched: 3, discrepancies: [] });
    expect(r.ledger).toEqual({ payments: 2, paymentsTotal: 30_000, refunds: 1, refundsTotal: 5_000 });
    expect(r.gateway).toEqual(r.ledger);
  });

  it('reports each kind of discrepancy, a fee only for information', () => {
    const r = reconcile({
      ledger: [payment(1), payment(2), payment(3), payment(4, 10_000, { fee: 300 })],
      gateway: [payment(2, 9_000), payment(3), payment(4), payment(5)],
      from,
      to,
    });
    expect(r.status).toBe('mismatch');
    expect(r.matched).toBe(2);
    expect(r.discrepancies.map((d) => [d.kind, d.ref])).toEqual([
      ['missing_at_gateway', 'pay-1'],
      ['amount_mismatch', 'pay-2'],
      ['fee_mismatch', 'pay-4'],
      ['missing_in_ledger', 'pay-5'],
    ]);
    expect(r.discrepancies[1]).toMatchObject({ ledgerAmount: 10_000, gatewayAmount: 9_000, gatewayId: 'gw-2' });
  });

  it('a fee mismatch alone leaves the day ok; a fee unknown on one side is not compared', () => {
    const r = reconcile({
      ledger: [payment(1, 10_000, { fee: 1 }), payment(2, 10_000, { fee: null })],
      gateway: [payment(1), payment(2)],
      from,
      to,
    });
    expect(r.status).toBe('ok');
    expect(r.discrepancies.map((d) => d.kind)).toEqual(['fee_mismatch']);
  });

  it('a pair across midnight belongs to the ledger’s day; items of other days are left out', () => {
    const late = payment(1, 10_000, { at: new Date(from.getTime() - 2_000).toISOString() });
    const booked = payment(1, 10_000, { at: new Date(from.getTime() + 1_000).toISOString() });
    const yesterday = payment(9, 10_000, { at: new Date(from.getTime() - 3_600_000).toISOString() });
    const today = reconcile({ ledger: [booked, yesterday], gateway: [late, yesterday], from, to });
    expect(today).toMatchObject({ status: 'ok', matched: 1, discrepancies: [] });
    const before = reconcile({
      ledger: [booked, yesterday],
      gateway: [late, yesterday],
      from: new Date(from.getTime() - 86_400_000),
      to: from,
    });
    expect(before).toMatchObject({ status: 'ok', matched: 1, discrepancies: [] });
  });

  it('property: identical sides are all matched', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const r = reconcile({ ledger: items, gateway: items.map((i) => ({ ...i })), from, to });
        expect(r.status).toBe('ok');
        expect(r.matched).toBe(items.length);
        expect(r.discrepancies).toEqual([]);
        expect(r.gateway).toEqual(r.ledger);
      }),
    );
  });

  it('property: any single change is reported exactly once', () => {
    const change = fc.constantFrom('drop_gateway', 'drop_ledger', 'amount', 'extra_gateway' as const);
    fc.assert(
      fc.property(itemsArb, change, fc.nat(), fc.integer({ min: 1, max: 1_000 }), (items, what, pick, delta) => {
        const n = pick % items.length;
        let ledger = items;
        let gateway = items.map((i) => ({ ...i }));
        const expected = {
          drop_gateway: 'missing_at_gateway',
          drop_ledger: 'missing_in_ledger',
          amount: 'amount_mismatch',
          extra_gateway: 'missing_in_ledger',
        }[what];
        if (what === 'drop_gateway') gateway = gateway.filter((_, i) => i !== n);
        if (what === 'drop_ledger') ledger = ledger.filter((_, i) => i !== n);
        if (what === 'amount') gateway[n] = { ...gateway[n], amount: gateway[n].amount + delta };
        if (what === 'extra_gateway') gateway.push({ ...items[n], ref: 'unknown', gatewayId: 'gw-unknown' });
        const r = reconcile({ ledger, gateway, from, to });
        expect(r.status).toBe('mismatch');
        expect(r.discrepancies.map((d) => d.kind)).toEqual([expected]);
        expect(r.matched).toBe(what === 'extra_gateway' ? items.length : items.length - 1);
      }),
    );
  });
});
