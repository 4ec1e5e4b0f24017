import type { Translation } from '../catalog';
import type en from '../en/adminNav';

/** Filipino of en/adminNav.ts (glossary.md); the pages' own titles say the same. */
export default {
  label: 'Admin',
  links: {
    dashboard: 'Dashboard',
    users: 'Mga user',
    listings: 'Mga listing',
    bookings: 'Mga booking',
    chat: 'Support chat',
    announcements: 'Mga anunsyo',
    forceMajeure: 'Mga bagyo',
    legal: 'Mga legal na teksto',
    settings: 'Settings',
    payments: 'Mga bayad',
    analytics: 'Analytics',
    audit: 'Audit log',
    disputes: 'Mga reklamo',
    notifications: 'Mga notification',
    payouts: 'Mga payout',
    reviews: 'Mga review',
    verification: 'Beripikasyon',
    tools: 'Admin tools',
    makeAdmin: 'Gawing admin',
    account: 'Ang account ko',
    myNotifications: 'Mga notification ko',
  },
} as const satisfies Translation<typeof en>;
