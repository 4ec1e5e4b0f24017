/**
 * Disputes' rules (issue 22, design §8), pure and zod-free. Either side of a booking opens one
 * while the booking is confirmed or active, or within DISPUTE_WINDOW_DAYS of the end of a
 * completed one; one open dispute per booking. Staff resolve it with a written decision and a
 * refund of none, part or all of what is still refundable.
 */
import type { AnyBookingStatus } from '../tenancies/kinds';
import { centavos, maxCentavos, minCentavos, type Centavos } from '../money/amounts';

export const DISPUTE_WINDOW_DAYS = 14;
export const DISPUTE_DESCRIPTION_MIN = 20;
export const DISPUTE_DESCRIPTION_MAX = 2000;
export const DISPUTE_MESSAGE_MAX = 2000;
export const DISPUTE_DECISION_MAX = 2000;
export const DISPUTE_PHOTOS_MAX = 6;

export const disputeReasons = ['damage', 'access_refused', 'not_as_described', 'payment', 'other'] as const;
export type DisputeReason = (typeof disputeReasons)[number];

export const disputeStatuses = ['open', 'resolved'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/** Who wrote in a dispute's thread: a side of the booking, or staff (shown with their name). */
export const disputeSides = ['client', 'host', 'staff'] as const;
export type DisputeSide = (typeof disputeSides)[number];

export const disputeRefundKinds = ['none', 'part', 'full'] as const;
export type DisputeRefundKind = (typeof disputeRefundKinds)[number];

const DAY_MS = 86_400_000;

/** The last moment a dispute can be opened on a completed booking that ended at `endsAt`. */
export const disputeWindowClosesAt = (endsAt: Date) => new Date(endsAt.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS);

/**
 * Whether a dispute may be opened on a booking now: 'ok'; 'status' (not confirmed, active or
 * completed: nothing was agreed, or it was called off); 'window' (completed more than
 * DISPUTE_WINDOW_DAYS ago).
 */
export function disputeEligibility(
  b: { status: AnyBookingStatus; endsAt: Date | null },
  now: Date,
): 'ok' | 'status' | 'window' {
  if (b.status === 'confirmed' || b.status === 'active' || b.status === 'notice_given') return 'ok';
  if ((b.status !== 'completed' && b.status !== 'ended') || !b.endsAt) return 'status';
  return now.getTime() < disputeWindowClosesAt(b.endsAt).getTime() ? 'ok' : 'window';
}

/**
 * The refund a resolution makes, in centavos: none, all that is still refundable, or a part
 * (above 0, at most what is refundable). 'tooMuch' / 'missing' when a part cannot be made.
 */
export function resolutionRefund(
  kind: DisputeRefundKind,
  amount: number | null | undefined,
  refundable: number,
): number | 'tooMuch' | 'missing' {
  if (kind === 'none') return 0;
  if (kind === 'full') return refundable > 0 ? refundable : 'tooMuch';
  if (!amount || amount <= 0) return 'missing';
  return amount > refundable ? 'tooMuch' : amount;
}

/**
 * What a host's earnings of a booking hold when a dispute opens: the part of the booking's
 * released earnings still in the host's available balance (never more than that balance).
 */
export const heldOnOpening = (bookingAvailable: Centavos, hostAvailable: Centavos): Centavos =>
  maxCentavos(centavos(0), minCentavos(bookingAvailable, hostAvailable));
