/**
 * The links of the client and host areas' bars and phone menus (issue 34): apart from nav.ts so
 * that only the signed-in areas download them, not the public pages (issue 10's budget), as
 * web/src/components/layout/app-nav-config.ts is apart from nav-config.ts. Plain data.
 */
export default {
  dashboard: 'Dashboard',
  browse: 'Browse',
  map: 'Map',
  bookings: 'Bookings',
  favorites: 'Favorites',
  payments: 'Payments',
  reviews: 'Reviews',
  messages: 'Messages',
  disputes: 'Disputes',
  listings: 'Listings',
  checkIn: 'Check-in',
  analytics: 'Analytics',
  wallet: 'Wallet',
  notifications: 'Notifications',
} as const;
