import { describe, expect, it } from 'vitest';
import { centavos } from '../money/amounts';
import { expectedIncomeWindow, unbilledEarnings, type RunningTenancy } from './expected';

const rates = { platformFeePercentage: 10, taxCalculationEnabled: false, taxRate: 0 };
/** ₱2,500 a month, one unit: the host earns ₱2,250 of each full month. */
const tenancy = (o: Partial<RunningTenancy> = {}): RunningTenancy => ({
  startDate: '2026-12-01',
  endDate: null,
  units: 1,
  monthly: centavos(250_000),
  rates,
  lastNumber: 0,
  ...o,
});

describe("the host dashboard's expected income from tenancies (issue 32)", () => {
  it('looks three months ahead, to the same day, that day excluded; a 31st ends on a shorter month’s last day', () => {
    expect(expectedIncomeWindow('2026-12-15')).toEqual({ from: '2026-12-15', to: '2027-03-15' });
    expect(expectedIncomeWindow('2026-11-30')).toEqual({ from: '2026-11-30', to: '2027-02-28' });
  });

  it('counts the months due in the window that have no bill yet, at the host’s share', () => {
    // Bills 0 and 1 made; 1 Feb and 1 Mar are due in [15 Dec, 15 Mar) and not made yet.
    expect(unbilledEarnings(tenancy({ lastNumber: 1 }), '2026-12-15', '2027-03-15')).toBe(2 * 225_000);
    // Nothing made past bill 0: 1 Jan, 1 Feb, 1 Mar. Two units earn twice.
    expect(unbilledEarnings(tenancy({ units: 2 }), '2026-12-15', '2027-03-15')).toBe(6 * 225_000);
    // Every bill in the window made: nothing more.
    expect(unbilledEarnings(tenancy({ lastNumber: 3 }), '2026-12-15', '2027-03-15')).toBe(0);
  });

  it('stops at the end a notice set, the last month prorated by day', () => {
    // Ends 16 Feb: February's bill counts 16 of 28 days: ₱2,500 × 16 ÷ 28 = ₱1,428.57, less 10%.
    const ended = unbilledEarnings(tenancy({ lastNumber: 1, endDate: '2027-02-16' }), '2026-12-15', '2027-03-15');
    expect(ended).toBe(142_857 - 14_286);
  });

  it('starts counting at a tenancy’s start when it starts inside the window', () => {
    expect(unbilledEarnings(tenancy({ startDate: '2027-01-20', lastNumber: -1 }), '2026-12-15', '2027-03-15')).toBe(
      2 * 225_000,
    );
  });
});
