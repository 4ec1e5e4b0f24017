/**
 * When a held security deposit's return falls due (issue 33, decision 0089): a pure function of the
 * booking's end and its move-out checklist, so that a deposit is never held for ever.
 *
 * - The move-out checklist is complete (both signed, or one taken to accept): 7 days after.
 * - Signed by one side: none yet — the other signs or is taken to accept within 48 hours, and then
 *   the rule above applies.
 * - The stay is over (completed, ended, or cancelled after move-in) and nobody started a move-out
 *   checklist: 9 days after the end (the 7 days plus the 48 hours a started checklist would have
 *   had). A draft that may still be signed keeps it until the checklist's window closes (14 days
 *   after the end): after that it can never be signed, so the deposit goes back then.
 * - The stay is not over: none yet (the host may claim at any time while it runs).
 *
 * The server keeps deposits.return_due_at equal to this while it lies ahead; once it has come it is
 * final (the claim window closed then, and the deposits' job returns it).
 */
import { CHECKLIST_GRACE_MS } from '../handover/checklists';
import type { ChecklistStatus } from '../handover/process';
import { DEPOSIT_RETURN_DAYS } from './deposit';

const DAY = 86_400_000;

/** No move-out checklist started: the deposit goes back this many days after the end (7 + the 48 hours). */
export const DEPOSIT_UNCHECKED_RETURN_DAYS = DEPOSIT_RETURN_DAYS + 2;

/** What the due date depends on. */
export interface DepositReturnFacts {
  booking: {
    status: string;
    /** Its end (a tenancy's once a notice set it). */
    endsAt: Date | string | null;
    cancelledAt: Date | string | null;
  };
  /** Its move-out checklist, or null when nobody started one. */
  moveOut: { status: ChecklistStatus; completedAt: Date | string | null } | null;
}

/**
 * When the stay ended: a completed booking or an ended tenancy at its end; one cancelled while it
 * ran (a typhoon: its deposit is still held, as one cancelled before move-in returns it at once)
 * when it was cancelled. Null while it runs or before it begins.
 */
export function stayEndedAt(b: DepositReturnFacts['booking']): Date | null {
  if ((b.status === 'completed' || b.status === 'ended') && b.endsAt) return new Date(b.endsAt);
  if (b.status === 'cancelled' && b.cancelledAt) return new Date(b.cancelledAt);
  return null;
}

const after = (at: Date | string, ms: number) => new Date(new Date(at).getTime() + ms);

/** When the deposit's return falls due, or null while it waits for the stay or a signature. */
export function depositReturnDueAt(f: DepositReturnFacts): Date | null {
  const moveOut = f.moveOut;
  if (moveOut?.status === 'complete' && moveOut.completedAt) {
    return after(moveOut.completedAt, DEPOSIT_RETURN_DAYS * DAY);
  }
  if (moveOut?.status === 'signed_by_one') return null;
  const ended = stayEndedAt(f.booking);
  if (!ended) return null;
  // A cancelled booking's checklists are closed: its draft can never be signed.
  if (moveOut?.status === 'draft' && f.booking.status !== 'cancelled') return after(ended, CHECKLIST_GRACE_MS);
  return after(ended, DEPOSIT_UNCHECKED_RETURN_DAYS * DAY);
}
