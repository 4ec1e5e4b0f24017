import { depositReturnDueAt } from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { scheduleDepositReturn } from '../../payments/deposits/deposits.service';
import { checklistsRepository as repo } from './checklists.repository';

/**
 * Moves the booking's held deposit's due date to what the handover says now (issue 33, decision
 * 0089; the rule: domain deposits/return-due.ts): run in the transaction of each step it depends on
 * — the stay ending (the booking's and the tenancy's `schedule_deposit_return` effect) and each step
 * of the move-out checklist (`depositReturn`, and its completion). The booking and its move-out are
 * read once the deposit is locked (payments' scheduleDepositReturn), so concurrent steps see each
 * other. Answers the due date, or null (none yet, or no deposit held).
 */
export function followDepositReturn(ctx: AppContext, trx: Executor, bookingId: string): Promise<Date | null> {
  return scheduleDepositReturn(trx, bookingId, ctx.clock.now(), async () => {
    const booking = await repo.stay(trx, bookingId);
    if (!booking) return null;
    const moveOut = (await repo.ofBooking(trx, bookingId)).find((c) => c.kind === 'move_out') ?? null;
    return depositReturnDueAt({ booking, moveOut });
  });
}
