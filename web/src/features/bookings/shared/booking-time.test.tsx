import { createElement, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '@espasyo/domain/bookings/process';
import type { Language } from '@espasyo/domain/i18n/languages';
import { paymentOutcome } from '@/features/bookings/checkout/payment-return';
import { formatBookingDates } from '@/lib/booking-dates';
import { loadMessages } from '@/lib/i18n';
import { renderHook, TestProviders } from '@/testing/test-utils';
import { useBookingWords } from './booking-words';

beforeAll(() => loadMessages('fil', ['booking']));

/** A booking's words in a language (issue 34). */
const wordsIn = (lang: Language) =>
  renderHook(() => useBookingWords(), {
    wrapper: ({ children }: { children: ReactNode }) => createElement(TestProviders, { lang, children }),
  }).result.current;

describe('timeLeft', () => {
  const now = Date.parse('2026-11-24T02:00:00Z');
  it('counts down in minutes, hours and minutes, then days', async () => {
    await loadMessages('en', ['booking']);
    const { timeLeft } = wordsIn('en');
    expect(timeLeft('2026-11-24T02:29:30Z', now)).toBe('29 minutes');
    expect(timeLeft('2026-11-24T02:00:30Z', now)).toBe('1 minute');
    expect(timeLeft('2026-11-25T01:05:00Z', now)).toBe('23 hours 5 minutes');
    expect(timeLeft('2026-11-24T03:00:00Z', now)).toBe('1 hour');
    expect(timeLeft('2026-11-27T02:00:00Z', now)).toBe('3 days');
    expect(timeLeft('2026-11-24T01:59:00Z', now)).toBeNull();
  });

  it('in Filipino', () => {
    const { timeLeft } = wordsIn('fil');
    expect(timeLeft('2026-11-24T02:29:30Z', now)).toBe('29 minuto');
    expect(timeLeft('2026-11-25T01:05:00Z', now)).toBe('23 oras at 5 minuto');
    expect(timeLeft('2026-11-27T02:00:00Z', now)).toBe('3 araw');
  });
});

describe('paymentOutcome', () => {
  const at = (status: BookingStatus, paymentUnderReview = false) => ({ status, paymentUnderReview });
  it("trusts the booking's status over the return address", () => {
    expect(paymentOutcome(null, at('awaiting_payment'))).toBeNull();
    expect(paymentOutcome('success', at('confirmed'))).toBe('paid');
    expect(paymentOutcome('failed', at('confirmed'))).toBe('paid');
    expect(paymentOutcome('success', at('awaiting_payment'))).toBe('processing');
    expect(paymentOutcome('failed', at('awaiting_payment'))).toBe('failed');
    expect(paymentOutcome('cancelled', at('awaiting_payment'))).toBe('failed');
    expect(paymentOutcome('success', at('expired'))).toBe('closed');
    // A payment under review is the booking's own note: nothing to wait for.
    expect(paymentOutcome('success', at('awaiting_payment', true))).toBeNull();
  });

  it("reads a running tenancy's return by the checkout's word: its status says nothing of a monthly bill (issue 32)", () => {
    const tenancy = (status: 'confirmed' | 'active' | 'notice_given') => ({
      status,
      paymentUnderReview: false,
      kind: 'tenancy' as const,
    });
    expect(paymentOutcome('success', tenancy('confirmed'))).toBe('paid');
    expect(paymentOutcome('success', tenancy('active'))).toBe('bill');
    expect(paymentOutcome('failed', tenancy('active'))).toBe('failed');
    expect(paymentOutcome('success', tenancy('notice_given'))).toBe('bill');
  });
});

describe("formatBookingDates and a booking's length", () => {
  const days = { kind: 'days', startDate: '2026-12-31', endDate: '2027-01-01', startsAt: '', endsAt: '' } as const;
  const hours = { ...days, kind: 'hours', startsAt: '2026-12-31T13:00:00Z', endsAt: '2026-12-31T15:00:00Z' } as const;
  const tenancy = { ...days, kind: 'tenancy', endDate: null, endsAt: null } as const;
  it("writes a booking's dates or hours in the platform's format", async () => {
    await loadMessages('en', ['booking']);
    const { length } = wordsIn('en');
    expect(formatBookingDates(days)).toBe('Thu, 31 Dec 2026 – Fri, 1 Jan 2027');
    expect(formatBookingDates({ ...days, endDate: '2026-12-31' })).toBe('Thu, 31 Dec 2026');
    expect(length(days)).toBe('2 days');
    expect(formatBookingDates(hours)).toBe('Thu, 31 Dec 2026, 9:00 PM – 11:00 PM');
    expect(length(hours)).toBe('2 hours');
    expect(length(tenancy)).toBe('Month to month');
  });

  it('says the length in Filipino', () => {
    const { length, units } = wordsIn('fil');
    expect(length(days)).toBe('2 araw');
    expect(length(hours)).toBe('2 oras');
    expect(length(tenancy)).toBe('Buwan-buwan');
    expect(units(3)).toBe('3 unit');
  });
});
