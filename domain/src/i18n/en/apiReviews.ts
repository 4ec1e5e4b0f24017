/**
 * What the review endpoints and their schemas answer (domain/src/messages/reviews.ts and the zod
 * messages of domain/src/contracts/reviews.ts), word for word, for lookup only: the server and the
 * forms find a Filipino page's message by its English (web/src/lib/i18n-validation.tsx,
 * `LocalMessage`). An argument stands where the English has a number. Plain data: ICU strings.
 */
export default {
  bookingNotFound: 'That booking was not found.',
  notFound: 'That review was not found.',
  listingNotFound: 'That space was not found.',
  notCompleted: 'You can review a booking once it has been completed.',
  windowClosed: 'The {days} days to review this booking are over.',
  alreadyWritten: 'You have already reviewed this booking.',
  replyExists: 'You have already replied to this review.',
  alreadyReported: 'You have already reported this review.',
  ownReview: 'You cannot report your own review.',
  alreadyHidden: 'This review is hidden already.',
  notHidden: 'This review is not hidden.',
  reported: 'Thank you. Our team will look at this review.',
  deletedUser: 'Deleted user',
  schema: {
    rating: 'Choose a rating from 1 to 5 stars.',
    comment: 'Write a few words about your experience.',
    commentMin: 'Write at least {min} characters.',
    commentMax: 'A review can be up to {max} characters.',
    reply: 'Write your reply.',
    replyMax: 'A reply can be up to {max} characters.',
    reportReason: 'Say what is wrong with this review.',
    reportReasonMax: 'Keep it under {max} characters.',
    hideReason: 'Give a reason for hiding this review.',
    hideReasonMax: 'Keep the reason under {max} characters.',
  },
} as const;
