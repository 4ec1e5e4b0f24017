export { en as messages, en } from './en';
export { authMessages } from './auth';
export { landing, searchTypes, type SearchType } from './landing';
export { placesAttribution, placesMessages, placesSources } from './places';
export { listingMessages } from './listings';
export { discoveryMessages } from './discovery';
export { aboutDuration, bookingRequirementsMessages } from './booking-requirements';
export { dateMessages } from './dates';
export { bookingMessages } from './bookings';
export { tenancyMessages } from './tenancies';
export {
  bookingEmailMessages,
  type BookingEmailMessages,
  type BookingEmailWords,
  type BookingEmailText,
} from './booking-emails';
export { paymentMessages } from './payments';
export { adminPaymentsMessages } from './admin-payments';
export { adminExportsMessages } from './admin-exports';
export { outboxMessages } from './outbox';
export { moneyMessages } from './money';
export { reconciliationMessages } from './reconciliation';
export { conversationMessages } from './conversations';
export { announcementMessages, staffNoticeMessages, systemAlertMessages } from './announcements';
export { forceMajeureMessages } from './force-majeure';
export { disputeMessages } from './disputes';
export { handoverMessages } from './handover';
export { reviewMessages } from './reviews';
export { analyticsMessages } from './analytics';
export { platformReportMessages, type PlatformReportFigures } from './reports';
export { bulkEmailMessages } from './bulk-emails';
export { depositMessages } from './deposits';
export { consentMessages } from './consents';
