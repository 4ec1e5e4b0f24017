/**
 * What the analytics endpoints' period schema answers (domain/src/contracts/analytics.ts, from
 * domain/src/messages/analytics.ts), word for word, for lookup only (`LocalMessage`). Plain data.
 */
export default {
  from: 'Choose the first month of the period.',
  to: 'Choose the last month of the period.',
  order: 'The first month must not be after the last.',
  tooLong: 'Choose a period of at most {max} months.',
} as const;
