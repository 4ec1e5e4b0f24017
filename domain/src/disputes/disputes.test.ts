import { describe, expect, it } from 'vitest';
import { centavos } from '../money/amounts';
import { accountsOutOfBounds, balances, isBalanced } from '../money/ledger';
import { disputeHoldPostings, disputeReleasePostings, hostBalancesOf } from '../money/wallet';
import { openDisputeSchema, resolveDisputeSchema } from '../contracts/disputes';
import { disputeMessages as m } from '../messages/disputes';
import { disputeEligibility, disputeWindowClosesAt, heldOnOpening, resolutionRefund } from './disputes';

const DAY = 86_400_000;
const end = new Date('2026-11-01T10:00:00Z');

describe('who may open a dispute, and when', () => {
  it('confirmed and active bookings at any time; completed ones until 14 days after their end', () => {
    expect(disputeEligibility({ status: 'confirmed', endsAt: end }, new Date(end.getTime() + 90 * DAY))).toBe('ok');
    expect(disputeEligibility({ status: 'active', endsAt: end }, end)).toBe('ok');
    expect(disputeEligibility({ status: 'completed', endsAt: end }, new Date(end.getTime() + 14 * DAY - 1))).toBe('ok');
    expect(disputeEligibility({ status: 'completed', endsAt: end }, disputeWindowClosesAt(end))).toBe('window');
    for (const status of ['pending', 'awaiting_payment', 'declined', 'expired', 'cancelled'] as const) {
      expect(disputeEligibility({ status, endsAt: end }, end)).toBe('status');
    }
  });
});

describe('a resolution’s refund', () => {
  it('none, all that is refundable, or a part above 0 and at most that', () => {
    expect(resolutionRefund('none', 500, 10_000)).toBe(0);
    expect(resolutionRefund('full', null, 10_000)).toBe(10_000);
    expect(resolutionRefund('full', null, 0)).toBe('tooMuch');
    expect(resolutionRefund('part', 2_500, 10_000)).toBe(2_500);
    expect(resolutionRefund('part', 10_001, 10_000)).toBe('tooMuch');
    expect(resolutionRefund('part', null, 10_000)).toBe('missing');
  });

  it('the request schema needs an amount for a part, and a decision', () => {
    expect(resolveDisputeSchema.safeParse({ decision: 'ok', refund: 'part' }).success).toBe(false);
    expect(resolveDisputeSchema.safeParse({ decision: ' ', refund: 'none' }).error?.issues[0].message).toBe(
      m.decisionRequired,
    );
    expect(resolveDisputeSchema.parse({ decision: 'ok', refund: 'part', amount: 100 })).toMatchObject({ amount: 100 });
    const bad = openDisputeSchema.safeParse({ bookingId: 'b', reason: 'x', description: 'short' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([m.reasonRequired, m.descriptionTooShort(20)]);
  });
});

describe('the hold’s postings', () => {
  it('hold what of the booking is still available; release it back, a debt repaid first; balanced and in bounds', () => {
    expect(heldOnOpening(centavos(91_000), centavos(50_000))).toBe(50_000);
    expect(heldOnOpening(centavos(91_000), centavos(200_000))).toBe(91_000);
    expect(heldOnOpening(centavos(-5), centavos(200_000))).toBe(0);
    const hold = disputeHoldPostings(centavos(91_000));
    const release = disputeReleasePostings(centavos(91_000), centavos(36_400));
    expect([isBalanced(hold), isBalanced(release)]).toEqual([true, true]);
    expect(hostBalancesOf([hold])).toMatchObject({ available: -91_000, held: 91_000 });
    expect(hostBalancesOf([hold, release])).toMatchObject({ held: 0, available: -36_400, debt: -36_400 });
    const paidIn = { kind: 'release' as const, lines: [{ account: 'host_pending' as const, amount: centavos(0) }] };
    expect(accountsOutOfBounds(balances([paidIn, hold]))).toEqual(['host_available']);
  });
});
