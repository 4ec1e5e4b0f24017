import {
  forceMajeureRefund,
  fullRefund,
  refundFor,
  type BookingEffect,
  type bookingProcess,
  type BookingStatus,
  billingPeriod,
  type Span,
} from '@espasyo/domain';
import type { EffectInput } from '../../../process/engine';
import {
  closeOpenCheckout,
  recordPayment,
  refundCancelled,
  refundUnderReview,
} from '../../payments/refunds/payment-effects.service';
import { followDepositReturn } from '../checklists/deposit-return.service';
import type { BookingRow } from './bookings.repository';
import { notifySide } from './notify.service';
import type { BookingEffectInput } from './transition.types';

/** What a booking's effect is run with (the process engine's input): the transition, the payment that fired `pay`, the money moved. */
type Input = EffectInput<typeof bookingProcess, BookingRow, BookingEffectInput>;
type Handler = (e: Input) => Promise<void>;

const refundSplit = (e: Input, by: 'client' | 'host' | 'admin') =>
  refundFor({
    quote: e.moved.row.quote,
    policy: e.moved.row.cancellationPolicy,
    by,
    // A booking's or, before move-in, a tenancy's: the statuses the policy reads are the same.
    status: (e.moved.from ?? e.moved.row.status) as BookingStatus,
    start: new Date(e.moved.row.startsAt),
    at: e.ctx.clock.now(),
  });

/** A booking's stay; a tenancy's before move-in: its first month (bill 0, the quote's). */
export function stayOf(row: Pick<BookingRow, 'startsAt' | 'endsAt' | 'startDate' | 'kind'>): Span {
  const from = new Date(row.startsAt);
  if (row.endsAt) return { from, until: new Date(row.endsAt) };
  const first = billingPeriod(row.startDate, 0);
  return { from, until: new Date(from.getTime() + first.days * 86_400_000) };
}

/**
 * Cancelled before move-in (not yet active): its security deposit goes back in full with the refund
 * (issue 33); after move-in the deposit waits for the move-out checklist (schedule_deposit_return).
 */
const beforeMoveIn = (e: Input) => !['active', 'notice_given'].includes(e.moved.from ?? e.moved.row.status);

/**
 * What the server does for each named effect of a booking's transition (domain/src/bookings/process.ts),
 * run by the process engine in the transition's own transaction; null: nothing to run here, and why.
 * What must wait for the commit (a gateway's refund, closing a checkout, an email) is an outbox task
 * written here.
 */
export const effectHandlers: Record<BookingEffect, Handler | null> = {
  // The booking's status holds or frees its units: listing_used_units counts holding statuses.
  hold_units: null,
  free_units: null,
  // The engine writes the next timer (due_action, due_at) with the status (transition.ts: write).
  start_request_deadline: null,
  start_payment_deadline: null,
  schedule_start: null,
  schedule_complete: null,
  // Money (payments/payment-effects.service.ts).
  // It can no longer be paid: its open checkout closes, and a payment under review goes back (decision 0061).
  expire_checkout: async (e) => {
    await closeOpenCheckout(e.ctx, e.tx, e.moved.row.id);
    await refundUnderReview(e.ctx, e.tx, e.moved.row);
  },
  // The payment that fired pay (settle.service.ts); a booking confirmed without a payment of ours has no entries.
  record_payment: async (e) => {
    if (e.input.payment) await recordPayment(e.ctx, e.tx, e.moved.row, e.input.payment);
  },
  refund_by_policy: async (e) => {
    const split = refundSplit(e, 'client');
    const refund = await refundCancelled(e.ctx, e.tx, e.moved.row, split, { beforeMoveIn: beforeMoveIn(e) });
    e.input.money = { refund, hostKept: refund === null ? null : split.hostEarnings };
  },
  refund_in_full: async (e) => {
    const refund = await refundCancelled(e.ctx, e.tx, e.moved.row, fullRefund(e.moved.row.quote), {
      beforeMoveIn: beforeMoveIn(e),
    });
    e.input.money = { refund, hostKept: refund === null ? null : 0 };
  },
  // A declared typhoon or force majeure event covers it (issue 33): the covered days back in full.
  refund_force_majeure: async (e) => {
    const fm = e.input.forceMajeure;
    if (!fm) return;
    const row = e.moved.row;
    const split = forceMajeureRefund({
      quote: row.quote,
      policy: row.cancellationPolicy,
      by: e.moved.actor.role === 'client' ? 'client' : e.moved.actor.role === 'host' ? 'host' : 'admin',
      status: (e.moved.from ?? row.status) as BookingStatus,
      stay: stayOf(row),
      event: fm.event,
      at: e.ctx.clock.now(),
    });
    const refund = await refundCancelled(e.ctx, e.tx, row, split);
    e.input.money = { refund, hostKept: refund === null ? null : split.hostEarnings };
  },
  // The cancellation's event (actor: host) is the record the host's standing is counted from.
  count_against_host: null,
  // The stay is over: a held deposit goes back 9 days later unless a move-out checklist was started (issue 33).
  schedule_deposit_return: async (e) => {
    await followDepositReturn(e.ctx, e.tx, e.moved.row.id);
  },
  // The side is told (an email and the in-app notification: notify.service.ts).
  notify_client: (e) => notifySide(e.ctx, e.tx, e.moved, e.moved.actor, 'client', e.input.money),
  notify_host: (e) => notifySide(e.ctx, e.tx, e.moved, e.moved.actor, 'host', e.input.money),
};
