import { defineProcess } from '../process/define';
import {
  bookingTransitionSpec as b,
  type BookingCondition,
  type BookingGuard,
  type BookingMoment,
} from '../bookings/process';

/**
 * A tenancy's and its bills' lifecycles as data (issue 32, decisions 0075 and 0080): one table
 * each (defineProcess), which the server's transition() alone enforces.
 *
 * A tenancy is a booking (`kind: 'tenancy'`, no end date) and begins as one: the same request →
 * accept → sign → pay steps, instant book included, with the same statuses, actors, guards and
 * timers — a person who knows the booking's table knows this one's front half. What differs is
 * what they do: accepting (or booking instantly) opens bill 0, the first month, which the booking's
 * checkout pays, and a tenancy claims its units with no end. Once it starts it runs with no timer
 * until one side gives notice, which sets its end date (the units after it are free again); it
 * ends by itself the day after. Before move-in it is cancelled as a booking is (the listing's
 * policy, as a one-month booking).
 *
 *   (new) ─request→ pending ─accept→ awaiting_payment ─pay→ confirmed ─start→ active
 *   (new) ─book_instantly→ awaiting_payment       pending ─decline→ declined
 *   pending ─expire_request→ expired    awaiting_payment ─expire_payment→ expired
 *   pending | awaiting_payment | confirmed ─cancel→ cancelled
 *   active | notice_given ─give_notice→ notice_given ─end→ ended
 *   confirmed ─cancel_force_majeure→ cancelled    active | notice_given ─cancel_force_majeure→ ended
 */
export const tenancyStatuses = [
  'pending',
  'awaiting_payment',
  'confirmed',
  'active',
  'notice_given',
  'ended',
  'declined',
  'expired',
  'cancelled',
] as const;
export type TenancyStatus = (typeof tenancyStatuses)[number];

export const tenancyActions = [
  'request',
  'book_instantly',
  'accept',
  'decline',
  'expire_request',
  'pay',
  'expire_payment',
  'start',
  'cancel',
  'cancel_force_majeure',
  'give_notice',
  'end',
] as const;
export type TenancyAction = (typeof tenancyActions)[number];

/** The booking's actors: the two sides, staff, the timer, the payment of bill 0. */
export const tenancyActors = ['client', 'host', 'admin', 'system', 'payment'] as const;
export type TenancyActor = (typeof tenancyActors)[number];
export type TenancyViewer = 'client' | 'host' | 'admin';

/** The booking's timers; `end` is the day after the end date a notice set (time.ts). */
export type TenancyMoment = BookingMoment;

export const tenancyEffects = [
  /** Claim the units from the start with no end (capacity counts them on every day after). */
  'hold_units',
  /** The units are free again. */
  'free_units',
  /** The claim ends on the end date: the days after it are free again. */
  'free_units_after_end',
  'start_request_deadline',
  'start_payment_deadline',
  /** It can no longer be paid: close the open checkout at the gateway. */
  'expire_checkout',
  /** Make bill 0, the first month, open (billProcess.issue): the booking's checkout pays it. */
  'open_first_bill',
  /** Void the bills not paid (billProcess.void by system). */
  'void_unpaid_bills',
  'schedule_start',
  /** Reprice the bill of the end's period, void the unpaid ones after it (notice.ts: noticeOutcome's changes). */
  'prorate_last_bill',
  /** Refund the days paid past the end (notice.ts: the changes' refunds). */
  'refund_unused',
  'schedule_end',
  /** Refund bill 0 by the listing's cancellation policy (cancellation.ts: refundFor, by the client). */
  'refund_by_policy',
  /** Refund bill 0 in full (by the host or staff). */
  'refund_in_full',
  /**
   * A force majeure event covers it (issue 33, decision 0090): before move-in, bill 0 refunded as a
   * booking's (force-majeure/refund.ts); once running, every paid day from the first covered one.
   */
  'refund_force_majeure',
  /** The cancellation counts on the host's record. */
  'count_against_host',
  /** It has ended: its held security deposit's return falls due (deposits/return-due.ts). */
  'schedule_deposit_return',
  'notify_client',
  'notify_host',
  /** Staff are told (a host ends a tenancy for non-payment). */
  'notify_staff',
] as const;
export type TenancyEffect = (typeof tenancyEffects)[number];

/**
 * Facts of the tenancy an effect depends on: it began as a request; a bill is paid for days past
 * the end the notice sets; the host gives the short notice for non-payment.
 */
export type TenancyCondition = BookingCondition | 'paid_past_end' | 'for_non_payment';

const people = ['client', 'host', 'admin'] as const;
const knownToHost = ['pending', 'confirmed'] as const;

export const tenancyProcess = defineProcess<
  TenancyStatus,
  TenancyAction,
  TenancyActor,
  BookingGuard,
  TenancyMoment,
  TenancyEffect,
  TenancyCondition
>({
  name: 'tenancy',
  states: tenancyStatuses,
  terminal: ['ended', 'declined', 'expired', 'cancelled'],
  actors: tenancyActors,
  transitions: {
    request: {
      ...b.request,
      effects: ['hold_units', 'start_request_deadline', 'notify_host'],
    },
    book_instantly: {
      ...b.book_instantly,
      effects: ['hold_units', 'open_first_bill', 'start_payment_deadline'],
    },
    accept: {
      ...b.accept,
      effects: ['open_first_bill', 'start_payment_deadline', 'notify_client', { effect: 'notify_host', by: ['admin'] }],
    },
    decline: {
      ...b.decline,
      effects: ['free_units', 'notify_client', { effect: 'notify_host', by: ['admin'] }],
    },
    expire_request: {
      ...b.expire_request,
      effects: ['free_units', 'notify_client', 'notify_host'],
    },
    /** Bill 0 is paid (billProcess.pay's confirm_tenancy): the ledger lines are the bill's. */
    pay: {
      ...b.pay,
      effects: ['schedule_start', 'notify_client', 'notify_host'],
    },
    expire_payment: {
      ...b.expire_payment,
      effects: [
        'free_units',
        'expire_checkout',
        'void_unpaid_bills',
        'notify_client',
        { effect: 'notify_host', if: 'request_mode' },
      ],
    },
    start: {
      ...b.start,
      effects: ['notify_client', 'notify_host'],
    },
    cancel: {
      ...b.cancel,
      effects: [
        'free_units',
        { effect: 'expire_checkout', from: ['awaiting_payment'] },
        { effect: 'void_unpaid_bills', from: ['awaiting_payment', 'confirmed'] },
        { effect: 'refund_by_policy', from: ['confirmed'], by: ['client'] },
        { effect: 'refund_in_full', from: ['confirmed'], by: ['host', 'admin'] },
        { effect: 'count_against_host', from: ['awaiting_payment', 'confirmed'], by: ['host'] },
        { effect: 'notify_client', by: ['host', 'admin'] },
        { effect: 'notify_host', from: knownToHost, by: ['client', 'admin'] },
        { effect: 'notify_host', from: ['awaiting_payment'], by: ['client', 'admin'], if: 'request_mode' },
      ],
    },
    /**
     * A declared force majeure event covers it (issue 33): before move-in it is cancelled; once
     * running it ends at once, every paid day from the first covered one refunded (decision 0090).
     */
    cancel_force_majeure: [
      {
        from: ['confirmed'],
        to: 'cancelled',
        by: people,
        guard: 'force_majeure',
        effects: [
          'free_units',
          'void_unpaid_bills',
          'refund_force_majeure',
          { effect: 'notify_client', by: ['host', 'admin'] },
          { effect: 'notify_host', by: ['client', 'admin'] },
        ],
      },
      {
        from: ['active', 'notice_given'],
        to: 'ended',
        by: people,
        guard: 'force_majeure',
        effects: [
          'free_units',
          'void_unpaid_bills',
          'refund_force_majeure',
          'schedule_deposit_return',
          { effect: 'notify_client', by: ['host', 'admin'] },
          { effect: 'notify_host', by: ['client', 'admin'] },
        ],
      },
    ],
    /**
     * Either side, or staff, sets the end date (notice.ts: noticeOutcome says which and refuses one
     * too soon); a second notice may only bring the end nearer (a host's for non-payment).
     */
    give_notice: {
      from: ['active', 'notice_given'],
      to: 'notice_given',
      by: people,
      reasonFrom: ['admin'],
      effects: [
        'free_units_after_end',
        'prorate_last_bill',
        { effect: 'refund_unused', if: 'paid_past_end' },
        'schedule_end',
        { effect: 'notify_client', by: ['host', 'admin'] },
        { effect: 'notify_host', by: ['client', 'admin'] },
        { effect: 'notify_staff', by: ['host'], if: 'for_non_payment' },
      ],
    },
    end: {
      from: ['notice_given'],
      to: 'ended',
      by: ['system'],
      at: 'end',
      effects: ['schedule_deposit_return', 'notify_client', 'notify_host'],
    },
  },
});

export type TenancyTransition = (typeof tenancyProcess.rows)[number];

/** Statuses whose tenancies claim their units (with no end until a notice sets one). */
export const tenancyHoldingStatuses: readonly TenancyStatus[] = [
  'pending',
  'awaiting_payment',
  'confirmed',
  'active',
  'notice_given',
];

/**
 * A bill's lifecycle. The billing job makes each bill `upcoming` ahead of time; it opens (its
 * checkout is made, unless the client pays by saved card) `billOpensDaysBefore` days before it is
 * due, is overdue from the day after, and is paid through its checkout or the saved card — or
 * voided, by staff with a reason or by the tenancy (cancelled before move-in, ended before its
 * period). Bill 0 is made open when the host accepts, and its payment confirms the tenancy.
 * A notice reprices the bill of the end's period (prorated) without moving it.
 *
 *   (new) ─schedule→ upcoming ─open→ open ─overdue→ overdue
 *   (new) ─issue→ open                     open | overdue ─pay→ paid
 *   upcoming | open | overdue ─void→ void   each ─reprice→ itself
 */
export const billStatuses = ['upcoming', 'open', 'paid', 'overdue', 'void'] as const;
export type BillStatus = (typeof billStatuses)[number];

export const billActions = ['schedule', 'issue', 'open', 'overdue', 'pay', 'reprice', 'void'] as const;
export type BillAction = (typeof billActions)[number];

/** The client starts a payment, the gateway's word settles it, the billing job and the tenancy move the rest, admins void. */
export const billActors = ['client', 'admin', 'system', 'payment'] as const;
export type BillActor = (typeof billActors)[number];

/** The moments a bill's timers fire at (time.ts: billMoments). */
export type BillMoment = 'opening' | 'due_passed';

export const billEffects = [
  /** Make its checkout through the configured gateway (not for a client who pays by saved card). */
  'open_checkout',
  /** Replace an open checkout by one for the new amount. */
  'reprice_checkout',
  /** Close its open checkout at the gateway. */
  'expire_checkout',
  /** The payment's ledger lines, receipt and fee invoice, as a booking's payment (bookings/ledger.ts). */
  'post_payment',
  /** Bill 0 paid: the tenancy's pay (by payment). */
  'confirm_tenancy',
  'notify_client',
  'notify_host',
  /** Staff's action on money is audited. */
  'audit',
] as const;
export type BillEffect = (typeof billEffects)[number];

/** Facts of a bill an effect depends on: it is bill 0; its client does not pay by saved card. */
export type BillCondition = 'first_bill' | 'pays_by_checkout';

const unpaid = ['upcoming', 'open', 'overdue'] as const;

export const billProcess = defineProcess<
  BillStatus,
  BillAction,
  BillActor,
  never,
  BillMoment,
  BillEffect,
  BillCondition
>({
  name: 'bill',
  states: billStatuses,
  terminal: ['paid', 'void'],
  actors: billActors,
  transitions: {
    schedule: { from: null, to: 'upcoming', by: ['system'] },
    /** Bill 0 when the host accepts (or the client books instantly): the booking's checkout pays it. */
    issue: { from: null, to: 'open', by: ['system'] },
    open: {
      from: ['upcoming'],
      to: 'open',
      by: ['system'],
      at: 'opening',
      effects: [{ effect: 'open_checkout', if: 'pays_by_checkout' }, 'notify_client'],
    },
    overdue: {
      from: ['open'],
      to: 'overdue',
      by: ['system'],
      at: 'due_passed',
      effects: ['notify_client', 'notify_host'],
    },
    pay: {
      from: ['open', 'overdue'],
      to: 'paid',
      by: ['payment'],
      startedBy: ['client'],
      effects: ['post_payment', { effect: 'confirm_tenancy', if: 'first_bill' }, 'notify_client', 'notify_host'],
    },
    /** A notice (or a price change) changes its amount; its status stays. */
    reprice: [
      { from: ['upcoming'], to: 'upcoming', by: ['system'] },
      { from: ['open'], to: 'open', by: ['system'], effects: ['reprice_checkout', 'notify_client'] },
      { from: ['overdue'], to: 'overdue', by: ['system'], effects: ['reprice_checkout', 'notify_client'] },
    ],
    void: {
      from: unpaid,
      to: 'void',
      by: ['system', 'admin'],
      reasonFrom: ['admin'],
      effects: [
        { effect: 'expire_checkout', from: ['open', 'overdue'] },
        { effect: 'audit', by: ['admin'] },
        { effect: 'notify_client', by: ['admin'] },
        { effect: 'notify_host', by: ['admin'] },
      ],
    },
  },
});

export type BillTransition = (typeof billProcess.rows)[number];

/** Bills the client still owes (a bill of an ended tenancy too). */
export const unpaidBillStatuses: readonly BillStatus[] = unpaid;
