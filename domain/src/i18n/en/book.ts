/**
 * The book button of a listing's page (issue 34): its label, and why it waits or was refused.
 * Apart from 'booking' so that the public listing page loads only these few words. English word
 * for word as the button and domain/src/messages/bookings.ts had it. Plain data: ICU MessageFormat strings.
 */
export default {
  request: 'Request to book',
  bookInstantly: 'Book now',
  requestMonthly: 'Request to rent monthly',
  bookMonthlyInstantly: 'Rent monthly now',
  signInFirst: 'You sign in or create an account first; your dates and units stay as you chose them.',
  ownListing: 'You cannot book your own space.',
  clientsOnly: 'Bookings are made from a client account. Sign in with a client account to book a space.',
  booking: 'Booking...',
  sending: 'Sending request...',
  verify: 'Verify on your profile',
  seeRequests: 'See your requests in My Bookings',
  signInAgain: 'Sign in again',
  /** Refusals the page words itself, by their code (the server's words for the rest). */
  notBookable: 'This space is not taking bookings right now.',
  clientAccount: 'Bookings are made from a client account.',
  idempotencyConflict: 'This request was already sent with other details. Reload the page and try again.',
} as const;
