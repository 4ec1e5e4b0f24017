import {
  AppError,
  bookingMessages,
  bookingNotFound,
  transitionRefused,
  bookingConditions,
  bookingProcess,
  timerDue,
  type AnyBookingAction,
  type BookingAction,
  type BookingKind,
  type TenancyAction,
  type BookingStatus,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { create, transition, type ProcessBinding } from '../../../process/engine';
import { ErrorCode } from '@espasyo/domain';
import type { PaymentRow } from '../../payments/payments.types';
import {
  bookingColumns,
  bookingViewOf,
  type BookingRow,
  type BookingViewRow,
  type NewBookingRow,
} from './bookings.repository';
import { effectHandlers } from './effects';
import { stampColumns } from './stamp-columns';
import { tenancyLifecycle } from '../tenancies/tenancy-lifecycle.service';
import type { BookingEffectInput, ForceMajeureFacts, Transitioned, TransitionActor } from './transition.types';

const m = bookingMessages;

export type { BookingEffectInput, Transitioned, TransitionActor } from './transition.types';
export { bookingNotFound, transitionRefused };

/** The next timer of a booking in `status` (domain/src/bookings/time.ts: the table's `at` rows). */
export function nextTimer(
  status: BookingStatus,
  b: Pick<BookingRow, 'startsAt' | 'endsAt' | 'mode' | 'createdAt'>,
  acceptedAt: Date | null,
) {
  const due = timerDue(status, {
    start: new Date(b.startsAt),
    // A booking's end is set (only a tenancy's is open: tenancies/tenancy-lifecycle.ts).
    end: new Date(b.endsAt!),
    mode: b.mode,
    createdAt: new Date(b.createdAt),
    acceptedAt,
  });
  return { dueAction: due?.action ?? null, dueAt: due?.at ?? null };
}

/**
 * The booking process bound to the bookings table: the guards (the listing's booking mode, on
 * creation), the effects (core/effects.ts), the columns a transition writes with the status (its
 * timestamps, who cancelled, the reason, the next timer), and the stored timer a `system` action
 * must match and have reached.
 */
export const bookingLifecycle: ProcessBinding<typeof bookingProcess, BookingRow, BookingEffectInput> = {
  process: bookingProcess,
  table: 'bookings',
  columns: bookingColumns,
  guards: {
    instant_book: (f) => f.input.instantBook === true,
    request_to_book: (f) => f.input.instantBook === false,
    // The service found a declared event covering it, under the booking's lock (force-majeure/).
    force_majeure: (f) => f.input.forceMajeure !== undefined,
  },
  effects: effectHandlers,
  conditions: { request_mode: (b) => bookingConditions(b.mode)('request_mode') },
  write: (f) => {
    const { cols, acceptedAt, made } = stampColumns(f);
    if (made) Object.assign(cols, nextTimer(f.to, made, acceptedAt));
    return cols;
  },
  due: (b) => ({ action: b.dueAction, at: b.dueAt ? new Date(b.dueAt) : null }),
  refused: transitionRefused,
  notFound: bookingNotFound,
  reasonRequired: () => new AppError(ErrorCode.validation, m.reasonRequired, { reason: m.reasonRequired }),
  notDue: () => new AppError(ErrorCode.invalidTransition, m.notDue),
};

/**
 * The only way a booking's status changes once made (issue 19, issue 31): the process engine locks
 * the booking, checks the table (who may fire `action` from its status, a reason where one is
 * needed, a timer only once due), writes the new status with its timestamps and next timer and the
 * event, and runs the effects (a refund, a checkout closed, the notifications), all in the caller's
 * transaction. Whether the actor is a side of this booking is the caller's check (the service
 * resolves the viewer first). `payment`: the one that fired `pay`. `kind`: the row's, which names
 * its table — a tenancy moves by the tenancy process (tenancies/tenancy-lifecycle.ts).
 */
export function applyTransition(
  ctx: AppContext,
  tx: Executor,
  bookingId: string,
  action: AnyBookingAction,
  actor: TransitionActor,
  reason: string | null = null,
  opts: { payment?: PaymentRow; kind?: BookingKind; forceMajeure?: ForceMajeureFacts } = {},
): Promise<Transitioned> {
  const input = { payment: opts.payment, money: { refund: null, hostKept: null }, forceMajeure: opts.forceMajeure };
  if (opts.kind === 'tenancy') {
    return transition(ctx, tx, tenancyLifecycle, {
      id: bookingId,
      action: action as TenancyAction,
      actor,
      reason,
      input,
    });
  }
  return transition(ctx, tx, bookingLifecycle, {
    id: bookingId,
    action: action as BookingAction,
    actor,
    reason,
    input,
  });
}

/**
 * A new booking through the table's creation row the client may fire and whose guard the listing's
 * booking mode meets (request, or book_instantly): the row, its first event and the view answered
 * in one statement — it runs under the listing's lock, where every round trip delays the next
 * request — then its effects (a request tells the host).
 */
export function createBookingRow(
  ctx: AppContext,
  tx: Executor,
  values: NewBookingRow & { id: string },
  actor: TransitionActor,
  instantBook: boolean,
) {
  return create<typeof bookingProcess, BookingRow, BookingEffectInput, BookingViewRow>(ctx, tx, bookingLifecycle, {
    values,
    actor,
    input: { money: { refund: null, hostKept: null }, instantBook },
    answer: bookingViewOf,
  });
}
