import { describe, expect, it } from 'vitest';
import { centavos } from '../money/amounts';
import { addMonths, meetsMinimum, priceStay } from './quote';

const price = (n: number | null) => (n === null ? null : centavos(n));
const prices = (pricePerDay: number | null, pricePerMonth: number | null, pricePerHour: number | null = null) => ({
  pricePerHour: price(pricePerHour),
  pricePerDay: price(pricePerDay),
  pricePerMonth: price(pricePerMonth),
});
const amount = (r: ReturnType<typeof priceStay>) => (r.ok ? r.amount : r.problem);

describe('priceStay', () => {
  it('under 30 days: days × daily price, never more than a month', () => {
    expect(priceStay(prices(10000, 200000), { days: 3 })).toEqual({
      ok: true,
      lines: [{ unit: 'day', count: 3, price: 10000, amount: 30000 }],
      amount: 30000,
    });
    // 25 days at ₱100 = ₱2,500 > one month at ₱2,000: the month wins.
    expect(priceStay(prices(10000, 200000), { days: 25 })).toMatchObject({
      amount: 200000,
      lines: [{ unit: 'month', count: 1 }],
    });
  });

  it('30 days or more: whole months plus the rest in days, never more than one more month', () => {
    expect(priceStay(prices(10000, 200000), { days: 30 })).toMatchObject({ amount: 200000 });
    expect(priceStay(prices(10000, 200000), { days: 45 })).toEqual({
      ok: true,
      lines: [
        { unit: 'month', count: 1, price: 200000, amount: 200000 },
        { unit: 'day', count: 15, price: 10000, amount: 150000 },
      ],
      amount: 350000,
    });
    expect(amount(priceStay(prices(10000, 200000), { days: 55 }))).toBe(400000); // 1 month + 25 days > 2 months
    expect(amount(priceStay(prices(10000, 200000), { days: 366 }))).toBe(12 * 200000 + 6 * 10000);
  });

  it('a monthly price dearer than 30 days: days win (the cheapest mix)', () => {
    expect(priceStay(prices(1000, 50000), { days: 40 })).toMatchObject({ amount: 40000, lines: [{ unit: 'day' }] });
  });

  it('one price only', () => {
    expect(amount(priceStay(prices(5000, null), { days: 40 }))).toBe(200000);
    expect(amount(priceStay(prices(null, 300000), { days: 10 }))).toBe(300000);
    expect(amount(priceStay(prices(null, 300000), { days: 31 }))).toBe(600000);
    expect(priceStay(prices(null, null, 2000), { days: 2 })).toEqual({ ok: false, problem: 'noDailyPrice' });
  });

  it('hours: hours × hourly price, or a day when that is not more', () => {
    expect(priceStay(prices(10000, null, 2000), { hours: 3 })).toEqual({
      ok: true,
      lines: [{ unit: 'hour', count: 3, price: 2000, amount: 6000 }],
      amount: 6000,
    });
    expect(priceStay(prices(10000, null, 2000), { hours: 6 })).toMatchObject({
      amount: 10000,
      lines: [{ unit: 'day', count: 1 }],
    });
    expect(amount(priceStay(prices(null, null, 2000), { hours: 24 }))).toBe(48000);
    expect(priceStay(prices(10000, 200000), { hours: 2 })).toEqual({ ok: false, problem: 'noHourlyPrice' });
  });

  it('calendar months from the first day when the stay says when it starts', () => {
    // 1–31 December (31 days) is one month, not one month and a day; 1–28 February too.
    const monthly = prices(null, 280000);
    expect(priceStay(monthly, { days: 31, from: '2026-12-01' })).toMatchObject({
      lines: [{ unit: 'month', count: 1 }],
    });
    expect(priceStay(monthly, { days: 31 })).toMatchObject({ lines: [{ unit: 'month', count: 2 }] });
    expect(priceStay(monthly, { days: 28, from: '2027-02-01' })).toMatchObject({
      lines: [{ unit: 'month', count: 1 }],
    });
    expect(priceStay(monthly, { days: 29, from: '2027-02-01' })).toMatchObject({
      lines: [{ unit: 'month', count: 2 }],
    });
    // 15 January to 20 March: two months (to 14 March) and 6 days.
    expect(priceStay(prices(10000, 280000), { days: 65, from: '2027-01-15' })).toMatchObject({
      lines: [
        { unit: 'month', count: 2 },
        { unit: 'day', count: 6 },
      ],
    });
  });

  it('adds calendar months, ending on the last day of a shorter month', () => {
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-05-15', 0)).toBe('2026-05-15');
  });

  it('equal cost: the months', () => {
    expect(priceStay(prices(10000, 300000), { days: 30 })).toMatchObject({ lines: [{ unit: 'month', count: 1 }] });
  });
});

describe('meetsMinimum', () => {
  it('compares in hours (a month is 30 days)', () => {
    expect(meetsMinimum({ minDuration: null, minDurationUnit: null }, { hours: 1 })).toBe(true);
    expect(meetsMinimum({ minDuration: 3, minDurationUnit: 'hour' }, { hours: 2 })).toBe(false);
    expect(meetsMinimum({ minDuration: 3, minDurationUnit: 'hour' }, { days: 1 })).toBe(true);
    expect(meetsMinimum({ minDuration: 1, minDurationUnit: 'day' }, { hours: 23 })).toBe(false);
    expect(meetsMinimum({ minDuration: 1, minDurationUnit: 'day' }, { hours: 24 })).toBe(true);
    expect(meetsMinimum({ minDuration: 2, minDurationUnit: 'month' }, { days: 59 })).toBe(false);
    expect(meetsMinimum({ minDuration: 2, minDurationUnit: 'month' }, { days: 60 })).toBe(true);
  });
});
