/**
 * Bookings (issue 19): the listing page's book button for other features; the client's pages
 * are in routes/, mounted by the app's route table. Only light code here: the public listing
 * page imports it, and the booking code itself loads when the button is pressed.
 */
import { lazy } from 'react';

export { BookButton } from './client/book-button';
export { TestModeBanner } from './shared/test-mode-banner';
export type { BookingChoice } from './api/booking-choice';
/** Its query keys: a live notification about a booking refreshes every booking query (notifications feature). */
export { bookingKeys } from './api/keys';

/** How many bookings the client has made: the client tutorial's first steps are done by it (onboarding feature). */
export { clientBookingsCountQuery } from './api/use-bookings';

/** The host dashboard's bookings and earnings panel; its code loads with the dashboard, not with this index. */
export const HostBookingsPanel = /* @__PURE__ */ lazy(() => import('./host/host-dashboard-panel'));
/** The client dashboard's upcoming and current bookings; its code loads with the dashboard, not with this index. */
export const ClientBookingsPanel = /* @__PURE__ */ lazy(() => import('./client/client-dashboard-panel'));

/**
 * What staff's bookings screens (features/admin/bookings, decision 0072) show of a booking as the
 * sides see it: its queries (staff's list under bookingKeys, so a live booking event refreshes
 * it too), the booking page's pieces, the host's note, actions and earnings, the agreement.
 */
export { ADMIN_BOOKINGS_PAGE_SIZE, useAdminBookings, type AdminBookingFilters } from './api/use-admin-bookings';
export { useBooking } from './api/use-booking';
export { useBookingPayments } from './api/use-booking-payments';
export { AgreementPrint } from './agreement/agreement-print';
export { Fact } from './detail/booking-facts';
export { BillStatusBadge, BookingBills } from './detail/booking-bills';
export { BookingPlace } from './detail/booking-place';
export { BookingQuote } from './detail/booking-quote';
export { BookingTimeline } from './detail/booking-timeline';
export { HostBookingActions } from './host/host-booking-actions';
export { HostEarnings } from './host/host-earnings';
export { sideNote, useSideNote } from './host/host-status-note';
export { BookingCardSkeleton } from './list/booking-card';
export { BookingStatusBadge, useBookingStatusLabel } from './shared/booking-status-badge';

/** Staff's dispute view shows a booking's move-in and move-out checklists, read only (issue 33). */
export { ChecklistRecord } from './handover/checklist-record';
