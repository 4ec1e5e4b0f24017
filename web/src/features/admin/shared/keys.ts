/**
 * Query keys of the admin area, in one place: every query's factory (queryOptions in each
 * api/ file) and every invalidation build on these, so a write cannot miss what it changed.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  bookingsSummary: () => [...adminKeys.dashboard(), 'bookings'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: string) => [...adminKeys.users(), 'list', query] as const,
  user: (id: string) => [...adminKeys.users(), 'one', id] as const,
  /** Under the user, so whatever refreshes a user refreshes a host's balances too. */
  hostBalances: (id: string) => [...adminKeys.user(id), 'balances'] as const,
  audit: (query: string) => [...adminKeys.all, 'audit', query] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  settingsDocument: () => [...adminKeys.settings(), 'doc'] as const,
  settingsHistories: () => [...adminKeys.settings(), 'history'] as const,
  settingsHistory: (category: string) => [...adminKeys.settingsHistories(), category] as const,
  /** Keyed by the chosen gateway, so a change of financial.paymentGateway asks again. */
  paymentGatewayStatus: (chosen: string) => [...adminKeys.settings(), 'payment-gateway', chosen] as const,
  jobs: () => [...adminKeys.all, 'tools', 'jobs'] as const,
  deliveries: () => [...adminKeys.all, 'tools', 'deliveries'] as const,
  deliveryList: (status: string, page: number) => [...adminKeys.deliveries(), status, page] as const,
  verification: () => [...adminKeys.all, 'verification'] as const,
  verificationQueue: (status: string, page: number) => [...adminKeys.verification(), 'queue', status, page] as const,
  verificationRequest: (id: string) => [...adminKeys.verification(), 'one', id] as const,
  listings: () => [...adminKeys.all, 'listings'] as const,
  listingQueue: (query: string) => [...adminKeys.listings(), 'queue', query] as const,
  listing: (id: string) => [...adminKeys.listings(), 'one', id] as const,
  reviews: () => [...adminKeys.all, 'reviews'] as const,
  reviewList: (filter: string, page: number) => [...adminKeys.reviews(), 'list', filter, page] as const,
};
