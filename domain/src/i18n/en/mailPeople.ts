/**
 * What people are told of each other and of the platform (issue 34), in the recipient's language:
 * the review notifications (a review now visible, the other side's heads-up, the reminders, staff
 * hiding or restoring one) and the frame of the emails sent to many (news and offers, the
 * maintenance notice) around the admin's own text, which goes out as written. English word for
 * word as domain/src/messages/reviews.ts and bulk-emails.ts said it (the server's
 * sent-words.test.ts compares them). A new chat message's words are `emails.chat`.
 */
export default {
  reviews: {
    /** The person reviewed, once the review is visible (subType new_review). */
    newReview: {
      title: '{author} rated you {rating} {rating, plural, one {star} other {stars}}',
      message: '{listing}: “{comment}”',
    },
    /** The other side, when the first review of a booking is written (subType review_waiting): no rating. */
    waiting: {
      titleForHost: '{name} reviewed their stay — write yours to read it',
      titleForClient: '{name} reviewed your stay — write yours to read it',
      message:
        '{listing}: reviews stay hidden until you have both written yours or the time to review is over. You have {days} {days, plural, one {day} other {days}} left.',
    },
    /** When a review can be written, and again near the end (subType review_reminder). */
    reminder: {
      openTitleForClient: 'How was {listing}? Leave a review',
      openTitleForHost: 'How was {name} as a renter? Leave a review',
      openMessage:
        'Your booking is complete. You have {days} {days, plural, one {day} other {days}} to write your review; it stays hidden until the other side has written theirs.',
      closingTitle: '{days} {days, plural, one {day} other {days}} left to write your review',
      closingMessage:
        '{listing}: the time to review this booking is almost over. Reviews help the next renters and hosts.',
    },
    /** The author, when staff hide their review (subType review_hidden). */
    hidden: {
      title: 'Your review of {listing} was hidden',
      message: 'Our team hid your review because: {reason}',
    },
    /** The author, when staff make it visible again (subType review_restored). */
    restored: {
      title: 'Your review of {listing} is visible again',
      message: 'Our team looked at it again and restored it.',
    },
  },
  /** An email sent to many, each to one person: the words around the admin's text. */
  bulk: {
    newsWhy: 'You get this email because you chose to receive news and offers.',
    newsWhyLink: 'You get this email because you chose to receive news and offers. To change that: {link}',
    maintenanceSubject: '{platform} is down for maintenance',
    maintenanceKept:
      'Until it is over, {platform} cannot be used; your bookings, payments and messages are kept as they are.',
    maintenanceWhy: 'You get this email because you get platform news.',
    maintenanceWhyLink: 'You get this email because you get platform news. To change that: {link}',
  },
} as const;
