import { defineProcess } from '../process/define';

/**
 * The booking process as data (docs/product/marketplace.md#booking, design §5): which action
 * moves a booking from which statuses to which, who fires it (a person, the `system` timer or
 * the `payment` webhook), whether it needs a reason, the named guard the server checks, the
 * timer it waits for (`at`) and the effects it has: one table (defineProcess, decision 0075). The
 * server's process engine (server/src/process/engine.ts) enforces it; the web shows the actions
 * `actionsFor` gives. The host's notification of a transition is in process-effects.ts.
 *
 *   (new) ─request→ pending ─accept→ awaiting_payment ─pay→ confirmed ─start→ active ─complete→ completed
 *   (new) ─book_instantly→ awaiting_payment          pending ─decline→ declined
 *   pending ─expire_request→ expired    awaiting_payment ─expire_payment→ expired
 *   pending | awaiting_payment | confirmed ─cancel→ cancelled
 *   confirmed | active ─cancel_force_majeure→ cancelled   (a declared typhoon or force majeure covers it)
 */
export const bookingStatuses = [
  'pending',
  'awaiting_payment',
  'confirmed',
  'active',
  'completed',
  'declined',
  'expired',
  'cancelled',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingActions = [
  'request',
  'book_instantly',
  'accept',
  'decline',
  'expire_request',
  'pay',
  'expire_payment',
  'start',
  'complete',
  'cancel',
  'cancel_force_majeure',
] as const;
export type BookingAction = (typeof bookingActions)[number];

/** Who fires an action: the two sides, staff, the timer, or the gateway's webhook. */
export const bookingActors = ['client', 'host', 'admin', 'system', 'payment'] as const;
export type BookingActor = (typeof bookingActors)[number];
/** Who looks at a booking and may press a button on it. */
export type BookingViewer = 'client' | 'host' | 'admin';

/**
 * A condition the server checks with facts the table cannot know: the listing's booking mode
 * (`instant_book`, `request_to_book`), or a declared force majeure event covering it (`force_majeure`,
 * force-majeure/affected.ts).
 */
export type BookingGuard = 'instant_book' | 'request_to_book' | 'force_majeure';

/** The moments a booking's timers fire at (time.ts: bookingMoments). */
export type BookingMoment = 'request_deadline' | 'payment_deadline' | 'start' | 'end';

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
  /**
   * Refund the days a force majeure event covers in full, the rest by the policy (or all of it when
   * most of the stay is covered, or the host or staff cancel): force-majeure/refund.ts.
   */
  'refund_force_majeure',
  /** The cancellation counts on the host's record. */
  'count_against_host',
  /**
   * The stay is over: its held security deposit's return falls due (deposits/return-due.ts: 9 days
   * later unless a move-out checklist was started), so no deposit is held for ever.
   */
  'schedule_deposit_return',
  'notify_client',
  'notify_host',
] as const;
export type BookingEffect = (typeof bookingEffects)[number];

/** How the booking began: request to book, or instant book. */
export type BookingMode = 'request' | 'instant';

/** A fact of the booking an effect may depend on: it began as a request to book. */
export type BookingCondition = 'request_mode';

const people = ['client', 'host', 'admin'] as const;
const knownToHost = ['pending', 'confirmed'] as const;

/**
 * The booking's transitions, the table's rows before defineProcess checks them: a tenancy reuses its
 * front half row for row (tenancies/process.ts), with its own effects.
 */
export const bookingTransitionSpec = {
  request: {
    from: null,
    to: 'pending',
    by: ['client'],
    guard: 'request_to_book',
    effects: ['hold_units', 'start_request_deadline', 'notify_host'],
  },
  book_instantly: {
    from: null,
    to: 'awaiting_payment',
    by: ['client'],
    guard: 'instant_book',
    effects: ['hold_units', 'start_payment_deadline'],
  },
  accept: {
    from: ['pending'],
    to: 'awaiting_payment',
    by: ['host', 'admin'],
    effects: ['start_payment_deadline', 'notify_client', { effect: 'notify_host', by: ['admin'] }],
  },
  decline: {
    from: ['pending'],
    to: 'declined',
    by: ['host', 'admin'],
    reasonFrom: ['host', 'admin'],
    effects: ['free_units', 'notify_client', { effect: 'notify_host', by: ['admin'] }],
  },
  expire_request: {
    from: ['pending'],
    to: 'expired',
    by: ['system'],
    at: 'request_deadline',
    effects: ['free_units', 'notify_client', 'notify_host'],
  },
  pay: {
    from: ['awaiting_payment'],
    to: 'confirmed',
    by: ['payment'],
    startedBy: ['client'],
    effects: ['record_payment', 'schedule_start', 'notify_client', 'notify_host'],
  },
  expire_payment: {
    from: ['awaiting_payment'],
    to: 'expired',
    by: ['system'],
    at: 'payment_deadline',
    effects: ['free_units', 'expire_checkout', 'notify_client', { effect: 'notify_host', if: 'request_mode' }],
  },
  start: {
    from: ['confirmed'],
    to: 'active',
    by: ['system'],
    at: 'start',
    effects: ['schedule_complete', 'notify_client', 'notify_host'],
  },
  complete: {
    from: ['active'],
    to: 'completed',
    by: ['system'],
    at: 'end',
    effects: ['schedule_deposit_return', 'notify_client', 'notify_host'],
  },
  cancel: {
    from: ['pending', 'awaiting_payment', 'confirmed'],
    to: 'cancelled',
    by: people,
    reasonFrom: ['host', 'admin'],
    effects: [
      'free_units',
      { effect: 'expire_checkout', from: ['awaiting_payment'] },
      { effect: 'refund_by_policy', from: ['confirmed'], by: ['client'] },
      { effect: 'refund_in_full', from: ['confirmed'], by: ['host', 'admin'] },
      { effect: 'count_against_host', from: ['awaiting_payment', 'confirmed'], by: ['host'] },
      { effect: 'notify_client', by: ['host', 'admin'] },
      { effect: 'notify_host', from: knownToHost, by: ['client', 'admin'] },
      { effect: 'notify_host', from: ['awaiting_payment'], by: ['client', 'admin'], if: 'request_mode' },
    ],
  },
  /**
   * A declared force majeure event (a typhoon signal) covers the stay: either side cancels, whatever
   * the policy, never counted against the host (issue 33, decision 0090).
   */
  cancel_force_majeure: {
    from: ['confirmed', 'active'],
    to: 'cancelled',
    by: people,
    guard: 'force_majeure',
    effects: [
      'free_units',
      'refund_force_majeure',
      // Cancelled while it ran: a deposit still held then goes back 9 days later (today refund_force_majeure
      // returns it with the refund, so this finds none; a tenancy's typhoon end keeps it for the move-out).
      { effect: 'schedule_deposit_return', from: ['active'] },
      { effect: 'notify_client', by: ['host', 'admin'] },
      { effect: 'notify_host', by: ['client', 'admin'] },
    ],
  },
} as const;

/**
 * The booking process: every row of design §5 with its effects (who is told: the side that did not
 * act, both when staff or a timer act; the host hears of an instant booking only once it is paid —
 * before that it holds dates for 30 minutes at most, and an unpaid one that lapses or is cancelled
 * is no news to them).
 */
export const bookingProcess = defineProcess<
  BookingStatus,
  BookingAction,
  BookingActor,
  BookingGuard,
  BookingMoment,
  BookingEffect,
  BookingCondition
>({
  name: 'booking',
  states: bookingStatuses,
  terminal: ['completed', 'declined', 'expired', 'cancelled'],
  actors: bookingActors,
  transitions: bookingTransitionSpec,
});

export type BookingTransition = (typeof bookingProcess.rows)[number];

/** Each action's row (a booking's actions have one each). */
export const bookingTransitions = Object.fromEntries(bookingProcess.rows.map((r) => [r.action, r])) as Record<
  BookingAction,
  BookingTransition
>;

/** Statuses whose bookings hold their units (with blocks, never more than the capacity). */
export const holdingStatuses: readonly BookingStatus[] = ['pending', 'awaiting_payment', 'confirmed', 'active'];
export const holdsUnits = (status: BookingStatus) => holdingStatuses.includes(status);

/** Statuses no action leaves. */
export const finalStatuses: readonly BookingStatus[] = bookingProcess.terminal;

/**
 * Once paid, the client sees the exact address, the pin and the access instructions (a tenancy's
 * notice_given and ended too: tenancies/process.ts).
 */
export const addressVisibleStatuses: readonly (BookingStatus | 'notice_given' | 'ended')[] = [
  'confirmed',
  'active',
  'completed',
  'notice_given',
  'ended',
];

/** The timer action waiting on a booking in each status (when it is due: time.ts). */
export const timerActions: Partial<Record<BookingStatus, BookingAction>> = Object.fromEntries(
  bookingStatuses.flatMap((s) => {
    const t = bookingProcess.timerOf(s);
    return t ? [[s, t.action]] : [];
  }),
);

/**
 * True when `actor` may fire `action` on a booking in `status` (null: no booking yet). The
 * guard is the caller's to check. Any other actor string: false.
 */
export const canFire = (action: BookingAction, status: BookingStatus | null, actor: string): boolean =>
  bookingProcess.canFire(action, status, actor);

/** Where `action` takes a booking in `status`, or null when it does not leave that status. */
export const nextBookingStatus = (action: BookingAction, status: BookingStatus | null): BookingStatus | null =>
  bookingProcess.next(action, status);

/** True when `actor` must give a reason for `action` (decline; cancel by the host or staff). */
export const needsReason = (action: BookingAction, actor: BookingActor) => bookingProcess.needsReason(action, actor);

/**
 * What `viewer` may do now on a booking in `status`, in the table's order: the buttons to
 * show. It includes `pay` for the client while awaiting payment (it opens the checkout).
 */
export const actionsFor = (status: BookingStatus, viewer: BookingViewer): BookingAction[] =>
  bookingProcess.actionsFor(status, viewer);
