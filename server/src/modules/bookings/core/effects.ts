import { fullRefund, refundFor, type BookingEffect, type BookingQuote } from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import {
  closeOpenCheckout,
  recordPayment,
  refundCancelled,
  refundUnderReview,
} from '../payments/payment-effects.service';
import type { PaymentRow } from '../payments/payments.repository';
import { notifySide, type MovedMoney } from './notify.service';
import type { Transitioned, TransitionActor } from './transition';

/** What an effect is run with: the transition, who fired it, and the payment that fired `pay`. */
export interface EffectInput {
  ctx: AppContext;
  tx: Executor;
  moved: Transitioned;
  actor: TransitionActor;
  payment?: PaymentRow;
  /** What the money effects moved, for the notifications after them (the table puts them last). */
  money: MovedMoney;
}

type Handler = (e: EffectInput) => Promise<void>;

const refundSplit = (e: EffectInput, by: 'client' | 'host' | 'admin') =>
  refundFor({
    quote: e.moved.booking.quote as BookingQuote,
    policy: e.moved.booking.cancellationPolicy,
    by,
    status: e.moved.from ?? e.moved.booking.status,
    start: new Date(e.moved.booking.startsAt),
    at: e.ctx.clock.now(),
  });

/**
 * What the server does for each named effect of a transition (domain/src/bookings/process-effects.ts),
 * in the transition's own transaction; null: nothing to do here, and why. What must wait for the
 * commit (a gateway's refund, closing a checkout, an email) is an outbox task written here.
 */
export const effectHandlers: Record<BookingEffect, Handler | null> = {
  // The booking's status holds or frees its units: listing_used_units counts holding statuses.
  hold_units: null,
  free_units: null,
  // applyTransition stores the next timer (due_action, due_at) with the status.
  start_request_deadline: null,
  start_payment_deadline: null,
  schedule_start: null,
  schedule_complete: null,
  // Money (payments/payment-effects.service.ts).
  // It can no longer be paid: its open checkout closes, and a payment under review goes back (decision 0061).
  expire_checkout: async (e) => {
    await closeOpenCheckout(e.ctx, e.tx, e.moved.booking.id);
    await refundUnderReview(e.ctx, e.tx, e.moved.booking);
  },
  record_payment: async (e) => {
    if (!e.payment) throw new Error('record_payment needs the payment that fired pay');
    await recordPayment(e.ctx, e.tx, e.moved.booking, e.payment);
  },
  refund_by_policy: async (e) => {
    const split = refundSplit(e, 'client');
    const refund = await refundCancelled(e.ctx, e.tx, e.moved.booking, split);
    e.money = { refund, hostKept: refund === null ? null : split.hostEarnings };
  },
  refund_in_full: async (e) => {
    const refund = await refundCancelled(
      e.ctx,
      e.tx,
      e.moved.booking,
      fullRefund(e.moved.booking.quote as BookingQuote),
    );
    e.money = { refund, hostKept: refund === null ? null : 0 };
  },
  // The cancellation's event (actor: host) is the record the host's standing is counted from.
  count_against_host: null,
  // The side is told (an email today; the in-app notification joins it in notify.service.ts).
  notify_client: (e) => notifySide(e.ctx, e.tx, e.moved, e.actor, 'client', e.money),
  notify_host: (e) => notifySide(e.ctx, e.tx, e.moved, e.actor, 'host', e.money),
};

/**
 * Runs a transition's effects in its transaction, in the table's order. Nothing is left to do
 * after the commit: the outbox delivers what they queued.
 */
export async function runEffects(
  ctx: AppContext,
  tx: Executor,
  moved: Transitioned,
  actor: TransitionActor,
  opts: { payment?: PaymentRow } = {},
): Promise<void> {
  const input: EffectInput = { ctx, tx, moved, actor, payment: opts.payment, money: { refund: null, hostKept: null } };
  for (const effect of moved.effects) await effectHandlers[effect]?.(input);
}
