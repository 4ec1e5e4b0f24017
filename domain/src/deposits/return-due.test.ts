import { describe, expect, it } from 'vitest';
import { depositReturnDueAt, DEPOSIT_UNCHECKED_RETURN_DAYS, stayEndedAt, type DepositReturnFacts } from './return-due';

const DAY = 86_400_000;
const end = new Date('2026-12-04T16:00:00.000Z'); // 00:00 of 5 Dec in Manila
const plus = (at: Date, days: number) => new Date(at.getTime() + days * DAY).toISOString();
const booking = (status: string, over: Partial<DepositReturnFacts['booking']> = {}) => ({
  status,
  endsAt: end,
  cancelledAt: null,
  ...over,
});
const due = (f: DepositReturnFacts) => depositReturnDueAt(f)?.toISOString() ?? null;

describe('when a held deposit goes back (decision 0089)', () => {
  it('9 days after the end when nobody started a move-out checklist: 7 days plus the 48 hours', () => {
    expect(DEPOSIT_UNCHECKED_RETURN_DAYS).toBe(9);
    expect(due({ booking: booking('completed'), moveOut: null })).toBe(plus(end, 9));
    expect(due({ booking: booking('ended'), moveOut: null })).toBe(plus(end, 9));
  });

  it.each([
    ['a move-out signed by both', { status: 'complete' as const, completedAt: plus(end, 1) }, plus(end, 8)],
    ['one completed before the end', { status: 'complete' as const, completedAt: plus(end, -1) }, plus(end, 6)],
    [
      'one signed by one side: the other has 48 hours, then the row above',
      { status: 'signed_by_one' as const, completedAt: null },
      null,
    ],
    [
      'a draft: until its window closes, 14 days after the end',
      { status: 'draft' as const, completedAt: null },
      plus(end, 14),
    ],
  ])('the stay over, %s', (_, moveOut, expected) => {
    expect(due({ booking: booking('completed'), moveOut })).toBe(expected);
  });

  it.each(['confirmed', 'active', 'notice_given'])(
    'none while the stay has not ended (%s): the host may claim',
    (s) => {
      expect(due({ booking: booking(s), moveOut: null })).toBeNull();
      expect(due({ booking: booking(s), moveOut: { status: 'draft', completedAt: null } })).toBeNull();
    },
  );

  it('a move-out completed before the end counts while the stay still runs', () => {
    const moveOut = { status: 'complete' as const, completedAt: plus(end, -2) };
    expect(due({ booking: booking('active'), moveOut })).toBe(plus(end, 5));
  });

  it('cancelled while it ran (a typhoon): 9 days after the cancellation, a draft then closed for good', () => {
    const cancelledAt = new Date('2026-12-01T03:00:00.000Z');
    const b = booking('cancelled', { cancelledAt });
    expect(stayEndedAt(b)).toEqual(cancelledAt);
    expect(due({ booking: b, moveOut: null })).toBe(plus(cancelledAt, 9));
    expect(due({ booking: b, moveOut: { status: 'draft', completedAt: null } })).toBe(plus(cancelledAt, 9));
  });

  it('a tenancy with no end yet has none', () => {
    expect(due({ booking: booking('ended', { endsAt: null }), moveOut: null })).toBeNull();
  });
});
