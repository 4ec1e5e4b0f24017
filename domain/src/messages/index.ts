export { en as messages, en } from './en';
export { landing, searchTypes, type SearchType } from './landing';
export { placesAttribution, placesMessages, placesSources } from './places';
export { listingMessages } from './listings';
export { discoveryMessages } from './discovery';
export { dateMessages } from './dates';
export { bookingMessages } from './bookings';
export { paymentMessages } from './payments';
export { outboxMessages } from './outbox';
