/**
 * Disputes (issue 22): what other features use — the booking page's disputes panel (with the form
 * that opens one) and staff's queue on /disputes. The dispute pages are in routes/.
 */
export { BookingDisputes } from './components/booking-disputes';
export { AdminDisputesPage } from './components/admin-disputes-page';
export { AdminDisputePage } from './components/admin-dispute-page';
export { DisputePage } from './components/dispute-page';
export { MyDisputesPage } from './components/my-disputes-page';
