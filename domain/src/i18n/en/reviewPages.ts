/**
 * The client's and host's /reviews pages (issue 22, issue 34): the reviews to write, the form, the
 * reviews written and received, the host's reply, the report dialog and the booking page's call to
 * write one. English word for word as domain/src/messages/review-pages.ts had them. A listing's
 * public reviews are in `reviews`. Plain data: ICU MessageFormat strings.
 */
export default {
  client: {
    title: 'My Reviews',
    description: 'Rate the spaces you used and their hosts, and see what hosts said about you.',
  },
  host: {
    title: 'Reviews',
    description: 'Rate your renters, read what they said about your spaces, and reply once, publicly.',
  },
  tabsLabel: 'Reviews',
  tabs: { toWrite: 'To write', written: 'Written', received: 'Received' },
  lists: { toWrite: 'Reviews to write', written: 'Reviews you wrote', received: 'Reviews you received' },
  loading: 'Loading your reviews',
  loadError: 'Your reviews could not be loaded.',
  empty: {
    toWrite: {
      title: 'Nothing to review right now',
      client: 'After a booking ends you have 14 days to rate the space and its host. Completed bookings appear here.',
      host: 'After a booking ends you have 14 days to rate the renter. Completed bookings appear here.',
    },
    written: { title: 'No reviews written yet', body: 'Reviews you write appear here, with when they are shown.' },
    received: {
      title: 'No reviews yet',
      client: 'What hosts say about you appears here once both sides have written or the 14 days are over.',
      host: 'What renters say about your spaces appears here once both sides have written or the 14 days are over.',
    },
    bookings: 'See my bookings',
  },
  toWrite: {
    subjectClient: 'Hosted by {name}',
    subjectHost: 'Rented by {name}',
    /** 'Hosted by Ana Reyes · Ended Mon, 24 Nov 2026' */
    subjectEnded: '{subject} · Ended {date}',
    daysLeft: '{count, plural, =0 {Last day to review} =1 {Last day to review} other {# days left to review}}',
    otherSideWritten: '{name} already wrote theirs: it is shown when yours is in.',
    write: 'Write a review',
    notOpen: 'There is no review to write for this booking: it is written already, or its 14 days are over.',
  },
  form: {
    title: 'Review {subject} · {listing}',
    ratingLegendClient: 'How was the space and its host?',
    ratingLegendHost: 'How was this renter?',
    /** After the legend, for screen readers. */
    required: '(required)',
    starLabel: '{count, plural, one {# star} other {# stars}}',
    starWord: '{stars, select, 1 {Terrible} 2 {Poor} 3 {Okay} 4 {Good} other {Excellent}}',
    comment: 'Your review',
    commentHelpClient: 'What was the space like, how was access, would you book it again? Shown on the listing page.',
    commentHelpHost: 'How was the renter: on time, careful, easy to reach? Shown on their profile to other hosts.',
    blindNote:
      'Your review stays hidden until the other side writes theirs or the 14 days are over, so neither of you sees the other’s first.',
    submit: 'Post review',
    submitting: 'Posting…',
    cancel: 'Cancel',
    done: 'Thank you: your review is in.',
  },
  status: {
    blind: 'Waiting',
    blindNote: 'Hidden until {name} writes theirs or the 14 days are over.',
    visible: 'Published',
    publishedOn: 'Published {date}',
    hidden: 'Hidden by Espasyo',
    hiddenNote: 'Hidden by Espasyo: {reason}',
  },
  card: {
    about: 'About {name}',
    writtenOn: 'Written {date}',
  },
  reply: {
    heading: 'Reply from {host}',
    yours: 'Your reply',
    open: 'Reply',
    label: 'Your public reply',
    help: 'Shown under the review on your listing page. You can reply once, and cannot change it later.',
    submit: 'Post reply',
    submitting: 'Posting…',
    cancel: 'Cancel',
    done: 'Your reply is posted.',
  },
  report: {
    title: 'Report this review',
    description:
      'Tell us what is wrong: false, abusive, private information, or not about the stay. Our team reads every report.',
    reason: 'What is wrong with it?',
    submit: 'Send report',
    cancel: 'Cancel',
    submitting: 'Sending…',
    done: 'Thank you. Our team will look at this review.',
  },
  cta: {
    title: 'How did it go?',
    client:
      'Rate the space and {name}: {days, plural, =0 {today is the last day} =1 {today is the last day} other {you have # days left}}.',
    host: 'Rate {name} as a renter: {days, plural, =0 {today is the last day} =1 {today is the last day} other {you have # days left}}.',
    otherSideWritten: '{name} already wrote theirs.',
    write: 'Write a review',
  },
} as const;
