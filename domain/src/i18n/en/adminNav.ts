/**
 * The admin area's frame (web/src/app/layouts/admin-layout.tsx, admin-nav.ts, issue 34): its
 * sidebar's name and links, as docs/product/routes.md names the pages. The bar's 'Menu', 'Sign out'
 * and role badge come from nav.ts and common.ts. Plain data: ICU MessageFormat strings.
 */
export default {
  label: 'Admin',
  links: {
    dashboard: 'Dashboard',
    users: 'Users',
    listings: 'Listings',
    bookings: 'Bookings',
    chat: 'Support chat',
    announcements: 'Announcements',
    forceMajeure: 'Typhoons',
    legal: 'Legal texts',
    settings: 'Settings',
    payments: 'Payments',
    analytics: 'Analytics',
    audit: 'Audit log',
    disputes: 'Disputes',
    notifications: 'Notifications',
    payouts: 'Payouts',
    reviews: 'Reviews',
    verification: 'Verification',
    tools: 'Admin tools',
    makeAdmin: 'Make admin',
    account: 'My account',
    myNotifications: 'My notifications',
  },
} as const;
