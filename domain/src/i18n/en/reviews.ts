/** Reviews (issue 34): a listing's reviews on its public page. Plain data: ICU MessageFormat strings. */
export default {
  listing: {
    heading: 'Reviews',
    none: 'No reviews yet',
    noneBody: 'Renters review a space after their booking ends. Be the first.',
    average: '{rating} out of 5 from {count, plural, one {{count} review} other {{count} reviews}}',
    count: '{count, plural, one {{count} review} other {{count} reviews}}',
    distributionLabel: 'Ratings by stars',
    starsRow:
      '{stars, plural, one {{stars} star} other {{stars} stars}}: {count, plural, one {{count} review} other {{count} reviews}}',
    stayed: 'Stayed {month}',
    loading: 'Loading the reviews',
    error: 'The reviews could not be loaded.',
    newer: 'Newer reviews',
    older: 'Older reviews',
    pageOf: 'Page {page} of {pages}',
    pagesLabel: 'Pages of reviews',
    hostReply: 'Response from {host}',
    report: 'Report',
    reportLabel: 'Report {author}’s review',
  },
  card: {
    by: 'By {name}',
    rating: 'Rated {rating} out of 5',
  },
} as const;
