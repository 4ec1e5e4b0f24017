/**
 * What each booking transition does, as data (design §5): named effects the server queues in
 * the transition's own transaction (outbox), and the host notification it writes with the
 * spec's fields (requirements §3: type booking, subType new_booking | booking_update,
 * priority high for a cancelled booking, data.status in the spec's words: pay → `paid`).
 *
 * Who is told: the side that did not act (both when staff or a timer acts). The host hears of
 * an instant booking only once it is paid: before that it holds dates for 30 minutes at most,
 * and an unpaid one that lapses or is cancelled is no news to them.
 */
import type { AnyBookingAction, AnyBookingStatus } from '../tenancies/kinds';
import {
  bookingEffects,
  bookingProcess,
  bookingTransitions,
  type BookingAction,
  type BookingActor,
  type BookingCondition,
  type BookingEffect,
  type BookingMode,
  type BookingStatus,
} from './process';
import type { EffectRule as GenericEffectRule } from '../process/define';

export { bookingEffects };
export type { BookingEffect, BookingMode };

/** An effect and when it applies (every condition given must hold; none: always). */
export type BookingEffectRule = GenericEffectRule<BookingStatus, BookingActor, BookingEffect, BookingCondition>;

/** Each action's effects as the process table lists them (process.ts). */
export const transitionEffects = Object.fromEntries(
  bookingProcess.rows.map((r) => [r.action, (r.effects ?? []).map((e) => (typeof e === 'string' ? { effect: e } : e))]),
) as unknown as Record<BookingAction, readonly BookingEffectRule[]>;

/** The booking's named conditions, answered from how it began. */
export const bookingConditions = (mode: BookingMode) => (c: BookingCondition) =>
  c === 'request_mode' && mode === 'request';

/** The effects of `action` fired by `by` on a booking in `from` (null: a new one), each once, in order. */
export function effectsOf(
  action: BookingAction,
  from: BookingStatus | null,
  by: BookingActor,
  mode: BookingMode,
): BookingEffect[] {
  return bookingProcess.effectsOf(bookingTransitions[action], from, by, bookingConditions(mode));
}

/** The booking statuses host notifications name (requirements §4), and ours for the rest. */
export type HostNotificationStatus = AnyBookingStatus | 'paid';

export interface HostNotice {
  subType: 'new_booking' | 'booking_update';
  status: HostNotificationStatus;
  priority: 'high' | 'normal';
  requiresAction: boolean;
}

/**
 * The host notification of a transition that notifies the host (effectsOf has notify_host):
 * a request is new and waits on the host; an instant booking is new when paid; a cancellation
 * is high priority (requirements §9).
 */
export function hostNotice(action: AnyBookingAction, to: AnyBookingStatus, mode: BookingMode): HostNotice {
  const isNew = action === 'request' || (action === 'pay' && mode === 'instant');
  return {
    subType: isNew ? 'new_booking' : 'booking_update',
    status: action === 'pay' ? 'paid' : to,
    priority: action === 'cancel' ? 'high' : 'normal',
    requiresAction: action === 'request',
  };
}
