/**
 * The installed app (issue 35, decision 0093): the web app manifest's texts, which a phone shows
 * when it offers to install Espasyo and under its icon. Plain data: ICU MessageFormat strings.
 */
export default {
  name: 'Espasyo',
  shortName: 'Espasyo',
  description:
    'Rent storage rooms, parking slots and warehouse space from verified hosts across the Philippines, by the hour, day or month.',
  /** The page the service worker answers with when a page was never saved and there is no connection. */
  offlineTitle: 'You are offline',
  offlineText:
    'This page has not been saved on this phone yet, so it needs a connection. Your bookings and passes you have opened before still open.',
  offlineRetry: 'Try again',
} as const;
