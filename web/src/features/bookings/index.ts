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
