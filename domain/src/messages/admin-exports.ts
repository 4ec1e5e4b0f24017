/**
 * Copy for the CSV exports and 'Recompute ratings' on /admin-tools (issue 22). Our wording: the
 * spec fixes none of it.
 */
export const adminExportsMessages = {
  card: {
    title: 'Export bookings and payments',
    description:
      'Download bookings made, or payments started, between two days as a CSV file for a spreadsheet or the accountant. Money is in pesos with two decimals and in centavos; times are in the platform’s time zone. The files hold personal data: keep them safe and delete them when done.',
    from: 'From',
    to: 'To',
    bookings: 'Download bookings',
    payments: 'Download payments',
    downloading: 'Downloading...',
    done: (name: string) => `Saved ${name}.`,
    failedTitle: 'Download failed',
  },
  query: {
    date: 'Enter a date as YYYY-MM-DD.',
    fromMissing: 'Enter the first day to export.',
    toMissing: 'Enter the last day to export.',
    toBeforeFrom: 'The last day must be on or after the first day.',
  },
  recompute: {
    title: 'Recompute ratings',
    description:
      'Work out every listing’s and user’s rating again from the reviews that are visible. Ratings are kept up to date as reviews come in; use this after fixing data by hand.',
    button: 'Recompute ratings',
    confirmTitle: 'Recompute every rating now?',
    confirmText: 'Each listing’s and user’s rating and number of ratings are counted again from the visible reviews.',
    pending: 'Recomputing...',
    doneTitle: 'Ratings recomputed',
    done: (listings: number, users: number) => `Recomputed ${listings} listings and ${users} users`,
  },
} as const;
