import {
  addressVisibleStatuses,
  kindActionsFor,
  shortName,
  type Booking,
  type AnyBookingAction,
  type BookingEvent,
  type BookingViewer,
} from '@espasyo/domain';
import { photoUrl } from '../../listings/core/listings.mapper';
import type { BookingEventRow, BookingViewRow } from './bookings.repository';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());
/** First name and last initial, as on the listing's host card. */

/** The other side's contact, for the client and the host once the booking is paid for. */
function contactFor(r: BookingViewRow, viewer: BookingViewer): Booking['contact'] {
  if (viewer === 'admin' || !addressVisibleStatuses.includes(r.status)) return null;
  return viewer === 'client'
    ? { name: `${r.hostFirstName} ${r.hostLastName}`.trim(), phone: r.hostPhone || null, email: r.hostEmail }
    : { name: `${r.clientFirstName} ${r.clientLastName}`.trim(), phone: r.clientPhone || null, email: r.clientEmail };
}

/**
 * A booking as `viewer` sees it: the actions they may take now; the host's share for the host
 * and staff only; the exact place for the host and staff, and for the client once paid; then
 * the other side's contact too.
 */
export function toBooking(r: BookingViewRow, viewer: BookingViewer): Booking {
  const q = r.quote;
  const hostSide = viewer !== 'client';
  const placeShown = hostSide || addressVisibleStatuses.includes(r.status);
  return {
    id: r.id,
    listingId: r.listingId,
    listingTitle: r.listingTitle,
    listingCoverUrl: r.coverKey ? photoUrl(r.coverKey) : null,
    status: r.status,
    mode: r.mode,
    kind: r.kind,
    startDate: r.startDate,
    endDate: r.endDate,
    startsAt: iso(r.startsAt)!,
    endsAt: iso(r.endsAt),
    units: r.units,
    quote: {
      lines: q.lines,
      units: q.units,
      subtotal: q.subtotal,
      taxRate: q.taxRate,
      tax: q.tax,
      total: q.total,
      ...(hostSide && {
        platformFeePercentage: q.platformFeePercentage,
        platformFee: q.platformFee,
        hostEarnings: q.hostEarnings,
      }),
    },
    total: r.total,
    deposit: r.deposit,
    currency: r.currency,
    cancellationPolicy: r.cancellationPolicy,
    dueAction: r.dueAction as AnyBookingAction | null,
    dueAt: iso(r.dueAt),
    reason: r.reason,
    cancelledBy: r.cancelledBy,
    createdAt: iso(r.createdAt)!,
    acceptedAt: iso(r.acceptedAt),
    confirmedAt: iso(r.confirmedAt),
    cancelledAt: iso(r.cancelledAt),
    client: { id: r.clientId, name: `${r.clientFirstName} ${r.clientLastName}`.trim() },
    host: { id: r.hostId, name: shortName(r.hostFirstName, r.hostLastName) },
    // No second checkout while a payment is under review (decision 0061). A force majeure cancellation
    // is offered by its own banner, only while an event covers the booking (GET …/force-majeure: canCancel).
    actions: kindActionsFor(r.kind, r.status, viewer).filter(
      (a) => !(a === 'pay' && r.paymentUnderReview) && a !== 'cancel_force_majeure',
    ),
    paymentUnderReview: r.paymentUnderReview,
    ...(viewer === 'admin' && {
      flag: r.flaggedAt ? { at: iso(r.flaggedAt)!, reason: r.flagReason ?? '' } : null,
    }),
    contact: contactFor(r, viewer),
    // A tenancy's terms: its notice period as asked for, one unit's monthly price (its quote's month line).
    tenancy:
      r.kind === 'tenancy' ? { noticePeriodDays: r.noticePeriodDays ?? 0, monthlyPrice: q.lines[0]?.price ?? 0 } : null,
    place: placeShown
      ? {
          street: r.street,
          barangayName: r.barangayName,
          cityName: r.cityName,
          provinceName: r.provinceName,
          postalCode: r.postalCode,
          latitude: r.latitude,
          longitude: r.longitude,
          accessHours: r.accessHours,
          accessInstructions: r.accessInstructions,
        }
      : null,
  };
}

export const toBookingEvent = (e: BookingEventRow): BookingEvent => ({
  id: e.id,
  action: e.action as BookingEvent['action'],
  actor: e.actor as BookingEvent['actor'],
  fromStatus: e.fromStatus as BookingEvent['fromStatus'],
  toStatus: e.toStatus as BookingEvent['toStatus'],
  reason: e.reason,
  createdAt: iso(e.createdAt)!,
});
