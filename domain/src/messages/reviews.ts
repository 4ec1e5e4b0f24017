import { REVIEW_WINDOW_DAYS } from '../reviews/reviews';

const stars = (n: number) => `${n} star${n === 1 ? '' : 's'}`;
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * Reviews' copy that the server sends (issue 22, design §8): refusals, confirmations and the
 * notifications (type review) with their email copies. Our wording: the spec fixes only the
 * type, subType and data fields.
 */
export const reviewMessages = {
  bookingNotFound: 'That booking was not found.',
  notFound: 'That review was not found.',
  listingNotFound: 'That space was not found.',
  notCompleted: 'You can review a booking once it has been completed.',
  windowClosed: `The ${REVIEW_WINDOW_DAYS} days to review this booking are over.`,
  alreadyWritten: 'You have already reviewed this booking.',
  replyExists: 'You have already replied to this review.',
  alreadyReported: 'You have already reported this review.',
  ownReview: 'You cannot report your own review.',
  alreadyHidden: 'This review is hidden already.',
  notHidden: 'This review is not hidden.',
  reported: 'Thank you. Our team will look at this review.',
  /** How a deleted account is named on a review (the users row is anonymised). */
  deletedUser: 'Deleted user',
  notification: {
    /** The person reviewed, once the review is visible (subType new_review). */
    newReview: {
      title: (authorName: string, rating: number) => `${authorName} rated you ${stars(rating)}`,
      message: (listingTitle: string, comment: string) => `${listingTitle}: “${comment}”`,
    },
    /** The other side, when the first review of a booking is written (subType review_waiting): no rating. */
    waiting: {
      titleForHost: (clientName: string) => `${clientName} reviewed their stay — write yours to read it`,
      titleForClient: (hostName: string) => `${hostName} reviewed your stay — write yours to read it`,
      message: (listingTitle: string, daysLeft: number) =>
        `${listingTitle}: reviews stay hidden until you have both written yours or the time to review is over. You have ${days(daysLeft)} left.`,
    },
    /** When a review can be written, and again near the end (subType review_reminder). */
    reminder: {
      openTitleForClient: (listingTitle: string) => `How was ${listingTitle}? Leave a review`,
      openTitleForHost: (clientName: string) => `How was ${clientName} as a renter? Leave a review`,
      openMessage: (daysLeft: number) =>
        `Your booking is complete. You have ${days(daysLeft)} to write your review; it stays hidden until the other side has written theirs.`,
      closingTitle: (daysLeft: number) => `${days(daysLeft)} left to write your review`,
      closingMessage: (listingTitle: string) =>
        `${listingTitle}: the time to review this booking is almost over. Reviews help the next renters and hosts.`,
    },
    /** The author, when staff hide their review (subType review_hidden). */
    hidden: {
      title: (listingTitle: string) => `Your review of ${listingTitle} was hidden`,
      message: (reason: string) => `Our team hid your review because: ${reason}`,
    },
    /** The author, when staff make it visible again (subType review_restored). */
    restored: {
      title: (listingTitle: string) => `Your review of ${listingTitle} is visible again`,
      message: 'Our team looked at it again and restored it.',
    },
  },
} as const;
