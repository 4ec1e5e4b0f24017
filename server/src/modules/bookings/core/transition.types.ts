import type { BookingActor, bookingProcess, Span, tenancyProcess } from '@espasyo/domain';
import type { Moved, ProcessActor } from '../../../process/engine';
import type { PaymentRow } from '../../payments/payments.types';
import type { BookingRow } from './bookings.repository';

/** Who fires a transition: a side of the booking, staff, the timer or the payment webhook. */
export type TransitionActor = ProcessActor<BookingActor>;

/** What a booking's transition did (the process engine's answer). */
export type Transitioned = Moved<typeof bookingProcess, BookingRow> | Moved<typeof tenancyProcess, BookingRow>;

/** What a cancellation's money effects moved, for the notifications after them. */
export interface MovedMoney {
  /** Back to the client, centavos; null when nothing had been paid. */
  refund: number | null;
  hostKept: number | null;
}

/**
 * What a booking's effects are run with: the payment that fired `pay`, and what the money effects
 * moved, for the notifications after them (the table puts them last). The creation's facts: the
 * listing books instantly or takes requests (the guards).
 */
export interface BookingEffectInput {
  payment?: PaymentRow;
  money: MovedMoney;
  instantBook?: boolean;
  /** The declared force majeure event covering it (force-majeure/): the guard of cancel_force_majeure. */
  forceMajeure?: ForceMajeureFacts;
}

/** The event a force majeure cancellation is for, and (a running tenancy's) the day it ends. */
export interface ForceMajeureFacts {
  eventId: string;
  event: Span;
  /** A running tenancy ends: its last day (the day before the first covered day, or today) and the moment after it. */
  end?: { endDate: string; endsAt: Date; from: string };
}
