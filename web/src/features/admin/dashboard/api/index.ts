export { dashboardQuery, useDashboard } from './use-dashboard';
export { bookingsSummaryQuery, useBookingsSummary } from './use-bookings-summary';
