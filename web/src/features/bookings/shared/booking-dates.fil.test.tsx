import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n';
import { renderHook, TestProviders } from '@/testing/test-utils';
import { useBookingDates } from '@/lib/booking-dates';

describe("A booking's dates in Filipino (issue 34)", () => {
  beforeAll(() => loadMessages('fil', ['tenancy']));

  const dates = () =>
    renderHook(() => useBookingDates(), {
      wrapper: ({ children }: { children: ReactNode }) => <TestProviders lang="fil">{children}</TestProviders>,
    }).result.current;

  const days = {
    kind: 'days',
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    startsAt: '2026-11-30T16:00:00.000Z',
    endsAt: '2026-12-03T16:00:00.000Z',
  } as const;
  const tenancy = { ...days, kind: 'tenancy', endDate: null, endsAt: null } as const;

  it('names the days of a booking by the day, and of one by the hour, in Filipino', () => {
    const d = dates();
    expect(d.of(days)).toBe('Mar, 1 Dis 2026 – Huw, 3 Dis 2026');
    expect(d.of({ ...days, endDate: '2026-12-01' })).toBe('Mar, 1 Dis 2026');
    const hours = { ...days, kind: 'hours', startsAt: '2026-12-05T01:00:00Z', endsAt: '2026-12-05T04:00:00Z' } as const;
    expect(d.of(hours)).toBe('Sab, 5 Dis 2026, 9:00 AM – 12:00 PM');
    expect(d.period(hours)).toMatchObject({ start: 'Sab, 5 Dis 2026, 9:00 AM', end: 'Sab, 5 Dis 2026, 12:00 PM' });
  });

  it("reads a monthly tenancy by its start, status and end in the catalogue's words", () => {
    const d = dates();
    expect(d.of({ ...tenancy, status: 'confirmed' })).toBe('Buwanan simula Mar, 1 Dis 2026');
    expect(d.of({ ...tenancy, status: 'active' })).toBe('Buwanan mula pa Mar, 1 Dis 2026');
    expect(d.of({ ...tenancy, status: 'notice_given', endDate: '2027-01-08' })).toBe(
      'Buwanan mula pa Mar, 1 Dis 2026 · matatapos sa Biy, 8 Ene 2027',
    );
    expect(d.of({ ...tenancy, status: 'ended', endDate: '2027-01-08' })).toBe(
      'Buwanan mula Mar, 1 Dis 2026 hanggang Biy, 8 Ene 2027',
    );
    expect(d.tenancyLine({ ...tenancy, status: 'active' }, { amount: 250000, dueOn: '2027-01-01' })).toBe(
      'Buwanan mula pa Mar, 1 Dis 2026 · susunod na bill ₱2,500 due sa Biy, 1 Ene 2027',
    );
  });
});
