import { AppError, ErrorCode, type AnyBookingAction } from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { bookingsRepository as repo } from '../core/bookings.repository';
import { applyTransition } from '../core/transition.service';

/** Bookings moved in one pass at most; the next pass takes the rest. */
const BATCH = 200;

/**
 * The booking timers (design §5): every booking whose next timer is due (request or payment
 * expiry, start, completion) is moved by the timer's action through applyTransition, each in
 * its own transaction, which locks the booking and checks again that the action is still the
 * one due. So a booking moved meanwhile by a person (accepted, paid, cancelled), or by another
 * instance running the same pass, is left alone: each timer fires once. Times come from ctx.clock.
 */
export async function runDueTimers(ctx: AppContext): Promise<Record<string, number>> {
  const fired: Record<string, number> = {};
  const ids = await repo.due(ctx.db, ctx.clock.now(), BATCH);
  for (const id of ids) {
    try {
      const done = await ctx.db.transaction().execute(async (tx) => {
        const b = await repo.lock(tx, id);
        if (!b?.dueAction || !b.dueAt || new Date(b.dueAt) > ctx.clock.now()) return null;
        const actor = { role: 'system' as const, userId: null };
        // Its effects: an expired booking's checkout closed at the gateway, the emails.
        await applyTransition(ctx, tx, id, b.dueAction as AnyBookingAction, actor, null, { kind: b.kind });
        return b.dueAction;
      });
      if (!done) continue;
      fired[done] = (fired[done] ?? 0) + 1;
    } catch (err) {
      // Moved by someone else between the read and the lock: nothing left to do.
      if (!(err instanceof AppError && err.code === ErrorCode.invalidTransition)) throw err;
    }
  }
  return fired;
}
