import {
  AppError,
  bookingMessages,
  canFire,
  effectsOf,
  ErrorCode,
  needsReason,
  nextBookingStatus,
  timerDue,
  type BookingAction,
  type BookingActor,
  type BookingEffect,
  type BookingStatus,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { newId } from '../../../lib/ids';
import { bookingsRepository as repo, type BookingPatch, type BookingRow } from './bookings.repository';

const m = bookingMessages;

/** Who fires a transition: a side of the booking, staff, the timer or the payment webhook. */
export interface TransitionActor {
  role: BookingActor;
  /** The user, for people; null for the timer and the webhook. */
  userId: string | null;
}

export interface Transitioned {
  booking: BookingRow;
  action: BookingAction;
  /** The status it left; null: it created the booking (request, book_instantly). */
  from: BookingStatus | null;
  effects: BookingEffect[];
}

export const bookingNotFound = () => new AppError(ErrorCode.notFound, m.notFound);

export const transitionRefused = (action: BookingAction, status: BookingStatus) =>
  new AppError(ErrorCode.invalidTransition, m.notAllowed(m.actionDone[action], m.statusLabels[status].toLowerCase()));

/** The next timer of a booking in `status` (domain/src/bookings/time.ts). */
export function nextTimer(
  status: BookingStatus,
  b: Pick<BookingRow, 'startsAt' | 'endsAt' | 'mode' | 'createdAt'>,
  acceptedAt: Date | null,
) {
  const due = timerDue(status, {
    start: new Date(b.startsAt),
    end: new Date(b.endsAt),
    mode: b.mode,
    createdAt: new Date(b.createdAt),
    acceptedAt,
  });
  return { dueAction: due?.action ?? null, dueAt: due?.at ?? null };
}

/**
 * The only way a booking's status changes (issue 19): locks the booking, checks the process
 * table (who may fire `action` from its status, a reason where one is needed, a timer only once
 * due), writes the new status with its timestamps and next timer, and the booking event, all in
 * the caller's transaction; answers the effects to queue there (effectsOf). Whether the actor is
 * a side of this booking is the caller's check (the service resolves the viewer first).
 */
export async function applyTransition(
  ctx: AppContext,
  tx: Executor,
  bookingId: string,
  action: BookingAction,
  actor: TransitionActor,
  reason: string | null = null,
): Promise<Transitioned> {
  const current = await repo.lock(tx, bookingId);
  if (!current) throw bookingNotFound();
  const from = current.status;
  const to = nextBookingStatus(action, from);
  if (!to || !canFire(action, from, actor.role)) throw transitionRefused(action, from);
  if (needsReason(action, actor.role) && !reason) {
    throw new AppError(ErrorCode.validation, m.reasonRequired, { reason: m.reasonRequired });
  }
  const now = ctx.clock.now();
  if (actor.role === 'system' && (current.dueAction !== action || !current.dueAt || new Date(current.dueAt) > now)) {
    throw new AppError(ErrorCode.invalidTransition, m.notDue);
  }
  const acceptedAt = action === 'accept' ? now : current.acceptedAt ? new Date(current.acceptedAt) : null;
  const patch: BookingPatch = { status: to, updatedAt: now, ...nextTimer(to, current, acceptedAt) };
  if (action === 'accept') patch.acceptedAt = now;
  if (action === 'pay') patch.confirmedAt = now;
  if (action === 'cancel') {
    patch.cancelledAt = now;
    patch.cancelledBy = actor.role === 'payment' ? 'system' : actor.role;
  }
  if (reason) patch.reason = reason;
  const booking = await repo.update(tx, bookingId, patch);
  await repo.insertEvent(tx, {
    id: newId(),
    bookingId,
    action,
    actor: actor.role,
    actorId: actor.userId,
    fromStatus: from,
    toStatus: to,
    reason,
    createdAt: now,
  });
  return { booking, action, from, effects: effectsOf(action, from, actor.role, current.mode) };
}
