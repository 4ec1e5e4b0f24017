/**
 * The gate's answers from the server (issue 33), English word for word as
 * domain/src/contracts/access-pass.ts (`accessPassMessages`, the check-in and gate keeper schemas)
 * and the gate's services (server/src/modules/bookings/handover: check-in, pass, gate keepers) send
 * them: for looking up a message in the page's language (LocalMessage, the server's answers),
 * never shown by key. A message with arguments matches by its fixed parts. Plain data: ICU strings.
 */
export default {
  codeRequired: 'Enter the 6-digit PIN or scan the QR code',
  codeInvalid: 'A PIN has 6 digits',
  notFound: 'No valid pass with this code for your spaces',
  alreadyIn: 'already checked in',
  outsideDates: 'This pass is valid from {from} to {until}',
  /** Until when a tenancy's pass is valid before a notice sets its end (outsideDates' `until`). */
  openEnd: 'the end of the tenancy',
  locked: 'Too many wrong PINs for this space. Check-in is locked for {minutes} minutes.',
  notCheckedIn: 'This check-in is already closed',
  cancelled: 'This pass was cancelled',
  phoneRequired: 'Enter the mobile number of the gate keeper',
  inviteNotFound: 'This invite was removed or has already been used',
  inviteOtherPhone:
    'This invite is for {phone}. Sign in with the account whose verified mobile number it is, or verify it in your profile first.',
  inviteOwnListing: 'You host this space: you can check its passes already',
  keeperNotFound: 'Gate keeper not found',
  inFuture: 'A check-in cannot be in the future',
  tooLate: 'A check-in typed offline must be sent within 24 hours',
  checkInNotFound: 'Check-in not found',
  bookingNotFound: 'Booking not found',
  listingNotFound: 'Listing not found',
  noFreePin: 'No free PIN was found for this pass. Try again.',
  noPass: 'This booking has no access pass: a pass is given once it is confirmed',
  invitedMeanwhile: 'This number was invited at the same moment. Try again.',
} as const;
