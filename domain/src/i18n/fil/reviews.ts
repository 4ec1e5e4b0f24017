import type { Translation } from '../catalog';
import type en from '../en/reviews';

/** Filipino of en/reviews.ts (glossary.md). */
export default {
  listing: {
    heading: 'Mga review',
    none: 'Wala pang review',
    noneBody: 'Nagre-review ang mga umuupa pagkatapos ng booking nila. Ikaw na ang mauna.',
    average: '{rating} sa 5 mula sa {count, plural, one {{count} review} other {{count} review}}',
    count: '{count, plural, one {{count} review} other {{count} review}}',
    distributionLabel: 'Rating ayon sa star',
    starsRow:
      '{stars, plural, one {{stars} star} other {{stars} star}}: {count, plural, one {{count} review} other {{count} review}}',
    stayed: 'Umupa noong {month}',
    loading: 'Nilo-load ang mga review',
    error: 'Hindi ma-load ang mga review.',
    newer: 'Mas bagong review',
    older: 'Mas lumang review',
    pageOf: 'Pahina {page} ng {pages}',
    pagesLabel: 'Mga pahina ng review',
    hostReply: 'Sagot ni {host}',
    report: 'I-report',
    reportLabel: 'I-report ang review ni {author}',
  },
  card: {
    by: 'Ni {name}',
    rating: 'Rating na {rating} sa 5',
  },
} as const satisfies Translation<typeof en>;
