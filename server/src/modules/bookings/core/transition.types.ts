import type { BookingActor, bookingProcess, tenancyProcess } from '@espasyo/domain';
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
}
