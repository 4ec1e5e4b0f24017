/**
 * Disputes (issue 22): what other features use — the booking page's disputes panel (with the form
 * that opens one) — and the sides' pages, which routes/ re-exports from here (one chunk).
 */
export { BookingDisputes } from './components/booking-disputes';
export { DisputePage } from './components/dispute-page';
export { MyDisputesPage } from './components/my-disputes-page';

/**
 * What staff's disputes screens (features/admin/disputes, decision 0072) use: their queries and
 * the live refresh (one key tree with the sides', so an event refreshes both), a dispute as its
 * sides see it (thread, photos, decision) and its status badge.
 */
export {
  ADMIN_DISPUTES_PAGE_SIZE,
  useAdminDispute,
  useAdminDisputes,
  useLiveDisputes,
  useResolveDispute,
} from './api/disputes';
export { DisputeDecision, DisputeView } from './components/dispute-view';
export { DisputeStatusBadge } from './components/dispute-status-badge';
