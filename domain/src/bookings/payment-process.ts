/**
 * A payment's and a refund's lifecycles as data (issue 31; decisions 0034, 0061, 0072): the
 * server's transition() is the only writer of their status.
 *
 *   (new) ─open→ open ─fail→ failed     open ─expire→ expired (the gateway's word, or closed here)
 *   open | failed | expired ─pay→ paid (its booking awaited payment)
 *                           ─hold_for_review→ under_review (an amount or currency not asked)
 *                           ─refund_unwanted→ refunded (late, or a second payment)
 *   under_review ─return_unconfirmed→ refunded   under_review ─drop_unconfirmed→ expired (nothing taken)
 *   paid | partially_refunded ─refund→ refunded | ─refund_part→ partially_refunded
 *
 * A refund: (new) ─create→ pending ─succeed→ succeeded, or ─fail→ failed after its attempts.
 */
import { defineProcess } from '../process/define';
import { paymentStatuses, refundStatuses, type PaymentStatus, type RefundStatus } from '../contracts/payments';

export const paymentActions = [
  'open',
  'pay',
  'hold_for_review',
  'refund_unwanted',
  'fail',
  'expire',
  'return_unconfirmed',
  'drop_unconfirmed',
  'refund',
  'refund_part',
] as const;
export type PaymentAction = (typeof paymentActions)[number];

/**
 * Who moves a payment: its booking's client opens the checkout, the gateway's word (a webhook, or
 * its answer to reconciliation) settles it, `system` follows from a booking's transition (its
 * checkout closed, its payment refunded by a cancellation), admins refund on /payments.
 */
export const paymentActors = ['client', 'gateway', 'system', 'admin'] as const;
export type PaymentActor = (typeof paymentActors)[number];

/** Payments the gateway may still report paid: a checkout closed here can be paid there first. */
const unsettled = ['open', 'failed', 'expired'] as const;
const refundable = ['paid', 'partially_refunded'] as const;

export const paymentProcess = defineProcess<PaymentStatus, PaymentAction, PaymentActor>({
  name: 'payment',
  states: paymentStatuses,
  terminal: ['refunded'],
  actors: paymentActors,
  transitions: {
    /** The client's checkout, or the billing job's charge of a saved card (issue 32). */
    open: { from: null, to: 'open', by: ['client', 'system'] },
    pay: { from: unsettled, to: 'paid', by: ['gateway'] },
    hold_for_review: { from: unsettled, to: 'under_review', by: ['gateway'] },
    refund_unwanted: { from: unsettled, to: 'refunded', by: ['gateway'] },
    fail: { from: ['open'], to: 'failed', by: ['gateway'] },
    expire: { from: ['open'], to: 'expired', by: ['gateway', 'system'] },
    return_unconfirmed: { from: ['under_review'], to: 'refunded', by: ['system'] },
    drop_unconfirmed: { from: ['under_review'], to: 'expired', by: ['system'] },
    refund: { from: refundable, to: 'refunded', by: ['system', 'admin'] },
    refund_part: { from: refundable, to: 'partially_refunded', by: ['system', 'admin'] },
  },
});

export const refundActions = ['create', 'succeed', 'fail'] as const;
export type RefundAction = (typeof refundActions)[number];
/** A refund is made by staff or follows from a booking's transition; the gateway says it went through. */
export const refundActors = ['system', 'admin', 'gateway'] as const;
export type RefundActor = (typeof refundActors)[number];

export const refundProcess = defineProcess<RefundStatus, RefundAction, RefundActor>({
  name: 'refund',
  states: refundStatuses,
  terminal: ['succeeded', 'failed'],
  actors: refundActors,
  transitions: {
    create: { from: null, to: 'pending', by: ['system', 'admin'] },
    succeed: { from: ['pending'], to: 'succeeded', by: ['gateway'] },
    /** Its attempts ran out: staff see it and act. */
    fail: { from: ['pending'], to: 'failed', by: ['system'] },
  },
});
