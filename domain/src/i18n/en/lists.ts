/**
 * The shared parts of filtered lists (web/src/components/list-filters.tsx: staff's bookings,
 * payments, payouts and audit lists), English word for word as they had it. Plain data: ICU strings.
 */
export default {
  clearFilters: 'Clear filters',
  applyFilters: 'Apply filters',
  from: 'From',
  to: 'To',
} as const;
