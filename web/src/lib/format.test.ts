import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format';

describe('formatMoney (integer centavos, docs/product/ground-rules.md)', () => {
  it('drops centavos when whole', () => {
    expect(formatMoney(123400)).toBe('₱1,234');
    expect(formatMoney(0)).toBe('₱0');
  });
  it('shows two decimals otherwise', () => {
    expect(formatMoney(123450)).toBe('₱1,234.50');
    expect(formatMoney(5)).toBe('₱0.05');
  });
  it('puts the sign before the peso sign', () => {
    expect(formatMoney(-2500)).toBe('-₱25');
  });
});

describe('formatDate (Asia/Manila)', () => {
  it('formats calendar dates without shifting the day', () => {
    expect(formatDate('2026-11-24')).toBe('Tue, 24 Nov 2026');
  });
  it('uses Manila time for instants', () => {
    // 16:30 UTC on the 23rd is 00:30 on the 24th in Manila.
    expect(formatDate('2026-11-23T16:30:00Z')).toBe('Tue, 24 Nov 2026');
    expect(formatDateTime('2026-11-23T16:30:00Z')).toBe('Tue, 24 Nov 2026, 12:30 AM');
  });
  it('returns nothing for invalid input rather than "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
