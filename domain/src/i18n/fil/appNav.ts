import type { Translation } from '../catalog';
import type en from '../en/appNav';

/** Filipino of en/appNav.ts; terms as glossary.md fixes them. */
export default {
  dashboard: 'Dashboard',
  browse: 'Maghanap',
  map: 'Mapa',
  bookings: 'Mga booking',
  favorites: 'Mga paborito',
  payments: 'Mga bayad',
  reviews: 'Mga review',
  messages: 'Mga mensahe',
  disputes: 'Mga reklamo',
  listings: 'Mga listing',
  checkIn: 'Check-in',
  analytics: 'Analytics',
  wallet: 'Wallet',
  notifications: 'Mga notification',
} as const satisfies Translation<typeof en>;
