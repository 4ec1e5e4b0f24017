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
import type { BookingAction, BookingActor, BookingStatus } from './process';

export const bookingEffects = [
  /** Count the booking's units against the capacity (the claim). */
  'hold_units',
  /** The units are free again. */
  'free_units',
  /** Schedule expire_request (time.ts: requestExpiresAt). */
  'start_request_deadline',
  /** Schedule expire_payment (time.ts: paymentExpiresAt). */
  'start_payment_deadline',
  /** It can no longer be paid: close its open checkout at the gateway, and refund a payment under review. */
  'expire_checkout',
  /** Ledger entries of the payment (ledger.ts: paymentPostings). */
  'record_payment',
  'schedule_start',
  'schedule_complete',
  /** Refund by the listing's cancellation policy (cancellation.ts: refundFor, by the client). */
  'refund_by_policy',
  /** Refund every centavo (cancellation.ts: refundFor, by the host or staff). */
  'refund_in_full',
  /** The cancellation counts on the host's record. */
  'count_against_host',
  'notify_client',
  'notify_host',
] as const;
export type BookingEffect = (typeof bookingEffects)[number];

/** How the booking began: request to book, or instant book. */
export type BookingMode = 'request' | 'instant';

/** An effect and when it applies (every condition given must hold; none: always). */
export interface EffectRule {
  effect: BookingEffect;
  from?: readonly BookingStatus[];
  by?: readonly BookingActor[];
  mode?: BookingMode;
}

const knownToHost = ['pending', 'confirmed'] as const;

export const transitionEffects: Record<BookingAction, readonly EffectRule[]> = {
  request: [{ effect: 'hold_units' }, { effect: 'start_request_deadline' }, { effect: 'notify_host' }],
  book_instantly: [{ effect: 'hold_units' }, { effect: 'start_payment_deadline' }],
  accept: [{ effect: 'start_payment_deadline' }, { effect: 'notify_client' }, { effect: 'notify_host', by: ['admin'] }],
  decline: [{ effect: 'free_units' }, { effect: 'notify_client' }, { effect: 'notify_host', by: ['admin'] }],
  expire_request: [{ effect: 'free_units' }, { effect: 'notify_client' }, { effect: 'notify_host' }],
  pay: [
    { effect: 'record_payment' },
    { effect: 'schedule_start' },
    { effect: 'notify_client' },
    { effect: 'notify_host' },
  ],
  expire_payment: [
    { effect: 'free_units' },
    { effect: 'expire_checkout' },
    { effect: 'notify_client' },
    { effect: 'notify_host', mode: 'request' },
  ],
  start: [{ effect: 'schedule_complete' }, { effect: 'notify_client' }, { effect: 'notify_host' }],
  complete: [{ effect: 'notify_client' }, { effect: 'notify_host' }],
  cancel: [
    { effect: 'free_units' },
    { effect: 'expire_checkout', from: ['awaiting_payment'] },
    { effect: 'refund_by_policy', from: ['confirmed'], by: ['client'] },
    { effect: 'refund_in_full', from: ['confirmed'], by: ['host', 'admin'] },
    { effect: 'count_against_host', from: ['awaiting_payment', 'confirmed'], by: ['host'] },
    { effect: 'notify_client', by: ['host', 'admin'] },
    { effect: 'notify_host', from: knownToHost, by: ['client', 'admin'] },
    { effect: 'notify_host', from: ['awaiting_payment'], by: ['client', 'admin'], mode: 'request' },
  ],
};

const holds = (r: EffectRule, from: BookingStatus | null, by: BookingActor, mode: BookingMode) =>
  (!r.from || (from !== null && r.from.includes(from))) && (!r.by || r.by.includes(by)) && (!r.mode || r.mode === mode);

/** The effects of `action` fired by `by` on a booking in `from` (null: a new one), each once, in order. */
export function effectsOf(
  action: BookingAction,
  from: BookingStatus | null,
  by: BookingActor,
  mode: BookingMode,
): BookingEffect[] {
  const rules = transitionEffects[action].filter((r) => holds(r, from, by, mode));
  return [...new Set(rules.map((r) => r.effect))];
}

/** The booking statuses host notifications name (requirements §4), and ours for the rest. */
export type HostNotificationStatus = BookingStatus | 'paid';

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
export function hostNotice(action: BookingAction, to: BookingStatus, mode: BookingMode): HostNotice {
  const isNew = action === 'request' || (action === 'pay' && mode === 'instant');
  return {
    subType: isNew ? 'new_booking' : 'booking_update',
    status: action === 'pay' ? 'paid' : to,
    priority: action === 'cancel' ? 'high' : 'normal',
    requiresAction: action === 'request',
  };
}
