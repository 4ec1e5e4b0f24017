/**
 * Refusals of a date or month outside the years the platform takes (schemas/dates.ts). Our
 * wording, in the style of 'Dates must look like 2026-03-31'; the spec fixes none. A file of its
 * own so a page that checks dates (the search's URL state) does not carry the whole catalogue.
 */
export const dateMessages = {
  dateRange: 'Dates must be from 2000-01-01 to 2100-12-31',
  monthRange: 'Month must be from 2000-01 to 2100-12',
} as const;
