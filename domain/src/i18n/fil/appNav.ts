import type { Translation } from '../catalog';
import type en from '../en/appNav';

/**
 * Filipino of en/appNav.ts; terms as glossary.md fixes them. A menu's links are bare nouns
 * ('Booking', not 'Mga booking'), as Filipino apps name their tabs: nine of them fit one line.
 */
export default {
  dashboard: 'Dashboard',
  browse: 'Maghanap',
  map: 'Mapa',
  bookings: 'Booking',
  favorites: 'Paborito',
  payments: 'Bayad',
  reviews: 'Review',
  messages: 'Mensahe',
  disputes: 'Reklamo',
  listings: 'Listing',
  checkIn: 'Check-in',
  analytics: 'Analytics',
  wallet: 'Wallet',
  notifications: 'Notification',
} as const satisfies Translation<typeof en>;
