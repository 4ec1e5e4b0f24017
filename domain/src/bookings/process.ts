/**
 * The booking process as data (docs/product/marketplace.md#booking, design §5): which action
 * moves a booking from which statuses to which, who fires it (a person, the `system` timer or
 * the `payment` webhook), whether it needs a reason, the named guard the server checks and the
 * effects it queues. The server enforces it through one applyTransition; the web shows the
 * actions `actionsFor` gives. Effects and notifications are in process-effects.ts.
 *
 *   (new) ─request→ pending ─accept→ awaiting_payment ─pay→ confirmed ─start→ active ─complete→ completed
 *   (new) ─book_instantly→ awaiting_payment          pending ─decline→ declined
 *   pending ─expire_request→ expired    awaiting_payment ─expire_payment→ expired
 *   pending | awaiting_payment | confirmed ─cancel→ cancelled
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
] as const;
export type BookingAction = (typeof bookingActions)[number];

/** Who fires an action: the two sides, staff, the timer, or the gateway's webhook. */
export const bookingActors = ['client', 'host', 'admin', 'system', 'payment'] as const;
export type BookingActor = (typeof bookingActors)[number];
/** Who looks at a booking and may press a button on it. */
export type BookingViewer = 'client' | 'host' | 'admin';

/**
 * A condition the server checks with facts the table cannot know: the listing's booking mode
 * (`instant_book`, `request_to_book`) or a timer's moment having come (`due`, see time.ts).
 */
export type BookingGuard = 'instant_book' | 'request_to_book' | 'due';

export interface BookingTransition {
  /** The statuses it leaves; null: it creates the booking. */
  from: readonly BookingStatus[] | null;
  to: BookingStatus;
  by: readonly BookingActor[];
  /** Those of `by` who must give a reason. */
  reasonFrom: readonly BookingActor[];
  guard: BookingGuard | null;
  /**
   * Viewers who may start it without firing it themselves: the client's 'Pay' opens the
   * gateway's checkout, and the webhook fires `pay`.
   */
  startedBy?: readonly BookingViewer[];
}

const people = ['client', 'host', 'admin'] as const;

export const bookingTransitions: Record<BookingAction, BookingTransition> = {
  request: { from: null, to: 'pending', by: ['client'], reasonFrom: [], guard: 'request_to_book' },
  book_instantly: { from: null, to: 'awaiting_payment', by: ['client'], reasonFrom: [], guard: 'instant_book' },
  accept: { from: ['pending'], to: 'awaiting_payment', by: ['host', 'admin'], reasonFrom: [], guard: null },
  decline: { from: ['pending'], to: 'declined', by: ['host', 'admin'], reasonFrom: ['host', 'admin'], guard: null },
  expire_request: { from: ['pending'], to: 'expired', by: ['system'], reasonFrom: [], guard: 'due' },
  pay: {
    from: ['awaiting_payment'],
    to: 'confirmed',
    by: ['payment'],
    reasonFrom: [],
    guard: null,
    startedBy: ['client'],
  },
  expire_payment: { from: ['awaiting_payment'], to: 'expired', by: ['system'], reasonFrom: [], guard: 'due' },
  start: { from: ['confirmed'], to: 'active', by: ['system'], reasonFrom: [], guard: 'due' },
  complete: { from: ['active'], to: 'completed', by: ['system'], reasonFrom: [], guard: 'due' },
  cancel: {
    from: ['pending', 'awaiting_payment', 'confirmed'],
    to: 'cancelled',
    by: people,
    reasonFrom: ['host', 'admin'],
    guard: null,
  },
};

/** Statuses whose bookings hold their units (with blocks, never more than the capacity). */
export const holdingStatuses: readonly BookingStatus[] = ['pending', 'awaiting_payment', 'confirmed', 'active'];
export const holdsUnits = (status: BookingStatus) => holdingStatuses.includes(status);

/** Statuses no action leaves. */
export const finalStatuses: readonly BookingStatus[] = ['completed', 'declined', 'expired', 'cancelled'];

/** Once paid, the client sees the exact address, the pin and the access instructions. */
export const addressVisibleStatuses: readonly BookingStatus[] = ['confirmed', 'active', 'completed'];

/** The timer action waiting on a booking in each status (when it is due: time.ts). */
export const timerActions: Partial<Record<BookingStatus, BookingAction>> = {
  pending: 'expire_request',
  awaiting_payment: 'expire_payment',
  confirmed: 'start',
  active: 'complete',
};

const leaves = (t: BookingTransition, status: BookingStatus | null) =>
  t.from === null ? status === null : status !== null && t.from.includes(status);

/**
 * True when `actor` may fire `action` on a booking in `status` (null: no booking yet). The
 * guard is the caller's to check. Any other actor string: false.
 */
export function canFire(action: BookingAction, status: BookingStatus | null, actor: string): boolean {
  const t = bookingTransitions[action];
  return leaves(t, status) && (t.by as readonly string[]).includes(actor);
}

/** Where `action` takes a booking in `status`, or null when it does not leave that status. */
export function nextBookingStatus(action: BookingAction, status: BookingStatus | null): BookingStatus | null {
  const t = bookingTransitions[action];
  return leaves(t, status) ? t.to : null;
}

/** True when `actor` must give a reason for `action` (decline; cancel by the host or staff). */
export const needsReason = (action: BookingAction, actor: BookingActor) =>
  bookingTransitions[action].reasonFrom.includes(actor);

/**
 * What `viewer` may do now on a booking in `status`, in the table's order: the buttons to
 * show. It includes `pay` for the client while awaiting payment (it opens the checkout).
 */
export function actionsFor(status: BookingStatus, viewer: BookingViewer): BookingAction[] {
  return bookingActions.filter((a) => {
    const t = bookingTransitions[a];
    if (!leaves(t, status)) return false;
    return (t.by as readonly string[]).includes(viewer) || (t.startedBy ?? []).includes(viewer);
  });
}
